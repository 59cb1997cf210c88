import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import type { UserTable } from '../../db/schema.js';
import { createDirectoryRepository } from './directory.repository.js';

/** All SQL of the user centre (the directory's lists in directory.repository.ts). */
export function createUcRepository(db: Db) {
  const sessionFactsQuery = compiledOnce(db, (tenantId: string, userId: string, sid: string) => db.selectFrom('uc_user')
    .select((eb) => [
      'status', 'is_admin',
      eb.exists(eb.selectFrom('uc_session').select('id').where('id', '=', sid).whereRef('uc_session.user_id', '=', 'uc_user.id')
        .where('ended_at', 'is', null)).as('open'),
      eb.selectFrom('uc_tenant').select('code').whereRef('uc_tenant.id', '=', 'uc_user.tenant_id').as('tenant_code'),
    ])
    .where('tenant_id', '=', tenantId).where('id', '=', userId));

  return {
    ...createDirectoryRepository(db),
    tenantByCode: (code: string) => db.selectFrom('uc_tenant').selectAll().where('code', '=', code).executeTakeFirst(),
    tenantById: (id: string) => db.selectFrom('uc_tenant').selectAll().where('id', '=', id).executeTakeFirst(),

    userByAccount: (tenantId: string, account: string) =>
      db.selectFrom('uc_user').selectAll().where('tenant_id', '=', tenantId).where('account', '=', account).executeTakeFirst(),
    /** The users whose account, e-mail or mobile number is this sign-in name (each is unique in the tenant, so at most three). */
    usersBySignInName: (tenantId: string, name: string) =>
      db.selectFrom('uc_user').selectAll().where('tenant_id', '=', tenantId)
        .where((eb) => eb.or([eb('account', '=', name), eb('email', '=', name), eb('mobile', '=', name)])).limit(3).execute(),
    userById: (tenantId: string, id: string) =>
      db.selectFrom('uc_user').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),
    updateUser: (id: string, patch: Partial<UserTable>) => db.updateTable('uc_user').set(patch).where('id', '=', id).execute(),

    orgsOfUser: (userId: string) =>
      db.selectFrom('uc_user_org as uo').innerJoin('uc_org as o', 'o.id', 'uo.org_id')
        .select(['o.id', 'o.parent_id', 'o.dem_id', 'o.code', 'o.name', 'o.path', 'o.path_name', 'o.sn', 'uo.is_master'])
        .where('uo.user_id', '=', userId).orderBy('uo.is_master', 'desc').orderBy('o.sn').execute(),
    postsOfUser: (userId: string) =>
      db.selectFrom('uc_user_post as up').innerJoin('uc_post as p', 'p.id', 'up.post_id').innerJoin('uc_org as o', 'o.id', 'p.org_id')
        .select(['p.id', 'p.code', 'p.name', 'p.is_charge', 'p.org_id', 'o.name as org_name', 'o.code as org_code', 'up.is_master'])
        .where('up.user_id', '=', userId).orderBy('up.is_master', 'desc').orderBy('p.code').execute(),
    rolesOfUser: (userId: string) =>
      db.selectFrom('uc_user_role as ur').innerJoin('uc_role as r', 'r.id', 'ur.role_id')
        .select(['r.id', 'r.code', 'r.name']).where('ur.user_id', '=', userId).where('r.enabled', '=', 1).orderBy('r.code').execute(),

    /**
     * Counts one attempt of `scope` by `key` and answers the count in the current window, this one included. One
     * statement, so parallel attempts each get their own number: the check that follows can never be raced.
     */
    async countAttempt(scope: string, key: string, nowIso: string, windowStartsAfter: string) {
      const expired = sql<boolean>`uc_attempt.window_start <= ${windowStartsAfter}`;
      const row = await db.insertInto('uc_attempt').values({ scope, key, n: 1, window_start: nowIso })
        .onConflict((oc) => oc.columns(['scope', 'key']).doUpdateSet({
          n: sql`case when ${expired} then 1 else uc_attempt.n + 1 end`,
          window_start: sql`case when ${expired} then ${nowIso} else uc_attempt.window_start end`,
        }))
        .returning(['n', 'window_start']).executeTakeFirstOrThrow();
      return { n: Number(row.n), windowStart: row.window_start };
    },
    clearAttempts: (scope: string, key: string) => db.deleteFrom('uc_attempt').where('scope', '=', scope).where('key', '=', key).execute(),

    openSession: (row: { id: string; tenant_id: string; user_id: string; created_at: string }) =>
      db.insertInto('uc_session').values({ ...row, ended_at: null, end_reason: null }).execute(),
    endSession: (id: string, reason: string, at: string) =>
      db.updateTable('uc_session').set({ ended_at: at, end_reason: reason }).where('id', '=', id).where('ended_at', 'is', null).execute(),
    /** Ends every session of a user but one (the one that changed the password). */
    endOtherSessions: (userId: string, keep: string, reason: string, at: string) =>
      db.updateTable('uc_session').set({ ended_at: at, end_reason: reason }).where('user_id', '=', userId).where('id', '<>', keep)
        .where('ended_at', 'is', null).execute(),

    /**
     * What the auth hook checks on every request, in one round trip: the user's status, whether the token's
     * session is still open, and the tenant's code (to compare with the X-Tenant-Code header).
     */
    sessionFacts: async (tenantId: string, userId: string, sid: string) => {
      const [row] = await sessionFactsQuery(tenantId, userId, sid);
      // SQLite answers exists() with 0/1, PostgreSQL with a boolean.
      return row && { status: row.status, isAdmin: row.is_admin === 1, open: Number(row.open) === 1, tenantCode: row.tenant_code ?? null };
    },

    /** Everything the workflow engine needs to resolve assignees, in four queries. */
    async organisationOf(tenantId: string) {
      const [users, roles, posts, orgs, units] = await Promise.all([
        db.selectFrom('uc_user').select(['id', 'fullname', 'status']).where('tenant_id', '=', tenantId).execute(),
        db.selectFrom('uc_user_role as ur').innerJoin('uc_role as r', 'r.id', 'ur.role_id')
          .select(['ur.user_id', 'r.code']).where('r.tenant_id', '=', tenantId).where('r.enabled', '=', 1).execute(),
        db.selectFrom('uc_user_post as up').innerJoin('uc_post as p', 'p.id', 'up.post_id')
          .select(['up.user_id', 'p.code', 'p.org_id', 'p.is_charge']).where('p.tenant_id', '=', tenantId).execute(),
        db.selectFrom('uc_user_org as uo').innerJoin('uc_org as o', 'o.id', 'uo.org_id')
          .select(['uo.user_id', 'uo.org_id', 'uo.is_master']).where('o.tenant_id', '=', tenantId).execute(),
        db.selectFrom('uc_org').select(['id', 'parent_id', 'name']).where('tenant_id', '=', tenantId).execute(),
      ]);
      return { users, roles, posts, orgs, units };
    },

    sealOfUser: (userId: string) => db.selectFrom('uc_seal').selectAll().where('user_id', '=', userId).executeTakeFirst(),
  };
}
export type UcRepository = ReturnType<typeof createUcRepository>;
