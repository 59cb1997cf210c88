import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { eamKit, type EamKit } from '../test-kit.js';
import { ABNORMAL, ACTION, POINT, TASK, inspectionKit, itemData } from './inspection-test-kit.js';
import { movableClock } from '../../../test/clock.js';

let t: TestApp;
let k: EamKit;
let ik: ReturnType<typeof inspectionKit>;
const clock = movableClock('2026-06-14T20:00:00Z');
const tok: Record<string, string> = {};

// 2026-06-15 08:00 at the plant (UTC+8): the day shift's rounds.
const DAY_SHIFT = '2026-06-15T00:00:00.000Z';
const at = (plantHHmm: string, day = '2026-06-15') => new Date(`${day}T${plantHHmm}:00+08:00`).toISOString();

/** Signs everyone in again at the clock's time (asset tokens last a shift and a half). */
async function signIn() {
  k = eamKit(t);
  ik = inspectionKit(t, k, clock);
  for (const account of ['chenjing', 'lijun', 'yangfan', 'zhaolei', 'admin', 'wangfang']) tok[account] = await k.assetToken(account);
  tok.hx = await k.assetToken('hxadmin', await k.otherTenantId());
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  await signIn();
});
afterAll(() => t.close());

type Detail = { id: string; pointStatus: string; items: Array<{ id: string; itemCode: string; type: string; config: Record<string, unknown>; abnormal: boolean; result: string | null; trend: unknown[] }> } & Record<string, unknown>;
const taskOf = async (id: string, token = tok.chenjing!) => ik.ok(await k.form(TASK('get-by-id'), token, { id }));
const pointOf = async (id: string, token = tok.chenjing!): Promise<Detail> => ik.ok(await k.form(POINT('get-by-id'), token, { id }));
/** Records a point with normal readings (some overridden) as a user. */
const finish = async (pointId: string, fields: Record<string, string> = {}, overrides: Record<string, unknown> = {}, token = tok.chenjing!, lang = 'zh-CN') => {
  const detail = await pointOf(pointId, token);
  return ik.call(POINT('finish'), token, { id: pointId, pointStatus: 'normal', itemData: itemData(detail.items as never, overrides), inspMethod: 'scan', ...fields }, lang);
};

describe('the seed (without the demo history)', () => {
  it('has three groups of real users, five routes of 6–12 points on ledger assets, a plan each, and the current shift\'s rounds', async () => {
    const plant = await k.plantId();
    const groups = await t.db.selectFrom('eam_inspection_group as g').innerJoin('eam_inspection_group_member as m', 'm.group_id', 'g.id').innerJoin('uc_user as u', 'u.id', 'm.user_id')
      .select(['g.name', 'u.account', 'm.leader']).where('g.tenant_id', '=', plant).orderBy('g.code').execute();
    expect([...new Set(groups.map((g) => g.name))]).toEqual(['运行一班', '运行二班', '运行三班']);
    expect(groups.filter((g) => g.leader === 1).map((g) => g.account)).toEqual(['lijun', 'zhaolei', 'liuhui']);
    const points = await t.db.selectFrom('eam_inspection_point as p').innerJoin('eam_inspection_route as r', 'r.id', 'p.route_id').leftJoin('eam_asset as a', 'a.id', 'p.asset_id')
      .select(['r.code', 'a.asset_code']).where('p.tenant_id', '=', plant).execute();
    const perRoute = [...new Set(points.map((p) => p.code))].map((code) => points.filter((p) => p.code === code).length);
    expect(perRoute).toHaveLength(5);
    expect(perRoute.every((n) => n >= 6 && n <= 12)).toBe(true);
    expect(points.every((p) => p.asset_code)).toBe(true);
    const tasks = await t.db.selectFrom('eam_inspection_task').select(['task_status', 'point_count', 'point_wait_count']).where('tenant_id', '=', plant).execute();
    expect(tasks.map((x) => x.task_status).sort()).toEqual(['acting', 'wait', 'wait', 'wait', 'wait']);
    const acting = tasks.find((x) => x.task_status === 'acting')!;
    expect(acting.point_count - acting.point_wait_count).toBe(3);
    expect(await t.db.selectFrom('sys_job').select('id').where('kind', '=', 'eam.inspectionPlan').execute()).toEqual([]);
  });
});

describe('task generation by the plans\' job', () => {
  it('creates one task per plan and shift occurrence, once, however often the job runs, and schedules the next shift', async () => {
    const plan = await ik.planOf('XJ-SDC');
    const occurrence = new Date('2026-06-10T08:00:00Z'); // 16:00 at the plant
    const job = () => ik.schedule(plan.id, plan.tenant_id, occurrence);
    const tasksOfPlan = () => t.db.selectFrom('eam_inspection_task').selectAll().where('plan_id', '=', plan.id).where('plan_start_time', '>=', '2026-06-10').where('plan_start_time', '<', '2026-06-12').execute();
    clock.set('2026-06-10T07:00:00Z');
    await job();
    await t.app.jobs.runDue();
    expect(await tasksOfPlan()).toEqual([]); // not due yet: 16:00 − 30 minutes
    clock.set('2026-06-10T07:40:00Z');
    await job(); // the same job delivered twice
    await t.app.jobs.runDue();
    await job(); // and once more, after the task exists
    await t.app.jobs.runDue();
    const tasks = await tasksOfPlan();
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      task_code: 'XJ-SDC-202606101600', task_status: 'wait', plan_start_time: occurrence.toISOString(), deadline: '2026-06-10T16:00:00.000Z',
      point_count: 10, point_wait_count: 10, route_name: '二沉池及深度处理巡检路线',
    });
    const points = await t.db.selectFrom('eam_inspection_task_point').selectAll().where('task_id', '=', tasks[0]!.id).orderBy('sort').execute();
    const route = await t.db.selectFrom('eam_inspection_point').selectAll().where('route_id', '=', plan.route_id).orderBy('sort').execute();
    expect(points.map((p) => [p.sort, p.point_code])).toEqual(route.map((p, i) => [i + 1, p.code]));
    const items = await t.db.selectFrom('eam_inspection_task_item').select('id').where('task_id', '=', tasks[0]!.id).execute();
    const templates = await t.db.selectFrom('eam_inspection_point_item').select('id').where('point_id', 'in', route.map((p) => p.id)).execute();
    expect(items.length).toBe(templates.length);
    // One chain of jobs: the next shift's (00:00 at the plant), due half an hour before it.
    const next = await ik.planJobs(plan.id);
    expect(next.map((j) => [j.due_at, JSON.parse(j.payload_json).planStartTime])).toEqual([['2026-06-10T15:30:00.000Z', '2026-06-10T16:00:00.000Z']]);
    expect(await ik.planOf('XJ-SDC')).toMatchObject({ last_time: occurrence.toISOString(), next_time: '2026-06-10T16:00:00.000Z' });

    // The clock reaches the next shift: its task appears once, and the chain goes on.
    clock.set('2026-06-10T15:45:00Z');
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect((await tasksOfPlan()).map((x) => x.task_code).sort()).toEqual(['XJ-SDC-202606101600', 'XJ-SDC-202606110000']);
    expect((await ik.planJobs(plan.id)).map((j) => j.due_at)).toEqual(['2026-06-10T23:30:00.000Z']);
    // An item edited afterwards does not rewrite the generated task's copy.
    await t.db.updateTable('eam_inspection_point_item').set({ name: '改过的名称' }).where('point_id', '=', route[0]!.id).execute();
    const copy = await t.db.selectFrom('eam_inspection_task_item').select('item_name').where('task_point_id', '=', points[0]!.id).execute();
    expect(copy.map((c) => c.item_name)).not.toContain('改过的名称');
  });
});

describe('a round over HTTP', () => {
  let taskId: string;
  let points: Array<{ id: string; pointCode: string; pointName: string; asset: { id: string; assetCode: string } | null }>;

  beforeAll(async () => {
    taskId = await ik.generate('XJ-YCL', DAY_SHIFT);
    clock.set(at('08:30'));
  });

  it('lists the task for its group (mine) and for everyone, with counts per status', async () => {
    const mine = ik.ok(await k.form(TASK('query-paged-list'), tok.chenjing!, { mine: 'true', taskStatus: 'wait', searchValue: 'YCL-20260615' }));
    expect(mine.list.map((r: { id: string }) => r.id)).toEqual([taskId]);
    expect(mine.list[0]).toMatchObject({
      taskCode: 'XJ-YCL-202606150800', planName: '预处理巡检（格栅及提升泵房）', routeName: '预处理巡检路线（格栅及提升泵房）', taskStatus: 'wait', inspectionMethod: 'order',
      group: { name: '运行一班' }, planStartTime: DAY_SHIFT, deadline: at('16:00'), overdue: false, actStartTime: null, pointCount: 10, pointWaitCount: 10,
    });
    const other = ik.ok(await k.form(TASK('query-paged-list'), tok.zhaolei!, { mine: 'true', searchValue: 'YCL-20260615' }));
    expect(other.totalRowCount).toBe(0);
    const everyone = ik.ok(await k.form(TASK('query-paged-list'), tok.zhaolei!, { searchValue: 'YCL-20260615' }));
    expect(everyone.totalRowCount).toBe(1);
    const counts = ik.ok(await k.form(TASK('query-status-count-data'), tok.chenjing!, { mine: '1' }));
    expect(counts.wait).toBeGreaterThanOrEqual(1);
    expect(counts.all).toBe(counts.wait + counts.acting + counts.finish + counts.cancel);
  });

  it('shows the task with its points in order, its members, and who may record', async () => {
    const task = await taskOf(taskId);
    expect(task).toMatchObject({ canRecord: true, taskStatus: 'wait', content: null, actTotalCost: null });
    expect(task.members.find((m: { leader: boolean }) => m.leader).name).toBe('李军');
    expect(task.members.map((m: { name: string }) => m.name)).toContain('陈静');
    points = task.points;
    expect(task.points.map((p: { sort: number }) => p.sort)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(task.points[2]).toMatchObject({ pointCode: 'XJ-TS-01', pointName: '1#进水提升泵', pointStatus: 'wait', asset: { assetCode: 'TS-PU-001' }, positionName: '进水提升区 / 进水泵房 / 提升泵位' });
    expect((await taskOf(taskId, tok.admin)).canRecord).toBe(false);
    expect((await taskOf(taskId, tok.zhaolei)).canRecord).toBe(false);
  });

  it('checks in at a point by its code and shows what to check with the normal ranges', async () => {
    const checked = ik.ok(await k.form(TASK('check'), tok.chenjing!, { taskId, pointCode: 'XJ-TS-01' }));
    expect(checked).toMatchObject({ id: points[2]!.id, pointCode: 'XJ-TS-01', pointStatus: 'wait', pointContent: expect.stringContaining('出口压力') });
    const missing = await k.form(TASK('check'), tok.chenjing!, { taskId, pointCode: 'XJ-NOPE' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'notFound', message: 'pointCode: 本巡检任务中没有巡检点：XJ-NOPE' });
    const detail = await pointOf(points[2]!.id);
    expect(detail).toMatchObject({ canRecord: true, pointContent: expect.any(String), task: { id: taskId, taskStatus: 'wait' }, abnormalId: null });
    expect(detail.items.map((i) => i.itemCode)).toEqual(['outletPressure', 'motorCurrent', 'bearingTemp', 'vibration', 'noise', 'leak']);
    expect(detail.items[0]).toMatchObject({ type: 'number_range', unit: 'MPa', config: { min: 0.2, max: 0.45 }, result: null, abnormal: false, trend: [] });
    expect(detail.items[4]).toMatchObject({ type: 'radiobox', defValue: 'no', config: { options: [{ code: 'no', label: '无', abnormal: false }, { code: 'yes', label: '有异响', abnormal: true }] } });
  });

  it('records points with the device time, moves the task to acting, and makes an out-of-range point abnormal with a defect', async () => {
    const first = ik.ok(await finish(points[0]!.id, { operTime: at('08:05'), clientId: randomUUID() }));
    expect(first).toMatchObject({ pointStatus: 'normal', operTime: at('08:05'), operUserName: '陈静', inspMethod: 'scan', recordTime: clock.now().toISOString(), canRecord: false });
    let task = await taskOf(taskId);
    expect(task).toMatchObject({ taskStatus: 'acting', actStartTime: at('08:05'), pointNormalCount: 1, pointWaitCount: 9 });

    // The client says normal, the pressure says otherwise: the server decides.
    const pump = ik.ok(await finish(points[2]!.id, { operTime: at('08:15'), content: '出口压力偏高' }, { outletPressure: '0.52' }));
    expect(pump).toMatchObject({ pointStatus: 'abnormal', abnormalItemCount: 1, abnormalId: expect.any(String) });
    expect(pump.items[0]).toMatchObject({ result: '0.52', resultMetaData: '0.52', abnormal: true });
    expect(pump.items.slice(1).every((i: { abnormal: boolean }) => !i.abnormal)).toBe(true);
    const defects = ik.ok(await k.form(ABNORMAL('query-paged-list'), tok.wangfang!, { status: 'not_process', taskId }));
    expect(defects.list).toEqual([expect.objectContaining({
      id: pump.abnormalId, taskCode: 'XJ-YCL-202606150800', pointCode: 'XJ-TS-01', asset: expect.objectContaining({ assetCode: 'TS-PU-001' }),
      summary: '出口压力 0.52 MPa（正常 0.2–0.45）', content: '出口压力偏高', status: 'not_process', operUserName: '陈静', operTime: at('08:15'), repairOrderId: null,
    })]);
    expect(ik.ok(await k.form(ABNORMAL('get-by-id'), tok.wangfang!, { id: pump.abnormalId })).pointName).toBe('1#进水提升泵');

    // An earlier device time than the first record becomes the task's start (an offline record synced late).
    ik.ok(await finish(points[1]!.id, { operTime: at('08:02') }));
    task = await taskOf(taskId);
    expect(task).toMatchObject({ actStartTime: at('08:02'), pointNormalCount: 2, pointAbnormalCount: 1, pointWaitCount: 7 });
    expect(task.points[2]).toMatchObject({ pointStatus: 'abnormal', abnormalItemCount: 1, operUserName: '陈静' });
  });

  it('records a point not inspected with its reason and keeps no readings', async () => {
    const none = ik.ok(await ik.call(POINT('finish'), tok.yangfan!, { id: points[3]!.id, pointStatus: 'none', content: '设备检修，未运行', operTime: at('08:20') }));
    expect(none).toMatchObject({ pointStatus: 'none', content: '设备检修，未运行', operUserName: '杨帆' });
    expect(none.items.every((i: { result: string | null }) => i.result === null)).toBe(true);
  });

  it('refuses to finish the task while points wait, naming them, in the caller\'s language', async () => {
    const zh = await ik.call(TASK('finish'), tok.chenjing!, { id: taskId });
    expect(zh.statusCode).toBe(409);
    expect(zh.json()).toMatchObject({ success: false, code: 'conflict', message: '巡检点:4#进水提升泵、1#提升泵变频器、进水泵房液位计、1#细格栅、1#螺旋输送压榨机、1#沉砂池罗茨风机未做巡检' });
    const en = await ik.call(TASK('finish'), tok.chenjing!, { id: taskId }, 'en-US');
    expect(en.json().message).toBe('Points not inspected yet: 4#进水提升泵, 1#提升泵变频器, 进水泵房液位计, 1#细格栅, 1#螺旋输送压榨机, 1#沉砂池罗茨风机');
    expect((await taskOf(taskId)).taskStatus).toBe('acting');
  });

  it('finishes the task: hours from first to last point, feedback, the assets\' last inspection and a scrapped asset', async () => {
    const times = ['08:24', '08:31', '08:36', '08:40', '08:44', '08:47'];
    clock.set(at('08:50'));
    for (const [i, p] of points.slice(4).entries()) ik.ok(await finish(p.id, { operTime: at(times[i]!), ...(p.pointCode === 'XJ-YC-04' ? { actionLabel: 'scrap', content: '减速机损坏，无修复价值' } : {}) }));
    clock.set(at('08:55'));
    const done = ik.ok(await ik.call(TASK('finish'), tok.lijun!, { id: taskId, content: '本班巡检完成，1#提升泵出口压力偏高已上报' }));
    expect(done).toMatchObject({ taskStatus: 'finish', actFinishTime: at('08:55'), actTotalCost: 0.75, content: '本班巡检完成，1#提升泵出口压力偏高已上报', canRecord: false, pointWaitCount: 0 });
    const plant = await k.plantId();
    const asset = (code: string) => t.db.selectFrom('eam_asset').select(['last_inspect_time', 'asset_status']).where('tenant_id', '=', plant).where('asset_code', '=', code).executeTakeFirstOrThrow();
    expect((await asset('TS-PU-001')).last_inspect_time! >= at('08:15')).toBe(true);
    expect((await asset('YC-SC-007')).asset_status).toBe('scrapped');
    const again = await ik.call(TASK('finish'), tok.lijun!, { id: taskId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('巡检任务已结束（已完成），不能再巡检或完成');
  });

  it('keeps the readings as history: per asset, per item over time, and as a trend on the next round', async () => {
    const history = ik.ok(await k.form(POINT('query-by-asset'), tok.wangfang!, { assetId: points[2]!.asset!.id }));
    // (The seed's own round of today, by the real clock, is newer than this test's June.)
    expect(history.list.find((r: { taskCode: string }) => r.taskCode === 'XJ-YCL-202606150800')).toMatchObject({ pointCode: 'XJ-TS-01', pointStatus: 'abnormal', operTime: at('08:15') });
    const readings = ik.ok(await k.form(POINT('query-item-history'), tok.wangfang!, { pointCode: 'XJ-TS-01', itemCode: 'outletPressure', from: '2026-06-15', to: '2026-06-15' }));
    expect(readings).toMatchObject({ itemName: '出口压力', unit: 'MPa', min: 0.2, max: 0.45, type: 'number_range' });
    expect(readings.readings).toEqual([{ operTime: at('08:15'), value: 0.52, result: '0.52', abnormal: true, taskId, taskPointId: points[2]!.id }]);
    const before = ik.ok(await k.form(POINT('query-item-history'), tok.wangfang!, { pointCode: 'XJ-TS-01', itemCode: 'outletPressure', to: '2026-06-14' }));
    expect(before.readings).toEqual([]);

    const nextTask = await ik.generate('XJ-YCL', '2026-06-15T08:00:00.000Z');
    clock.set(at('16:10'));
    await signIn();
    const next = await taskOf(nextTask);
    const pump = await pointOf(next.points[2].id);
    expect(pump.items[0]!.trend).toEqual([{ operTime: at('08:15'), value: 0.52, abnormal: true }]);
    expect(pump.items[4]!.trend).toEqual([]);
  });

  it('lists a task\'s points by status and the process actions', async () => {
    const abnormal = ik.ok(await k.form(POINT('query-paged-list'), tok.wangfang!, { taskId, pointStatus: 'abnormal' }));
    expect(abnormal.list.map((p: { pointCode: string }) => p.pointCode)).toEqual(['XJ-TS-01']);
    const all = ik.ok(await k.form(POINT('query-paged-list'), tok.wangfang!, { taskId, pageSize: '4', pageIndex: '2' }));
    expect(all).toMatchObject({ totalRowCount: 10, pageCount: 3, pageIndex: 2 });
    expect(all.list.map((p: { sort: number }) => p.sort)).toEqual([5, 6, 7, 8]);
    const actions = ik.ok(await k.post(ACTION('query-list'), tok.chenjing));
    expect(actions.map((a: { code: string; name: string }) => `${a.code}:${a.name}`)).toEqual(['scrap:报废', 'repair:报修', 'clean:清洁', 'lubricate:加油', 'tighten:紧固']);
  });
});

describe('rights', () => {
  let taskId: string;
  let pointId: string;
  beforeAll(async () => {
    taskId = await ik.generate('XJ-SHC', '2026-06-16T00:00:00.000Z');
    clock.set(at('08:20', '2026-06-16'));
    await signIn();
    pointId = (await taskOf(taskId)).points[0].id;
  });

  it('lets only members of the task\'s group check in, record and finish (administrators view only)', async () => {
    for (const token of [tok.zhaolei!, tok.admin!]) {
      for (const [url, fields] of [[TASK('check'), { taskId, pointCode: 'XJ-BL-01' }], [POINT('finish'), { id: pointId, pointStatus: 'none', content: '停机' }], [TASK('finish'), { id: taskId }]] as const) {
        const res = await k.form(url, token, fields);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'forbidden', message: '本巡检任务的巡检组中未找到当前用户，不能巡检或完成任务' });
      }
    }
    const en = await k.form(TASK('finish'), tok.zhaolei!, { id: taskId }, { lang: 'en-US' });
    expect(en.json().message).toBe('You are not in the inspection group of this task: you may not record or finish it');
    expect((await pointOf(pointId, tok.admin)).canRecord).toBe(false);
    expect((await pointOf(pointId)).canRecord).toBe(true);
    expect((await taskOf(taskId)).pointWaitCount).toBe(10);
  });

  it('answers another tenant 404 for every task, point and defect of this one', async () => {
    const defect = await t.db.selectFrom('eam_inspection_abnormal').select('id').executeTakeFirstOrThrow();
    for (const [url, fields] of [
      [TASK('get-by-id'), { id: taskId }], [TASK('check'), { taskId, pointCode: 'XJ-BL-01' }], [TASK('finish'), { id: taskId }],
      [POINT('get-by-id'), { id: pointId }], [POINT('finish'), { id: pointId, pointStatus: 'none', content: '停机' }], [POINT('query-paged-list'), { taskId }],
      [ABNORMAL('get-by-id'), { id: defect.id }],
    ] as const) {
      const res = await k.form(url, tok.hx!, fields);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('notFound');
    }
    expect(ik.ok(await k.form(TASK('query-paged-list'), tok.hx!, {})).totalRowCount).toBe(0);
    expect(ik.ok(await k.form(ABNORMAL('query-paged-list'), tok.hx!, {})).totalRowCount).toBe(0);
  });
});

describe('concurrency and idempotency', () => {
  let taskId: string;
  let pointIds: string[];
  beforeAll(async () => {
    taskId = await ik.generate('XJ-YCL', '2026-06-16T00:00:00.000Z');
    clock.set(at('08:30', '2026-06-16'));
    await signIn();
    pointIds = (await taskOf(taskId)).points.map((p: { id: string }) => p.id);
  });

  it('lets exactly one of two members finishing one point at once win; the other gets 409 naming who recorded it', async () => {
    const detail = await pointOf(pointIds[0]!);
    const body = (operTime: string) => ({ id: pointIds[0]!, pointStatus: 'normal', itemData: itemData(detail.items as never), operTime });
    const [a, b] = await Promise.all([
      k.form(POINT('finish'), tok.chenjing!, body(at('08:10', '2026-06-16'))),
      k.form(POINT('finish'), tok.lijun!, body(at('08:11', '2026-06-16'))),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
    const winner = won.json().data.operUserName as string;
    expect(lost.json()).toMatchObject({ success: false, code: 'conflict' });
    expect(lost.json().message).toBe(`巡检点XJ-YC-01已由${winner}于2026-06-16 ${won.json().data.operTime === at('08:10', '2026-06-16') ? '08:10' : '08:11'}记录，不能重复记录`);
    const task = await taskOf(taskId);
    expect(task).toMatchObject({ pointNormalCount: 1, pointWaitCount: 9 });
    const items = await t.db.selectFrom('eam_inspection_task_item').select('oper_time').where('task_point_id', '=', pointIds[0]!).execute();
    expect(new Set(items.map((i) => i.oper_time))).toEqual(new Set([won.json().data.operTime]));
  });

  it('answers the same clientId again with what was recorded and changes nothing; the clientId of another point is refused', async () => {
    const clientId = randomUUID();
    const first = ik.ok(await finish(pointIds[1]!, { clientId, operTime: at('08:12', '2026-06-16') }));
    const rows = async () => t.db.selectFrom('eam_inspection_task_point').selectAll().where('task_id', '=', taskId).orderBy('sort').execute();
    const before = await rows();
    clock.set(at('08:40', '2026-06-16'));
    const again = ik.ok(await finish(pointIds[1]!, { clientId, operTime: at('08:39', '2026-06-16'), pointStatus: 'none', content: '重发' }));
    expect(again).toEqual(first);
    expect(await rows()).toEqual(before);
    expect((await taskOf(taskId)).pointNormalCount).toBe(2);
    const reused = await finish(pointIds[2]!, { clientId, operTime: at('08:39', '2026-06-16') });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('clientId: 该记录编号已用于另一个巡检点');
  });
});

describe('POST /service-eam/eam-inspection-task-point/sync', () => {
  let pointIds: string[];
  let items: Detail['items'][];
  beforeAll(async () => {
    const taskId = await ik.generate('XJ-WNJY', '2026-06-17T00:00:00.000Z');
    clock.set(at('11:00', '2026-06-17'));
    await signIn();
    pointIds = (await taskOf(taskId, tok.zhaolei)).points.map((p: { id: string }) => p.id);
    items = await Promise.all(pointIds.slice(0, 3).map(async (id) => (await pointOf(id, tok.zhaolei)).items));
  });

  it('records an offline round idempotently, keeps the device time, and refuses one bad record without stopping the others', async () => {
    const records = [
      { id: pointIds[0], pointStatus: 'normal', itemData: itemData(items[0] as never), clientId: randomUUID(), operTime: at('08:21', '2026-06-17'), inspMethod: 'scan' },
      { id: pointIds[1], pointStatus: 'normal', itemData: itemData(items[1] as never, { motorCurrent: 'abc' }), clientId: randomUUID(), operTime: at('08:27', '2026-06-17') },
      { id: pointIds[2], pointStatus: 'normal', itemData: itemData(items[2] as never, { outletPressure: '0.9' }), clientId: randomUUID(), operTime: at('08:33', '2026-06-17'), content: '' },
      { id: pointIds[3], pointStatus: 'none', content: '区域动火作业，暂停进入', clientId: randomUUID(), operTime: at('08:40', '2026-06-17') },
      { id: pointIds[4], pointStatus: 'normal', operTime: at('08:41', '2026-06-17') },
    ];
    const first = ik.ok(await ik.call(POINT('sync'), tok.zhaolei!, { records: JSON.stringify(records) }));
    expect(first).toEqual([
      { clientId: records[0]!.clientId, pointId: pointIds[0], status: 'recorded' },
      { clientId: records[1]!.clientId, pointId: pointIds[1], status: 'refused', code: 'invalid', message: 'itemData.motorCurrent: 电机电流应填写数字' },
      { clientId: records[2]!.clientId, pointId: pointIds[2], status: 'recorded' },
      { clientId: records[3]!.clientId, pointId: pointIds[3], status: 'recorded' },
      { clientId: '', pointId: pointIds[4], status: 'refused', code: 'invalid', message: 'clientId: 不能为空' },
    ]);
    const rows = () => t.db.selectFrom('eam_inspection_task_point').selectAll().where('id', 'in', pointIds).orderBy('sort').execute();
    const after = await rows();
    expect(after.slice(0, 4).map((p) => [p.point_status, p.oper_time, p.record_time])).toEqual([
      ['normal', at('08:21', '2026-06-17'), at('11:00', '2026-06-17')], ['wait', null, null],
      ['abnormal', at('08:33', '2026-06-17'), at('11:00', '2026-06-17')], ['none', at('08:40', '2026-06-17'), at('11:00', '2026-06-17')],
    ]);
    clock.set(at('11:30', '2026-06-17'));
    const second = ik.ok(await ik.call(POINT('sync'), tok.zhaolei!, { records: JSON.stringify(records) }, 'en-US'));
    expect(second.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'refused', 'duplicate', 'duplicate', 'refused']);
    expect(second[1].message).toBe('itemData.motorCurrent: 电机电流 must be a number');
    expect(await rows()).toEqual(after);
    const defects = await t.db.selectFrom('eam_inspection_abnormal').select('task_point_id').where('task_point_id', 'in', pointIds).execute();
    expect(defects.map((d) => d.task_point_id)).toEqual([pointIds[2]]);
  });

  it('refuses records that are not a JSON list or too many, naming the field', async () => {
    const bad = await ik.call(POINT('sync'), tok.zhaolei!, { records: '[{"id":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid', message: 'records: 应为巡检记录的JSON列表' });
    const many = await ik.call(POINT('sync'), tok.zhaolei!, { records: JSON.stringify(Array.from({ length: 201 }, () => ({}))) }, 'en-US');
    expect(many.json().message).toBe('records: at most 200 records per sync');
    const others = ik.ok(await ik.call(POINT('sync'), tok.chenjing!, { records: JSON.stringify([{ id: pointIds[5], pointStatus: 'none', content: 'x', clientId: randomUUID(), operTime: at('08:50', '2026-06-17') }]) }));
    expect(others[0]).toMatchObject({ status: 'refused', code: 'forbidden' });
  });
});
