import type { Db } from '../../../db/database.js';

/** SQL of front-end menus and method permissions. */
export function createMenusRepository(db: Db) {
  return {
    menus: (tenantId: string) =>
      db.selectFrom('sys_menu').selectAll().where('tenant_id', '=', tenantId).orderBy('sn').orderBy('alias').execute(),
    methods: (tenantId: string) =>
      db.selectFrom('sys_method').select(['id', 'alias']).where('tenant_id', '=', tenantId).orderBy('alias').execute(),
  };
}
export type MenusRepository = ReturnType<typeof createMenusRepository>;
