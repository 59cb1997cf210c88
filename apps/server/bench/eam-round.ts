// The offline round of the asset benchmark: a new round of the plant's 200-point route, opened as the plan's job
// opens one (the product's repository and task builder), the records a phone keeps while walking it without a
// network (the web queue's shape: device time, a uuid per record, itemData as JSON text), and the rows it leaves.
import { randomUUID } from 'node:crypto';
import type { eamApi } from '@wp/contract';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { createInspectionRepository } from '../src/modules/eam/inspection/inspection.repository.js';
import { configOf } from '../src/modules/eam/inspection/readings.js';
import { buildTask } from '../src/modules/eam/inspection/task-builder.js';
import type { SeedItem } from '../src/seed/eam/inspection-routes.js';
import { seededRandom } from '../src/seed/portal/readings.js';
import type { BenchDatabase, RawDb } from './eam-db.js';
import { ROUND_PLAN, readingOf } from './eam-plant.js';

const MINUTE = 60_000;
/** Points the worker could not reach (a reason instead of readings), and points photographed. */
const SKIPPED = new Set([50, 147]);
export const PHOTOGRAPHED = [17, 71, 123, 188];

export interface OpenRound {
  taskId: string;
  planStart: Date;
  points: Array<{ id: string; pointCode: string; items: Array<{ id: string; seed: SeedItem }> }>;
}

/**
 * A new open round of the 200-point plan, started a few hours ago (the first free minute going back from six hours
 * before `now`: every run of the benchmark opens a round of its own).
 */
export async function openOfflineRound(target: BenchDatabase, now: Date): Promise<OpenRound> {
  const config = loadConfig({ DATA_DIR: target.dir, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  const { db } = await openDatabase({ dataDir: config.dataDir, databaseUrl: target.databaseUrl, pgSchema: target.pgSchema });
  try {
    const tenantId = (await db.selectFrom('uc_tenant').select('id').where('code', '=', config.defaultTenant).executeTakeFirstOrThrow()).id;
    const repo = createInspectionRepository(db);
    const plan = await repo.plan(tenantId, (await repo.planByCode(tenantId, ROUND_PLAN))!.id);
    if (!plan) throw new Error(`the plant has no plan ${ROUND_PLAN}`);
    const { points, items } = await repo.routePoints(tenantId, plan.route_id);
    let start = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE - 6 * 60 * MINUTE);
    for (;;) {
      const built = buildTask(plan, points.map((p) => ({ ...p, sort: Number(p.sort) })), items, start, now.toISOString());
      if (await repo.insertTask(built.task, built.points, built.items, null, async () => undefined)) {
        return {
          taskId: built.task.id, planStart: start,
          points: built.points.map((p) => ({
            id: p.id, pointCode: p.point_code,
            items: built.items.filter((i) => i.task_point_id === p.id).map((i) => {
              const config = configOf(i.config_json);
              return { id: i.id, seed: { code: i.item_code, name: i.item_name, type: i.type as SeedItem['type'], min: config.min ?? undefined, max: config.max ?? undefined, options: config.options, digits: 2 } };
            }),
          })),
        };
      }
      start = new Date(start.getTime() - MINUTE);
    }
  } finally {
    await db.destroy();
  }
}

/**
 * The records of walking the round: a point every 90 seconds from ten minutes after its start, readings as a person
 * takes them (now and then out of range: the server flags those), two points not reached; photo ids are added
 * once uploaded.
 */
export function roundRecords(round: OpenRound): eamApi.inspection.SyncRecordInput[] {
  const rng = seededRandom(20_260_304);
  return round.points.map((p, i) => {
    const operTime = new Date(round.planStart.getTime() + 10 * MINUTE + i * 90_000).toISOString();
    const base = { id: p.id, clientId: randomUUID(), operTime, inspMethod: 'scan' as const, pics: [] as string[] };
    if (SKIPPED.has(i)) return { ...base, pointStatus: 'none' as const, content: '现场积水，无法靠近', itemData: '{}' };
    const itemData = Object.fromEntries(p.items.map((item) => [item.id, { value: readingOf(item.seed, rng), pics: [] }]));
    return { ...base, pointStatus: 'normal' as const, itemData: JSON.stringify(itemData) };
  });
}

/** Everything the round's records wrote: the task, its points, their readings and defects, in a stable order. */
export async function roundRows(raw: RawDb, taskId: string) {
  const [task, points, items, defects] = await Promise.all([
    raw.all('select * from eam_inspection_task where id = ?', [taskId]),
    raw.all('select * from eam_inspection_task_point where task_id = ? order by sort', [taskId]),
    raw.all('select * from eam_inspection_task_item where task_id = ? order by task_point_id, sort', [taskId]),
    raw.all('select * from eam_inspection_abnormal where task_id = ? order by task_point_id', [taskId]),
  ]);
  return { task, points, items, defects };
}
