import type { eamApi } from '@wp/contract';
import { inTransaction, openRoundsDb, result, ROUNDS_DB, STORES } from './db.js';
import type { KeptPoint, KeptTask, QueuedRecord } from './types.js';

type Task = eamApi.inspection.InspectionTaskDetail;
type Point = eamApi.inspection.InspectionTaskPointDetail;
type ProcessAction = eamApi.inspection.ProcessAction;

const ACTIONS_KEY = 'processActions';

/**
 * The device's copy of rounds and its queue of offline records, per portal user (see db.ts). The database opens
 * on first use; a failure to open (no IndexedDB) rejects every call, which the screens treat as "nothing kept".
 */
export class RoundStore {
  private opened: Promise<IDBDatabase> | null = null;

  constructor(private readonly name = ROUNDS_DB, private readonly now: () => Date = () => new Date()) {}

  private db(): Promise<IDBDatabase> {
    this.opened ??= openRoundsDb(this.name).catch((err: unknown) => {
      this.opened = null;
      throw err;
    });
    return this.opened;
  }

  async saveTask(userId: string, task: Task): Promise<void> {
    const row: KeptTask = { userId, id: task.id, savedAt: this.now().toISOString(), task };
    await inTransaction(await this.db(), [STORES.tasks], 'readwrite', (tx) => result(tx.objectStore(STORES.tasks).put(row)));
  }

  async getTask(userId: string, id: string): Promise<KeptTask | undefined> {
    return inTransaction(await this.db(), [STORES.tasks], 'readonly', (tx) => result<KeptTask | undefined>(tx.objectStore(STORES.tasks).get([userId, id])));
  }

  async savePoint(userId: string, point: Point): Promise<void> {
    const row: KeptPoint = { userId, id: point.id, taskId: point.taskId, savedAt: this.now().toISOString(), point };
    await inTransaction(await this.db(), [STORES.points], 'readwrite', (tx) => result(tx.objectStore(STORES.points).put(row)));
  }

  async getPoint(userId: string, id: string): Promise<KeptPoint | undefined> {
    return inTransaction(await this.db(), [STORES.points], 'readonly', (tx) => result<KeptPoint | undefined>(tx.objectStore(STORES.points).get([userId, id])));
  }

  /** The kept points of a round (any order). */
  async pointsOfTask(userId: string, taskId: string): Promise<KeptPoint[]> {
    return inTransaction(await this.db(), [STORES.points], 'readonly',
      (tx) => result<KeptPoint[]>(tx.objectStore(STORES.points).index('byTask').getAll([userId, taskId])));
  }

  async saveProcessActions(userId: string, actions: ProcessAction[]): Promise<void> {
    await inTransaction(await this.db(), [STORES.meta], 'readwrite',
      (tx) => result(tx.objectStore(STORES.meta).put({ userId, key: ACTIONS_KEY, value: actions })));
  }

  async getProcessActions(userId: string): Promise<ProcessAction[] | undefined> {
    const row = await inTransaction(await this.db(), [STORES.meta], 'readonly',
      (tx) => result<{ value: ProcessAction[] } | undefined>(tx.objectStore(STORES.meta).get([userId, ACTIONS_KEY])));
    return row?.value;
  }

  /** Puts a record in the queue (or replaces the one with its clientId). */
  async putRecord(record: QueuedRecord): Promise<void> {
    await inTransaction(await this.db(), [STORES.queue], 'readwrite', (tx) => result(tx.objectStore(STORES.queue).put(record)));
  }

  /**
   * Changes a queued record if it is still there (the worker may discard it while a sync runs): one transaction,
   * so a discarded record never comes back. Answers whether it was there.
   */
  async updateRecord(clientId: string, change: (record: QueuedRecord) => QueuedRecord): Promise<boolean> {
    return inTransaction(await this.db(), [STORES.queue], 'readwrite', async (tx) => {
      const queue = tx.objectStore(STORES.queue);
      const record = await result<QueuedRecord | undefined>(queue.get(clientId));
      if (!record) return false;
      await result(queue.put(change(record)));
      return true;
    });
  }

  async getRecord(clientId: string): Promise<QueuedRecord | undefined> {
    return inTransaction(await this.db(), [STORES.queue], 'readonly', (tx) => result<QueuedRecord | undefined>(tx.objectStore(STORES.queue).get(clientId)));
  }

  /** The user's queued records, oldest device time first (the order they were done in). */
  async records(userId: string): Promise<QueuedRecord[]> {
    const rows = await inTransaction(await this.db(), [STORES.queue], 'readonly',
      (tx) => result<QueuedRecord[]>(tx.objectStore(STORES.queue).index('byUser').getAll(userId)));
    return rows.sort((a, b) => a.operTime.localeCompare(b.operTime) || a.clientId.localeCompare(b.clientId));
  }

  async removeRecord(clientId: string): Promise<void> {
    await inTransaction(await this.db(), [STORES.queue], 'readwrite', (tx) => result(tx.objectStore(STORES.queue).delete(clientId)));
  }
}

let shared: RoundStore | null = null;

/** The app's store (one database per browser profile). */
export const roundStore = (): RoundStore => (shared ??= new RoundStore());
