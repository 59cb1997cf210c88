import type { Kysely } from 'kysely';

/**
 * Due jobs (timers, due-time reminders and escalations): one row per job until it has run. A poller claims
 * due rows by setting claimed_by/claimed_until in one UPDATE, so a job runs once even with several server
 * processes on one database; a process that dies mid-job loses its claim when claimed_until passes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = 'varchar(64)';
  const iso = 'varchar(32)';
  await db.schema.createTable('sys_job')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    /** Which handler runs it, e.g. 'bpm.timer'. */
    .addColumn('kind', 'varchar(64)', (c) => c.notNull())
    .addColumn('payload_json', 'text', (c) => c.notNull())
    .addColumn('due_at', iso, (c) => c.notNull())
    /** Runs started so far: a failed run is retried later, up to the executor's limit. */
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_by', id)
    .addColumn('claimed_until', iso)
    .addColumn('last_error', 'text')
    .addColumn('created_at', iso, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sys_job_due').on('sys_job').columns(['due_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sys_job').execute();
}
