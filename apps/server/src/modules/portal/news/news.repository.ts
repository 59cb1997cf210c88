import { sql } from 'kysely';
import type { QueryFilter } from '@wp/contract';
import type { Db } from '../../../db/database.js';
import type { PortalNewsTable } from '../../../db/schema.js';
import { pagedList, type Whitelist } from '../../../platform/query-filter.js';

const whitelist: Whitelist = {
  title: 'title', summary: 'summary', publisher: 'publisher', publishTime: 'publish_time',
  isTop: { column: 'is_top', type: 'number' }, createTime: 'created_at',
};

/** SQL of news and notices. */
export function createNewsRepository(db: Db) {
  return {
    /**
     * A page of one type. `viewer` decides the drafts: none when only published ones are asked for, else
     * the viewer's own (all of them for administrators).
     */
    list(tenantId: string, type: string, viewer: { userId: string; isAdmin: boolean; onlyPublished: boolean }, filter: QueryFilter) {
      let q = db.selectFrom('portal_news')
        .select(['id', 'type', 'title', 'summary', 'cover', 'is_public as isPublic', 'is_top as isTop', 'publisher', 'publisher_id as publisherId',
          'publish_time as publishTime', 'created_at as createTime',
          // Drafts have no publish time: sort them by creation, the same on both engines (NULLs sort differently).
          sql<string>`coalesce(publish_time, created_at)`.as('sortTime')])
        .where('tenant_id', '=', tenantId).where('type', '=', type);
      if (viewer.onlyPublished) q = q.where('is_public', '=', 1);
      else if (!viewer.isAdmin) q = q.where((eb) => eb.or([eb('is_public', '=', 1), eb('publisher_id', '=', viewer.userId)]));
      return pagedList(q, filter, whitelist, [['isTop', 'desc'], ['sortTime', 'desc'], ['id', 'desc']]);
    },
    byId: (tenantId: string, id: string) =>
      db.selectFrom('portal_news').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),
    insert: (row: PortalNewsTable) => db.insertInto('portal_news').values(row).execute(),
    update: (tenantId: string, id: string, patch: Partial<PortalNewsTable>) =>
      db.updateTable('portal_news').set(patch).where('tenant_id', '=', tenantId).where('id', '=', id).execute(),
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
