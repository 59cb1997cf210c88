import type { Db } from '../../../db/database.js';

/** SQL of the application centre. */
export function createAppsRepository(db: Db) {
  return {
    /** The categories of one group, in display order. */
    categories: (tenantId: string, typeKey: string) =>
      db.selectFrom('sys_app_type').selectAll().where('tenant_id', '=', tenantId).where('type_key', '=', typeKey)
        .orderBy('sn').orderBy('id').execute(),
    /** The enabled apps of some categories, in display order. */
    enabledApps: (tenantId: string, typeIds: string[]) =>
      typeIds.length === 0
        ? Promise.resolve([])
        : db.selectFrom('sys_app').selectAll().where('tenant_id', '=', tenantId).where('type_id', 'in', typeIds).where('enable', '=', 1)
          .orderBy('sn').orderBy('id').execute(),
  };
}
export type AppsRepository = ReturnType<typeof createAppsRepository>;
