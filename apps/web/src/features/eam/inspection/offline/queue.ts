import { eamApi } from '@wp/contract';
import { CallError } from '../../../../lib/http/client.js';
import { pointSync } from '../../../../domains/eam-inspection/api/pointSync.js';
import type { PointFinishInput } from '../../../../domains/eam-inspection/api/pointFinish.js';
import { uploadLocalPhoto } from '../../shared/photos/local-photo.js';
import type { RoundStore } from './store.js';
import type { QueuedPhoto, QueuedRecord } from './types.js';
import { newUuid } from '../../shared/uuid.js';

// Read where used: destructuring a contract namespace keeps all its schemas (and zod) in the browser build.
const MAX_SYNC_RECORDS = eamApi.inspection.MAX_SYNC_RECORDS;

/** What a worker recorded at a point, before it has an id and a time. */
export type RecordInput = Omit<QueuedRecord, 'clientId' | 'operTime' | 'state' | 'attempts' | 'message' | 'code' | 'lastTriedAt'>;

/** A new record: its idempotency key, and the device's time now as the time the point was done. */
export function newRecord(input: RecordInput, now = new Date()): QueuedRecord {
  return { ...input, clientId: newUuid(), operTime: now.toISOString(), state: 'waiting', attempts: 0 };
}

const fileIdsOf = (photos: QueuedPhoto[]) => photos.map((p) => p.fileId).filter((id): id is string => !!id);

/** The record as the finish call takes it (every photo uploaded: their file ids). */
export function finishInput(r: QueuedRecord): PointFinishInput {
  const itemData: eamApi.inspection.ItemDataInput = {};
  for (const [id, reading] of Object.entries(r.items)) itemData[id] = { value: reading.value, pics: fileIdsOf(reading.photos) };
  return {
    id: r.pointId, pointStatus: r.pointStatus, content: r.content || undefined, itemData, pics: fileIdsOf(r.photos),
    actionLabel: r.actionLabel || undefined, inspMethod: r.inspMethod, operTime: r.operTime, clientId: r.clientId,
  };
}

/** The record as the sync call takes it (every photo uploaded). */
export function toSyncRecord(r: QueuedRecord): eamApi.inspection.SyncRecordInput {
  const input = finishInput(r);
  return { ...input, itemData: JSON.stringify(input.itemData) };
}

/** Every photo of a record, the point's and its items'. */
export const photosOf = (r: QueuedRecord): QueuedPhoto[] => [...r.photos, ...Object.values(r.items).flatMap((i) => i.photos)];

/**
 * A failure that may pass later: no network, a time-out, the server down or busy. Anything else is the server
 * refusing the record, which a retry will not change.
 */
export const isTransient = (err: unknown) =>
  !(err instanceof CallError) || err.cancelled || err.status === undefined || err.status >= 500 || err.status === 408 || err.status === 429;

/** How the queue reaches the server: the portal's upload and the sync call. */
export interface SyncTransport {
  upload(photo: QueuedPhoto): Promise<string>;
  sync(records: eamApi.inspection.SyncRecordInput[]): Promise<eamApi.inspection.SyncRecordResult[]>;
}

export const httpTransport: SyncTransport = {
  upload: (photo) => uploadLocalPhoto(photo, { silent: true }),
  sync: (records) => pointSync(records),
};

/** What one sync did. `stopped`: it ended early for want of a network (the rest waits for the next chance). */
export interface SyncReport {
  recorded: number;
  duplicate: number;
  refused: number;
  /** Records still waiting after the run. */
  waiting: number;
  stopped: boolean;
  /** The rounds whose points changed on the server (to reload them). */
  taskIds: string[];
}

const refusal = (err: unknown) => ({
  message: err instanceof Error ? err.message : String(err),
  code: err instanceof CallError && err.reply && typeof err.reply === 'object' ? String((err.reply as { code?: unknown }).code ?? '') || undefined : undefined,
});

/** The record with one photo's file id set (the photo is the point's or an item's). */
export function withFileId(r: QueuedRecord, photoId: string, fileId: string): QueuedRecord {
  const set = (p: QueuedPhoto) => (p.id === photoId ? { ...p, fileId } : p);
  return {
    ...r, photos: r.photos.map(set),
    items: Object.fromEntries(Object.entries(r.items).map(([k, v]) => [k, { ...v, photos: v.photos.map(set) }])),
  };
}

/** Uploads the record's photos that have no file id yet, keeping each id on the record as it comes. */
async function uploadPhotos(store: RoundStore, record: QueuedRecord, transport: SyncTransport): Promise<QueuedRecord | null> {
  let current = record;
  for (const photo of photosOf(record)) {
    if (photo.fileId) continue;
    const fileId = await transport.upload(photo);
    const set = (r: QueuedRecord) => withFileId(r, photo.id, fileId);
    if (!(await store.updateRecord(record.clientId, set))) return null;
    current = set(current);
  }
  return current;
}

const running = new Map<string, Promise<SyncReport>>();

/**
 * Sends the user's waiting records: first each record's photos (through the portal's upload), then the records in
 * batches through `eam-inspection-task-point/sync`. Recorded and duplicate records (a clientId the server had
 * already: an earlier sync whose answer was lost) leave the queue; refused ones stay with the server's message;
 * a network failure stops the run and leaves the rest waiting. One run per user at a time: a second call while
 * one runs answers the same run. Refused records are not sent again.
 */
export function syncQueue(store: RoundStore, userId: string, transport: SyncTransport = httpTransport): Promise<SyncReport> {
  const current = running.get(userId);
  if (current) return current;
  const run = runSync(store, userId, transport).finally(() => running.delete(userId));
  running.set(userId, run);
  return run;
}

async function runSync(store: RoundStore, userId: string, transport: SyncTransport): Promise<SyncReport> {
  const report: SyncReport = { recorded: 0, duplicate: 0, refused: 0, waiting: 0, stopped: false, taskIds: [] };
  const touched = new Set<string>();
  const tried = (r: QueuedRecord): QueuedRecord => ({ ...r, attempts: r.attempts + 1, lastTriedAt: new Date().toISOString() });
  const refuse = async (r: QueuedRecord, why: { message: string; code?: string }) => {
    report.refused += 1;
    await store.updateRecord(r.clientId, (x) => ({ ...tried(x), state: 'refused', message: why.message, code: why.code }));
  };

  const ready: QueuedRecord[] = [];
  for (const record of (await store.records(userId)).filter((r) => r.state === 'waiting')) {
    try {
      const uploaded = await uploadPhotos(store, record, transport);
      if (uploaded) ready.push(uploaded);
    } catch (err) {
      if (isTransient(err)) {
        report.stopped = true;
        break;
      }
      await refuse(record, refusal(err));
    }
  }

  for (let i = 0; i < ready.length && !report.stopped; i += MAX_SYNC_RECORDS) {
    const batch = ready.slice(i, i + MAX_SYNC_RECORDS);
    let results: eamApi.inspection.SyncRecordResult[];
    try {
      results = await transport.sync(batch.map(toSyncRecord));
    } catch (err) {
      if (isTransient(err)) {
        report.stopped = true;
        for (const r of batch) await store.updateRecord(r.clientId, tried);
        break;
      }
      for (const r of batch) await refuse(r, refusal(err));
      continue;
    }
    const byClient = new Map(results.map((x) => [x.clientId, x]));
    for (const record of batch) {
      const outcome = byClient.get(record.clientId);
      if (!outcome) {
        await store.updateRecord(record.clientId, tried);
      } else if (outcome.status === 'refused') {
        await refuse(record, { message: outcome.message ?? outcome.code ?? 'refused', code: outcome.code });
      } else {
        report[outcome.status] += 1;
        touched.add(record.taskId);
        await store.removeRecord(record.clientId);
      }
    }
  }

  report.waiting = (await store.records(userId)).filter((r) => r.state === 'waiting').length;
  report.taskIds = [...touched];
  return report;
}
