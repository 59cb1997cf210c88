import type { eamApi } from '@wp/contract';
import type { QueuedRecord } from './offline/types.js';
import type { PointCounts } from './components/ProgressBar.js';

type PointRow = eamApi.inspection.InspectionTaskPointRow;

/** A point as the round screen shows it: the server's row, or what this device recorded while the server still waits. */
export interface PointView extends PointRow {
  /** This device's record of the point, not on the server yet (waiting) or refused by it. */
  device: QueuedRecord | null;
}

/**
 * The round's points with this device's records laid over them: a point the server still has waiting but this
 * device recorded shows the recorded status, time and check-in method, tagged 待同步 (or 同步被拒, when the server
 * refused it: then the server's status stands).
 */
export function pointViews(points: PointRow[], queue: QueuedRecord[]): PointView[] {
  const mine = new Map<string, QueuedRecord>();
  for (const r of queue) if (!mine.has(r.pointId) || r.state === 'waiting') mine.set(r.pointId, r);
  return [...points].sort((a, b) => a.sort - b.sort).map((p) => {
    const device = p.pointStatus === 'wait' ? mine.get(p.id) ?? null : null;
    if (!device || device.state === 'refused') return { ...p, device };
    return { ...p, pointStatus: device.pointStatus, operTime: device.operTime, inspMethod: device.inspMethod, content: device.content ?? null, device };
  });
}

/** How many points stand in each status. */
export function countsOf(points: Array<Pick<PointRow, 'pointStatus'>>): PointCounts {
  const counts: PointCounts = { normal: 0, abnormal: 0, none: 0, wait: 0 };
  for (const p of points) counts[p.pointStatus] += 1;
  return counts;
}

/** The next point to walk in an ordered round: the first still waiting (here and on the server); null when none. */
export const nextInOrder = (points: PointView[]) => points.find((p) => p.pointStatus === 'wait') ?? null;
