import { local } from '../../../lib/storage.js';

/** A form in progress kept on the device: its values and when they were kept (epoch ms). */
export interface DeviceDraft {
  values: Record<string, unknown>;
  savedAt: number;
}

/** Where device drafts live: IndexedDB, or localStorage where there is none (or it cannot be opened). */
export interface DraftStore {
  get(key: string): Promise<DeviceDraft | undefined>;
  put(key: string, draft: DeviceDraft): Promise<void>;
  remove(key: string): Promise<void>;
}

const DB = 'wp-form-drafts';
const STORE = 'drafts';
const PREFIX = 'wp-form-draft:';

/** The key of one form in progress: per user, per form or template, per record or task ('new' for none). */
export const draftKey = (scope: { userId: string; form: string; record?: string | null }) =>
  [scope.userId, scope.form, scope.record || 'new'].map(encodeURIComponent).join('|');

const isDraft = (v: unknown): v is DeviceDraft =>
  typeof v === 'object' && v !== null && typeof (v as DeviceDraft).savedAt === 'number'
  && typeof (v as DeviceDraft).values === 'object' && (v as DeviceDraft).values !== null;

/** localStorage: what a browser without IndexedDB (or with it blocked) keeps. A full storage drops the draft, never the form. */
export const localDraftStore: DraftStore = {
  async get(key) {
    try {
      const v: unknown = JSON.parse(local.get(PREFIX + key) ?? 'null');
      return isDraft(v) ? v : undefined;
    } catch {
      return undefined;
    }
  },
  async put(key, draft) {
    local.set(PREFIX + key, JSON.stringify(draft));
  },
  async remove(key) {
    local.remove(PREFIX + key);
  },
};

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

/** IndexedDB, one object store keyed by draftKey; opened once, on first use. */
function indexedDraftStore(idb: IDBFactory): DraftStore {
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const r = idb.open(DB, 1);
      r.onupgradeneeded = () => r.result.createObjectStore(STORE);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
      r.onblocked = () => reject(new Error('blocked'));
    });
    return db;
  };
  const run = async <T>(mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T>) =>
    request(work((await open()).transaction(STORE, mode).objectStore(STORE)));
  return {
    async get(key) {
      const v = await run('readonly', (s) => s.get(key));
      return isDraft(v) ? v : undefined;
    },
    async put(key, draft) {
      await run('readwrite', (s) => s.put(draft, key));
    },
    async remove(key) {
      await run('readwrite', (s) => s.delete(key));
    },
  };
}

/** IndexedDB where it works, falling back to localStorage per call when it fails (private modes, old WebViews). */
export function deviceDraftStore(idb: IDBFactory | undefined = globalThis.indexedDB): DraftStore {
  if (!idb) return localDraftStore;
  const indexed = indexedDraftStore(idb);
  return {
    get: (key) => indexed.get(key).catch(() => localDraftStore.get(key)),
    put: (key, draft) => indexed.put(key, draft).catch(() => localDraftStore.put(key, draft)),
    remove: async (key) => {
      await Promise.allSettled([indexed.remove(key), localDraftStore.remove(key)]);
    },
  };
}
