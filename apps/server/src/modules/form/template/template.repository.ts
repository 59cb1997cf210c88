import type { Db } from '../../../db/database.js';
import type { DataTemplateTable } from '../../../db/schema.js';

/** SQL of data templates. */
export function createTemplateRepository(db: Db) {
  return {
    /** A template by alias or id. */
    find: (tenantId: string, aliasOrId: string) =>
      db.selectFrom('form_data_template').selectAll().where('tenant_id', '=', tenantId)
        .where((eb) => eb.or([eb('alias', '=', aliasOrId), eb('id', '=', aliasOrId)])).executeTakeFirst(),
    /** The first template (by alias) whose records open in a form. */
    byFormKey: (tenantId: string, formKey: string) =>
      db.selectFrom('form_data_template').selectAll().where('tenant_id', '=', tenantId).where('form_key', '=', formKey).orderBy('alias').executeTakeFirst(),
    /** Adds a template or replaces the one of its alias, atomically. */
    save: (row: DataTemplateTable) =>
      db.insertInto('form_data_template').values(row)
        .onConflict((oc) => oc.columns(['tenant_id', 'alias']).doUpdateSet({ name: row.name, bo_def_id: row.bo_def_id, form_key: row.form_key, settings_json: row.settings_json, updated_at: row.updated_at }))
        .execute(),
  };
}
export type TemplateRepository = ReturnType<typeof createTemplateRepository>;
