import type { eamApi } from '@wp/contract';
import { pointFinish } from '../../../../domains/eam-inspection/api/pointFinish.js';
import { finishInput, httpTransport, isTransient, newRecord, photosOf, withFileId, type RecordInput, type SyncTransport } from './queue.js';
import { isOnline } from '../../../../lib/offline/online.js';
import { roundStore, type RoundStore } from './store.js';
import type { QueuedRecord } from './types.js';

/** What became of a point the worker saved: recorded on the server, or kept on the device to sync later. */
export type Submitted =
  | { outcome: 'recorded'; point: eamApi.inspection.InspectionTaskPointDetail }
  | { outcome: 'queued'; record: QueuedRecord };

/**
 * Saves a point as the worker recorded it, with the device's time now and a new clientId: online, its photos are
 * uploaded and the point recorded at once (`finish`); without a network, or when the network fails on the way,
 * the record (with the photos already uploaded marked so) goes to the device's queue, and the sync sends it later
 * (the same clientId: recorded once however often it arrives). A refusal of the server is thrown, for the form to
 * show; nothing is queued then.
 */
export async function submitPoint(input: RecordInput, { store = roundStore(), online = isOnline(), upload = httpTransport.upload }: {
  store?: RoundStore; online?: boolean; upload?: SyncTransport['upload'];
} = {}): Promise<Submitted> {
  let record = newRecord(input);
  if (online) {
    try {
      for (const photo of photosOf(record)) record = withFileId(record, photo.id, await upload(photo));
      return { outcome: 'recorded', point: await pointFinish(finishInput(record)) };
    } catch (err) {
      if (!isTransient(err)) throw err;
    }
  }
  await store.putRecord(record);
  return { outcome: 'queued', record };
}
