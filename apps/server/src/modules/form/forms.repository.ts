import type { Db } from '../../db/database.js';
import type { FormDefinitionTable } from '../../db/schema.js';

/** SQL of form definitions (form_definition): versions under a formKey, one of them main. */
export function createFormsRepository(db: Db) {
  return {
    mainByKey: (tenantId: string, formKey: string) =>
      db.selectFrom('form_definition').selectAll().where('tenant_id', '=', tenantId).where('form_key', '=', formKey).where('is_main', '=', 1).executeTakeFirst(),
    byId: (tenantId: string, id: string) =>
      db.selectFrom('form_definition').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),
    /**
     * Adds a version and makes it the main one, in one transaction; when the main version already holds the
     * same form, nothing is added and that version is returned. The unique (tenant, key, version) makes a
     * concurrent save fail instead of sharing a number.
     */
    saveVersion: (row: Omit<FormDefinitionTable, 'version' | 'is_main'>) =>
      db.transaction().execute(async (tx) => {
        const main = await tx.selectFrom('form_definition').select(['id', 'version', 'form_json'])
          .where('tenant_id', '=', row.tenant_id).where('form_key', '=', row.form_key).where('is_main', '=', 1).executeTakeFirst();
        if (main && main.form_json === row.form_json) return { id: main.id, version: main.version };
        const last = await tx.selectFrom('form_definition').select((eb) => eb.fn.max('version').as('v'))
          .where('tenant_id', '=', row.tenant_id).where('form_key', '=', row.form_key).executeTakeFirst();
        const version = Number(last?.v ?? 0) + 1;
        await tx.updateTable('form_definition').set({ is_main: 0 }).where('tenant_id', '=', row.tenant_id).where('form_key', '=', row.form_key).execute();
        await tx.insertInto('form_definition').values({ ...row, version, is_main: 1 }).execute();
        return { id: row.id, version };
      }),
  };
}
export type FormsRepository = ReturnType<typeof createFormsRepository>;
