import type { Db } from '../../db/database.js';
import type { BpmDefinitionTable } from '../../db/schema.js';

/** SQL of process definitions. */
export function createDefinitionsRepository(db: Db) {
  return {
    byId: (tenantId: string, id: string) =>
      db.selectFrom('bpm_definition').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),
    mainByKey: (tenantId: string, key: string) =>
      db.selectFrom('bpm_definition').selectAll().where('tenant_id', '=', tenantId).where('def_key', '=', key)
        .where('is_main', '=', 1).executeTakeFirst(),
    mainOnes: (tenantId: string) =>
      db.selectFrom('bpm_definition').selectAll().where('tenant_id', '=', tenantId).where('is_main', '=', 1)
        .where('status', '=', 'deployed').orderBy('def_key').execute(),
    mainKeys: (tenantId: string) =>
      db.selectFrom('bpm_definition').select('def_key').where('tenant_id', '=', tenantId).where('is_main', '=', 1)
        .where('status', '=', 'deployed').orderBy('def_key').execute().then((rows) => rows.map((r) => r.def_key)),
    /** Adds a version and makes it the main one, atomically, so concurrent deploys get distinct versions. */
    insertVersion: (row: Omit<BpmDefinitionTable, 'version' | 'is_main'>) =>
      db.transaction().execute(async (tx) => {
        const last = await tx.selectFrom('bpm_definition').select((eb) => eb.fn.max('version').as('v'))
          .where('tenant_id', '=', row.tenant_id).where('def_key', '=', row.def_key).executeTakeFirst();
        const version = Number(last?.v ?? 0) + 1;
        await tx.updateTable('bpm_definition').set({ is_main: 0 }).where('tenant_id', '=', row.tenant_id).where('def_key', '=', row.def_key).execute();
        await tx.insertInto('bpm_definition').values({ ...row, version, is_main: 1 }).execute();
        return version;
      }),
  };
}
export type DefinitionsRepository = ReturnType<typeof createDefinitionsRepository>;
