import type { Db } from '../../../db/database.js';

/** SQL of data-visualisation pages and the daily readings they draw. */
export function createDatavRepository(db: Db) {
  return {
    page: (tenantId: string, alias: string) =>
      db.selectFrom('datav_page').selectAll().where('tenant_id', '=', tenantId).where('alias', '=', alias).executeTakeFirst(),
    /** The last `days` readings up to and including `untilDay`, oldest first. */
    async readings(tenantId: string, untilDay: string, days: number) {
      const rows = await db.selectFrom('plant_daily_reading').selectAll().where('tenant_id', '=', tenantId).where('day', '<=', untilDay)
        .orderBy('day', 'desc').limit(days).execute();
      return rows.reverse();
    },
  };
}
export type DatavRepository = ReturnType<typeof createDatavRepository>;
