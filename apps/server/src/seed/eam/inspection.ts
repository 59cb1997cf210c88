/**
 * Writes the plant's inspection rounds: process actions, the three operating groups, five routes over the process
 * line with their check items, one plan per route at every shift start, and each plan's round of the current shift
 * (open; one under way with a few points recorded). With the demo history also six months of finished rounds with
 * their readings (a few out of range, a few abnormal points with their defects, a few points not inspected), the
 * assets' last inspection time, and each plan's next generation job. Readings come from a seeded generator relative to
 * `today`, so one day's seed gives the same rounds on every install.
 */
import type { Db } from '../../db/database.js';
import type {
  EamInspectionAbnormalTable, EamInspectionPointItemTable, EamInspectionPointTable, EamInspectionTaskItemTable, EamInspectionTaskPointTable,
  EamInspectionTaskTable,
} from '../../db/schema.js';
import { insertRows } from '../../db/insert-rows.js';
import { newId } from '../../platform/clock.js';
import { jobRow } from '../../modules/jobs/index.js';
import { GENERATE_LEAD_MINUTES, planJob } from '../../modules/eam/inspection/generation.js';
import { defectSummary, readItem, type CheckItem, type Reading } from '../../modules/eam/inspection/readings.js';
import { latestOccurrence, nextOccurrence } from '../../modules/eam/inspection/shifts.js';
import { buildTask, type PlanForTask, type RoutePoint } from '../../modules/eam/inspection/task-builder.js';
import { totalCostHours } from '../../modules/eam/inspection/task-rules.js';
import { seededRandom } from '../portal/readings.js';
import { COMPLETION_HOURS, SHIFTS, inspectionGroups, inspectionRoutes, processActions, type SeedItem } from './inspection-routes.js';

const HISTORY_DAYS = 182;
const MINUTE = 60_000;

interface Built { task: EamInspectionTaskTable; points: EamInspectionTaskPointTable[]; items: EamInspectionTaskItemTable[] }

/** Reasons a point was not inspected. */
const NONE_REASONS = ['设备停机检修，未运行', '现场积水，无法靠近', '区域动火作业，暂停进入', '备用设备，本班未启动'];
/** What an operator writes beside an abnormal reading. */
const ABNORMAL_REMARKS = ['已告知中控并通知维修班', '已现场复核，读数属实', '已拍照，待维修班处理', ''];

/**
 * A reading a person would take of a number item on `day` (days since the history began): within the normal range
 * with a slow seasonal drift and noise, out of it now and then.
 */
function numberReading(item: SeedItem, day: number, rng: () => number): string {
  const drift = Math.sin((day / 60) * Math.PI * 2 + item.code.length);
  const out = rng() < 0.006;
  const { min, max } = item;
  let v: number;
  if (min !== undefined && max !== undefined) {
    const mid = (min + max) / 2;
    const half = (max - min) / 2;
    v = out ? (rng() < 0.5 ? max + half * (0.1 + 0.3 * rng()) : min - half * (0.1 + 0.3 * rng())) : mid + half * (0.45 * drift + 0.35 * (rng() * 2 - 1));
  } else if (max !== undefined) {
    v = out ? max * (1.03 + 0.1 * rng()) : max * (0.62 + 0.12 * drift + 0.1 * (rng() * 2 - 1));
  } else {
    v = out ? min! * (0.82 + 0.1 * rng()) : min! * (1.3 + 0.1 * drift + 0.1 * (rng() * 2 - 1));
  }
  return Math.max(0, v).toFixed(item.digits ?? 1);
}

/** A choice of a single-choice item: the first (usual) option mostly, another normal one sometimes, an abnormal one rarely. */
function optionReading(item: SeedItem, rng: () => number): string {
  const options = item.options ?? [];
  const normal = options.filter((o) => !o.abnormal);
  const abnormal = options.filter((o) => o.abnormal);
  const r = rng();
  if (r < 0.004 && abnormal.length > 0) return abnormal[Math.floor(rng() * abnormal.length)]!.code;
  if (r > 0.9 && normal.length > 1) return normal[1 + Math.floor(rng() * (normal.length - 1))]!.code;
  return normal[0]!.code;
}

export async function seedInspection(db: Db, tenantId: string, options: { today: Date; history: boolean }): Promise<void> {
  const exists = await db.selectFrom('eam_inspection_group').select('id').where('tenant_id', '=', tenantId).executeTakeFirst();
  if (exists) return;
  const { today, history } = options;
  const now = today.toISOString();
  const rng = seededRandom(Math.floor(today.getTime() / 86_400_000));
  const users = new Map((await db.selectFrom('uc_user').select(['id', 'account']).where('tenant_id', '=', tenantId).execute()).map((u) => [u.account, u.id]));
  const assets = new Map((await db.selectFrom('eam_asset as a').leftJoin('eam_position as p', 'p.id', 'a.position_id')
    .select(['a.id', 'a.asset_code', 'a.asset_status', 'a.position_id', 'p.path']).where('a.tenant_id', '=', tenantId).execute()).map((a) => [a.asset_code, a]));
  const assetsById = new Map([...assets.values()].map((a) => [a.id, a]));

  // ---- settings: process actions, groups, routes, points, items, plans ------------------------------------------------
  const actionRows = processActions.map((a, sort) => ({ id: newId(), tenant_id: tenantId, code: a.code, name: a.name, class_value: a.classValue, notes: a.notes, sort }));
  const groupIds = new Map(inspectionGroups.map((g) => [g.code, newId()]));
  const groupRows = inspectionGroups.map((g) => ({ id: groupIds.get(g.code)!, tenant_id: tenantId, code: g.code, name: g.name, notes: null, created_at: now }));
  const memberRows = inspectionGroups.flatMap((g) => g.members.filter((m) => users.has(m))
    .map((m) => ({ group_id: groupIds.get(g.code)!, tenant_id: tenantId, user_id: users.get(m)!, leader: m === g.leader ? 1 : 0 })));
  const membersOf = (groupCode: string) => inspectionGroups.find((g) => g.code === groupCode)!.members.filter((m) => users.has(m)).map((m) => users.get(m)!);

  const routeRows: Array<{ id: string; tenant_id: string; code: string; name: string; notes: string | null }> = [];
  const pointRows: EamInspectionPointTable[] = [];
  const itemRows: EamInspectionPointItemTable[] = [];
  /** A route's points as a task copies them, and the items' seed data by point and item code (for readings). */
  const routes = new Map<string, { points: RoutePoint[]; items: EamInspectionPointItemTable[] }>();
  const seedItems = new Map<string, { seed: SeedItem; check: CheckItem }>();
  for (const route of inspectionRoutes) {
    const routeId = newId();
    routeRows.push({ id: routeId, tenant_id: tenantId, code: route.code, name: route.name, notes: null });
    const points: RoutePoint[] = [];
    const items: EamInspectionPointItemTable[] = [];
    route.points.forEach((p, i) => {
      const asset = assets.get(p.assetCode);
      const point = { id: newId(), tenant_id: tenantId, route_id: routeId, code: p.code, name: p.name, content: p.content, asset_id: asset?.id ?? null, position_id: asset?.position_id ?? null, sort: i + 1 };
      pointRows.push(point);
      points.push({ id: point.id, code: p.code, name: p.name, content: p.content, asset_id: point.asset_id, sort: point.sort, position_name: asset?.path ?? null });
      p.items.forEach((item, sort) => {
        const config = item.type === 'radiobox' ? { options: item.options } : item.type === 'number_range' ? { min: item.min ?? null, max: item.max ?? null } : {};
        items.push({
          id: newId(), tenant_id: tenantId, point_id: point.id, code: item.code, name: item.name, check_desc: item.checkDesc ?? null, type: item.type,
          unit: item.unit || null, config_json: JSON.stringify(config), def_value: item.defValue ?? null, sort: sort + 1,
        });
        seedItems.set(`${p.code}/${item.code}`, { seed: item, check: { id: '', itemCode: item.code, itemName: item.name, type: item.type, unit: item.unit || null, config } });
      });
    });
    itemRows.push(...items);
    routes.set(route.code, { points, items });
  }

  const lead = new Date(today.getTime() + GENERATE_LEAD_MINUTES * MINUTE);
  const plans = inspectionRoutes.map((route) => {
    const shifts = route.shifts ?? SHIFTS;
    const current = latestOccurrence(shifts, lead)!;
    const next = nextOccurrence(shifts, current)!;
    const row = {
      id: newId(), tenant_id: tenantId, plan_code: `XJ-${route.code}`, name: route.name.replace('巡检路线', '巡检'), route_id: routeRows.find((r) => r.code === route.code)!.id,
      group_id: groupIds.get(route.group)!, shifts_json: JSON.stringify(shifts), inspection_method: route.code === 'PDZK' ? 'random' : 'order',
      completion_time: route.completionHours ?? COMPLETION_HOURS, plan_status: 'start', notes: '按路线逐点检查，异常及时上报中控', last_time: current.toISOString(),
      next_time: next.toISOString(), created_at: now,
    };
    return { route, shifts, current, next, row };
  });

  // ---- rounds ----------------------------------------------------------------------------------------------------------
  const tasks: EamInspectionTaskTable[] = [];
  const taskPoints: EamInspectionTaskPointTable[] = [];
  const taskItems: EamInspectionTaskItemTable[] = [];
  const defects: EamInspectionAbnormalTable[] = [];
  const lastInspect = new Map<string, string>();

  /** Records one task point at `at` by `userId`, as the server would: readings checked, status decided, defect raised. */
  function record(built: Built, point: EamInspectionTaskPointTable, at: Date, userId: string, day: number) {
    const items = built.items.filter((i) => i.task_point_id === point.id);
    const asset = point.asset_id ? assetsById.get(point.asset_id) : undefined;
    // An asset under repair today was out of service for its last days; any point is now and then not reachable.
    const skip = (asset?.asset_status === 'repair' && day > HISTORY_DAYS - 5) || rng() < 0.006;
    const time = at.toISOString();
    point.oper_time = time;
    point.record_time = new Date(at.getTime() + MINUTE).toISOString();
    point.oper_user_id = userId;
    point.insp_method = rng() < 0.85 ? 'scan' : 'manual';
    point.pics_json = '[]';
    for (const item of items) item.oper_time = time;
    if (skip) {
      point.point_status = 'none';
      point.content = NONE_REASONS[Math.floor(rng() * NONE_REASONS.length)]!;
      built.task.point_none_count += 1;
      built.task.point_wait_count -= 1;
      return;
    }
    const readings = new Map<string, Reading>();
    const checks: CheckItem[] = [];
    for (const item of items) {
      const { seed, check } = seedItems.get(`${point.point_code}/${item.item_code}`)!;
      checks.push({ ...check, id: item.id });
      const value = seed.type === 'number_range' ? numberReading(seed, day, rng) : seed.type === 'radiobox' ? optionReading(seed, rng) : '';
      const reading = readItem(check, { value });
      readings.set(item.id, reading);
      Object.assign(item, { result: reading.result, result_meta: reading.resultMeta, value_num: reading.valueNum, abnormal: reading.abnormal ? 1 : 0, pics_json: '[]' });
    }
    const abnormal = [...readings.values()].filter((r) => r.abnormal).length;
    point.abnormal_item_count = abnormal;
    point.point_status = abnormal > 0 ? 'abnormal' : 'normal';
    built.task.point_wait_count -= 1;
    if (abnormal === 0) {
      built.task.point_normal_count += 1;
    } else {
      built.task.point_abnormal_count += 1;
      point.content = ABNORMAL_REMARKS[Math.floor(rng() * ABNORMAL_REMARKS.length)] || null;
      point.action_label = rng() < 0.6 ? 'repair' : null;
      const old = today.getTime() - at.getTime() > 7 * 86_400_000;
      defects.push({
        id: newId(), tenant_id: tenantId, task_id: built.task.id, task_point_id: point.id, asset_id: point.asset_id,
        summary: defectSummary(checks, readings, point.content ?? undefined), content: point.content, pics_json: '[]',
        status: old ? 'processed' : 'not_process', oper_user_id: userId, oper_time: time, repair_order_id: null, created_at: point.record_time,
      });
    }
    if (point.asset_id && (lastInspect.get(point.asset_id) ?? '') < time) lastInspect.set(point.asset_id, time);
  }

  const add = (plan: (typeof plans)[number], start: Date): Built => {
    const route = routes.get(plan.route.code)!;
    const built = buildTask({ ...plan.row, route_name: plan.route.name } satisfies PlanForTask, route.points, route.items, start, now);
    built.task.created_at = new Date(start.getTime() - GENERATE_LEAD_MINUTES * MINUTE).toISOString();
    tasks.push(built.task);
    taskPoints.push(...built.points);
    taskItems.push(...built.items);
    return built;
  };

  if (history) {
    for (const plan of plans) {
      const first = new Date(plan.current.getTime() - HISTORY_DAYS * 86_400_000);
      for (let start = nextOccurrence(plan.shifts, first)!; start < plan.current; start = nextOccurrence(plan.shifts, start)!) {
        const day = Math.floor((start.getTime() - first.getTime()) / 86_400_000);
        const built = add(plan, start);
        const members = membersOf(plan.route.group);
        const userId = members[Math.floor(rng() * members.length)]!;
        let at = start.getTime() + (5 + rng() * 40) * MINUTE;
        for (const point of built.points) {
          record(built, point, new Date(at), userId, day);
          at += (3 + rng() * 6) * MINUTE;
        }
        const finish = at + (2 + rng() * 10) * MINUTE;
        Object.assign(built.task, {
          task_status: 'finish', act_start_time: built.points[0]!.oper_time, act_finish_time: new Date(finish).toISOString(),
          act_total_cost: totalCostHours(built.points.map((p) => p.oper_time)), finished_by: userId,
          content: built.task.point_abnormal_count > 0 ? '发现异常已上报' : rng() < 0.3 ? '设备运行正常' : null,
        });
      }
    }
  }
  // The current shift's rounds: open; the first route's under way, three points recorded by 陈静.
  for (const [i, plan] of plans.entries()) {
    const built = add(plan, plan.current);
    if (i !== 0) continue;
    const userId = users.get('chenjing') ?? membersOf(plan.route.group)[0]!;
    const begin = Math.min(plan.current.getTime() + 10 * MINUTE, today.getTime() - 20 * MINUTE);
    built.points.slice(0, 3).forEach((point, n) => record(built, point, new Date(begin + n * 6 * MINUTE), userId, HISTORY_DAYS));
    built.task.task_status = 'acting';
    built.task.act_start_time = built.points[0]!.oper_time;
  }

  await db.transaction().execute(async (tx) => {
    await insertRows(tx, 'eam_inspection_process_action', actionRows);
    await insertRows(tx, 'eam_inspection_group', groupRows);
    await insertRows(tx, 'eam_inspection_group_member', memberRows);
    await insertRows(tx, 'eam_inspection_route', routeRows);
    await insertRows(tx, 'eam_inspection_point', pointRows);
    await insertRows(tx, 'eam_inspection_point_item', itemRows);
    await insertRows(tx, 'eam_inspection_plan', plans.map((p) => p.row));
    await insertRows(tx, 'eam_inspection_task', tasks);
    await insertRows(tx, 'eam_inspection_task_point', taskPoints);
    await insertRows(tx, 'eam_inspection_task_item', taskItems);
    await insertRows(tx, 'eam_inspection_abnormal', defects);
    if (!history) return;
    for (const [assetId, time] of lastInspect) await tx.updateTable('eam_asset').set({ last_inspect_time: time }).where('id', '=', assetId).execute();
    // Each plan's next round is generated by its job; without the history (the test apps) no job is due, so a test
    // moving the clock runs only the jobs it schedules itself.
    await insertRows(tx, 'sys_job', plans.map((p) => jobRow(planJob(tenantId, p.row.id, p.next), now)));
  });
}
