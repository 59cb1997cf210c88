import type { ReplyKeeper } from '../http/client.js';
import { inStore, openOfflineDb, result, STORES } from './idb.js';

/** A reply kept for offline reading: under its user and the call (method, URL, query and body). */
export interface KeptReply {
  userId: string;
  id: string;
  data: unknown;
  savedAt: number;
}

/** Replies kept per user; the least recently saved go first (a to-do list, an inbox, some tasks with their forms). */
export const KEPT_PER_USER = 200;
/** How many writes go by between two prunes. */
const PRUNE_EVERY = 25;

/** The device's reply store over an IndexedDB database (named for tests). */
export function deviceReplies(dbName?: string, now: () => number = Date.now) {
  const db = () => openOfflineDb(dbName);
  let writes = 0;

  async function prune(userId: string) {
    await inStore(await db(), STORES.replies, 'readwrite', async (s) => {
      const rows = await result(s.index('byUser').getAll(userId)) as KeptReply[];
      const extra = rows.sort((a, b) => b.savedAt - a.savedAt).slice(KEPT_PER_USER);
      for (const row of extra) s.delete([row.userId, row.id]);
    });
  }

  return {
    async keep(userId: string, id: string, data: unknown): Promise<void> {
      const row: KeptReply = { userId, id, data, savedAt: now() };
      await inStore(await db(), STORES.replies, 'readwrite', (s) => void s.put(row));
      if (++writes % PRUNE_EVERY === 0) await prune(userId);
    },
    async kept(userId: string, id: string): Promise<KeptReply | undefined> {
      return inStore(await db(), STORES.replies, 'readonly', (s) => result(s.get([userId, id]) as IDBRequest<KeptReply | undefined>));
    },
    /** Forgets every reply of a user (signed out: the next person on this device sees none of them). */
    async forget(userId: string): Promise<void> {
      await inStore(await db(), STORES.replies, 'readwrite', async (s) => {
        for (const key of await result(s.index('byUser').getAllKeys(userId))) s.delete(key);
      });
    },
    prune,
  };
}

const store = deviceReplies();

/** The HTTP client's keeper: writes in the background, a failing store (private mode, full disk) only loses copies. */
export const replyKeeper: ReplyKeeper = {
  keep: (userId, id, data) => void store.keep(userId, id, data).catch(() => undefined),
  kept: (userId, id) => store.kept(userId, id).catch(() => undefined),
};

/** Forgets a signed-out user's replies. */
export const forgetReplies = (userId: string) => store.forget(userId).catch(() => undefined);
