import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../../test/clock.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { newId } from '../../../platform/clock.js';
import { maintenanceKit, planRowsOf, METER, PLAN, TASK, type MaintenanceKit } from './test-kit.js';

// Before the seed's own schedule (it is relative to the real today): only this file's plans fall due.
const clock = movableClock('2026-03-02T02:00:00.000Z');
let t: TestApp;
let m: MaintenanceKit;

beforeAll(async () => {
  t = await createTestApp({ clock });
  m = maintenanceKit(t, clock);
});
afterAll(() => t.close());

/** The rows the tests look at directly. */
const rows = {
  ...planRowsOf(() => t),
  /** A meter with no readings on the asset. */
  async meter(assetCode = 'TS-PU-001'): Promise<string> {
    const id = newId();
    await t.db.insertInto('eam_asset_meter').values({
      id, tenant_id: await m.plantId(), asset_id: await m.assetId(assetCode), code: `MT-T-${id.slice(0, 6)}`, name: '运行小时', kind: 'hours', unit: 'h',
      last_value: null, last_read_time: null, created_at: clock.now().toISOString(),
    }).execute();
    return id;
  },
};

/** Sets the clock and runs the due jobs. */
async function at(iso: string) {
  clock.set(iso);
  return t.app.jobs.runDue();
}
type Detail = { id: string; status: string; overdue: boolean; projects: Array<{ id: string; name: string; status: string }>; actions: string[]; skippedDates: string[] };

describe('a fixed monthly plan', () => {
  it('produces its task when the clock passes the date, not before, once, and schedules the next month', async () => {
    clock.set('2026-03-02T02:00:00.000Z');
    const planId = await m.plan(clock.now().toISOString(), { trigger: { kind: 'fixed', every: 1, unit: 'month', startDate: '2026-03-15' } });
    expect((await rows.planRow(planId)).next_time).toBe('2026-03-15T00:00:00.000Z');
    await at('2026-03-14T23:59:00.000Z');
    expect(await rows.tasksOf(planId)).toEqual([]);
    const [job] = await rows.jobsOf(planId);
    await at('2026-03-15T00:00:00.000Z');
    const [task] = await rows.tasksOf(planId);
    expect(task).toMatchObject({ status: 'wait', plan_start_time: '2026-03-15T00:00:00.000Z', deadline: '2026-03-18T00:00:00.000Z', name: '测试保养计划', asset_code: 'TS-PU-001' });
    expect(task!.business_code).toMatch(/^BY20260315-\d{3}$/);
    expect(await rows.jobsOf(planId)).toEqual([expect.objectContaining({ due_at: '2026-04-15T00:00:00.000Z' })]);
    // The same job run again (a lost claim) finds its occurrence taken: no second task.
    await t.db.insertInto('sys_job').values({ ...job!, attempts: 0, claimed_by: null, claimed_until: null }).execute();
    await t.app.jobs.runDue();
    expect(await rows.tasksOf(planId)).toHaveLength(1);
    expect(await rows.jobsOf(planId)).toHaveLength(1);

    // Executed project by project by a member of the group, refused to finish while one is pending, then finished.
    const started = await m.ok<Detail>(TASK('start'), 'luobin', { id: task!.id });
    expect(started).toMatchObject({ status: 'acting', executor: { name: '罗斌' }, actions: ['execute', 'finish'] });
    const [p1, p2, p3] = started.projects;
    await m.ok(TASK('execute'), 'luobin', { taskId: task!.id, projects: JSON.stringify([{ id: p1!.id, status: 'executed', content: '无渗漏' }]) });
    const second = await m.ok<Detail>(TASK('execute'), 'gaoyuan', {
      taskId: task!.id, projects: JSON.stringify([{ id: p2!.id, status: 'none', content: '本月已由厂家加注' }]), parts: JSON.stringify([{ name: '锂基润滑脂', qty: 0.5, unit: 'kg' }]),
    });
    expect(second.projects.map((p) => p.status)).toEqual(['executed', 'none', 'unexecuted']);
    const pending = await m.refused(TASK('finish'), 'luobin', { id: task!.id }, 409);
    expect(pending).toBe('还有保养项目未完成：紧固地脚螺栓');
    expect(await m.refused(TASK('finish'), 'luobin', { id: task!.id }, 409, 'en-US')).toBe('Projects not done yet: 紧固地脚螺栓');
    await m.ok(TASK('execute'), 'luobin', { taskId: task!.id, projects: JSON.stringify([{ id: p3!.id, status: 'executed' }]) });
    clock.set('2026-03-15T03:30:00.000Z');
    const done = await m.ok<Detail & { actTotalCost: number; parts: unknown[]; result: string }>(TASK('finish'), 'luobin', { id: task!.id, result: '运行正常' });
    expect(done).toMatchObject({ status: 'finish', actTotalCost: 3.5, result: '运行正常', overdue: false, actions: [], parts: [{ name: '锂基润滑脂', qty: 0.5, unit: 'kg' }] });
    expect((await rows.planRow(planId)).open_task_id).toBeNull();

    // A fixed plan keeps its dates whatever the finish: the next task comes on 15 April.
    await at('2026-04-14T12:00:00.000Z');
    expect(await rows.tasksOf(planId)).toHaveLength(1);
    await at('2026-04-15T00:00:00.000Z');
    expect((await rows.tasksOf(planId)).map((x) => x.plan_start_time)).toEqual(['2026-03-15T00:00:00.000Z', '2026-04-15T00:00:00.000Z']);
  });

  it('skips the dates its late task is still open at, records them, and generates again once it is done', async () => {
    clock.set('2026-03-02T02:00:00.000Z');
    const planId = await m.plan(clock.now().toISOString(), { trigger: { kind: 'fixed', every: 1, unit: 'month', startDate: '2026-03-20' } });
    await at('2026-03-20T01:00:00.000Z');
    const [late] = await rows.tasksOf(planId);
    await at('2026-04-20T00:00:00.000Z');
    await at('2026-05-20T00:00:00.000Z');
    expect(await rows.tasksOf(planId)).toHaveLength(1);
    await m.ok(TASK('start'), 'heping', { id: late!.id });
    await m.executeAll(late!.id, 'heping');
    clock.set('2026-05-21T02:00:00.000Z');
    const lateDone = await m.ok<Detail>(TASK('finish'), 'heping', { id: late!.id });
    expect(lateDone).toMatchObject({ overdue: true, skippedDates: ['2026-04-20', '2026-05-20'] });
    const plan = await m.ok<{ skippedCount: number; skippedDates: string[]; nextTime: string; openTaskId: null }>(PLAN('get-by-id'), 'chenjing', { id: planId });
    expect(plan).toMatchObject({ skippedCount: 2, skippedDates: ['2026-05-20', '2026-04-20'], nextTime: '2026-06-20T00:00:00.000Z', openTaskId: null });
    await at('2026-06-20T00:00:00.000Z');
    expect((await rows.tasksOf(planId)).map((x) => x.plan_start_time)).toEqual(['2026-03-20T00:00:00.000Z', '2026-06-20T00:00:00.000Z']);
  });

  it('after the server was down, makes the task of the latest date and records the ones missed', async () => {
    clock.set('2026-03-02T02:00:00.000Z');
    const planId = await m.plan(clock.now().toISOString(), { trigger: { kind: 'fixed', every: 1, unit: 'week', startDate: '2026-03-03' } });
    await at('2026-03-18T09:00:00.000Z');
    const tasks = await rows.tasksOf(planId);
    expect(tasks.map((x) => x.plan_start_time)).toEqual(['2026-03-17T00:00:00.000Z']);
    const skipped = await t.db.selectFrom('eam_maintain_skip').select(['occurrence_date', 'task_id']).where('plan_id', '=', planId).orderBy('occurrence_date').execute();
    expect(skipped).toEqual([{ occurrence_date: '2026-03-03', task_id: tasks[0]!.id }, { occurrence_date: '2026-03-10', task_id: tasks[0]!.id }]);
    expect((await rows.planRow(planId)).next_time).toBe('2026-03-24T00:00:00.000Z');
  });

  it('shows overdue past the deadline (planned start + timeout hours), in rows, filters and counts', async () => {
    clock.set('2026-07-01T02:00:00.000Z');
    const planId = await m.plan(clock.now().toISOString(), { trigger: { kind: 'fixed', every: 3, unit: 'month', startDate: '2026-07-06' }, timeout: 48 });
    await at('2026-07-06T00:00:00.000Z');
    const [task] = await rows.tasksOf(planId);
    await at('2026-07-07T23:59:00.000Z');
    expect(await m.ok(TASK('get-by-id'), 'chenjing', { id: task!.id })).toMatchObject({ overdue: false, deadline: '2026-07-08T00:00:00.000Z' });
    clock.set('2026-07-08T00:01:00.000Z');
    expect(await m.ok(TASK('get-by-id'), 'chenjing', { id: task!.id })).toMatchObject({ overdue: true });
    const overdue = await m.ok<{ list: Array<{ id: string }> }>(TASK('query-paged-list'), 'chenjing', { overdue: 'true', planId, pageSize: '50' });
    expect(overdue.list.map((x) => x.id)).toEqual([task!.id]);
    expect((await m.ok<{ list: unknown[] }>(TASK('query-paged-list'), 'chenjing', { overdue: 'false', planId })).list).toEqual([]);
    expect(await m.ok(TASK('query-status-count-data'), 'chenjing', { planId })).toEqual({ wait: 1, acting: 0, finish: 0, cancel: 0, overdue: 1 });
  });

  it('does nothing once stopped, even if its old job runs, and resumes from the next date after a start', async () => {
    clock.set('2026-03-02T02:00:00.000Z');
    const planId = await m.plan(clock.now().toISOString(), { trigger: { kind: 'fixed', every: 1, unit: 'month', startDate: '2026-03-25' } });
    const [job] = await rows.jobsOf(planId);
    const stopped = await m.ok(PLAN('stop'), 'heping', { id: planId });
    expect(stopped).toMatchObject({ status: 'stop', nextTime: null, nextOccurrences: [], actions: ['start', 'createTask', 'update', 'delete'] });
    expect(await rows.jobsOf(planId)).toEqual([]);
    await t.db.insertInto('sys_job').values({ ...job!, attempts: 0 }).execute();
    await at('2026-04-26T00:00:00.000Z');
    expect(await rows.tasksOf(planId)).toEqual([]);
    const started = await m.ok<{ nextTime: string; nextOccurrences: string[] }>(PLAN('start'), 'heping', { id: planId });
    expect(started.nextTime).toBe('2026-05-25T00:00:00.000Z');
    expect(started.nextOccurrences).toEqual(['2026-05-25', '2026-06-25', '2026-07-25', '2026-08-25', '2026-09-25'].map((d) => `${d}T00:00:00.000Z`));
    expect(await rows.jobsOf(planId)).toEqual([expect.objectContaining({ due_at: '2026-05-25T00:00:00.000Z' })]);
  });
});

describe('a plan after completion', () => {
  it('schedules its next task from the finish, and after a cancel from the cancel', async () => {
    clock.set('2026-03-02T02:00:00.000Z');
    const planId = await m.plan(clock.now().toISOString(), { trigger: { kind: 'completion', every: 10, unit: 'day', startDate: '2026-03-10' } });
    await at('2026-03-10T00:00:00.000Z');
    const [first] = await rows.tasksOf(planId);
    expect((await rows.planRow(planId)).next_time).toBeNull();
    expect(await rows.jobsOf(planId)).toEqual([]);
    await m.ok(TASK('start'), 'lintao', { id: first!.id });
    await m.executeAll(first!.id, 'lintao');
    // 14:00 UTC on 18 March is 22:00 at the plant: ten days after the 18th.
    clock.set('2026-03-18T14:00:00.000Z');
    await m.ok(TASK('finish'), 'lintao', { id: first!.id, actTotalCost: '2.5' });
    expect((await rows.planRow(planId)).next_time).toBe('2026-03-28T00:00:00.000Z');
    expect((await m.ok<{ nextOccurrences: string[] }>(PLAN('get-by-id'), 'chenjing', { id: planId })).nextOccurrences.slice(0, 2)).toEqual(['2026-03-28T00:00:00.000Z', '2026-04-07T00:00:00.000Z']);
    await at('2026-03-27T23:00:00.000Z');
    expect(await rows.tasksOf(planId)).toHaveLength(1);
    await at('2026-03-28T00:00:00.000Z');
    const second = (await rows.tasksOf(planId))[1]!;
    expect(second.plan_start_time).toBe('2026-03-28T00:00:00.000Z');
    clock.set('2026-04-02T03:00:00.000Z');
    await m.ok(TASK('cancel'), 'heping', { id: second.id, reason: '设备停机检修' });
    expect((await rows.planRow(planId)).next_time).toBe('2026-04-12T00:00:00.000Z');
    expect(await rows.jobsOf(planId)).toEqual([expect.objectContaining({ due_at: '2026-04-12T00:00:00.000Z' })]);
  });
});

describe('a meter plan', () => {
  it('fires on the reading that crosses the last service reading plus the interval, projects its date, and restarts from the finish', async () => {
    clock.set('2026-03-02T02:00:00.000Z');
    const meterId = await rows.meter();
    const planId = await m.plan(clock.now().toISOString(), { trigger: { kind: 'meter', meterId, every: 500, lastServiceReading: 1000 } });
    const record = (value: string, readTime?: string, account = 'gaoyuan') =>
      m.ok<{ meter: { lastValue: number; averagePerDay: number | null }; createdTaskIds: string[] }>(METER('record'), account, { meterId, value, ...(readTime ? { readTime } : {}) });
    expect((await record('1200', '2026-02-20T00:30:00.000Z')).createdTaskIds).toEqual([]);
    const second = await record('1400', '2026-03-02T00:30:00+00:00');
    expect(second.meter).toMatchObject({ lastValue: 1400, averagePerDay: 20 });
    const plan = await m.ok<{ trigger: Record<string, unknown>; nextTime: string; triggerText: string; nextOccurrences: string[] }>(PLAN('get-by-id'), 'chenjing', { id: planId });
    expect(plan.trigger).toMatchObject({ kind: 'meter', every: 500, lastServiceReading: 1000, dueReading: 1500, currentReading: 1400, averagePerDay: 20, projectedDate: '2026-03-07T00:30:00.000Z' });
    expect(plan.nextTime).toBe('2026-03-07T00:30:00.000Z');
    expect(plan.triggerText).toBe('运行小时每500h');
    expect(plan.nextOccurrences.slice(0, 2)).toEqual(['2026-03-07T00:30:00.000Z', '2026-04-01T00:30:00.000Z']);

    clock.set('2026-03-05T02:00:00.000Z');
    expect((await record('1499.9')).createdTaskIds).toEqual([]);
    clock.set('2026-03-06T02:00:00.000Z');
    const crossing = await record('1503');
    expect(crossing.createdTaskIds).toHaveLength(1);
    expect((await record('1510')).createdTaskIds).toEqual([]);
    const [task] = await rows.tasksOf(planId);
    expect(task).toMatchObject({ id: crossing.createdTaskIds[0], plan_start_time: '2026-03-06T02:00:00.000Z', status: 'wait' });

    await m.ok(TASK('start'), 'gaoyuan', { id: task!.id });
    await m.executeAll(task!.id, 'gaoyuan');
    await m.ok(TASK('finish'), 'gaoyuan', { id: task!.id });
    expect(await rows.planRow(planId)).toMatchObject({ last_service_reading: 1510, open_task_id: null });
    clock.set('2026-03-30T02:00:00.000Z');
    expect((await record('2009')).createdTaskIds).toEqual([]);
    expect((await record('2010')).createdTaskIds).toHaveLength(1);
  });

  it('refuses a counter going backwards, a reading ahead of a later one and a time in the future, naming the field', async () => {
    clock.set('2026-03-02T02:00:00.000Z');
    const meterId = await rows.meter();
    await m.ok(METER('record'), 'heping', { meterId, value: '100', readTime: '2026-03-01T00:00:00.000Z' });
    await m.ok(METER('record'), 'heping', { meterId, value: '300', readTime: '2026-03-02T00:00:00.000Z' });
    expect(await m.refused(METER('record'), 'heping', { meterId, value: '299' }, 400)).toBe('value: 读数不能小于之前的读数300（2026-03-02 08:00）');
    expect(await m.refused(METER('record'), 'heping', { meterId, value: '99', readTime: '2026-03-01T12:00:00.000Z' }, 400, 'en-US'))
      .toBe('value: the reading must not be below the earlier reading 100 (2026-03-01 08:00)');
    expect(await m.refused(METER('record'), 'heping', { meterId, value: '301', readTime: '2026-03-01T12:00:00.000Z' }, 400, 'en-US'))
      .toBe('value: the reading must not be above the later reading 300 (2026-03-02 08:00)');
    expect(await m.refused(METER('record'), 'heping', { meterId, value: '400', readTime: '2026-03-03T00:00:00.000Z' }, 400)).toBe('readTime: 读数时间不能晚于当前时间');
    // A reading between its neighbours is taken, out of order, and the meter keeps its latest.
    const between = await m.ok<{ meter: { lastValue: number; readings: Array<{ value: number }> } }>(METER('record'), 'heping', { meterId, value: '200', readTime: '2026-03-01T12:00:00.000Z' });
    expect(between.meter.lastValue).toBe(300);
    expect(between.meter.readings.map((r) => r.value)).toEqual([300, 200, 100]);
    expect(await m.refused(METER('record'), 'chenjing', { meterId, value: '500' }, 403)).toBe('只有保养组成员或保养主管可以登记读数');
    await m.ok(METER('record'), 'liqiang', { meterId, value: '310' });
  });
});
