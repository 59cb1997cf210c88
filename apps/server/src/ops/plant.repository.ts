import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { newId } from '../platform/clock.js';

export interface NewPlant {
  tenantCode: string;
  name: string;
  admin: { account: string; fullname: string; passwordHash: string };
  createdAt: string;
}

/** The rows a new plant starts with (ops/init-plant.ts). */
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
  };
}
