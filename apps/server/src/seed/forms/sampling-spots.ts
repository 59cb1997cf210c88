import type { Db } from '../../db/database.js';
import { newId } from '../../platform/clock.js';

/**
 * 取样位置 (sampling spots): a tree dictionary whose top items are the lab's sampling points (samplePoints of
 * lab.ts, the same keys) and whose children are the spots a sample of that point is drawn at. The lab form's
 * 取样位置 is a cascade hanging from 采样点: it offers the spots of the point chosen, and empties when it changes.
 */
export const SAMPLING_SPOT_DICT = 'samplingSpot';

export const samplingSpots = [
  { key: 'influent', name: '进水', children: [{ key: 'inletWell', name: '进水泵房集水井' }, { key: 'fineScreen', name: '细格栅出水渠' }] },
  { key: 'secondary', name: '二沉池出水', children: [{ key: 'clarifier1', name: '1#二沉池出水堰' }, { key: 'clarifier2', name: '2#二沉池出水堰' }] },
  { key: 'effluent', name: '总出水', children: [{ key: 'uvOutlet', name: '紫外消毒渠出口' }, { key: 'parshall', name: '巴氏计量槽' }] },
] as const;

/** The spot the `n`th sample of `point` was drawn at: the clarifiers take turns, the other points keep to their usual spot. */
export function spotOf(point: string, n: number): string {
  const spots = samplingSpots.find((p) => p.key === point)?.children ?? [];
  if (spots.length === 0) throw new Error(`sampling spots: no point ${point}`);
  return spots[point === 'secondary' ? n % spots.length : 0].key;
}

/** Writes the dictionary for a tenant, parents before children (each child names its parent's row). */
export async function seedSamplingSpots(db: Db, tenantId: string): Promise<void> {
  const rows = samplingSpots.flatMap((point, i) => {
    const id = newId();
    return [
      { id, tenant_id: tenantId, type_key: SAMPLING_SPOT_DICT, key: point.key, name: point.name, parent_id: null, sn: i + 1 },
      ...point.children.map((spot, j) => ({ id: newId(), tenant_id: tenantId, type_key: SAMPLING_SPOT_DICT, key: spot.key, name: spot.name, parent_id: id, sn: j + 1 })),
    ];
  });
  await db.insertInto('sys_data_dict').values(rows).execute();
}
