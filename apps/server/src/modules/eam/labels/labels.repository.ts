import type { Db } from '../../../db/database.js';

/** The ledger's fields a label prints, for the ids asked (any order; missing ids are simply absent). */
export const createLabelsRepository = (db: Db) => ({
  assets: (tenantId: string, ids: readonly string[]) =>
    db.selectFrom('eam_asset as a')
      .leftJoin('eam_position as p', 'p.id', 'a.position_id')
      .where('a.tenant_id', '=', tenantId)
      .where('a.id', 'in', ids)
      .select(['a.id', 'a.asset_code', 'a.name', 'a.model', 'p.path as position'])
      .execute(),
  tenantName: async (tenantId: string) =>
    (await db.selectFrom('uc_tenant').where('id', '=', tenantId).select('name').executeTakeFirst())?.name ?? '',
});
export type LabelsRepository = ReturnType<typeof createLabelsRepository>;
