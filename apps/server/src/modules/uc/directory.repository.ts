import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * SQL of the organisation directory's lists: each `…Query` is an unexecuted select of one tenant's rows whose
 * column names are what the client sees, for `pagedList` to filter, sort and page through its whitelist.
 */
export function createDirectoryRepository(db: Db) {
  /** The organisations of a tenant as the client sees them, each with its number of children. */
  const orgsQuery = (tenantId: string) =>
    db.selectFrom('uc_org as o')
      .select(['o.id', 'o.parent_id as parentId', 'o.dem_id as demId', 'o.code', 'o.name', 'o.path', 'o.path_name as pathName', 'o.sn',
        sql<number | string>`(select count(*) from uc_org c where c.parent_id = o.id)`.as('children')])
      .where('o.tenant_id', '=', tenantId);

  const dimensionsQuery = (tenantId: string) =>
    db.selectFrom('uc_dimension').select(['id', 'code', 'name', 'is_default as isDefault']).where('tenant_id', '=', tenantId);

  return {
    orgsQuery,
    /** The children of an organisation (or the roots of a dimension when there is no parent), in display order. */
    childOrgs: (tenantId: string, demId: string, parentId?: string | null) => {
      const q = orgsQuery(tenantId).where('o.dem_id', '=', demId);
      return (parentId ? q.where('o.parent_id', '=', parentId) : q.where('o.parent_id', 'is', null)).orderBy('o.sn').execute();
    },
    /** Which of these organisations have children. */
    async parentIds(orgIds: string[]): Promise<Set<string>> {
      if (orgIds.length === 0) return new Set();
      const rows = await db.selectFrom('uc_org').select('parent_id').distinct().where('parent_id', 'in', orgIds).execute();
      return new Set(rows.map((r) => r.parent_id!));
    },

    /** Users with their main organisation and main post. */
    usersQuery: (tenantId: string) =>
      db.selectFrom('uc_user as u')
        .leftJoin('uc_user_org as uo', (j) => j.onRef('uo.user_id', '=', 'u.id').on('uo.is_master', '=', 1))
        .leftJoin('uc_org as o', 'o.id', 'uo.org_id')
        .leftJoin('uc_user_post as up', (j) => j.onRef('up.user_id', '=', 'u.id').on('up.is_master', '=', 1))
        .leftJoin('uc_post as p', 'p.id', 'up.post_id')
        .select(['u.id', 'u.account', 'u.fullname', 'u.status', 'u.mobile', 'u.email', 'u.photo', 'u.sex', 'u.user_number as userNumber',
          'u.tenant_id as tenantId', 'o.id as orgId', 'o.name as orgName', 'p.id as postId', 'p.name as postName'])
        .where('u.tenant_id', '=', tenantId),

    dimensionsQuery,
    /** Every dimension of a tenant, the default first. */
    dimensions: (tenantId: string) => dimensionsQuery(tenantId).orderBy('is_default', 'desc').execute(),
    postsQuery: (tenantId: string) =>
      db.selectFrom('uc_post as p').innerJoin('uc_org as o', 'o.id', 'p.org_id')
        .select(['p.id', 'p.code', 'p.name', 'p.org_id as orgId', 'o.name as orgName', 'p.is_charge as isCharge'])
        .where('p.tenant_id', '=', tenantId),
    rolesQuery: (tenantId: string) => db.selectFrom('uc_role').select(['id', 'code', 'name', 'enabled']).where('tenant_id', '=', tenantId),
    jobsQuery: (tenantId: string) => db.selectFrom('uc_job').select(['id', 'code', 'name', 'level']).where('tenant_id', '=', tenantId),
    groupsQuery: (tenantId: string) => db.selectFrom('uc_group').select(['id', 'code', 'name']).where('tenant_id', '=', tenantId),

    /** The members of some groups of a tenant (`groupIds` not empty), by account. */
    usersOfGroups: (tenantId: string, groupIds: string[]) =>
      db.selectFrom('uc_group_user as gu').innerJoin('uc_group as g', 'g.id', 'gu.group_id').innerJoin('uc_user as u', 'u.id', 'gu.user_id')
        .select(['u.id', 'u.account', 'u.fullname', 'gu.group_id as groupId'])
        .where('g.tenant_id', '=', tenantId)
        .where('gu.group_id', 'in', groupIds)
        .orderBy('u.account').orderBy('gu.group_id').execute(),
  };
}
