import type { Db } from '../../db/database.js';

/** SQL of categories (sys_type). */
export function createTypesRepository(db: Db) {
  return {
    ofGroup: (tenantId: string, typeKey: string) =>
      db.selectFrom('sys_type').selectAll().where('tenant_id', '=', tenantId).where('type_key', '=', typeKey)
        .orderBy('sn').orderBy('name').execute(),
    byId: (tenantId: string, id: string) =>
      db.selectFrom('sys_type').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),
    children: (tenantId: string, parentId: string) =>
      db.selectFrom('sys_type').selectAll().where('tenant_id', '=', tenantId).where('parent_id', '=', parentId)
        .orderBy('sn').orderBy('name').execute(),
    /** Which of these ids have children. */
    withChildren: async (tenantId: string, ids: string[]) =>
      ids.length === 0 ? new Set<string>() : new Set((await db.selectFrom('sys_type').select('parent_id').distinct()
        .where('tenant_id', '=', tenantId).where('parent_id', 'in', ids).execute()).map((r) => r.parent_id!)),
  };
}
export type TypesRepository = ReturnType<typeof createTypesRepository>;
