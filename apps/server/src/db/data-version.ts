import { CompiledQuery, PostgresAdapter } from 'kysely';
import type { Db } from './database.js';

/**
 * A token that changes whenever the data this process reads may have changed; equal tokens mean equal data.
 * - SQLite: the rows this connection has changed (`total_changes()`, rolled-back ones included), the commits
 *   of other connections to the file (`data_version`) and the commit groups lost to a failed COMMIT
 *   (`lost_commits()`, db/group-commit.ts): a read between a group's transactions sees their rows before the
 *   COMMIT, and should that fail, what it kept must not outlive them. A transaction is never read half-way.
 * - PostgreSQL: the current snapshot (`xmin:xmax:in-progress ids`), which fixes exactly which transactions are
 *   visible, whichever server process committed them.
 * Read it BEFORE the data it stands for: a write between the two leaves the token stale, never the data.
 */
export function dataVersionOf(db: Db): (req?: object) => Promise<string> {
  const query = CompiledQuery.raw(db.getExecutor().adapter instanceof PostgresAdapter
    ? 'select pg_current_snapshot()::text as v'
    : `select total_changes() || '.' || data_version || '.' || lost_commits() as v from pragma_data_version`);
  const read = async () => String((await db.executeQuery<{ v: string }>(query)).rows[0]!.v);
  const memo = readsOf.get(db) ?? readsOf.set(db, new WeakMap()).get(db)!;
  return (req) => {
    if (!req) return read();
    let version = memo.get(req);
    if (!version) memo.set(req, (version = read()));
    return version;
  };
}

/**
 * Given a request, the token is read once for it, at its first ask: its session check (platform/auth) and its
 * kept reply (platform/reply-cache.ts) stand for the same data, and a kept read costs one query, not two.
 */
const readsOf = new WeakMap<Db, WeakMap<object, Promise<string>>>();
