import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from './database.js';

export interface StartUpLockOptions {
  dialect: 'sqlite' | 'postgres';
  /** SQLite: the lock lives beside the database in this directory. */
  dataDir: string;
  /** Told once when another process holds the lock and this one waits. */
  onWait?: () => void;
  /** Give up after this long (a process stuck holding it would otherwise stop every other from starting). */
  timeoutMs?: number;
}

const RETRY_MS = 100;

/**
 * Runs `work` (migrations and the first-run seed) while no other server process of this database does: processes
 * started together then migrate once and seed once, one after the other, instead of racing into duplicate rows or a
 * half-applied schema. PostgreSQL: a session advisory lock keyed by the schema, held on one connection of the pool.
 * SQLite: an exclusive transaction on a lock file of its own beside app.db (app.db's own write lock is what the
 * migrations need). Both are released by the operating system or the database if the process dies while holding them.
 */
export async function withStartUpLock<T>(db: Db, o: StartUpLockOptions, work: () => Promise<T>): Promise<T> {
  const timeoutMs = o.timeoutMs ?? 10 * 60_000;
  return o.dialect === 'postgres' ? postgresLock(db, o, timeoutMs, work) : sqliteLock(o, timeoutMs, work);
}

async function postgresLock<T>(db: Db, o: StartUpLockOptions, timeoutMs: number, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    const key = sql`hashtext(current_schema() || '.water-plant-start-up')`;
    await waitFor(o, timeoutMs, async () => {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(conn);
      return rows[0]?.locked === true;
    });
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}

async function sqliteLock<T>(o: StartUpLockOptions, timeoutMs: number, work: () => Promise<T>): Promise<T> {
  const { default: SQLite } = await import('better-sqlite3');
  fs.mkdirSync(o.dataDir, { recursive: true });
  const lock = new SQLite(path.join(o.dataDir, 'start-up.lock'));
  try {
    // No busy wait inside SQLite (it would block this process's event loop): try, and retry on a timer.
    lock.pragma('busy_timeout = 0');
    await waitFor(o, timeoutMs, async () => {
      try {
        lock.exec('begin exclusive');
        return true;
      } catch (e) {
        if ((e as { code?: string }).code === 'SQLITE_BUSY') return false;
        throw e;
      }
    });
    try {
      return await work();
    } finally {
      lock.exec('rollback');
    }
  } finally {
    lock.close();
  }
}

/** Tries `take` until it succeeds, telling `onWait` once; fails after `timeoutMs`. */
async function waitFor(o: StartUpLockOptions, timeoutMs: number, take: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + timeoutMs;
  let told = false;
  while (!(await take())) {
    if (!told) o.onWait?.();
    told = true;
    if (Date.now() > until) throw new Error(`Another server process has held the start-up lock for over ${Math.round(timeoutMs / 1000)} s (migrations or the first-run seed); giving up.`);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
