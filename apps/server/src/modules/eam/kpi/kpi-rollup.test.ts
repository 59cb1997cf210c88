import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { movableClock } from '../../../test/clock.js';
import { eamKit, insertTestAsset, type EamKit } from '../test-kit.js';
import { newId } from '../../../platform/clock.js';
import type { EamMaintainTaskTable, EamRepairOrderTable } from '../../../db/schema.js';
import { createKpiRepository, type KpiRepository, type KpiScope } from './kpi.repository.js';
import { createKpiRollup, type KpiRollup } from './kpi-rollup.repository.js';
import { bucketsOf, periodOf, wholeOf, type Bucket } from './period.js';

// The plant's 18:00 on 15 April 2026 (UTC+8): a day's part (its first 18 hours) is read from the records.
const NOW = '2026-04-15T10:00:00.000Z';
const clock = movableClock(NOW);
let t: TestApp;
let k: EamKit;
let repo: KpiRepository;
let rollup: KpiRollup;
let scope: KpiScope;
let seq = 0;
const code = (prefix: string) => `${prefix}-R${String(++seq).padStart(4, '0')}`;

/** Rows by bucket, numbers to the millionth (the rollup sums whole milliseconds, the records float hours). */
const rows = (list: Array<{ i: number }>) => JSON.stringify([...list].sort((a, b) => a.i - b.i)
  .map((r) => Object.fromEntries(Object.entries(r).map(([key, v]) => [key, typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v]))));

/** Every figure the rollup serves, from it and from the records alone (the repository's queries), side by side. */
async function bothWays(s: KpiScope, buckets: Bucket[]) {
  const figures = ['failures', 'repairTimes', 'maintenance', 'rounds', 'backlogAt'] as const;
  const out: Record<string, { rollup: string; records: string }> = {};
  for (const f of figures) {
    out[f] = { rollup: rows(await rollup[f](s, buckets)), records: rows((await repo[f](s, buckets)).filter((r) => Object.values(r).some((v, n) => n > 0 && v !== 0 && v !== null))) };
    // The records answer only buckets with rows; the rollup may answer zeros: compare the buckets with something.
    out[f].rollup = rows(JSON.parse(out[f].rollup).filter((r: Record<string, unknown>) => Object.values(r).some((v, n) => n > 0 && v !== 0 && v !== null)));
  }
  return out;
}
async function expectSame(s: KpiScope, buckets: Bucket[]) {
  for (const [figure, { rollup: a, records: b }] of Object.entries(await bothWays(s, buckets))) expect(a, figure).toBe(b);
}
/** Ranges ending now (whole, by month, by week), one in the past, one of today only. */
const ranges = () => {
  const now = clock.now();
  const spring = periodOf('2026-01-01', '2026-04-30', now);
  return [wholeOf(spring), bucketsOf(spring, 'month'), bucketsOf(spring, 'week'), bucketsOf(periodOf('2026-02-01', '2026-03-31', now), 'week'),
    wholeOf(periodOf('2026-04-15', '2026-04-15', now)), bucketsOf(periodOf('2025-12-01', '2026-04-15', now), 'month')];
};
async function expectSameEverywhere() {
  for (const buckets of ranges()) {
    await expectSame(scope, buckets);
    // A repair team reads the maintenance and rounds from the rollup, its repairs from the records.
    await expectSame({ ...scope, groupId: 'kpi-rollup-team' }, buckets);
  }
}

async function order(o: Partial<EamRepairOrderTable> & Pick<EamRepairOrderTable, 'reported_at' | 'repair_status'>): Promise<string> {
  const id = newId();
  await t.db.insertInto('eam_repair_order').values({
    id, tenant_id: scope.tenantId, business_code: code('BX'), asset_id: 'kpi-rollup-asset', category_tpl_id: null, urgency_id: 'kpi-rollup-urgency',
    content: '汇总测试', picture_ids: '[]', asset_down: 1, plan_finish_date: null, repair_type: 'self_repair', source_abnormal_id: null, proc_id: null,
    report_user_id: 'kpi-test', response_deadline: o.reported_at, approved_at: null, group_id: null, executor_id: null, dispatcher_id: null, dispatched_at: null,
    started_at: null, finished_at: null, accepted_at: null, cancelled_at: null, downtime_end: null, updated_at: o.reported_at, ...o,
  }).execute();
  return id;
}
async function task(x: Partial<EamMaintainTaskTable> & Pick<EamMaintainTaskTable, 'status' | 'deadline'>): Promise<string> {
  const id = newId();
  await t.db.insertInto('eam_maintain_task').values({
    id, tenant_id: scope.tenantId, business_code: code('BY'), name: '汇总测试保养', plan_id: null, maintain_type: 'first', asset_id: 'kpi-rollup-asset',
    asset_code: 'KPI', asset_name: 'KPI', asset_model: null, asset_position: null, group_id: 'kpi-maintain-group', executor_id: null,
    plan_start_time: x.deadline, timeout: 24, act_start_time: null, act_finish_time: null, total_cost: 1, act_total_cost: null, result: null,
    cancel_reason: null, cancelled_by: null, parts_json: '[]', created_at: new Date(Date.parse(x.deadline) - 86_400_000).toISOString(), updated_at: x.deadline, ...x,
  }).execute();
  return id;
}
async function round(status: string, deadline: string, points: { wait: number; normal?: number; abnormal?: number; none?: number }): Promise<string> {
  const id = newId();
  const n = points.wait + (points.normal ?? 0) + (points.abnormal ?? 0) + (points.none ?? 0);
  await t.db.insertInto('eam_inspection_task').values({
    id, tenant_id: scope.tenantId, task_code: code('XJ'), plan_id: `kpi-rollup-plan-${id}`, plan_name: '汇总测试巡检', plan_notes: null, route_name: 'KPI',
    group_id: 'kpi-inspection-group', inspection_method: 'random', task_status: status, plan_start_time: deadline, deadline, act_start_time: null,
    act_finish_time: null, act_total_cost: null, content: null, finished_by: null, point_count: n, point_normal_count: points.normal ?? 0,
    point_abnormal_count: points.abnormal ?? 0, point_wait_count: points.wait, point_none_count: points.none ?? 0, created_at: deadline,
  }).execute();
  return id;
}
/** What recording one waiting point does to its task's counters (recording.service.ts, in its transaction). */
const recordPoint = (taskId: string, as: 'normal' | 'abnormal' | 'none') => t.db.updateTable('eam_inspection_task')
  .set((eb) => ({ point_wait_count: eb('point_wait_count', '-', 1), [`point_${as}_count`]: eb(`point_${as}_count` as 'point_normal_count', '+', 1), task_status: 'acting' }))
  .where('id', '=', taskId).execute();

/** The rollup's days of the plant that hold anything (a day whose rows are gone keeps zeros). */
const days = async () => (await t.db.selectFrom('eam_kpi_day').selectAll().where('tenant_id', '=', scope.tenantId).orderBy('day').execute())
  .map((d) => Object.fromEntries(Object.entries(d).map(([key, v]) => [key, key === 'tenant_id' || key === 'day' ? v : Number(v)])))
  .filter((d) => Object.entries(d).some(([key, v]) => key !== 'tenant_id' && key !== 'day' && v !== 0));
let before: Awaited<ReturnType<typeof days>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  k = eamKit(t);
  scope = { tenantId: await k.plantId() };
  repo = createKpiRepository(t.db);
  rollup = createKpiRollup(t.db, repo);
  before = await days();
});
afterAll(() => t.close());

describe('the KPI day rollup (eam_kpi_day, kept by triggers)', () => {
  const ids = {} as Record<string, string>;

  it('answers as the records do, for whole days and for the part of today up to now', async () => {
    // Repairs: restored and accepted, restored today before now and after now (a device ahead), cancelled, still open,
    // one reported at a plant day's first instant, one restored without a finish time.
    ids.done = await order({ reported_at: '2026-03-02T00:00:00.000Z', repair_status: 'finish', group_id: 'kpi-rollup-team', started_at: '2026-03-02T02:00:00.000Z', finished_at: '2026-03-02T06:00:00.000Z', accepted_at: '2026-03-02T08:00:00.000Z', updated_at: '2026-03-02T08:00:00.000Z' });
    ids.today = await order({ reported_at: '2026-04-14T17:00:00.000Z', repair_status: 'wait_acceptance', started_at: '2026-04-15T01:00:00.000Z', finished_at: '2026-04-15T03:30:00.000Z', updated_at: '2026-04-15T03:30:00.000Z' });
    ids.ahead = await order({ reported_at: '2026-04-15T02:00:00.000Z', repair_status: 'wait_acceptance', finished_at: '2026-04-15T12:00:00.000Z', updated_at: '2026-04-15T12:00:00.000Z' });
    ids.cancelled = await order({ reported_at: '2026-02-10T05:00:00.000Z', repair_status: 'cancel', cancelled_at: '2026-02-11T05:00:00.000Z', updated_at: '2026-02-11T05:00:00.000Z' });
    ids.open = await order({ reported_at: '2026-01-31T16:00:00.000Z', repair_status: 'repairing', group_id: 'kpi-rollup-team', started_at: '2026-02-01T00:00:00.000Z' });
    ids.noFinish = await order({ reported_at: '2026-03-10T00:00:00.000Z', repair_status: 'finish', accepted_at: '2026-03-10T05:00:00.000Z', updated_at: '2026-03-10T05:00:00.000Z' });
    // Maintenance: on time, late, open past its deadline, cancelled, due today, created today.
    ids.onTime = await task({ status: 'finish', deadline: '2026-03-05T00:00:00.000Z', act_finish_time: '2026-03-04T10:00:00.000Z', updated_at: '2026-03-04T10:00:00.000Z' });
    ids.late = await task({ status: 'finish', deadline: '2026-03-10T00:00:00.000Z', act_finish_time: '2026-03-11T00:00:00.000Z', updated_at: '2026-03-11T00:00:00.000Z' });
    ids.overdue = await task({ status: 'wait', deadline: '2026-03-20T00:00:00.000Z' });
    ids.taskCancelled = await task({ status: 'cancel', deadline: '2026-03-25T00:00:00.000Z', updated_at: '2026-03-24T00:00:00.000Z' });
    ids.dueToday = await task({ status: 'acting', deadline: '2026-04-15T06:00:00.000Z', created_at: '2026-04-15T01:00:00.000Z' });
    // Rounds: finished in March, one due today before now, one due today after now.
    ids.march = await round('finish', '2026-03-03T00:00:00.000Z', { wait: 0, normal: 3, abnormal: 1, none: 1 });
    ids.roundToday = await round('wait', '2026-04-15T04:00:00.000Z', { wait: 4 });
    ids.roundLater = await round('wait', '2026-04-15T14:00:00.000Z', { wait: 2 });
    await expectSameEverywhere();
    const whole = wholeOf(periodOf('2026-01-01', '2026-04-30', clock.now()));
    // The data set is seen at all: five failures (the cancelled order is none), the rounds due by now and later today.
    expect((await rollup.failures(scope, whole))[0]).toMatchObject({ failures: 5 });
    expect((await rollup.rounds(scope, whole))[0]).toMatchObject({ due: 9, recorded: 4, abnormal: 1, missed: 5 });
  });

  it('stays equal to a recount as points are recorded, orders and tasks move on, are cancelled or deleted', async () => {
    // Recording (and an offline sync of) points: the task's counters move in the writer's transaction.
    await recordPoint(ids.roundToday!, 'normal');
    await recordPoint(ids.roundToday!, 'abnormal');
    await recordPoint(ids.roundLater!, 'none');
    // A round cancelled drops out; a deadline moved takes its points to another day.
    await t.db.updateTable('eam_inspection_task').set({ task_status: 'cancel' }).where('id', '=', ids.march!).execute();
    await t.db.updateTable('eam_inspection_task').set({ deadline: '2026-04-01T00:00:00.000Z' }).where('id', '=', ids.roundLater!).execute();
    // A repair accepted, one cancelled, one failed back to repair, one dispatched to the team, one deleted (withdrawn before approval).
    await t.db.updateTable('eam_repair_order').set({ repair_status: 'finish', accepted_at: '2026-04-15T05:00:00.000Z', updated_at: '2026-04-15T05:00:00.000Z' }).where('id', '=', ids.today!).execute();
    await t.db.updateTable('eam_repair_order').set({ repair_status: 'cancel', cancelled_at: '2026-04-15T06:00:00.000Z', updated_at: '2026-04-15T06:00:00.000Z' }).where('id', '=', ids.open!).execute();
    await t.db.updateTable('eam_repair_order').set({ repair_status: 'acceptance_failed', updated_at: '2026-04-15T07:00:00.000Z' }).where('id', '=', ids.ahead!).execute();
    await t.db.updateTable('eam_repair_order').set({ group_id: 'kpi-rollup-team', updated_at: '2026-04-15T08:00:00.000Z' }).where('id', '=', ids.noFinish!).execute();
    await t.db.deleteFrom('eam_repair_order').where('id', '=', ids.cancelled!).execute();
    // Maintenance finished today, cancelled, and a task deleted.
    await t.db.updateTable('eam_maintain_task').set({ status: 'finish', act_finish_time: '2026-04-15T08:00:00.000Z', updated_at: '2026-04-15T08:00:00.000Z' }).where('id', '=', ids.dueToday!).execute();
    await t.db.updateTable('eam_maintain_task').set({ status: 'cancel', updated_at: '2026-04-15T09:00:00.000Z' }).where('id', '=', ids.overdue!).execute();
    await t.db.deleteFrom('eam_maintain_task').where('id', '=', ids.late!).execute();
    await expectSameEverywhere();
    // The clock moves on a day: what was today's part is a whole day of the rollup now.
    clock.set('2026-04-16T10:00:00.000Z');
    await expectSameEverywhere();
    clock.set(NOW);
  });

  it('comes back to what it held before the data set once its rows are gone', async () => {
    await t.db.deleteFrom('eam_repair_order').where('asset_id', '=', 'kpi-rollup-asset').execute();
    await t.db.deleteFrom('eam_maintain_task').where('asset_id', '=', 'kpi-rollup-asset').execute();
    await t.db.deleteFrom('eam_inspection_task').where('group_id', '=', 'kpi-inspection-group').execute();
    expect(await days()).toEqual(before);
  });
});

describe('query-ranking by asset among many ties', () => {
  it('reads more candidates while the last one read ties the limit-th, and breaks the ties as ranking all would', async () => {
    const category = (await t.db.selectFrom('eam_asset_category').select('id').where('tenant_id', '=', scope.tenantId).executeTakeFirstOrThrow()).id;
    const at = clock.now().toISOString();
    const assets: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const id = `kpi-rank-${String(i).padStart(2, '0')}`;
      await insertTestAsset(t.db, { id, tenantId: scope.tenantId, categoryId: category, assetCode: `KPI-RANK-${i}`, name: `排名测试${i}`, criticality: 'B', at });
      assets.push(id);
      // Every asset: one repair of 10 h in March (the same MTTR for all 60).
      await order({ asset_id: id, reported_at: '2026-03-05T00:00:00.000Z', repair_status: 'finish', finished_at: '2026-03-05T10:00:00.000Z', accepted_at: '2026-03-05T10:00:00.000Z', updated_at: '2026-03-05T10:00:00.000Z' });
    }
    // Three of the last ones fail once more (still open): the same MTTR, more failures, so worse.
    for (const id of [assets[57]!, assets[58]!, assets[59]!]) await order({ asset_id: id, reported_at: '2026-03-20T00:00:00.000Z', repair_status: 'repairing' });
    const token = await k.assetToken('chenjing');
    const res = await k.post('/service-eam/eam-kpi/query-ranking', token, { from: '2026-03-01', to: '2026-03-31', by: 'asset', figure: 'mttr', limit: 5 });
    expect(res.statusCode, res.body).toBe(200);
    const top = (res.json().data as { rows: Array<{ id: string; failures: number; mttrHours: number }> }).rows;
    expect(top.map((r) => r.id)).toEqual([assets[57], assets[58], assets[59], assets[0], assets[1]]);
    expect(top.map((r) => [r.failures, r.mttrHours])).toEqual([[2, 10], [2, 10], [2, 10], [1, 10], [1, 10]]);
  });
});
