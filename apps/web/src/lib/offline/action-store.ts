import { inStore, openOfflineDb, result, STORES } from './idb.js';
import type { ActionStore, QueuedAction } from './queue.js';

/** Answered actions are shown until the user clears them, and forgotten after a week at the latest. */
export const ANSWERED_KEPT_MS = 7 * 24 * 3600_000;

const listeners = new Set<() => void>();

/** Calls `listener` whenever the queued actions change (queued, answered, cleared). */
export function onActionsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const changed = () => listeners.forEach((listener) => listener());

/** The queued actions in IndexedDB (a database named for tests). */
export function deviceActionStore(dbName?: string, now: () => number = Date.now): ActionStore & { clearAnswered(userId: string): Promise<void> } {
  const db = () => openOfflineDb(dbName);
  const store: ActionStore = {
    async list(userId) {
      const rows = await inStore(await db(), STORES.actions, 'readonly', (s) => result(s.index('byUser').getAll(userId) as IDBRequest<QueuedAction[]>));
      const old = rows.filter((a) => a.state !== 'waiting' && now() - (a.settledAt ?? a.queuedAt) > ANSWERED_KEPT_MS);
      for (const a of old) await store.remove(a.id);
      return rows.filter((a) => !old.includes(a));
    },
    async put(action) {
      await inStore(await db(), STORES.actions, 'readwrite', (s) => void s.put(action));
      changed();
    },
    async remove(id) {
      await inStore(await db(), STORES.actions, 'readwrite', (s) => void s.delete(id));
      changed();
    },
  };
  return {
    ...store,
    async clearAnswered(userId) {
      for (const a of await store.list(userId)) if (a.state !== 'waiting') await store.remove(a.id);
    },
  };
}
