/**
 * The device's offline store (IndexedDB): replies kept for offline reading and actions waiting for the network,
 * every row under the user it belongs to (ADR 0029). Plain IndexedDB: two stores and a few promise helpers.
 */

export const OFFLINE_DB = 'wp-offline';
const VERSION = 1;
export const STORES = { replies: 'replies', actions: 'actions' } as const;
type StoreName = (typeof STORES)[keyof typeof STORES];

const opened = new Map<string, Promise<IDBDatabase>>();

/** Opens (creating) the database once per name. Rejects where there is no IndexedDB (some private modes). */
export function openOfflineDb(name = OFFLINE_DB): Promise<IDBDatabase> {
  let db = opened.get(name);
  if (!db) {
    db = new Promise<IDBDatabase>((resolve, reject) => {
      if (typeof indexedDB === 'undefined') return reject(new Error('IndexedDB is not available'));
      const open = indexedDB.open(name, VERSION);
      open.onupgradeneeded = () => {
        const replies = open.result.createObjectStore(STORES.replies, { keyPath: ['userId', 'id'] });
        replies.createIndex('byUser', 'userId');
        const actions = open.result.createObjectStore(STORES.actions, { keyPath: 'id' });
        actions.createIndex('byUser', 'userId');
      };
      open.onsuccess = () => {
        open.result.onversionchange = () => open.result.close();
        resolve(open.result);
      };
      open.onerror = () => reject(open.error);
      open.onblocked = () => reject(new Error('IndexedDB blocked by another tab'));
    });
    db.catch(() => opened.delete(name));
    opened.set(name, db);
  }
  return db;
}

/** A request's result. */
export const result = <T>(req: IDBRequest<T>) => new Promise<T>((resolve, reject) => {
  req.onsuccess = () => resolve(req.result);
  req.onerror = () => reject(req.error);
});

/** Runs `work` on one store in one transaction, resolving with its answer once the transaction has committed. */
export async function inStore<T>(db: IDBDatabase, store: StoreName, mode: IDBTransactionMode, work: (s: IDBObjectStore) => Promise<T> | T): Promise<T> {
  const tx = db.transaction(store, mode);
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'));
  });
  const answer = await work(tx.objectStore(store));
  await committed;
  return answer;
}
