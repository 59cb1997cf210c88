import { CompiledQuery, PostgresAdapter } from 'kysely';
import type { Db } from './database.js';

/**
 * A token that changes whenever the data this process reads may have changed; equal tokens mean equal data.
 * - SQLite: the rows this connection has changed (`total_changes()`, rolled-back ones included) and the commits
 *   of other connections to the file (`data_version`). Kysely runs this one connection's transactions whole, so
 *   the token is never read half-way through one.
 * - PostgreSQL: the current snapshot (`xmin:xmax:in-progress ids`), which fixes exactly which transactions are
 *   visible, whichever server process committed them.
 * Read it BEFORE the data it stands for: a write between the two leaves the token stale, never the data.
 */
export function dataVersionOf(db: Db): () => Promise<string> {
  const query = CompiledQuery.raw(db.getExecutor().adapter instanceof PostgresAdapter
    ? 'select pg_current_snapshot()::text as v'
    : `select total_changes() || '.' || data_version as v from pragma_data_version`);
  return async () => String((await db.executeQuery<{ v: string }>(query)).rows[0]!.v);
}
