import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { OpsError } from './errors.js';

/** What a SQLite copy holds: rows per table, and the newest migration it had run. */
export interface SqliteFacts { tables: Record<string, number>; migration: string | null }

/**
 * Runs in a worker thread, with connections of its own: the copy and the checks take seconds on a large plant,
 * and inside the server (the scheduled backup) they must not hold up the requests.
 *
 * The copy is SQLite's online backup API, all pages in one step (better-sqlite3 copies 100 pages per turn by
 * default; a write by another connection between two turns restarts the copy, so a busy server could keep it
 * from ever finishing). One step reads inside one read transaction: the copy is the database as of one commit,
 * log (WAL) included, while writers go on. The copy is then made a plain rollback-journal file, checked with
 * PRAGMA integrity_check and counted.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
async function main() {
  if (workerData.source) {
    const source = new Database(workerData.source, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 10000');
      await source.backup(workerData.file, { progress: () => 0x7fffffff });
    } finally {
      source.close();
    }
  }
  const copy = new Database(workerData.file, { fileMustExist: true });
  try {
    if (workerData.source) copy.pragma('journal_mode = DELETE');
    const integrity = copy.pragma('integrity_check').map((r) => String(r.integrity_check));
    const names = copy.prepare("select name from sqlite_schema where type = 'table' and substr(name, 1, 7) <> 'sqlite_' order by name").pluck().all();
    const tables = {};
    for (const name of names) tables[name] = copy.prepare('select count(*) from "' + name.replace(/"/g, '""') + '"').pluck().get();
    const migration = names.includes('kysely_migration')
      ? copy.prepare('select name from kysely_migration order by name desc limit 1').pluck().get() ?? null
      : null;
    return { integrity, tables, migration };
  } finally {
    copy.close();
  }
}
main().then(
  (r) => parentPort.postMessage({ ok: true, ...r }),
  (e) => parentPort.postMessage({ ok: false, message: String((e && e.message) || e) }),
);
`;

type WorkerAnswer = { ok: true; integrity: string[]; tables: Record<string, number>; migration: string | null } | { ok: false; message: string };

function runWorker(workerData: { source?: string; file: string }): Promise<SqliteFacts> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { ...workerData, driver } });
    let answered = false;
    worker.once('message', (a: WorkerAnswer) => {
      answered = true;
      if (!a.ok) {
        reject(new OpsError(`SQLite ${workerData.source ? `backup of ${workerData.source}` : `check of ${workerData.file}`} failed: ${a.message}`));
      } else if (a.integrity.length !== 1 || a.integrity[0] !== 'ok') {
        reject(new OpsError(`${workerData.file} fails SQLite's integrity check: ${a.integrity.slice(0, 5).join('; ')}`));
      } else {
        resolve({ tables: a.tables, migration: a.migration });
      }
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the SQLite worker ended (exit ${code}) without an answer`));
    });
  });
}

/** Copies the live database `source` into `file` (a new file) with the online backup API; checks and counts the copy. */
export function backupSqlite(source: string, file: string): Promise<SqliteFacts> {
  if (!fs.existsSync(source)) throw new OpsError(`there is no SQLite database at ${source} (is DATA_DIR right?)`);
  return runWorker({ source, file });
}

/** Checks (PRAGMA integrity_check) and counts a SQLite file no server uses. */
export function inspectSqlite(file: string): Promise<SqliteFacts> {
  return runWorker({ file });
}
