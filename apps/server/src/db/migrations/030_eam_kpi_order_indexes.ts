import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Two reads of repair orders took most of a year's KPI dashboard on a large plant (20,000 asset-down orders of
 * 54,000):
 * - the downtime sums each asset's asset-down orders: this index holds them in asset order with every column
 *   read, so they are summed per asset from the index alone, without sorting them;
 * - the ranking by MTTR reads the longest repairs first: on SQLite an index on an order's length (report to
 *   close, in hours, as kpi.repository.ts works it out) hands them over without working out and sorting every
 *   length. PostgreSQL cannot index it (text cast to a time is not immutable) and sorts them quickly enough.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('eam_repair_order_down').on('eam_repair_order')
    .columns(['tenant_id', 'asset_down', 'asset_id', 'reported_at', 'repair_status', 'downtime_end', 'finished_at', 'accepted_at', 'group_id']).execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql`create index eam_repair_order_length on eam_repair_order
      (tenant_id, ((julianday(coalesce(accepted_at, coalesce(finished_at, accepted_at))) - julianday(reported_at)) * 24.0))`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) await db.schema.dropIndex('eam_repair_order_length').execute();
  await db.schema.dropIndex('eam_repair_order_down').execute();
}
