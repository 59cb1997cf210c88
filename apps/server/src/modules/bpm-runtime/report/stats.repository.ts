import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** Aggregates of a tenant's workflow for the statistics reports. */
export function createStatsRepository(db: Db) {
  return {
    /** Instances per process and status (drafts left out). */
    instancesByDefAndStatus: (tenantId: string) =>
      db.selectFrom('bpm_instance').select(['def_key', 'def_name', 'status']).select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('tenant_id', '=', tenantId).where('status', '<>', 'draft').groupBy(['def_key', 'def_name', 'status']).execute(),

    /** Tasks created per day (UTC date of the ISO time) from `since` on. */
    tasksPerDay: (tenantId: string, since: string) =>
      db.selectFrom('bpm_task').select(sql<string>`substr(created_at, 1, 10)`.as('day')).select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('tenant_id', '=', tenantId).where('created_at', '>=', since).groupBy(sql`substr(created_at, 1, 10)`).execute(),

    /** Tasks completed per day from `since` on. */
    completionsPerDay: (tenantId: string, since: string) =>
      db.selectFrom('bpm_task').select(sql<string>`substr(closed_at, 1, 10)`.as('day')).select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('tenant_id', '=', tenantId).where('closed_at', '>=', since).where('close_reason', '=', 'completed').groupBy(sql`substr(closed_at, 1, 10)`).execute(),
  };
}
export type StatsRepository = ReturnType<typeof createStatsRepository>;
