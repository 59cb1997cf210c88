import type { Db } from '../../../db/database.js';

/** SQL of home layouts and each user's choice. */
export function createLayoutsRepository(db: Db) {
  return {
    /** The layouts of one type, default first, then in display order. */
    ofType: (tenantId: string, layoutType: number) =>
      db.selectFrom('sys_index_layout').selectAll().where('tenant_id', '=', tenantId).where('layout_type', '=', layoutType)
        .orderBy('is_default', 'desc').orderBy('sn').orderBy('id').execute(),
    chosen: async (tenantId: string, userId: string, layoutType: number) =>
      (await db.selectFrom('sys_index_my_layout').select('layout_id').where('tenant_id', '=', tenantId).where('user_id', '=', userId)
        .where('layout_type', '=', layoutType).executeTakeFirst())?.layout_id ?? null,
    choose: (tenantId: string, userId: string, layoutType: number, layoutId: string, at: string) =>
      db.insertInto('sys_index_my_layout').values({ tenant_id: tenantId, user_id: userId, layout_type: layoutType, layout_id: layoutId, updated_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'layout_type']).doUpdateSet({ layout_id: layoutId, updated_at: at, tenant_id: tenantId }))
        .execute(),
  };
}
export type LayoutsRepository = ReturnType<typeof createLayoutsRepository>;
