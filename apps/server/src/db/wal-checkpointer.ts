import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Copies SQLite's write-ahead log into the database from a worker thread with a connection of its own.
 *
 * With `synchronous = NORMAL` a commit only appends to the log; the checkpoints are the only syncs, and SQLite
 * runs them inside whichever commit crosses `wal_autocheckpoint`. That commit then waits for the copy and two
 * fsyncs (176 ms on this machine's disk, against 0.25 ms for an ordinary commit), and so does every request
 * queued behind the one writer: the checkpoints were 60% of the time the workflow actions spent committing.
 * A PASSIVE checkpoint never blocks the writer, so here the copy happens beside the requests, never inside them;
 * the main connection keeps a far higher threshold of its own in case this thread falls behind.
 */
export interface WalCheckpointer {
  /** Runs a last checkpoint and ends the thread. */
  stop(): Promise<void>;
}

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
const checkpoint = () => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch { /* busy or closing: the next tick tries again */ } };
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', () => { clearInterval(timer); checkpoint(); db.close(); parentPort.close(); });
`;

export function startWalCheckpointer(file: string, intervalMs = 500): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { file, intervalMs, driver } });
  // It must never keep the process alive, nor bring it down: a failed thread leaves the main connection's own checkpoints.
  worker.unref();
  worker.on('error', () => undefined);
  return {
    stop: () => new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      // Held again while it finishes: with nothing else to wait for, the process would leave the close pending.
      worker.ref();
      worker.postMessage('stop');
    }),
  };
}
