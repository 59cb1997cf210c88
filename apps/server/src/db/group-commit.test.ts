import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupCommitSqliteDialect, type SqliteHandle } from './group-commit.js';

interface T { t: { id: Generated<number>; v: string } }

const opened: Array<() => void> = [];
afterEach(() => { for (const close of opened.splice(0)) close(); });

/**
 * A database file with table t, the Kysely of the group-commit driver on it, the statements it ran, and a second
 * connection that sees only what is committed. `failCommits` makes that many COMMITs fail (a full disk).
 */
async function setUp(failCommits = 0) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-group-'));
  const file = path.join(dir, 'app.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.exec('create table t (id integer primary key, v text not null unique)');
  const ran: string[] = [];
  let failing = failCommits;
  const handle: SqliteHandle = {
    get inTransaction() { return sqlite.inTransaction; },
    close: () => sqlite.close(),
    prepare(text) {
      ran.push(text);
      if (text === 'commit' && failing > 0) {
        failing--;
        return { reader: false, all: () => [], iterate: () => [][Symbol.iterator](), run: () => { throw Object.assign(new Error('disk full'), { code: 'SQLITE_FULL' }); } };
      }
      return sqlite.prepare(text) as unknown as ReturnType<SqliteHandle['prepare']>;
    },
  };
  const lost = { groups: 0 };
  const db = new Kysely<T>({ dialect: new GroupCommitSqliteDialect(handle, async () => handle.close(), () => lost.groups++) });
  const reader = new SQLite(file, { readonly: true });
  opened.push(() => { reader.close(); void db.destroy(); fs.rmSync(dir, { recursive: true, force: true }); });
  const committed = () => (reader.prepare('select v from t order by v').all() as Array<{ v: string }>).map((r) => r.v);
  const commits = () => ran.filter((s) => s === 'commit').length;
  return { db, committed, commits, lost };
}

const insert = (db: Kysely<T>, v: string) => db.transaction().execute((tx) => tx.insertInto('t').values({ v }).execute());

describe('group commit (SQLite)', () => {
  it('commits transactions that arrive together with one COMMIT, each resolving only once it is committed', async () => {
    const { db, committed, commits } = await setUp();
    const seenAtResolve: string[][] = [];
    const names = Array.from({ length: 10 }, (_, i) => `v${i}`);
    await Promise.all(names.map((v) => insert(db, v).then(() => seenAtResolve.push(committed()))));
    expect(commits()).toBe(1);
    // Another connection already saw every row when the first caller heard "saved".
    for (const seen of seenAtResolve) expect(seen).toEqual(names);
  });

  it('rolls back a failing transaction alone: the others of its group are committed', async () => {
    const { db, committed } = await setUp();
    const results = await Promise.allSettled([
      insert(db, 'a'),
      db.transaction().execute(async (tx) => {
        await tx.insertInto('t').values({ v: 'b' }).execute();
        throw new Error('refused');
      }),
      // A unique violation inside a member: SQLite undoes the statement, the member's savepoint the rest.
      db.transaction().execute(async (tx) => {
        await tx.insertInto('t').values({ v: 'c' }).execute();
        await tx.insertInto('t').values({ v: 'a' }).execute();
      }),
      insert(db, 'd'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(committed()).toEqual(['a', 'd']);
  });

  it('rolls back a failing first transaction of a group alone: the ones after it form the group', async () => {
    const { db, committed, commits } = await setUp();
    const results = await Promise.allSettled([
      db.transaction().execute(async (tx) => {
        await tx.insertInto('t').values({ v: 'first' }).execute();
        throw new Error('refused');
      }),
      insert(db, 'b'),
      insert(db, 'c'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(committed()).toEqual(['b', 'c']);
    expect(commits()).toBe(1);
  });

  it('fails every transaction of a group whose COMMIT fails, and goes on with the next group', async () => {
    const { db, committed, lost } = await setUp(1);
    const results = await Promise.allSettled([insert(db, 'a'), insert(db, 'b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(committed()).toEqual([]);
    // The data version counts it: a reply kept from the lost rows is not served again.
    expect(lost.groups).toBe(1);
    await insert(db, 'c');
    expect(committed()).toEqual(['c']);
  });

  it('commits the group before a write outside a transaction, which is committed when it returns', async () => {
    const { db, committed } = await setUp();
    const grouped = insert(db, 'a');
    await db.insertInto('t').values({ v: 'b' }).execute();
    expect(committed()).toEqual(['a', 'b']);
    await grouped;
  });

  it('lets reads run between the transactions of an open group', async () => {
    const { db, commits } = await setUp();
    const [, rows] = await Promise.all([insert(db, 'a'), db.selectFrom('t').select('v').execute(), insert(db, 'b')]);
    // The read ran on the one connection after the first transaction: it sees the row the group is about to commit.
    expect(rows.map((r) => r.v)).toEqual(['a']);
    expect(commits()).toBe(1);
  });

  it('keeps the connection for a transaction that waits on something else, and commits after it', async () => {
    const { db, committed } = await setUp();
    const slow = db.transaction().execute(async (tx) => {
      await tx.insertInto('t').values({ v: 'slow' }).execute();
      await new Promise((r) => setTimeout(r, 30));
      await tx.insertInto('t').values({ v: 'slow2' }).execute();
    });
    const quick = insert(db, 'quick');
    await Promise.all([slow, quick]);
    expect(committed()).toEqual(['quick', 'slow', 'slow2']);
  });

  it('commits a group at 32 transactions while more wait, so the write lock is not held for ever', async () => {
    const { db, committed, commits } = await setUp();
    const names = Array.from({ length: 70 }, (_, i) => `v${String(i).padStart(2, '0')}`);
    await Promise.all(names.map((v) => insert(db, v)));
    expect(commits()).toBeGreaterThanOrEqual(3);
    expect(committed()).toEqual(names);
  });

  it('keeps a connection held with db.connection() to its holder through a transaction on it, committed by the end', async () => {
    const { db, committed } = await setUp();
    const held = db.connection().execute(async (conn) => {
      await conn.transaction().execute((tx) => tx.insertInto('t').values({ v: 'in' }).execute());
      await new Promise((r) => setTimeout(r, 20));
      // Nobody else's statement ran inside the holder's scope.
      expect((await conn.selectFrom('t').select('v').execute()).map((r) => r.v)).toEqual(['in']);
      await conn.insertInto('t').values({ v: 'after' }).execute();
    });
    const queued = insert(db, 'queued');
    await held;
    expect(committed()).toEqual(['after', 'in']);
    await queued;
    expect(committed()).toEqual(['after', 'in', 'queued']);
  });
});
