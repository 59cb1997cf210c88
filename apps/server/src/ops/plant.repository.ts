import type { Db } from '../db/database.js';
import { insertRows } from '../db/insert-rows.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { newId } from '../platform/clock.js';

export interface NewPlant {
  tenantCode: string;
  name: string;
  admin: { account: string; fullname: string; passwordHash: string };
  createdAt: string;
}

export interface OrgRow { id: string; parent_id: string | null; dem_id: string; name: string; path: string; path_name: string }
export interface PostRow { id: string; org_id: string; name: string; is_charge: number }
export interface NewStaff {
  orgs: Array<OrgRow & { code: string; sn: number }>;
  posts: Array<PostRow & { code: string }>;
  users: Array<{
    id: string; account: string; fullname: string; passwordHash: string; mobile: string | null; email: string | null;
    sex: string | null; number: string | null; orgId: string; postId: string | null;
  }>;
}

/** The rows a new plant starts with (ops/init-plant.ts), and the staff an operator imports (ops/import-staff.ts). */
export function createPlantRepository(db: Db) {
  return {
    /**
     * The tenant, its default organisation dimension, the root of its organisation (named after the plant) and its
     * administrator in it, in one transaction; 'exists' (nothing written) when the code is taken. The check runs
     * inside the transaction, the code's unique index the last word on a race.
     */
    async insertPlant(p: NewPlant): Promise<{ tenantId: string } | 'exists'> {
      return db.transaction().execute(async (tx): Promise<{ tenantId: string } | 'exists'> => {
        if (await tx.selectFrom('uc_tenant').select('id').where('code', '=', p.tenantCode).executeTakeFirst()) return 'exists';
        const tenantId = newId();
        await tx.insertInto('uc_tenant').values({ id: tenantId, code: p.tenantCode, name: p.name, status: 1, created_at: p.createdAt, logo: null }).execute();
        const demId = newId();
        await tx.insertInto('uc_dimension').values({ id: demId, tenant_id: tenantId, code: 'org', name: '行政维度', is_default: 1 }).execute();
        const rootId = newId();
        await tx.insertInto('uc_org').values({ id: rootId, tenant_id: tenantId, dem_id: demId, parent_id: null, code: 'root', name: p.name, path: rootId, path_name: p.name, sn: 0 }).execute();
        const adminId = newId();
        await tx.insertInto('uc_user').values({
          id: adminId, tenant_id: tenantId, account: p.admin.account, fullname: p.admin.fullname, password_hash: p.admin.passwordHash, status: 1, is_admin: 1,
          mobile: null, email: null, address: null, photo: null, sex: null, user_number: null, client_id: null, client_token: null, created_at: p.createdAt,
        }).execute();
        await tx.insertInto('uc_user_org').values({ user_id: adminId, org_id: rootId, is_master: 1 }).execute();
        return { tenantId };
      }).catch((e: unknown) => {
        if (isUniqueViolation(e)) return 'exists';
        throw e;
      });
    },

    /** A tenant's organisation as an import needs it: the default dimension's orgs, their posts, who is there already. */
    async directoryOf(tenantCode: string) {
      const tenant = await db.selectFrom('uc_tenant').select('id').where('code', '=', tenantCode).executeTakeFirst();
      if (!tenant) return null;
      const dimension = await db.selectFrom('uc_dimension').select('id').where('tenant_id', '=', tenant.id).where('is_default', '=', 1).executeTakeFirst();
      const orgs: OrgRow[] = dimension
        ? await db.selectFrom('uc_org').select(['id', 'parent_id', 'dem_id', 'name', 'path', 'path_name']).where('tenant_id', '=', tenant.id).where('dem_id', '=', dimension.id).orderBy('sn').execute()
        : [];
      const posts: PostRow[] = await db.selectFrom('uc_post').select(['id', 'org_id', 'name', 'is_charge']).where('tenant_id', '=', tenant.id).execute();
      const users = await db.selectFrom('uc_user').select(['account', 'mobile', 'email']).where('tenant_id', '=', tenant.id).execute();
      return { tenantId: tenant.id, orgs, posts, users };
    },

    /** New departments, posts and staff (each in their department and post, the main ones), in one transaction. */
    async insertStaff(tenantId: string, staff: NewStaff, createdAt: string): Promise<'ok' | 'taken'> {
      return db.transaction().execute(async (tx): Promise<'ok' | 'taken'> => {
        await insertRows(tx, 'uc_org', staff.orgs.map((o) => ({ ...o, tenant_id: tenantId })));
        await insertRows(tx, 'uc_post', staff.posts.map((p) => ({ ...p, tenant_id: tenantId })));
        await insertRows(tx, 'uc_user', staff.users.map((u) => ({
          id: u.id, tenant_id: tenantId, account: u.account, fullname: u.fullname, password_hash: u.passwordHash, status: 1, is_admin: 0,
          mobile: u.mobile, email: u.email, address: null, photo: null, sex: u.sex, user_number: u.number, client_id: null, client_token: null, created_at: createdAt,
        })));
        await insertRows(tx, 'uc_user_org', staff.users.map((u) => ({ user_id: u.id, org_id: u.orgId, is_master: 1 })));
        await insertRows(tx, 'uc_user_post', staff.users.flatMap((u) => (u.postId ? [{ user_id: u.id, post_id: u.postId, is_master: 1 }] : [])));
        return 'ok';
      }).catch((e: unknown) => {
        // An account, mobile number or e-mail taken since the sheet was checked (two imports at once): nothing written.
        if (isUniqueViolation(e)) return 'taken';
        throw e;
      });
    },
  };
}
