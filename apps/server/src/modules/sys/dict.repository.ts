import type { Db } from '../../db/database.js';

/** SQL of data dictionaries (sys_data_dict). */
export function createDictRepository(db: Db) {
  return {
    items: (tenantId: string, typeKey: string) =>
      db.selectFrom('sys_data_dict').selectAll().where('tenant_id', '=', tenantId).where('type_key', '=', typeKey)
        .orderBy('sn').orderBy('key').execute(),
  };
}
export type DictRepository = ReturnType<typeof createDictRepository>;
