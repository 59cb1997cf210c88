import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../../test/clock.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createJobsRepository } from '../../jobs/jobs.repository.js';
import { createMaintenanceGeneration } from './generation.js';
import { createMaintenanceRepository } from './maintenance.repository.js';
import { maintenanceKit, planRowsOf, PLAN, TASK, type MaintenanceKit } from './test-kit.js';

// Before the seed's own schedule (it is relative to the real today): only this file's plans fall due.
const clock = movableClock('2026-03-02T02:00:00.000Z');
let t: TestApp;
let m: MaintenanceKit;

beforeAll(async () => {
  t = await createTestApp({ clock });
  m = maintenanceKit(t, clock);
});
afterAll(() => t.close());

const rows = planRowsOf(() => t);
async function at(iso: string) {
  clock.set(iso);
  return t.app.jobs.runDue();
}
/** A monthly plan of 机修保养组 from `startDate`, scheduled now. */
const monthly = (startDate: string) => m.plan(clock.now().toISOString(), { trigger: { kind: 'fixed', every: 1, unit: 'month', startDate } });
/** An after-completion plan whose start has passed: its job is due at once. */
const dueNow = () => m.plan(clock.now().toISOString(), { trigger: { kind: 'completion', every: 1, unit: 'month', startDate: '2026-01-01' } });
const del = (id: string, account = 'heping', lang?: string) => m.call(PLAN('delete'), account, { id }, lang);

type Deleted = { id: string; code: string; cancelledTaskCodes: string[] };
type TaskDetail = { id: string; status: string; cancelReason: string | null; cancelledBy: { name: string } | null; plan: { id: string; code: string; name: string; deleted: boolean } | null };
type Page<T> = { list: T[]; totalRowCount: number };

describe('POST /service-eam/eam-maintain-plan/delete', () => {
  it('deletes a plan: its waiting task is cancelled with the reason and its job dropped; its finished task keeps its history', async () => {
    clock.set('2026-03-02T02:00:00.000Z');
    const planId = await monthly('2026-03-10');
    const { code } = await rows.planRow(planId);
    await at('2026-03-10T00:00:00.000Z');
    const [done] = await rows.tasksOf(planId);
    await m.ok(TASK('start'), 'luobin', { id: done!.id });
    await m.executeAll(done!.id, 'luobin');
    await m.ok(TASK('finish'), 'luobin', { id: done!.id });
    await at('2026-04-10T00:00:00.000Z');
    const waiting = (await rows.tasksOf(planId))[1]!;
    expect(waiting.status).toBe('wait');
    expect(await rows.jobsOf(planId)).toHaveLength(1);

    const res = await del(planId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { id: planId, code, cancelledTaskCodes: [waiting.business_code] } satisfies Deleted });

    // The plan is gone from the plan calls and the list, with nothing scheduled or open.
    expect(await m.refused(PLAN('get-by-id'), 'heping', { id: planId }, 404)).toBe(`保养计划不存在：${planId}`);
    const plans = await m.ok<Page<{ id: string }>>(PLAN('query-paged-list'), 'chenjing', { pageSize: '100' });
    expect(plans.list.map((p) => p.id)).not.toContain(planId);
    expect(await rows.jobsOf(planId)).toEqual([]);
    expect(await rows.planRow(planId)).toMatchObject({ open_task_id: null, job_id: null, next_time: null });

    // The waiting task is cancelled, saying why and by whom; the finished one is as it was, naming its deleted plan.
    const cancelled = await m.ok<TaskDetail>(TASK('get-by-id'), 'chenjing', { id: waiting.id });
    expect(cancelled).toMatchObject({ status: 'cancel', cancelReason: `保养计划${code}已删除`, cancelledBy: { name: '何平' }, plan: { id: planId, code, deleted: true } });
    const finished = await m.ok<TaskDetail & { actTotalCost: number }>(TASK('get-by-id'), 'chenjing', { id: done!.id });
    expect(finished).toMatchObject({ status: 'finish', plan: { id: planId, code, name: '测试保养计划', deleted: true } });
    const history = await m.ok<Page<{ id: string; status: string }>>(TASK('query-paged-list'), 'chenjing', { scope: 'all', planId, pageSize: '50' });
    expect(history.list.map((x) => [x.id, x.status])).toEqual([[waiting.id, 'cancel'], [done!.id, 'finish']]);
    const byAsset = await m.ok<Page<{ id: string }>>(TASK('query-by-asset'), 'chenjing', { assetId: done!.asset_id, pageSize: '100' });
    expect(byAsset.list.map((x) => x.id)).toEqual(expect.arrayContaining([done!.id, waiting.id]));

    // Its next date passes: nothing is generated.
    await at('2026-05-10T00:00:00.000Z');
    expect(await rows.tasksOf(planId)).toHaveLength(2);
  });

  it('answers a second delete with 404 in the caller\'s language', async () => {
    clock.set('2026-03-02T02:00:00.000Z');
    const planId = await monthly('2026-06-01');
    expect((await del(planId)).statusCode).toBe(200);
    expect(await m.refused(PLAN('delete'), 'heping', { id: planId }, 404)).toBe(`保养计划不存在：${planId}`);
    expect(await m.refused(PLAN('delete'), 'heping', { id: planId }, 404, 'en-US')).toBe(`No such maintenance plan: ${planId}`);
    // Nor can it be started, changed or made to generate any more.
    expect(await m.refused(PLAN('start'), 'heping', { id: planId }, 404, 'en-US')).toBe(`No such maintenance plan: ${planId}`);
    expect(await m.refused(PLAN('create-task'), 'heping', { id: planId }, 404)).toBe(`保养计划不存在：${planId}`);
  });

  it('refuses while one of the plan\'s tasks is in progress, naming it, and changes nothing', async () => {
    clock.set('2026-03-02T02:00:00.000Z');
    const planId = await monthly('2026-06-01');
    const task = await m.ok<{ id: string; businessCode: string }>(PLAN('create-task'), 'heping', { id: planId });
    await m.ok(TASK('start'), 'gaoyuan', { id: task.id });
    const before = await rows.planRow(planId);

    expect(await m.refused(PLAN('delete'), 'heping', { id: planId }, 409)).toBe(`保养任务${task.businessCode}正在保养中，不能删除计划：请先完成或取消该任务`);
    expect(await m.refused(PLAN('delete'), 'liqiang', { id: planId }, 409, 'en-US'))
      .toBe(`The plan's task ${task.businessCode} is in progress: finish or cancel it before deleting the plan`);
    expect(await m.refused(PLAN('delete'), 'heping', { id: planId }, 409, 'zh-TW')).toBe(`保養任務${task.businessCode}正在保養中，無法刪除計畫：請先完成或取消該任務`);
    expect(await rows.planRow(planId)).toEqual(before);
    expect((await rows.tasksOf(planId)).map((x) => x.status)).toEqual(['acting']);

    // Once the task is finished the plan may go.
    await m.executeAll(task.id, 'gaoyuan');
    await m.ok(TASK('finish'), 'gaoyuan', { id: task.id });
    expect(await m.ok<Deleted>(PLAN('delete'), 'heping', { id: planId })).toMatchObject({ cancelledTaskCodes: [] });
  });

  it('is for the group\'s leader or a maintenance manager only (403), and another tenant\'s plan is not found (404)', async () => {
    clock.set('2026-03-02T02:00:00.000Z');
    const planId = await monthly('2026-06-01');
    expect((await m.ok<{ actions: string[] }>(PLAN('get-by-id'), 'luobin', { id: planId })).actions).toEqual([]);
    expect(await m.refused(PLAN('delete'), 'luobin', { id: planId }, 403)).toBe('只有保养组“机修保养组”的组长或保养主管可以执行此操作');
    expect(await m.refused(PLAN('delete'), 'pengcheng', { id: planId }, 403, 'en-US'))
      .toBe('Only the leader of the maintenance group 机修保养组 or a maintenance manager may do this');
    // A tenant administrator manages maintenance in their own tenant only.
    const hx = await m.eam().form(PLAN('delete'), await m.token('hxadmin', await m.eam().otherTenantId()), { id: planId }, { lang: 'en-US' });
    expect(hx.statusCode).toBe(404);
    expect(hx.json()).toEqual({ success: false, code: 'notFound', message: `No such maintenance plan: ${planId}` });
    expect((await rows.planRow(planId)).status).toBe('start');

    expect((await m.ok<{ actions: string[] }>(PLAN('get-by-id'), 'liqiang', { id: planId })).actions).toContain('delete');
    expect((await m.ok<Deleted>(PLAN('delete'), 'liqiang', { id: planId })).id).toBe(planId);
  });
});

describe('a delete racing the generation of a task', () => {
  // On SQLite the two transactions queue for the write lock; on PostgreSQL (TEST_DATABASE_URL) they overlap, and
  // without the delete's check of the open task an orphan waiting task appears within a few rounds.
  it('leaves no open task whichever of the delete and the due job comes first', async () => {
    clock.set('2026-03-02T02:00:00.000Z');
    for (let round = 0; round < 10; round++) {
      const planId = await dueNow();
      expect((await rows.planRow(planId)).next_time).toBe(clock.now().toISOString());
      const [res] = await Promise.all([del(planId), t.app.jobs.runDue()]);
      expect(res.statusCode, res.body).toBe(200);
      const tasks = await rows.tasksOf(planId);
      // Generated first: cancelled by the delete, and said so. Deleted first: never generated.
      expect(tasks.filter((x) => x.status === 'wait' || x.status === 'acting'), `round ${round}`).toEqual([]);
      expect((res.json().data as Deleted).cancelledTaskCodes).toEqual(tasks.map((x) => x.business_code));
      expect(await rows.jobsOf(planId)).toEqual([]);
    }
  });

  it('stops a generation that read the plan before the delete (立即生成, or the job on PostgreSQL)', async () => {
    clock.set('2026-03-02T02:00:00.000Z');
    const planId = await dueNow();
    const repo = createMaintenanceRepository(t.db);
    const generation = createMaintenanceGeneration({ db: t.db, jobs: createJobsRepository(t.db), clock });
    const [job] = await rows.jobsOf(planId);
    const seen = (await repo.plan(await m.plantId(), planId))!;

    expect((await del(planId)).statusCode).toBe(200);
    expect(await generation.createTask(repo, seen, clock.now().toISOString())).toBeNull();
    // The job, claimed before the delete dropped it, runs after it: nothing either.
    await t.db.insertInto('sys_job').values({ ...job!, attempts: 0, claimed_by: null, claimed_until: null }).execute();
    await t.app.jobs.runDue();
    expect(await rows.tasksOf(planId)).toEqual([]);
    expect((await rows.planRow(planId)).open_task_id).toBeNull();
  });
});
