import type { Db } from '../../../db/database.js';
import type { QueryDefinitionTable, QueryViewTable } from '../../../db/schema.js';

/** The tables of definitions kept by alias (migration 019). */
type AliasedTable = 'form_custom_query' | 'form_custom_chart';

/** Reading a definition of `table` by alias or id, and adding or replacing the one of its alias atomically (answering its id). */
export function aliasedDefinitions(db: Db, table: AliasedTable) {
  return {
    find: (tenantId: string, aliasOrId: string) =>
      db.selectFrom(table).selectAll().where('tenant_id', '=', tenantId)
        .where((eb) => eb.or([eb('alias', '=', aliasOrId), eb('id', '=', aliasOrId)])).executeTakeFirst(),
    save: async (row: QueryDefinitionTable): Promise<string> =>
      (await db.insertInto(table).values(row)
        .onConflict((oc) => oc.columns(['tenant_id', 'alias']).doUpdateSet({ name: row.name, settings_json: row.settings_json, updated_at: row.updated_at }))
        .returning('id').executeTakeFirstOrThrow()).id,
  };
}

/** SQL of custom query and query view definitions (migration 019). */
export function createQueryDefinitionsRepository(db: Db) {
  const queries = aliasedDefinitions(db, 'form_custom_query');
  return {
    /** A custom query by alias or id. */
    query: queries.find,
    /** Adds a custom query or replaces the one of its alias, atomically; its id. */
    saveQuery: queries.save,
    view: (tenantId: string, sqlAlias: string, alias: string) =>
      db.selectFrom('form_query_view').selectAll().where('tenant_id', '=', tenantId).where('sql_alias', '=', sqlAlias).where('alias', '=', alias).executeTakeFirst(),
    /** Adds a query view or replaces the one of its sqlAlias and alias, atomically; its id. */
    saveView: async (row: QueryViewTable): Promise<string> =>
      (await db.insertInto('form_query_view').values(row)
        .onConflict((oc) => oc.columns(['tenant_id', 'sql_alias', 'alias']).doUpdateSet({ name: row.name, settings_json: row.settings_json, updated_at: row.updated_at }))
        .returning('id').executeTakeFirstOrThrow()).id,
  };
}
export type QueryDefinitionsRepository = ReturnType<typeof createQueryDefinitionsRepository>;
