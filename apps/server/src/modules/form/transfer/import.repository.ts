import type { Transaction } from 'kysely';
import type { QueryFilter } from '@wp/contract';
import type { Db } from '../../../db/database.js';
import type { Database, ImportLogTable } from '../../../db/schema.js';
import { pagedList, type Whitelist } from '../../../platform/query-filter.js';

const columns: Whitelist = {
  id: 'id', status: 'status', fileName: 'file_name', userId: 'user_id', userName: 'user_name', createTime: 'created_at', commitTime: 'committed_at',
  total: { column: 'total', type: 'number' }, ok: { column: 'ok', type: 'number' }, failed: { column: 'failed', type: 'number' },
};

/** SQL of the import log of data templates (form_import_log). */
export function createImportRepository(db: Db) {
  return {
    insert: (row: ImportLogTable) => db.insertInto('form_import_log').values(row).execute(),
    get: (tenantId: string, id: string) => db.selectFrom('form_import_log').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),
    /** A page of a template's imports (without the sheet and values), newest first. */
    page: (tenantId: string, templateId: string, filter: QueryFilter | undefined) =>
      pagedList(db.selectFrom('form_import_log')
        .select(['id', 'tenant_id', 'template_id', 'template_key', 'file_name', 'status', 'total', 'ok', 'failed', 'errors_json', 'user_id', 'user_name', 'created_at', 'committed_at'])
        .where('tenant_id', '=', tenantId).where('template_id', '=', templateId), filter, columns, [['created_at', 'desc'], ['id', 'desc']], 20),
    /**
     * Marks a checked import stored, inside the transaction of its records; false when it was not `checked`
     * any more (a second commit), so the caller undoes the inserts.
     */
    markCommitted: async (tx: Transaction<Database>, tenantId: string, id: string, at: string) => {
      const r = await tx.updateTable('form_import_log').set({ status: 'committed', committed_at: at, values_json: null })
        .where('tenant_id', '=', tenantId).where('id', '=', id).where('status', '=', 'checked').executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
export type ImportRepository = ReturnType<typeof createImportRepository>;
