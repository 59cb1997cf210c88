import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Live events (issue I): a row per person to tell, written in the transaction of what they are told about (an
 * inbox message, a task handed to them). Every server process reads the rows after the last one it has seen and
 * sends them down the event streams of its connected tabs, so an event reaches a tab connected to any process;
 * a tab that reconnects gets what it missed by the id of the last event it had. The id is the order: an integer
 * the database counts up. Rows older than an hour are deleted (modules/live/live-feed.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = 'varchar(64)';
  await db.schema.createTable('live_event')
    .addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('user_id', id, (c) => c.notNull())
    /** What happened, e.g. 'message' (an inbox message arrived). */
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('data_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_event').execute();
}
