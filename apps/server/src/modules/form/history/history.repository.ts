import type { QueryFilter } from '@wp/contract';
import type { Db } from '../../../db/database.js';
import { pagedList, type Whitelist } from '../../../platform/query-filter.js';

const columns: Whitelist = {
  refId: 'record_id', rev: { column: 'rev', type: 'number' }, entity: 'entity', rowId: 'row_id', kind: 'kind', field: 'field',
  userId: 'user_id', userName: 'user_name', modifyTime: 'at',
};

/** SQL of the change rows of business-object records (written by records.repository in each save's transaction). */
export function createHistoryRepository(db: Db) {
  return {
    /** A page of one BO's change rows, newest save first and in field order within a save. */
    page: (tenantId: string, boDefId: string, filter: QueryFilter | undefined) =>
      pagedList(db.selectFrom('form_bo_change').selectAll().where('tenant_id', '=', tenantId).where('bo_def_id', '=', boDefId),
        filter, columns, [['at', 'desc'], ['rev', 'desc'], ['ord', 'asc']], 20),
  };
}
export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
