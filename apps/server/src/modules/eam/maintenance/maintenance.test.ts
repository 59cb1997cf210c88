import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../../test/clock.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { multipart } from '../../../test/multipart.js';
import { avatarPng } from '../../../seed/png.js';
import { seedMaintenance } from '../../../seed/eam/maintenance.js';
import { maintenanceKit, planRowsOf, METER, PLAN, TASK, type MaintenanceKit } from './test-kit.js';

// The seed is relative to the real today; so is this clock (its jobs are not run here).
const clock = movableClock(new Date().toISOString());
let t: TestApp;
let m: MaintenanceKit;

beforeAll(async () => {
  t = await createTestApp({ clock });
  m = maintenanceKit(t, clock);
});
afterAll(() => t.close());
const { tasksOf } = planRowsOf(() => t);

type Paged<T> = { list: T[]; pageIndex: number; pageSize: number; totalRowCount: number; pageCount: number };
type PlanRow = { id: string; code: string; name: string; status: string; asset: { assetCode: string; name: string }; group: { name: string }; trigger: { kind: string }; triggerText: string; openTaskId: string | null; nextTime: string | null };
type TaskDetail = { id: string; businessCode: string; status: string; group: { name: string }; projects: Array<{ id: string; name: string; status: string; pictureIds: string[] }>; actions: string[] };

const planByAsset = async (assetName: string) => {
  const page = await m.ok<Paged<PlanRow>>(PLAN('query-paged-list'), 'chenjing', { searchValue: assetName, pageSize: '50' });
  return page.list.find((p) => p.asset.name === assetName)!;
};
/** A fresh task of a plan of 机修保养组 with no open task (立即生成 by its leader). */
async function freshTask(): Promise<TaskDetail> {
  const planId = await m.plan(clock.now().toISOString(), { trigger: { kind: 'fixed', every: 1, unit: 'month', startDate: '2099-01-01' } });
  return m.ok<TaskDetail>(PLAN('create-task'), 'heping', { id: planId });
}

describe('POST /service-eam/eam-maintain-plan/query-paged-list and get-by-id', () => {
  it('lists the seeded plans in code order with their asset, group, trigger in words and schedule', async () => {
    const page = await m.ok<Paged<PlanRow>>(PLAN('query-paged-list'), 'chenjing', { pageSize: '100' });
    expect(page.totalRowCount).toBeGreaterThanOrEqual(25);
    expect(page.list.map((p) => p.code)).toEqual([...page.list.map((p) => p.code)].sort());
    expect(new Set(page.list.map((p) => p.trigger.kind))).toEqual(new Set(['fixed', 'completion', 'meter']));
    expect(new Set(page.list.map((p) => p.group.name))).toEqual(new Set(['机修保养组', '电仪保养组']));
    const pump = page.list.find((p) => p.asset.name === '1#进水提升泵')!;
    expect(pump).toMatchObject({ status: 'start', trigger: { kind: 'fixed', every: 1, unit: 'month' }, openTaskId: expect.any(String) });
    expect(pump.triggerText).toMatch(/^每月（固定周期，自\d{4}-\d{2}-\d{2}起）$/);
    expect(Date.parse(pump.nextTime!)).toBeGreaterThan(clock.now().getTime());
    const stopped = await m.ok<Paged<PlanRow>>(PLAN('query-paged-list'), 'chenjing', { status: 'stop' });
    expect(stopped.list.map((p) => [p.asset.name, p.nextTime])).toEqual([['4#进水提升泵', null]]);
    const uv = await m.ok<Paged<PlanRow>>(PLAN('query-paged-list'), 'chenjing', { searchValue: '紫外', triggerKind: 'meter' });
    expect(uv.list).toHaveLength(4);
    expect(uv.list[0]!.triggerText).toBe('灯管运行小时每9000h');
    const en = await m.call(PLAN('query-paged-list'), 'chenjing', { assetId: await m.assetId(uv.list[0]!.asset.assetCode) }, 'en-US');
    expect(en.json().data.list[0].triggerText).toBe('Every 9000 h of 灯管运行小时');
  });

  it('gives a plan with its projects, next occurrences, tasks and what the caller may do', async () => {
    const pump = await planByAsset('1#进水提升泵');
    const detail = await m.ok<{ projects: Array<{ name: string; baseCost: number }>; nextOccurrences: string[]; tasks: Array<{ id: string }>; totalCost: number; actions: string[] }>(
      PLAN('get-by-id'), 'heping', { id: pump.id });
    expect(detail.projects.map((p) => p.name)).toEqual(['检查机械密封', '补充润滑脂', '紧固地脚螺栓', '测量振动与温升']);
    expect(detail.totalCost).toBe(1.6);
    expect(detail.nextOccurrences).toHaveLength(5);
    expect(detail.nextOccurrences[0]).toBe(pump.nextTime);
    expect(detail.tasks.map((x) => x.id)).toContain(pump.openTaskId);
    expect(detail.actions).toEqual(['stop', 'update', 'delete']);
    expect((await m.ok<{ actions: string[] }>(PLAN('get-by-id'), 'liqiang', { id: pump.id })).actions).toEqual(['stop', 'update', 'delete']);
    expect((await m.ok<{ actions: string[] }>(PLAN('get-by-id'), 'luobin', { id: pump.id })).actions).toEqual([]);
    expect((await m.ok<{ actions: string[] }>(PLAN('get-by-id'), 'pengcheng', { id: pump.id })).actions).toEqual([]);
    const free = await planByAsset('2#回转式粗格栅除污机');
    expect((await m.ok<{ actions: string[] }>(PLAN('get-by-id'), 'heping', { id: free.id })).actions).toEqual(['stop', 'createTask', 'update', 'delete']);
  });

  it('shows the meters of an asset with their readings and use per day', async () => {
    const blower = await planByAsset('1#磁悬浮鼓风机');
    const meters = await m.ok<Array<{ name: string; unit: string; lastValue: number; averagePerDay: number; readings: unknown[] }>>(
      METER('query-list'), 'chenjing', { assetId: await m.assetId(blower.asset.assetCode) });
    expect(meters).toEqual([expect.objectContaining({ name: '运行小时', unit: 'h', readings: expect.any(Array) })]);
    expect(meters[0]!.readings.length).toBeGreaterThanOrEqual(8);
    expect(meters[0]!.averagePerDay).toBeGreaterThan(15);
  });
});

describe('the seeded open tasks', () => {
  it('has waiting, under way and overdue tasks for each group, and one raised by a meter', async () => {
    const counts = await m.ok<Record<string, number>>(TASK('query-status-count-data'), 'heping', { scope: 'group' });
    expect(counts.wait).toBeGreaterThanOrEqual(2);
    expect(counts.acting).toBeGreaterThanOrEqual(1);
    expect(counts.overdue).toBeGreaterThanOrEqual(1);
    const electric = await m.ok<Record<string, number>>(TASK('query-status-count-data'), 'pengcheng', { scope: 'group' });
    expect(electric.wait + electric.acting).toBeGreaterThanOrEqual(2);
    const overdue = await m.ok<Paged<{ name: string; overdue: boolean; status: string }>>(TASK('query-paged-list'), 'heping', { overdue: 'true', status: 'wait' });
    expect(overdue.list.map((x) => x.name)).toContain('1#沉砂池罗茨风机季度保养');
    const blower = await planByAsset('2#磁悬浮鼓风机');
    expect(blower.openTaskId).toEqual(expect.any(String));
  });
});

describe('rights', () => {
  it('lets the leader or a manager generate, start and stop plans, nobody else; refuses a second open task', async () => {
    const planId = await m.plan(clock.now().toISOString(), { trigger: { kind: 'fixed', every: 1, unit: 'month', startDate: '2099-01-01' } });
    for (const who of ['chenjing', 'luobin', 'pengcheng']) {
      expect(await m.refused(PLAN('create-task'), who, { id: planId }, 403)).toBe('只有保养组“机修保养组”的组长或保养主管可以执行此操作');
      await m.refused(PLAN('stop'), who, { id: planId }, 403);
    }
    expect(await m.refused(PLAN('stop'), 'luobin', { id: planId }, 403, 'en-US')).toBe('Only the leader of the maintenance group 机修保养组 or a maintenance manager may do this');
    const task = await m.ok<TaskDetail>(PLAN('create-task'), 'heping', { id: planId });
    expect(task).toMatchObject({ status: 'wait', businessCode: expect.stringMatching(/^BY\d{8}-\d{3}$/) });
    expect(await m.refused(PLAN('create-task'), 'liqiang', { id: planId }, 409)).toBe(`该计划已有未完成的保养任务：${task.businessCode}，完成或取消后才能再生成`);
    await m.ok(PLAN('stop'), 'liqiang', { id: planId });
    expect(await m.refused(PLAN('stop'), 'heping', { id: planId }, 409)).toBe('保养计划已是停用状态');
    await m.ok(PLAN('start'), 'admin', { id: planId });
    expect(await m.refused(PLAN('start'), 'heping', { id: planId }, 409, 'en-US')).toBe('The plan is started already');
  });

  it('lets members start, execute and finish a task, the leader or a manager cancel it; everything else is 403', async () => {
    const task = await freshTask();
    for (const who of ['chenjing', 'pengcheng', 'admin', 'liqiang']) {
      expect(await m.refused(TASK('start'), who, { id: task.id }, 403)).toBe('只有保养组“机修保养组”的成员可以执行此操作');
    }
    expect(await m.ok<TaskDetail>(TASK('get-by-id'), 'lintao', { id: task.id })).toMatchObject({ actions: ['start'] });
    expect(await m.ok<TaskDetail>(TASK('get-by-id'), 'heping', { id: task.id })).toMatchObject({ actions: ['start', 'cancel'] });
    expect(await m.ok<TaskDetail>(TASK('get-by-id'), 'chenjing', { id: task.id })).toMatchObject({ actions: [] });
    const started = await m.ok<TaskDetail>(TASK('start'), 'lintao', { id: task.id });
    const projects = JSON.stringify(started.projects.map((p) => ({ id: p.id, status: 'executed' })));
    await m.refused(TASK('execute'), 'chenjing', { taskId: task.id, projects }, 403);
    await m.refused(TASK('finish'), 'zhoujie', { id: task.id }, 403);
    expect(await m.refused(TASK('cancel'), 'lintao', { id: task.id, reason: '不需要' }, 403)).toBe('只有保养组“机修保养组”的组长或保养主管可以执行此操作');
    expect(await m.refused(TASK('start'), 'luobin', { id: task.id }, 409)).toBe('保养任务当前为“保养中”，无法执行此操作，请刷新后重试');
    const cancelled = await m.ok<TaskDetail & { cancelReason: string; cancelledBy: { name: string } }>(TASK('cancel'), 'liqiang', { id: task.id, reason: '设备改造，本次取消' });
    expect(cancelled).toMatchObject({ status: 'cancel', cancelReason: '设备改造，本次取消', cancelledBy: { name: '李强' }, actions: [] });
    expect(await m.refused(TASK('execute'), 'lintao', { taskId: task.id, projects }, 409, 'en-US')).toBe('The task is cancelled now and cannot be changed this way; refresh and try again');
    expect(await m.refused(TASK('cancel'), 'heping', { id: task.id, reason: '再次取消' }, 409)).toBe('保养任务当前为“已取消”，无法执行此操作，请刷新后重试');
  });

  it('shows another tenant nothing: 404 for the plant\'s plans, tasks and meters', async () => {
    const hx = await m.eam().otherTenantId();
    const pump = await planByAsset('1#进水提升泵');
    const tok = await m.token('hxadmin', hx);
    const call = (url: string, fields: Record<string, string>) => m.eam().form(url, tok, fields);
    expect((await call(PLAN('get-by-id'), { id: pump.id })).statusCode).toBe(404);
    expect((await call(PLAN('create-task'), { id: pump.id })).json()).toMatchObject({ success: false, code: 'notFound', message: `保养计划不存在：${pump.id}` });
    expect((await call(TASK('get-by-id'), { id: pump.openTaskId! })).statusCode).toBe(404);
    expect((await call(TASK('start'), { id: pump.openTaskId! })).statusCode).toBe(404);
    const assetId = await m.assetId(pump.asset.assetCode);
    expect((await call(METER('query-list'), { assetId })).statusCode).toBe(404);
    expect((await call(TASK('query-by-asset'), { assetId })).statusCode).toBe(404);
    expect((await call(PLAN('query-paged-list'), {})).json().data.totalRowCount).toBe(0);
    expect((await call(TASK('query-paged-list'), {})).json().data.totalRowCount).toBe(0);
  });
});

describe('lists of tasks', () => {
  it('scopes to mine (executing, or waiting in my groups), my groups, or all; and gives an asset its history newest first', async () => {
    const waiting = await freshTask();
    const acting = await freshTask();
    await m.ok(TASK('start'), 'gaoyuan', { id: acting.id });
    const ids = async (account: string, fields: Record<string, string>) =>
      (await m.ok<Paged<{ id: string }>>(TASK('query-paged-list'), account, { pageSize: '100', searchValue: '测试保养计划', ...fields })).list.map((x) => x.id);
    expect(await ids('gaoyuan', { scope: 'mine' })).toEqual(expect.arrayContaining([waiting.id, acting.id]));
    expect(await ids('lintao', { scope: 'mine' })).toContain(waiting.id);
    expect(await ids('lintao', { scope: 'mine' })).not.toContain(acting.id);
    expect(await ids('pengcheng', { scope: 'group' })).toEqual([]);
    expect(await ids('chenjing', { scope: 'group' })).toEqual([]);
    expect(await ids('chenjing', {})).toEqual(expect.arrayContaining([waiting.id, acting.id]));
    expect(await ids('chenjing', { status: 'acting' })).toContain(acting.id);
    expect(await ids('chenjing', { status: 'acting' })).not.toContain(waiting.id);

    const history = await m.ok<Paged<{ id: string; planStartTime: string; asset: { assetCode: string } }>>(TASK('query-by-asset'), 'chenjing', { assetId: await m.assetId('TS-PU-001'), pageSize: '100' });
    expect(history.list.every((x) => x.asset.assetCode === 'TS-PU-001')).toBe(true);
    expect(history.list.map((x) => x.id)).toEqual(expect.arrayContaining([waiting.id, acting.id]));
    const times = history.list.map((x) => x.planStartTime);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('photos of a project', () => {
  const upload = async (account: string, filename: string, content: Buffer) => {
    const { payload, headers } = multipart([{ name: 'file', filename, content, contentType: 'image/png' }]);
    const res = await t.call({ method: 'POST', url: '/portal/system/file/v1/upload', token: await m.eam().portalToken(account), payload, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().fileId as string;
  };

  it('takes the caller\'s images, refuses others\' files, other types and more than 9, and lets the tenant see them', async () => {
    const task = await m.ok<TaskDetail>(TASK('start'), 'lintao', { id: (await freshTask()).id });
    const [p] = task.projects;
    const mine = await upload('lintao', '密封.png', avatarPng('maintenance-seal', 32));
    const theirs = await upload('heping', '他人.png', avatarPng('maintenance-other', 32));
    const text = await upload('lintao', 'notes.txt', Buffer.from('机械密封无渗漏\n'));
    const execute = (ids: string[], lang?: string) =>
      m.call(TASK('execute'), 'lintao', { taskId: task.id, projects: JSON.stringify([{ id: p!.id, status: 'executed', pictureIds: ids }]) }, lang);
    const preview = async (account: string) => (await t.call({ method: 'GET', url: `/portal/system/file/v1/preview?fileId=${mine}`, token: await m.eam().portalToken(account) })).statusCode;

    expect((await execute([theirs])).json().message).toBe(`projects.0.pictureIds: 图片不存在或不是您上传的：${theirs}`);
    expect((await execute([text], 'en-US')).json().message).toBe(`projects.0.pictureIds: only JPEG, PNG or WebP photos: ${text}`);
    expect((await execute(Array.from({ length: 10 }, () => mine))).statusCode).toBe(400);
    expect(await preview('chenjing')).toBe(403);
    const done = await execute([mine]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.projects[0].pictureIds).toEqual([mine]);
    expect(await preview('chenjing')).toBe(200);
    // A photo the project holds already may stay when another member saves it again.
    const again = await m.call(TASK('execute'), 'gaoyuan', { taskId: task.id, projects: JSON.stringify([{ id: p!.id, status: 'executed', pictureIds: [mine] }]) });
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('concurrency', () => {
  it('lets one of two members start, and one of two finish, a task', async () => {
    const task = await freshTask();
    const starts = await Promise.all(['luobin', 'gaoyuan'].map((who) => m.call(TASK('start'), who, { id: task.id })));
    expect(starts.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const executor = starts.find((r) => r.statusCode === 200)!.json().data.executor.name as string;
    expect(['罗斌', '高远']).toContain(executor);
    await m.executeAll(task.id, 'luobin');
    const finishes = await Promise.all(['luobin', 'gaoyuan'].map((who) => m.call(TASK('finish'), who, { id: task.id })));
    expect(finishes.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(finishes.find((r) => r.statusCode === 409)!.json().message).toBe('保养任务当前为“已完成”，无法执行此操作，请刷新后重试');
    const row = await t.db.selectFrom('eam_maintain_task').select(['status', 'act_finish_time']).where('id', '=', task.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('finish');
  });

  it('generates one task of two simultaneous 立即生成', async () => {
    const planId = await m.plan(clock.now().toISOString(), { trigger: { kind: 'fixed', every: 1, unit: 'month', startDate: '2099-01-01' } });
    const both = await Promise.all(['heping', 'liqiang'].map((who) => m.call(PLAN('create-task'), who, { id: planId })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await tasksOf(planId)).toHaveLength(1);
  });
});

describe('bad input names the field, in Chinese and in English', () => {
  const cases: Array<[string, string, Record<string, string>, string, string]> = [
    ['plan list status', PLAN('query-paged-list'), { status: 'running' }, 'status: 应为以下之一：start、stop', 'status: '],
    ['plan list trigger kind', PLAN('query-paged-list'), { triggerKind: 'cron' }, 'triggerKind: 应为以下之一：fixed、completion、meter', 'triggerKind: '],
    ['plan list page size', PLAN('query-paged-list'), { pageSize: '500' }, 'pageSize: 不能大于100', 'pageSize: '],
    ['plan id', PLAN('get-by-id'), {}, 'id: 不能为空', 'id: '],
    ['task list status', TASK('query-paged-list'), { status: 'done' }, 'status: 应为以下之一：wait、acting、finish、cancel', 'status: '],
    ['task list overdue', TASK('query-paged-list'), { overdue: 'maybe' }, 'overdue: 类型不正确，应为是或否', 'overdue: '],
    ['task list scope', TASK('query-paged-list'), { scope: 'team' }, 'scope: 应为以下之一：mine、group、all', 'scope: '],
    ['count scope', TASK('query-status-count-data'), { scope: 'x' }, 'scope: 应为以下之一：mine、group、all', 'scope: '],
    ['task by asset', TASK('query-by-asset'), {}, 'assetId: 不能为空', 'assetId: '],
    ['execute projects not JSON', TASK('execute'), { taskId: 'x', projects: 'not json' }, 'projects: 类型不正确，应为列表', 'projects: '],
    ['execute project status', TASK('execute'), { taskId: 'x', projects: '[{"id":"a","status":"done"}]' }, 'projects.0.status: 应为以下之一：executed、none', 'projects.0.status: '],
    ['execute empty list', TASK('execute'), { taskId: 'x', projects: '[]' }, 'projects: 至少1项', 'projects: '],
    ['execute parts qty', TASK('execute'), { taskId: 'x', projects: '[{"id":"a","status":"executed"}]', parts: '[{"name":"润滑脂","qty":-1,"unit":"kg"}]' }, 'parts.0.qty: 必须大于0', 'parts.0.qty: '],
    ['execute parts unit', TASK('execute'), { taskId: 'x', projects: '[{"id":"a","status":"executed"}]', parts: '[{"name":"润滑脂","qty":1}]' }, 'parts.0.unit: 不能为空', 'parts.0.unit: '],
    ['finish hours', TASK('finish'), { id: 'x', actTotalCost: 'two' }, 'actTotalCost: 类型不正确，应为数字', 'actTotalCost: '],
    ['finish hours range', TASK('finish'), { id: 'x', actTotalCost: '-1' }, 'actTotalCost: 不能小于0', 'actTotalCost: '],
    ['cancel reason', TASK('cancel'), { id: 'x' }, 'reason: 不能为空', 'reason: '],
    ['meter list', METER('query-list'), {}, 'assetId: 不能为空', 'assetId: '],
    ['meter value', METER('record'), { meterId: 'x', value: 'abc' }, 'value: 类型不正确，应为数字', 'value: '],
    ['meter read time', METER('record'), { meterId: 'x', value: '1', readTime: 'yesterday' }, 'readTime: 格式不正确', 'readTime: '],
  ];
  // The request's own checks name the field under the body, as every route of the server does.
  it.each(cases)('%s', async (_what, url, fields, zh, enPrefix) => {
    const res = await m.call(url, 'heping', fields);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'invalid', message: `body.${zh}` });
    const en = (await m.call(url, 'heping', fields, 'en-US')).json().message as string;
    expect(en.startsWith(`body.${enPrefix}`)).toBe(true);
    expect(en).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses execute input the task decides: unknown or repeated projects, and "not needed" without a reason', async () => {
    const task = await m.ok<TaskDetail>(TASK('start'), 'luobin', { id: (await freshTask()).id });
    const [a] = task.projects;
    const execute = (projects: unknown[], lang?: string) => m.call(TASK('execute'), 'luobin', { taskId: task.id, projects: JSON.stringify(projects) }, lang);
    expect((await execute([{ id: 'nope', status: 'executed' }])).json().message).toBe('projects.0.id: 不是该任务的保养项目：nope');
    expect((await execute([{ id: a!.id, status: 'executed' }, { id: a!.id, status: 'none', content: 'x' }], 'en-US')).json().message).toBe(`projects.1.id: project given twice: ${a!.id}`);
    expect((await execute([{ id: a!.id, status: 'none' }])).json().message).toBe('projects.0.content: 选择“不保养”时请填写原因');
    expect((await execute([{ id: a!.id, status: 'none', content: '  ' }], 'en-US')).json().message).toBe('projects.0.content: give the reason when a project is not needed');
    expect((await m.ok<TaskDetail>(TASK('get-by-id'), 'luobin', { id: task.id })).projects.every((p) => p.status === 'unexecuted')).toBe(true);
  });
});

describe('the seed with six months of history', () => {
  it('writes done, late, cancelled and skipped history besides the open tasks, each started calendar plan with its next job', async () => {
    const tenantId = await m.plantId();
    for (const table of ['eam_maintain_task_project', 'eam_maintain_task', 'eam_maintain_skip', 'eam_maintain_project', 'eam_maintain_plan', 'eam_meter_reading', 'eam_asset_meter', 'eam_maintain_group_member', 'eam_maintain_group', 'eam_maintain_code_seq'] as const) {
      await t.db.deleteFrom(table).where('tenant_id', '=', tenantId).execute();
    }
    await t.db.deleteFrom('sys_job').where('kind', '=', 'eam.maintainPlan').execute();
    await seedMaintenance(t.db, tenantId, { today: clock.now(), history: true });
    const tasks = await t.db.selectFrom('eam_maintain_task').selectAll().where('tenant_id', '=', tenantId).execute();
    expect(tasks.length).toBeGreaterThan(100);
    const finished = tasks.filter((x) => x.status === 'finish');
    expect(finished.filter((x) => x.act_finish_time! > x.deadline).length).toBeGreaterThan(3);
    expect(finished.filter((x) => x.act_finish_time! <= x.deadline).length).toBeGreaterThan(finished.length / 2);
    expect(tasks.filter((x) => x.status === 'cancel').length).toBeGreaterThan(0);
    expect(Math.min(...tasks.map((x) => Date.parse(x.plan_start_time)))).toBeLessThan(clock.now().getTime() - 150 * 86_400_000);
    expect(new Set(tasks.map((x) => x.business_code)).size).toBe(tasks.length);
    expect((await t.db.selectFrom('eam_maintain_skip').selectAll().where('tenant_id', '=', tenantId).execute()).length).toBeGreaterThan(0);
    const plans = await t.db.selectFrom('eam_maintain_plan').selectAll().where('tenant_id', '=', tenantId).execute();
    const calendar = plans.filter((p) => p.status === 'start' && p.trigger_kind !== 'meter' && !(p.trigger_kind === 'completion' && p.open_task_id));
    const jobs = await t.db.selectFrom('sys_job').selectAll().where('kind', '=', 'eam.maintainPlan').execute();
    expect(jobs.map((j) => j.id).sort()).toEqual(calendar.map((p) => p.job_id).sort());
    expect(calendar.every((p) => p.next_time! >= clock.now().toISOString())).toBe(true);
    for (const p of plans.filter((x) => x.open_task_id)) {
      expect(tasks.find((x) => x.id === p.open_task_id)?.status).toMatch(/^(wait|acting)$/);
    }
    // The screens read it: every plan page answers.
    m.renew();
    for (const p of plans.slice(0, 5)) await m.ok(PLAN('get-by-id'), 'chenjing', { id: p.id });
  });
});
