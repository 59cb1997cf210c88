import type { Db } from '../../../db/database.js';
import type { CustomDialogTable } from '../../../db/schema.js';

/** SQL of custom dialogs, and the one read of data templates their BO rights follow. */
export function createDialogRepository(db: Db) {
  return {
    byAlias: (tenantId: string, alias: string) =>
      db.selectFrom('form_custom_dialog').selectAll().where('tenant_id', '=', tenantId).where('alias', '=', alias).executeTakeFirst(),

    /** Adds a dialog or replaces the one of its alias, atomically. */
    save: (row: CustomDialogTable) =>
      db.insertInto('form_custom_dialog').values(row)
        .onConflict((oc) => oc.columns(['tenant_id', 'alias']).doUpdateSet({ name: row.name, ds_type: row.ds_type, settings_json: row.settings_json, updated_at: row.updated_at }))
        .execute(),

    /** The settings of every data template over a BO: their read rights and row filters are what a dialog over the BO may show. */
    templatesOfBo: (tenantId: string, boDefId: string) =>
      db.selectFrom('form_data_template').select(['alias', 'settings_json']).where('tenant_id', '=', tenantId).where('bo_def_id', '=', boDefId).orderBy('alias').execute(),
  };
}
export type DialogRepository = ReturnType<typeof createDialogRepository>;
