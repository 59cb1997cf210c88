import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../../test/clock.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
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

const GROUPS = '/service-eam/eam-maintain-group/query-list';
type Detail = {
  id: string; code: string; name: string; status: string; nextTime: string | null; openTaskId: string | null; triggerText: string; timeout: number; endDate: string | null;
  trigger: { kind: string; every: number; lastServiceReading?: number }; group: { name: string }; projects: Array<{ code: string; name: string; content: string | null; baseCost: number }>;
  nextOccurrences: string[]; actions: string[];
};

const { jobsOf } = planRowsOf(() => t);
const planCount = async () => Number((await t.db.selectFrom('eam_maintain_plan').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** The form of a monthly fixed plan on 1#进水提升泵 for 机修保养组, with `over` changed. */
async function form(over: Record<string, string> = {}): Promise<Record<string, string>> {
  return {
    name: '进水泵月度保养', assetId: await m.assetId('TS-PU-001'), groupId: await m.groupId('机修保养组'), maintainType: 'first',
    triggerKind: 'fixed', every: '1', unit: 'month', startDate: '2026-03-10', timeout: '48', info: '按厂家手册执行',
    projects: JSON.stringify([{ name: '检查机械密封', content: '无渗漏', baseCost: 0.5 }, { name: '补充润滑脂', baseCost: 0.5 }]),
    ...over,
  };
}

describe('POST /service-eam/eam-maintain-group/query-list', () => {
  it('lists the groups with their leader and members, and whether the caller may manage their plans', async () => {
    const of = async (account: string) => (await m.ok<Array<{ name: string; leader: { name: string }; memberCount: number; mayManage: boolean }>>(GROUPS, account))
      .map((g) => [g.name, g.mayManage]);
    const groups = await m.ok<Array<{ code: string; name: string; leader: { name: string }; memberCount: number }>>(GROUPS, 'heping');
    expect(groups.map((g) => [g.code, g.name, g.memberCount])).toEqual([['MG-DY', '电仪保养组', 4], ['MG-JX', '机修保养组', 4]]);
    expect(groups[1]!.leader.name).toBe('何平');
    expect(await of('heping')).toEqual([['电仪保养组', false], ['机修保养组', true]]);
    expect(await of('liqiang')).toEqual([['电仪保养组', true], ['机修保养组', true]]);
    expect(await of('luobin')).toEqual([['电仪保养组', false], ['机修保养组', false]]);
  });
});

describe('POST /service-eam/eam-maintain-plan/insert', () => {
  it('numbers a new fixed plan after the highest code, copies its projects and schedules its first occurrence', async () => {
    const before = await m.ok<{ list: Array<{ code: string }> }>(PLAN('query-paged-list'), 'heping', { pageSize: '100', sortType: 'desc' });
    const highest = Number(before.list[0]!.code.slice('BYJH-'.length));
    const plan = await m.ok<Detail>(PLAN('insert'), 'heping', await form());
    expect(plan).toMatchObject({
      code: `BYJH-${String(highest + 1).padStart(3, '0')}`, name: '进水泵月度保养', status: 'start', openTaskId: null, timeout: 48, group: { name: '机修保养组' },
      trigger: { kind: 'fixed', every: 1 }, nextTime: '2026-03-10T00:00:00.000Z', actions: ['stop', 'createTask', 'update', 'delete'],
    });
    expect(plan.projects.map((p) => [p.code, p.name, p.content, p.baseCost])).toEqual([['P01', '检查机械密封', '无渗漏', 0.5], ['P02', '补充润滑脂', null, 0.5]]);
    expect(plan.nextOccurrences.slice(0, 2)).toEqual(['2026-03-10T00:00:00.000Z', '2026-04-10T00:00:00.000Z']);
    expect(await jobsOf(plan.id)).toEqual([expect.objectContaining({ due_at: '2026-03-10T00:00:00.000Z' })]);
  });

  it('makes an after-completion plan whose start has passed due at once: the job executor generates its task', async () => {
    const plan = await m.ok<Detail>(PLAN('insert'), 'liqiang', await form({ triggerKind: 'completion', every: '2', unit: 'week', startDate: '2026-03-01' }));
    expect(plan.nextTime).toBe(clock.now().toISOString());
    await t.app.jobs.runDue();
    const after = await m.ok<Detail>(PLAN('get-by-id'), 'heping', { id: plan.id });
    expect(after.openTaskId).toEqual(expect.any(String));
    const task = await m.ok<{ status: string; projects: Array<{ name: string }> }>(TASK('get-by-id'), 'luobin', { id: after.openTaskId! });
    expect(task).toMatchObject({ status: 'wait', projects: [{ name: '检查机械密封' }, { name: '补充润滑脂' }] });
  });

  it('gives a meter plan the meter\'s reading as its service reading, and a task at once when it is already past due', async () => {
    const blower = await m.assetId('SH-BL-001');
    const [meter] = await m.ok<Array<{ id: string; lastValue: number }>>(METER('query-list'), 'heping', { assetId: blower });
    const fields = { assetId: blower, triggerKind: 'meter', meterId: meter!.id, every: '2000', unit: '', startDate: '' };
    const plan = await m.ok<Detail>(PLAN('insert'), 'heping', await form(fields));
    expect(plan.trigger).toMatchObject({ kind: 'meter', every: 2000, lastServiceReading: meter!.lastValue });
    expect(plan.openTaskId).toBeNull();
    const due = await m.ok<Detail>(PLAN('insert'), 'heping', await form({ ...fields, lastServiceReading: String(meter!.lastValue - 2500) }));
    expect(due.openTaskId).toEqual(expect.any(String));
  });

  it('refuses who may not manage the group, 403, and changes nothing', async () => {
    const count = await planCount();
    expect(await m.refused(PLAN('insert'), 'luobin', await form(), 403)).toBe('只有保养组“机修保养组”的组长或保养主管可以执行此操作');
    expect(await m.refused(PLAN('insert'), 'pengcheng', await form(), 403, 'en-US')).toMatch(/机修保养组/);
    expect(await planCount()).toBe(count);
  });

  it('refuses a bad form naming the field, in the caller\'s language, and changes nothing', async () => {
    const count = await planCount();
    const cases: Array<[Record<string, string>, RegExp, string?]> = [
      [{ name: '' }, /^body\.name: /],
      [{ name: 'x'.repeat(101) }, /^body\.name: /],
      [{ every: 'abc' }, /^body\.every: /],
      [{ every: '-1' }, /^body\.every: /],
      [{ every: '1.5' }, /^every: 按日历的周期必须是整数$/],
      [{ unit: 'year' }, /^body\.unit: /],
      [{ unit: '' }, /^unit: 此触发方式必须填写$/],
      [{ unit: '' }, /^unit: required for this trigger$/, 'en-US'],
      [{ startDate: '2026-02-30' }, /^body\.startDate: /],
      [{ startDate: '' }, /^startDate: 此觸發方式必須填寫$/, 'zh-TW'],
      [{ endDate: '2026-03-01' }, /^endDate: 结束日期不能早于开始日期$/],
      [{ timeout: '0' }, /^body\.timeout: /],
      [{ maintainType: 'weekly' }, /^body\.maintainType: /],
      [{ projects: '[{"name":"x"' }, /^body\.projects: /],
      [{ projects: '[]' }, /^body\.projects: /],
      [{ projects: JSON.stringify([{ name: '', baseCost: 1 }]) }, /^body\.projects\.0\.name: /],
      [{ projects: JSON.stringify([{ name: '润滑', baseCost: -1 }]) }, /^body\.projects\.0\.baseCost: /],
      [{ assetId: 'no-such-asset' }, /^assetId: 设备不存在：no-such-asset$/],
      [{ groupId: "1' or '1'='1" }, /^groupId: 保养组不存在：1' or '1'='1$/],
      [{ triggerKind: 'meter', meterId: '' }, /^meterId: 此触发方式必须填写$/],
    ];
    for (const [over, message, lang] of cases) {
      expect(await m.refused(PLAN('insert'), 'heping', await form(over), 400, lang), JSON.stringify(over)).toMatch(message);
    }
    // A meter of another asset.
    const [meter] = await m.ok<Array<{ id: string }>>(METER('query-list'), 'heping', { assetId: await m.assetId('SH-BL-001') });
    expect(await m.refused(PLAN('insert'), 'heping', await form({ triggerKind: 'meter', meterId: meter!.id }), 400)).toBe('meterId: 该计量表不属于所选设备');
    expect(await planCount()).toBe(count);
  });

  it('numbers two plans saved at the same moment apart', async () => {
    const [a, b] = await Promise.all([m.ok<Detail>(PLAN('insert'), 'heping', await form()), m.ok<Detail>(PLAN('insert'), 'liqiang', await form())]);
    expect(a.code).not.toBe(b.code);
  });
});

describe('POST /service-eam/eam-maintain-plan/update', () => {
  it('changes the plan and works its schedule out again: one due job, at the new next occurrence', async () => {
    const plan = await m.ok<Detail>(PLAN('insert'), 'heping', await form());
    const changed = await m.ok<Detail>(PLAN('update'), 'heping', await form({
      id: plan.id, name: '进水泵季度保养', every: '3', startDate: '2026-03-20', endDate: '2026-12-31', timeout: '24',
      projects: JSON.stringify([{ name: '测量振动与温升', content: '不大于4.5mm/s', baseCost: 0.3 }]),
    }));
    expect(changed).toMatchObject({ id: plan.id, code: plan.code, name: '进水泵季度保养', timeout: 24, endDate: '2026-12-31', nextTime: '2026-03-20T00:00:00.000Z' });
    expect(changed.projects.map((p) => p.name)).toEqual(['测量振动与温升']);
    expect(changed.nextOccurrences).toEqual(['2026-03-20T00:00:00.000Z', '2026-06-20T00:00:00.000Z', '2026-09-20T00:00:00.000Z', '2026-12-20T00:00:00.000Z']);
    expect((await jobsOf(plan.id)).map((j) => j.due_at)).toEqual(['2026-03-20T00:00:00.000Z']);
  });

  it('leaves an open task its own projects; a stopped plan stays stopped with no job', async () => {
    const plan = await m.ok<Detail>(PLAN('insert'), 'heping', await form());
    const task = await m.ok<{ id: string; projects: Array<{ name: string }> }>(PLAN('create-task'), 'heping', { id: plan.id });
    await m.ok(PLAN('stop'), 'heping', { id: plan.id });
    const changed = await m.ok<Detail>(PLAN('update'), 'heping', await form({ id: plan.id, projects: JSON.stringify([{ name: '更换填料', baseCost: 1 }]) }));
    expect(changed).toMatchObject({ status: 'stop', nextTime: null, openTaskId: task.id });
    expect(await jobsOf(plan.id)).toEqual([]);
    const open = await m.ok<{ projects: Array<{ name: string }> }>(TASK('get-by-id'), 'heping', { id: task.id });
    expect(open.projects.map((p) => p.name)).toEqual(['检查机械密封', '补充润滑脂']);
  });

  it('moves a plan to another group only for who may manage both; 404 for an unknown plan', async () => {
    const plan = await m.ok<Detail>(PLAN('insert'), 'heping', await form());
    const other = await m.groupId('电仪保养组');
    expect(await m.refused(PLAN('update'), 'heping', await form({ id: plan.id, groupId: other }), 403)).toBe('只有保养组“电仪保养组”的组长或保养主管可以执行此操作');
    expect(await m.refused(PLAN('update'), 'pengcheng', await form({ id: plan.id, groupId: other }), 403)).toBe('只有保养组“机修保养组”的组长或保养主管可以执行此操作');
    expect((await m.ok<Detail>(PLAN('update'), 'liqiang', await form({ id: plan.id, groupId: other }))).group.name).toBe('电仪保养组');
    expect(await m.refused(PLAN('update'), 'liqiang', await form({ id: 'no-such-plan' }), 404)).toBe('保养计划不存在：no-such-plan');
  });
});
