/**
 * The device's copy of rounds (IndexedDB), for a round walked without a network: the tasks and points opened
 * online, the process actions, and the queue of points recorded offline with their photos as Blobs. Every row
 * carries the portal user it belongs to: a shared plant tablet never shows or syncs one worker's rounds as
 * another's. Plain IndexedDB (no wrapper library): four stores and a few promise helpers.
 */

export const ROUNDS_DB = 'eam-inspection-rounds';
const VERSION = 1;

export const STORES = { tasks: 'tasks', points: 'points', queue: 'queue', meta: 'meta' } as const;
type StoreName = (typeof STORES)[keyof typeof STORES];

/** Opens (creating or upgrading) the database. Rejects where there is no IndexedDB (some private modes). */
export function openRoundsDb(name = ROUNDS_DB): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('IndexedDB is not available'));
    const open = indexedDB.open(name, VERSION);
    open.onupgradeneeded = () => {
      const db = open.result;
      // Tasks and points by [userId, id]; points also by [userId, taskId].
      db.createObjectStore(STORES.tasks, { keyPath: ['userId', 'id'] });
      const points = db.createObjectStore(STORES.points, { keyPath: ['userId', 'id'] });
      points.createIndex('byTask', ['userId', 'taskId']);
      // Queued records by their idempotency key; listed per user.
      const queue = db.createObjectStore(STORES.queue, { keyPath: 'clientId' });
      queue.createIndex('byUser', 'userId');
      db.createObjectStore(STORES.meta, { keyPath: ['userId', 'key'] });
    };
    open.onsuccess = () => {
      const db = open.result;
      // Another tab upgrading the schema: let it, this one reopens on its next use.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    open.onerror = () => reject(open.error);
    open.onblocked = () => reject(new Error('IndexedDB upgrade blocked by another tab'));
  });
}

/** A request's result. */
export const result = <T>(req: IDBRequest<T>) => new Promise<T>((resolve, reject) => {
  req.onsuccess = () => resolve(req.result);
  req.onerror = () => reject(req.error);
});

/** Runs `work` in one transaction over `stores` and resolves with its answer once the transaction has committed. */
export async function inTransaction<T>(db: IDBDatabase, stores: StoreName[], mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => Promise<T> | T): Promise<T> {
  const tx = db.transaction(stores, mode);
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'));
  });
  const answer = await work(tx);
  await committed;
  return answer;
}
