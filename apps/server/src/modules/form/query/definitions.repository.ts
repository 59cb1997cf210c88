import type { Db } from '../../../db/database.js';
import type { QueryDefinitionTable, QueryViewTable } from '../../../db/schema.js';

/** SQL of custom query and query view definitions (migration 019). */
export function createQueryDefinitionsRepository(db: Db) {
  return {
    /** A custom query by alias or id. */
    query: (tenantId: string, aliasOrId: string) =>
      db.selectFrom('form_custom_query').selectAll().where('tenant_id', '=', tenantId)
        .where((eb) => eb.or([eb('alias', '=', aliasOrId), eb('id', '=', aliasOrId)])).executeTakeFirst(),
    /** Adds a custom query or replaces the one of its alias, atomically. */
    saveQuery: (row: QueryDefinitionTable) =>
      db.insertInto('form_custom_query').values(row)
        .onConflict((oc) => oc.columns(['tenant_id', 'alias']).doUpdateSet({ name: row.name, settings_json: row.settings_json, updated_at: row.updated_at }))
        .execute(),
    view: (tenantId: string, sqlAlias: string, alias: string) =>
      db.selectFrom('form_query_view').selectAll().where('tenant_id', '=', tenantId).where('sql_alias', '=', sqlAlias).where('alias', '=', alias).executeTakeFirst(),
    /** Adds a query view or replaces the one of its sqlAlias and alias, atomically. */
    saveView: (row: QueryViewTable) =>
      db.insertInto('form_query_view').values(row)
        .onConflict((oc) => oc.columns(['tenant_id', 'sql_alias', 'alias']).doUpdateSet({ name: row.name, settings_json: row.settings_json, updated_at: row.updated_at }))
        .execute(),
  };
}
export type QueryDefinitionsRepository = ReturnType<typeof createQueryDefinitionsRepository>;
