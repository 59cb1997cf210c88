import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../../lib/eam/client.js';
import i18n from '../../../../i18n/index.js';
import { dateTime } from '../../../../lib/time.js';
import { bodiesOf, detail, paged as assetPage, row as assetRow, serveEam } from '../../devices/test/fixtures.js';
import { paged, plan, refusal, task, taskRow } from '../test/fixtures.js';
import { PlanListPage } from './PlanListPage.js';
import { PlanDetailPage } from './PlanDetailPage.js';

vi.mock('../../../../lib/eam/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/eam/client.js')>()),
  eamCall: vi.fn(),
}));

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
type Plan = eamApi.MaintainPlanDetail;

const fixed = plan();
const meterPlan = plan({
  id: 'p2', code: 'BYJH-007', name: '3#鼓风机 9000 小时大修', status: 'stop', maintainType: 'second', nextTime: null, lastTime: null,
  asset: { id: 'a3', assetCode: 'BL-003', name: '3#鼓风机', model: 'GM-150' },
  trigger: { kind: 'meter', meterId: 'mt1', meterName: '运行小时', meterKind: 'hours', meterUnit: 'h', every: 9000, lastServiceReading: 18_000,
    dueReading: 27_000, currentReading: 24_750, averagePerDay: 22.5, projectedDate: '2025-09-14' },
  nextOccurrences: [], tasks: [], taskCount: 0, skippedCount: 2, skippedDates: ['2025-04-05', '2025-03-05'], actions: ['start'],
});
const afterCompletion = plan({ id: 'p3', code: 'BYJH-010', name: '加药泵季度保养', trigger: { kind: 'completion', every: 3, unit: 'month', startDate: '2025-01-10' } });
const rowOf = ({ timeout: _t, totalCost: _c, info: _i, endDate: _e, projects: _p, nextOccurrences: _n, tasks: _k, taskCount: _tc, skippedCount: _sc,
  skippedDates: _sd, actions: _a, ...row }: Plan): eamApi.MaintainPlanRow => row;

/**
 * A stand-in for the asset system's plan calls over `plans`: start only when stopped and stop only when started
 * (409 otherwise), create-task refused (409) while the plan has an open task, else a task planned now; delete
 * refused (409) while one of its tasks is acting, else the plan goes with its waiting tasks cancelled.
 */
function planSystem(plans: Plan[], { manages = true } = {}) {
  const byId = new Map(plans.map((p) => [p.id, p]));
  const conflict = (m: string) => refusal(409, 'conflict', m);
  const put = (p: Plan) => (byId.set(p.id, p), p);
  serveEam([
    [eamApi.maintainPlanQueryPagedList, (b) => paged([...byId.values()].filter((p) => (!b.status || p.status === b.status)
      && (!b.searchValue || `${p.code} ${p.name} ${p.asset.name}`.includes(String(b.searchValue)))).map(rowOf))],
    [eamApi.maintainPlanGetById, (b) => {
      const p = byId.get(String(b.id));
      if (!p) throw refusal(404, 'notFound', '保养计划不存在');
      return p;
    }],
    [eamApi.maintainPlanStart, (b) => {
      const p = byId.get(String(b.id))!;
      if (p.status === 'start') throw conflict('计划已启用');
      return put({ ...p, status: 'start', actions: ['stop', 'createTask'], nextOccurrences: ['2025-07-05T00:00:00.000Z'] });
    }],
    [eamApi.maintainPlanStop, (b) => {
      const p = byId.get(String(b.id))!;
      if (p.status === 'stop') throw conflict('计划已停用');
      return put({ ...p, status: 'stop', nextTime: null, nextOccurrences: [], actions: ['start', 'createTask'] });
    }],
    [eamApi.maintainPlanCreateTask, (b) => {
      const p = byId.get(String(b.id))!;
      if (p.openTaskId) throw conflict('该计划已有未完成的保养任务，不能再生成');
      const created = task({ id: 't9', businessCode: 'BY20250610-004', planId: p.id });
      put({ ...p, openTaskId: created.id, tasks: [taskRow(created), ...p.tasks], taskCount: p.taskCount + 1 });
      return created;
    }],
    [eamApi.maintainPlanDelete, (b) => {
      const p = byId.get(String(b.id));
      if (!p) throw refusal(404, 'notFound', '保养计划不存在');
      const acting = p.tasks.find((x) => x.status === 'acting');
      if (acting) throw conflict(`保养任务${acting.businessCode}正在保养中，不能删除计划：请先完成或取消该任务`);
      byId.delete(p.id);
      return { id: p.id, code: p.code, cancelledTaskCodes: p.tasks.filter((x) => x.status === 'wait').map((x) => x.businessCode) };
    }],
    [eamApi.assetMeterQueryList, () => [{
      id: 'mt1', assetId: 'a3', code: 'RH-3', name: '运行小时', kind: 'hours', unit: 'h', lastValue: 24_750, lastReadTime: '2025-06-01T00:00:00.000Z',
      averagePerDay: 22.5, readings: [{ value: 24_750, readTime: '2025-06-01T00:00:00.000Z', recordedBy: { id: 'u1', name: '王芳' } }],
    }]],
    [eamApi.getById, () => detail({ kind: 'machinery' })],
    [eamApi.maintainGroupQueryList, () => [
      { id: 'g1', code: 'MG-JX', name: '鼓风机保养组', leader: { id: 'u2', name: '何平' }, memberCount: 4, mayManage: manages },
      { id: 'g2', code: 'MG-DY', name: '电仪保养组', leader: { id: 'u3', name: '彭程' }, memberCount: 4, mayManage: false },
    ]],
    [eamApi.queryPagedList, () => assetPage([assetRow('BL-003', '3#鼓风机', { id: 'a3' })])],
    [eamApi.maintainPlanInsert, (b) => {
      if (b.startDate === '2020-01-01') throw refusal(400, 'invalid', 'startDate: 开始日期过早');
      const projects = JSON.parse(String(b.projects)) as Array<{ name: string; content?: string; baseCost: number }>;
      return put(plan({ id: 'p-new', code: 'BYJH-031', name: String(b.name), actions: ['stop', 'createTask', 'update'],
        projects: projects.map((x, i) => ({ id: `n${i}`, code: `P0${i + 1}`, name: x.name, content: x.content ?? null, baseCost: x.baseCost, sort: i + 1 })) }));
    }],
    [eamApi.maintainPlanUpdate, (b) => put({ ...byId.get(String(b.id))!, name: String(b.name), timeout: Number(b.timeout) })],
    [eamApi.assetMeterRecord, (b) => {
      const p = byId.get('p2')!;
      if (p.trigger.kind !== 'meter') throw new Error('p2 is a meter plan');
      const value = Number(b.value);
      const current = p.trigger.currentReading ?? 0;
      if (value < current) throw refusal(400, 'invalid', `读数：不能小于之前的读数 ${current}`);
      const due = value >= p.trigger.dueReading && !p.openTaskId;
      put({ ...p, trigger: { ...p.trigger, currentReading: value }, ...(due ? { openTaskId: 't8' } : {}) });
      return { meter: { id: 'mt1', assetId: 'a3', code: 'RH-3', name: '运行小时', kind: 'hours', unit: 'h', lastValue: value, lastReadTime: '2025-06-10T00:00:00.000Z', averagePerDay: 22.5, readings: [] },
        createdTaskIds: due ? ['t8'] : [] };
    }],
  ]);
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Where() {
    const { pathname, search } = useLocation();
    return <output data-testid="url">{pathname + search}</output>;
  }
  const router = createMemoryRouter([
    { path: '/eam/maintenance/devPlan', element: <><PlanListPage /><Where /></>, children: [{ path: 'details', element: <PlanDetailPage /> }] },
    { path: '/eam/maintenance/devTask/details/:id', element: <div>task page</div> },
  ], { initialEntries: [path] });
  return render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
}
const url = () => screen.getByTestId('url').textContent;
const card = (name: string) => screen.getByRole('link', { name: `查看 ${name}` }).closest('.eam-mt-card') as HTMLElement;
/** Answers antd-mobile's confirm dialog with its `button`. */
async function answer(u: ReturnType<typeof user>, button: string) {
  const dialog = await screen.findByRole('dialog');
  await u.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

function screenOf(width: number) {
  window.matchMedia = ((query: string) => ({
    media: query, matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
    addEventListener: () => undefined, removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
const originalMatchMedia = window.matchMedia;

beforeEach(async () => {
  vi.mocked(eamCall).mockReset();
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('maintenance plan list', () => {
  it('shows each plan with its asset, trigger in words, next and last run, status and group', async () => {
    planSystem([fixed, meterPlan, afterCompletion]);
    renderAt('/eam/maintenance/devPlan');
    expect(await screen.findByText('共 3 个计划')).toBeTruthy();
    const monthly = card('1#鼓风机月度保养计划');
    expect(within(monthly).getByText('BYJH-001')).toBeTruthy();
    expect(within(monthly).getByText('1#鼓风机')).toBeTruthy();
    expect(within(monthly).getByText('固定周期：每 1 个月（自 2025-01-05 起）')).toBeTruthy();
    expect(within(monthly).getByText(dateTime(fixed.nextTime))).toBeTruthy();
    expect(within(monthly).getByText(dateTime(fixed.lastTime))).toBeTruthy();
    expect(within(monthly).getByText('启用')).toBeTruthy();
    expect(within(monthly).getByText('鼓风机保养组')).toBeTruthy();
    const hours = card('3#鼓风机 9000 小时大修');
    expect(within(hours).getByText('按读数：每 9,000 h（运行小时）')).toBeTruthy();
    expect(within(hours).getByText('停用')).toBeTruthy();
    expect(within(hours).getByText('暂无')).toBeTruthy();
    expect(within(card('加药泵季度保养')).getByText('完成后：每 3 个月')).toBeTruthy();
  });

  it('filters by status and search, kept in the URL, and says when nothing matches', async () => {
    planSystem([fixed, meterPlan, afterCompletion]);
    const u = user();
    renderAt('/eam/maintenance/devPlan');
    await screen.findByText('共 3 个计划');
    await u.click(within(screen.getByRole('group', { name: '按状态筛选' })).getByRole('button', { name: '停用' }));
    expect(await screen.findByText('共 1 个计划')).toBeTruthy();
    expect(url()).toBe('/eam/maintenance/devPlan?status=stop');
    expect(bodiesOf(eamApi.maintainPlanQueryPagedList).at(-1)).toMatchObject({ status: 'stop' });
    await u.type(screen.getByRole('searchbox'), '加药');
    expect(await screen.findByText('没有与“加药”匹配的保养计划')).toBeTruthy();
    expect(url()).toBe('/eam/maintenance/devPlan?status=stop&q=%E5%8A%A0%E8%8D%AF');
  });

  it('says when the list failed, with a retry', async () => {
    let fail = true;
    serveEam([[eamApi.maintainPlanQueryPagedList, () => { if (fail) throw refusal(500, 'failed', '服务异常'); return paged([rowOf(fixed)]); }]]);
    const u = user();
    renderAt('/eam/maintenance/devPlan');
    expect(await screen.findByText('保养计划加载失败')).toBeTruthy();
    fail = false;
    await u.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '查看 1#鼓风机月度保养计划' })).toBeTruthy();
  });

  it('on a tablet opens a plan beside the list, the list\'s filter kept beside its id', async () => {
    planSystem([fixed, meterPlan]);
    screenOf(820);
    const u = user();
    renderAt('/eam/maintenance/devPlan?status=start');
    await u.click(await screen.findByRole('link', { name: '查看 1#鼓风机月度保养计划' }));
    expect(await screen.findByRole('heading', { name: '1#鼓风机月度保养计划', level: 2 })).toBeTruthy();
    expect(url()).toBe('/eam/maintenance/devPlan/details?status=start&id=p1');
    expect(card('1#鼓风机月度保养计划').getAttribute('aria-current')).toBe('true');
  });
});

describe('entering a plan', () => {
  it('lets a group leader create a monthly plan from the list: the trigger\'s fields go with it and the new plan opens', async () => {
    planSystem([fixed]);
    const u = user();
    renderAt('/eam/maintenance/devPlan');
    await u.click(await screen.findByRole('button', { name: '新建' }));
    const form = await screen.findByRole('dialog', { name: '新建保养计划' });
    await within(form).findByRole('button', { name: '创建计划' }, { timeout: 5000 });
    await u.type(within(form).getByLabelText(/^计划名称/), '3#鼓风机季度保养');
    await u.click(within(form).getByRole('button', { name: /^保养设备/ }));
    const assets = await screen.findByRole('dialog', { name: '选择设备' });
    await u.click(await within(assets).findByRole('button', { name: '选择 3#鼓风机（BL-003）' }));
    await u.clear(within(form).getByLabelText(/^间隔/));
    await u.type(within(form).getByLabelText(/^间隔/), '3');
    // Only the groups the caller may manage are offered.
    expect(within(form).queryByRole('option', { name: /电仪保养组/ })).toBeNull();
    await u.type(within(form).getByRole('textbox', { name: '第 1 项的名称' }), '清洗进风滤网');
    await u.type(within(form).getByRole('textbox', { name: '第 1 项的标准工时（小时）' }), '0.5');
    await u.click(within(form).getByRole('button', { name: '添加项目' }));
    await u.type(within(form).getByRole('textbox', { name: '第 2 项的名称' }), '检查皮带');
    await u.click(within(form).getByRole('button', { name: '创建计划' }));
    // The second project has no hours: the form says which one, and sends nothing.
    expect(await within(form).findByText('第 2 项缺少名称或标准工时')).toBeTruthy();
    expect(bodiesOf(eamApi.maintainPlanInsert)).toEqual([]);
    await u.click(within(form).getByRole('button', { name: '删除第 2 项' }));
    await u.click(within(form).getByRole('button', { name: '创建计划' }));
    expect(await screen.findByRole('heading', { name: '3#鼓风机季度保养', level: 2 })).toBeTruthy();
    expect(bodiesOf(eamApi.maintainPlanInsert)[0]).toMatchObject({
      name: '3#鼓风机季度保养', assetId: 'a3', groupId: 'g1', maintainType: 'first', triggerKind: 'fixed', every: 3, unit: 'month', timeout: 72,
      projects: JSON.stringify([{ name: '清洗进风滤网', baseCost: 0.5 }]),
    });
    expect(url()).toBe('/eam/maintenance/devPlan/details?id=p-new');
  });

  it('brings the first field the form refuses into focus, and sends nothing', async () => {
    planSystem([fixed]);
    const u = user();
    renderAt('/eam/maintenance/devPlan?new=1');
    const form = await screen.findByRole('dialog', { name: '新建保养计划' });
    await u.click(await within(form).findByRole('button', { name: '创建计划' }, { timeout: 5000 }));
    expect(await within(form).findByText('请填写计划名称')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText(/^计划名称/)));
    expect(bodiesOf(eamApi.maintainPlanInsert)).toEqual([]);
  });

  it('shows the server\'s refusal under the field it names', async () => {
    planSystem([fixed]);
    const u = user();
    renderAt('/eam/maintenance/devPlan?new=1');
    const form = await screen.findByRole('dialog', { name: '新建保养计划' });
    await within(form).findByRole('button', { name: '创建计划' }, { timeout: 5000 });
    await u.type(within(form).getByLabelText(/^计划名称/), '旧计划');
    await u.click(within(form).getByRole('button', { name: /^保养设备/ }));
    await u.click(await within(await screen.findByRole('dialog', { name: '选择设备' })).findByRole('button', { name: '选择 3#鼓风机（BL-003）' }));
    await u.type(within(form).getByRole('textbox', { name: /^第 1 项的名称/ }), '清洗滤网');
    await u.type(within(form).getByRole('textbox', { name: '第 1 项的标准工时（小时）' }), '1');
    // The date the stand-in refuses, set as the picker would.
    vi.mocked(eamCall).mockClear();
    const insert = vi.mocked(eamCall).getMockImplementation()!;
    vi.mocked(eamCall).mockImplementation(((e: typeof eamApi.maintainPlanInsert, o: { body?: Record<string, unknown> }) =>
      insert(e, e === eamApi.maintainPlanInsert ? { ...o, body: { ...o.body, startDate: '2020-01-01' } } : o)) as never);
    await u.click(within(form).getByRole('button', { name: '创建计划' }));
    expect(await within(form).findByText('开始日期过早')).toBeTruthy();
    expect(url()).toBe('/eam/maintenance/devPlan?new=1');
  });

  it('offers 编辑 where the server allows it, the form filled with the plan; saving sends its id', async () => {
    planSystem([{ ...fixed, actions: ['stop', 'createTask', 'update'] }]);
    const u = user();
    renderAt('/eam/maintenance/devPlan/details?id=p1');
    await u.click(await screen.findByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('dialog', { name: '编辑保养计划' });
    await within(form).findByRole('button', { name: '保存修改' }, { timeout: 5000 });
    expect((within(form).getByLabelText(/^计划名称/) as HTMLInputElement).value).toBe('1#鼓风机月度保养计划');
    expect((within(form).getByRole('textbox', { name: '第 2 项的名称' }) as HTMLInputElement).value).toBe('清洗进风滤网');
    await u.clear(within(form).getByLabelText(/^每次时限/));
    await u.type(within(form).getByLabelText(/^每次时限/), '12');
    await u.click(within(form).getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('12 小时')).toBeTruthy();
    expect(bodiesOf(eamApi.maintainPlanUpdate)[0]).toMatchObject({ id: 'p1', name: '1#鼓风机月度保养计划', timeout: 12, startDate: '2025-01-05', groupId: 'g1' });
  });

  it('offers no 新建 to someone who manages no group, nor 编辑 without the server\'s leave', async () => {
    planSystem([fixed], { manages: false });
    renderAt('/eam/maintenance/devPlan/details?id=p1');
    expect(await screen.findByRole('heading', { name: '1#鼓风机月度保养计划', level: 2 })).toBeTruthy();
    await waitFor(() => expect(bodiesOf(eamApi.maintainGroupQueryList)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: '新建' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });
});

describe('maintenance plan details', () => {
  it('shows the projects, the asset, the next five runs and the plan\'s tasks', async () => {
    planSystem([fixed]);
    renderAt('/eam/maintenance/devPlan/details?id=p1');
    expect(await screen.findByRole('heading', { name: '1#鼓风机月度保养计划', level: 2 })).toBeTruthy();
    const next = screen.getByRole('region', { name: '后续 5 次保养' });
    expect(within(next).getAllByRole('listitem').map((li) => li.textContent)).toEqual(fixed.nextOccurrences.map((d) => dateTime(d)));
    const projects = screen.getByRole('region', { name: /保养项目/ });
    expect(within(projects).getByText('检查润滑油位')).toBeTruthy();
    expect(within(projects).getByText('油位在视窗 1/2–2/3')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看设备 1#鼓风机（BL-001）' })).toBeTruthy();
    const tasks = screen.getByRole('region', { name: /保养任务/ });
    expect(within(tasks).getByRole('link', { name: /BY20250505-001/ }).getAttribute('href')).toBe('/eam/maintenance/devTask/details/t0');
    expect(screen.getByText('没有跳过的周期')).toBeTruthy();
  });

  it('shows a meter plan\'s meter, its projection, readings and skipped runs', async () => {
    planSystem([meterPlan]);
    renderAt('/eam/maintenance/devPlan/details?id=p2');
    const meter = await screen.findByRole('region', { name: '读数：运行小时' });
    expect(within(meter).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
    expect(within(meter).getByText('24,750 h', { selector: 'dd' })).toBeTruthy();
    expect(within(meter).getByText('27,000 h')).toBeTruthy();
    expect(within(meter).getByText('22.5 h/天')).toBeTruthy();
    expect(within(meter).getByText('2025-09-14')).toBeTruthy();
    expect(await within(meter).findByRole('cell', { name: '王芳' })).toBeTruthy();
    expect(screen.getByText('计划已停用，不再生成任务')).toBeTruthy();
    const skipped = screen.getByRole('region', { name: /跳过的周期/ });
    expect(within(skipped).getByText('共 2 次')).toBeTruthy();
    expect(within(skipped).getByText('2025-04-05')).toBeTruthy();
  });

  it('records a meter reading: one below the current is caught, one reaching the due value makes the task', async () => {
    planSystem([{ ...meterPlan, status: 'start' }]);
    renderAt('/eam/maintenance/devPlan/details?id=p2');
    const u = user();
    const meter = await screen.findByRole('region', { name: '读数：运行小时' });
    const input = within(meter).getByRole('textbox', { name: '录入读数' });
    const submit = within(meter).getByRole('button', { name: '记录' });
    await u.type(input, '24000');
    expect(within(meter).getByRole('alert').textContent).toBe('读数不能小于当前读数 24,750 h');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await u.clear(input);
    await u.type(input, '12a');
    expect(within(meter).getByRole('alert').textContent).toBe('请输入数字，最多两位小数');
    await u.clear(input);
    await u.type(input, '27010.5');
    await u.click(submit);
    expect(await screen.findByText('读数已达到保养值，已生成保养任务')).toBeTruthy();
    expect(bodiesOf(eamApi.assetMeterRecord)).toEqual([{ meterId: 'mt1', value: 27010.5 }]);
    expect(await screen.findByRole('link', { name: '查看当前任务' })).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('is stopped after a confirm and started again', async () => {
    planSystem([fixed]);
    const u = user();
    renderAt('/eam/maintenance/devPlan/details?id=p1');
    await u.click(await screen.findByRole('button', { name: '停用' }));
    await answer(u, '停用');
    expect(await screen.findByText('停用', { selector: '.eam-mt-tag' })).toBeTruthy();
    expect(bodiesOf(eamApi.maintainPlanStop)).toEqual([{ id: 'p1' }]);
    expect(screen.getByText('计划已停用，不再生成任务')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '启用' }));
    expect(await screen.findByText('启用', { selector: '.eam-mt-tag' })).toBeTruthy();
    expect(bodiesOf(eamApi.maintainPlanStart)).toEqual([{ id: 'p1' }]);
  });

  it('creates a task now, then shows the refusal (409) while that task is open, with the way to it', async () => {
    planSystem([fixed]);
    const u = user();
    renderAt('/eam/maintenance/devPlan/details?id=p1');
    await u.click(await screen.findByRole('button', { name: '立即生成任务' }));
    await answer(u, '立即生成任务');
    await waitFor(() => expect(bodiesOf(eamApi.maintainPlanCreateTask)).toEqual([{ id: 'p1' }]));
    // The plan now names its open task, and lists it.
    const current = await screen.findByRole('link', { name: '查看当前任务' });
    expect(current.getAttribute('href')).toBe('/eam/maintenance/devTask/details/t9');
    expect(screen.getByRole('link', { name: /BY20250610-004/ })).toBeTruthy();

    await u.click(screen.getByRole('button', { name: '立即生成任务' }));
    await answer(u, '立即生成任务');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('无法生成任务')).toBeTruthy();
    expect(within(alert).getByText('该计划已有未完成的保养任务，不能再生成')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: '查看当前任务' }).getAttribute('href')).toBe('/eam/maintenance/devTask/details/t9');
  });

  it('offers no action the server does not allow', async () => {
    planSystem([plan({ actions: [] })]);
    renderAt('/eam/maintenance/devPlan/details?id=p1');
    await screen.findByRole('heading', { name: '1#鼓风机月度保养计划', level: 2 });
    expect(screen.queryByRole('button', { name: '停用' })).toBeNull();
    expect(screen.queryByRole('button', { name: '立即生成任务' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除计划' })).toBeNull();
  });

  it('is deleted after a confirm: the toast names the task cancelled with it, and the list beside no longer shows it', async () => {
    const waiting = taskRow(task({ id: 't5', businessCode: 'BY20250605-002', status: 'wait' }));
    planSystem([{ ...fixed, openTaskId: 't5', tasks: [waiting, ...fixed.tasks], actions: ['stop', 'update', 'delete'] }, afterCompletion]);
    screenOf(820);
    const u = user();
    renderAt('/eam/maintenance/devPlan/details?status=start&id=p1');
    await screen.findByRole('heading', { name: '1#鼓风机月度保养计划', level: 2 });
    await u.click(screen.getByRole('button', { name: '删除计划' }));
    // Backing out of the confirm sends nothing.
    expect(within(await screen.findByRole('dialog')).getByText(/删除“1#鼓风机月度保养计划”后不再生成任务/)).toBeTruthy();
    await answer(u, '返回');
    expect(bodiesOf(eamApi.maintainPlanDelete)).toEqual([]);
    await u.click(screen.getByRole('button', { name: '删除计划' }));
    await answer(u, '删除计划');
    expect(await screen.findByText('已删除计划 BYJH-001，并取消未开始的任务 BY20250605-002')).toBeTruthy();
    expect(bodiesOf(eamApi.maintainPlanDelete)).toEqual([{ id: 'p1' }]);
    // The pane gives way to the list, its filter kept; the list was asked again and shows the plan no more.
    await waitFor(() => expect(url()).toBe('/eam/maintenance/devPlan?status=start'));
    expect(await screen.findByText('共 1 个计划')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '查看 1#鼓风机月度保养计划' })).toBeNull();
    expect(screen.getByRole('link', { name: '查看 加药泵季度保养' })).toBeTruthy();
  });

  it('on a phone goes back to the list once deleted, saying so without tasks to cancel', async () => {
    planSystem([{ ...fixed, actions: ['stop', 'update', 'delete'] }]);
    const u = user();
    renderAt('/eam/maintenance/devPlan/details?id=p1');
    await u.click(await screen.findByRole('button', { name: '删除计划' }));
    await answer(u, '删除计划');
    expect(await screen.findByText('已删除计划 BYJH-001')).toBeTruthy();
    await waitFor(() => expect(url()).toBe('/eam/maintenance/devPlan'));
    expect(await screen.findByText('暂无保养计划')).toBeTruthy();
  });

  it('shows the refusal (409) beside the button while a task is in progress, with the way to it', async () => {
    const acting = taskRow(task({ id: 't6', businessCode: 'BY20250605-003', status: 'acting' }));
    planSystem([{ ...fixed, openTaskId: 't6', tasks: [acting], actions: ['stop', 'update', 'delete'] }]);
    const u = user();
    renderAt('/eam/maintenance/devPlan/details?id=p1');
    await u.click(await screen.findByRole('button', { name: '删除计划' }));
    await answer(u, '删除计划');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('无法删除计划')).toBeTruthy();
    expect(within(alert).getByText('保养任务BY20250605-003正在保养中，不能删除计划：请先完成或取消该任务')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: '查看当前任务' }).getAttribute('href')).toBe('/eam/maintenance/devTask/details/t6');
    expect(screen.getByRole('heading', { name: '1#鼓风机月度保养计划', level: 2 })).toBeTruthy();
    expect(url()).toBe('/eam/maintenance/devPlan/details?id=p1');
  });

  it('says when the plan does not exist', async () => {
    planSystem([]);
    renderAt('/eam/maintenance/devPlan/details?id=nope');
    expect(await screen.findByText('未找到该保养计划')).toBeTruthy();
  });
});
