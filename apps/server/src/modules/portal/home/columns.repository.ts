import type { Db } from '../../../db/database.js';
import type { SysIndexColumnTable } from '../../../db/schema.js';

/** SQL of portal columns. */
export function createColumnsRepository(db: Db) {
  return {
    byAlias: (tenantId: string, alias: string) =>
      db.selectFrom('sys_index_column').selectAll().where('tenant_id', '=', tenantId).where('alias', '=', alias).executeTakeFirst(),
    byAliases: (tenantId: string, aliases: readonly string[]) => aliases.length === 0 ? Promise.resolve([]) :
      db.selectFrom('sys_index_column').selectAll().where('tenant_id', '=', tenantId).where('alias', 'in', aliases).execute(),
    /** Inserts, or replaces the column with the same alias. */
    upsert: (row: SysIndexColumnTable) =>
      db.insertInto('sys_index_column').values(row)
        .onConflict((oc) => oc.columns(['tenant_id', 'alias']).doUpdateSet(({ ref }) => ({
          name: ref('excluded.name'), catalog: ref('excluded.catalog'), col_type: ref('excluded.col_type'), chart_type: ref('excluded.chart_type'),
          data_mode: ref('excluded.data_mode'), data_from: ref('excluded.data_from'), data_param: ref('excluded.data_param'),
          request_type: ref('excluded.request_type'), need_page: ref('excluded.need_page'), page_size: ref('excluded.page_size'),
          col_height: ref('excluded.col_height'), col_url: ref('excluded.col_url'), template_html: ref('excluded.template_html'),
          html: ref('excluded.html'), is_public: ref('excluded.is_public'), memo: ref('excluded.memo'), updated_at: ref('excluded.updated_at'),
        })))
        .returning('id').executeTakeFirstOrThrow(),
  };
}
export type ColumnsRepository = ReturnType<typeof createColumnsRepository>;
