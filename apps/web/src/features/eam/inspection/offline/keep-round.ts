import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { eamApi } from '@wp/contract';
import { pointGetById } from '../../../../domains/eam-inspection/api/pointGetById.js';
import { processActionsViewQueryOptions, roundKeys, type Sourced } from './device-copy.js';
import { roundStore, type RoundStore } from './store.js';

type Task = eamApi.inspection.InspectionTaskDetail;
type Point = eamApi.inspection.InspectionTaskPointDetail;

/** Point loads at a time while a round is being kept: quick on a plant's Wi-Fi, gentle on the server. */
const AT_ONCE = 3;

/** How much of a round the device keeps: points with their check items, of all the round's points. */
export interface KeepProgress { kept: number; total: number; done: boolean; failed: boolean }

/**
 * Keeps every point of a round (with its check items) on the device, so the round can be walked without a
 * network. Points kept before and unchanged since (same status and time) are not loaded again. `onPoint` gets
 * each point loaded.
 */
export async function keepRoundOnDevice(task: Task, userId: string, { store = roundStore(), signal, onProgress, onPoint }: {
  store?: RoundStore; signal?: AbortSignal; onProgress?(p: KeepProgress): void; onPoint?(p: Point): void;
} = {}): Promise<KeepProgress> {
  const kept = new Map((await store.pointsOfTask(userId, task.id)).map((k) => [k.id, k.point]));
  const stale = task.points.filter((p) => {
    const copy = kept.get(p.id);
    return !copy || copy.pointStatus !== p.pointStatus || copy.operTime !== p.operTime;
  });
  const progress: KeepProgress = { kept: task.points.length - stale.length, total: task.points.length, done: stale.length === 0, failed: false };
  onProgress?.({ ...progress });
  const queue = [...stale];
  const worker = async () => {
    for (let next = queue.shift(); next && !signal?.aborted; next = queue.shift()) {
      try {
        const point = await pointGetById(next.id, signal);
        await store.savePoint(userId, point);
        onPoint?.(point);
        progress.kept += 1;
      } catch {
        progress.failed = true;
      }
      onProgress?.({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, stale.length) }, worker));
  progress.done = !signal?.aborted;
  onProgress?.({ ...progress });
  return progress;
}

/**
 * While a round loaded from the server is on screen, keeps its points on the device (and the process actions),
 * and says how far it got. Nothing happens for a round shown from the device.
 */
export function useKeepRound(view: Sourced<Task> | undefined, userId: string): KeepProgress | null {
  const client = useQueryClient();
  const [progress, setProgress] = useState<KeepProgress | null>(null);
  const task = view?.source === 'server' ? view.data : null;
  useEffect(() => {
    if (!task || !userId) return;
    const controller = new AbortController();
    void client.prefetchQuery(processActionsViewQueryOptions(userId));
    keepRoundOnDevice(task, userId, {
      signal: controller.signal,
      onProgress: (p) => { if (!controller.signal.aborted) setProgress(p); },
      // The point screen opens at once from what was just loaded.
      onPoint: (p) => client.setQueryData(roundKeys.point(p.id, userId), { data: p, source: 'server' }),
    }).catch(() => { if (!controller.signal.aborted) setProgress({ kept: 0, total: task.points.length, done: false, failed: true }); });
    return () => controller.abort();
  }, [task, userId, client]);
  return progress;
}
