import { queryOptions } from '@tanstack/react-query';
import type { eamApi } from '@wp/contract';
import { eamInspectionKeys } from '../../../../domains/eam-inspection/keys.js';
import { taskGetById } from '../../../../domains/eam-inspection/api/taskGetById.js';
import { pointGetById } from '../../../../domains/eam-inspection/api/pointGetById.js';
import { processActionQueryList } from '../../../../domains/eam-inspection/api/processActionQueryList.js';
import { isTransient } from './queue.js';
import { isOnline } from '../../../../lib/offline/online.js';
import { roundStore, type RoundStore } from './store.js';

type Task = eamApi.inspection.InspectionTaskDetail;
type Point = eamApi.inspection.InspectionTaskPointDetail;
type ProcessAction = eamApi.inspection.ProcessAction;

/** What a round screen shows: the server's answer, or the copy on the device (`savedAt`: when it was loaded). */
export type Sourced<T> = { data: T; source: 'server' } | { data: T; source: 'device'; savedAt: string };

/** Offline, and the device keeps no copy of what was asked for. */
export class NotOnDeviceError extends Error {
  constructor() {
    super('not kept on this device');
  }
}

/**
 * Network first: the server's answer, kept on the device as it comes; without a network (or the server out of
 * reach) the kept copy, else the failure (NotOnDeviceError when offline). A refusal (403, 404) is never covered
 * by a copy: the round may have been cancelled or the user moved to another group.
 */
export async function networkFirst<T>(load: () => Promise<T>, keep: (value: T) => Promise<void>, kept: () => Promise<{ value: T; savedAt: string } | undefined>): Promise<Sourced<T>> {
  const fromDevice = async (failure: unknown): Promise<Sourced<T>> => {
    const copy = await kept().catch(() => undefined);
    if (copy) return { data: copy.value, source: 'device', savedAt: copy.savedAt };
    throw failure;
  };
  if (!isOnline()) return fromDevice(new NotOnDeviceError());
  try {
    const value = await load();
    // Keeping the copy must not hold up the screen, nor fail it (no IndexedDB in some private modes).
    void keep(value).catch(() => undefined);
    return { data: value, source: 'server' };
  } catch (err) {
    if (!isTransient(err)) throw err;
    return fromDevice(err);
  }
}

/** Round screens' own keys under the domain's: one invalidation of eamInspectionKeys.all reaches them. */
export const roundKeys = {
  task: (id: string, userId: string) => [...eamInspectionKeys.task(id), 'sourced', userId] as const,
  point: (id: string, userId: string) => [...eamInspectionKeys.point(id), 'sourced', userId] as const,
  processActions: (userId: string) => [...eamInspectionKeys.processActions(), 'sourced', userId] as const,
  queue: (userId: string) => [...eamInspectionKeys.all, 'deviceQueue', userId] as const,
};

// 'always': the query runs without a network too (TanStack's default pauses it), to answer from the device.
export const taskViewQueryOptions = (id: string, userId: string, store: RoundStore = roundStore()) => queryOptions({
  queryKey: roundKeys.task(id, userId),
  queryFn: ({ signal }) => networkFirst<Task>(() => taskGetById(id, signal), (t) => store.saveTask(userId, t),
    async () => { const k = await store.getTask(userId, id); return k && { value: k.task, savedAt: k.savedAt }; }),
  networkMode: 'always',
  staleTime: 15_000,
  retry: false,
});

export const pointViewQueryOptions = (id: string, userId: string, store: RoundStore = roundStore()) => queryOptions({
  queryKey: roundKeys.point(id, userId),
  queryFn: ({ signal }) => networkFirst<Point>(() => pointGetById(id, signal), (p) => store.savePoint(userId, p),
    async () => { const k = await store.getPoint(userId, id); return k && { value: k.point, savedAt: k.savedAt }; }),
  networkMode: 'always',
  staleTime: 15_000,
  retry: false,
});

export const processActionsViewQueryOptions = (userId: string, store: RoundStore = roundStore()) => queryOptions({
  queryKey: roundKeys.processActions(userId),
  queryFn: ({ signal }) => networkFirst<ProcessAction[]>(() => processActionQueryList(signal), (a) => store.saveProcessActions(userId, a),
    async () => { const a = await store.getProcessActions(userId); return a && { value: a, savedAt: '' }; }),
  networkMode: 'always',
  staleTime: 10 * 60_000,
  retry: false,
});
