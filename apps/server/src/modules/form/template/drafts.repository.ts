import type { QueryFilter } from '@wp/contract';
import type { Db } from '../../../db/database.js';
import type { DataDraftTable } from '../../../db/schema.js';
import { pagedList, type Whitelist } from '../../../platform/query-filter.js';

const columns: Whitelist = { id: 'id', title: 'title', refId: 'ref_id', createTime: 'created_at', updateTime: 'updated_at' };

/** SQL of server drafts of data template forms; every statement is limited to one user's drafts. */
export function createDraftsRepository(db: Db) {
  return {
    get: (tenantId: string, userId: string, id: string) =>
      db.selectFrom('form_data_draft').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst(),
    insert: (row: DataDraftTable) => db.insertInto('form_data_draft').values(row).execute(),
    update: (row: DataDraftTable) =>
      db.updateTable('form_data_draft').set({ title: row.title, ref_id: row.ref_id, data_json: row.data_json, updated_at: row.updated_at })
        .where('tenant_id', '=', row.tenant_id).where('user_id', '=', row.user_id).where('id', '=', row.id).execute(),
    page: (tenantId: string, userId: string, templateId: string, filter: QueryFilter | undefined) =>
      pagedList(db.selectFrom('form_data_draft').selectAll().where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('template_id', '=', templateId),
        filter, columns, [['updated_at', 'desc'], ['id', 'desc']], 20),
    remove: (tenantId: string, userId: string, ids: string[]) =>
      db.deleteFrom('form_data_draft').where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('id', 'in', ids).execute(),
  };
}
export type DraftsRepository = ReturnType<typeof createDraftsRepository>;
