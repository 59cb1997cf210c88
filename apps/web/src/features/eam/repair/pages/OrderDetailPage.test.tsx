import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { eamApi } from '@wp/contract';
import { renderScreen } from '../../../../test/render.js';
import { eamCall } from '../../../../lib/eam/client.js';
import { CallError } from '../../../../lib/http/client.js';
import i18n from '../../../../i18n/index.js';
import { detail as assetDetail } from '../../devices/test/fixtures.js';
import type { RepairOrderDetail } from '../../../../domains/eam-repair/types.js';
import { bodiesOf, dispatched, groups, orderDetail, people, serveEam, signIn, urgencies } from '../test/fixtures.js';
import { OrderDetailPage } from './OrderDetailPage.js';

vi.mock('../../../../lib/eam/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/eam/client.js')>()),
  eamCall: vi.fn(),
}));

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The asset system for one order: `order` is what get-by-id answers now; `act` answers an action and becomes the order. */
function serve(first: RepairOrderDetail, act: (endpoint: string, body: Record<string, unknown>) => RepairOrderDetail = () => first) {
  let order = first;
  const acting = (path: string) => (b: Record<string, unknown>) => (order = act(path, b));
  serveEam([
    [eamApi.repairOrderGetById, () => order],
    [eamApi.getById, () => assetDetail()],
    [eamApi.repairUrgencyQueryList, () => urgencies],
    [eamApi.repairGroupQueryList, () => groups],
    [eamApi.repairOrderDispatch, acting('dispatch')],
    [eamApi.repairOrderCancel, acting('cancel')],
    [eamApi.repairOrderActStart, acting('start')],
    [eamApi.repairOrderActFinish, acting('finish')],
    [eamApi.repairOrderAcceptance, acting('accept')],
  ]);
}

const renderAt = (id = 'o-1') => renderScreen(`/eam/maintenance2/deviceFix/detail/${id}`, {
  '/eam/maintenance2/deviceFix/detail/:id': <OrderDetailPage />,
  '/inst/:instId': <div>approval instance</div>,
});
const toolbar = () => screen.queryByRole('toolbar', { name: '报修单操作' });
const buttonsOf = (bar: HTMLElement) => within(bar).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));
/** The sheet of an action, once its form (a lazy chunk) is in. */
async function sheet(name: string, submit: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByRole('button', { name: submit }, { timeout: 5000 });
  return dialog;
}

// The action forms load with their sheet (a lazy chunk): loaded once here, so no test waits for its first transform.
beforeAll(async () => {
  await import('../components/order-forms.js');
  await import('../../../../components/form/fields/on-demand-parts.js');
}, 60_000);

beforeEach(async () => {
  vi.mocked(eamCall).mockReset();
  signIn(['repairManager']);
  await i18n.changeLanguage('zh-CN');
});

describe('repair order detail', { timeout: 20_000 }, () => {
  it('shows the request, the asset linking to its page, the approval, the timeline, and no actions when the server allows none', async () => {
    serve(orderDetail({
      procId: 'inst-9', repairStatus: 'approval', pictureIds: [],
      timeline: [
        { id: 'p-1', label: 'report', processContent: '泵体振动大，有异响', pictureIds: [], rcdTime: '2026-11-26T01:30:00.000Z', user: people.wang },
      ],
    }));
    renderAt();
    expect(await screen.findByRole('heading', { name: 'BX20261126-001' })).toBeTruthy();
    expect(screen.getAllByText('审批中').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('link', { name: '查看设备 1#进水提升泵（P-001）' }).getAttribute('href')).toBe('/eam/device-machinery-details/P-001'));
    const request = screen.getByRole('region', { name: '报修内容' });
    expect(within(request).getByText('机械/泵类')).toBeTruthy();
    expect(within(request).getByText('机械密封泄漏（PUMP-001）')).toBeTruthy();
    expect(within(request).getByText('更换机械密封')).toBeTruthy();
    expect(within(request).getByText('3 小时')).toBeTruthy();
    expect(within(request).getByText('自修')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看审批流程' }).getAttribute('href')).toBe('/inst/inst-9');
    const timeline = screen.getByRole('region', { name: '处理记录' });
    expect(within(timeline).getByText('报修')).toBeTruthy();
    expect(within(timeline).getByText('王芳')).toBeTruthy();
    expect(toolbar()).toBeNull();
  });

  it('offers exactly the actions the server lists, the step forward last', async () => {
    serve(orderDetail({ actions: ['accept', 'cancel', 'dispatch'] }));
    renderAt();
    const bar = await screen.findByRole('toolbar', { name: '报修单操作' });
    expect(buttonsOf(bar)).toEqual(['撤销', '派单', '验收']);
    vi.mocked(eamCall).mockReset();
    serve(dispatched({ actions: ['start'] }));
    renderAt('o-2');
    await waitFor(() => expect(screen.getAllByRole('toolbar', { name: '报修单操作' }).map(buttonsOf)).toContainEqual(['开始维修']));
  });

  it('dispatches to a team and one of its members; the order then shows the dispatch', async () => {
    serve(orderDetail({ actions: ['dispatch', 'cancel'] }), (_, b) => dispatched({ actions: ['cancel'], ...(b.notes ? {} : {}) }));
    const u = user();
    renderAt();
    await u.click(await screen.findByRole('button', { name: '派单' }));
    const form = await sheet('派单', '派单');
    await u.click(within(form).getByRole('button', { name: '派单' }));
    expect(await within(form).findByText('请选择维修班组')).toBeTruthy();
    expect(bodiesOf(eamApi.repairOrderDispatch)).toHaveLength(0);
    // A manager sees every enabled team; the members are the chosen team's.
    expect(within(form).getByRole('option', { name: /^电仪班/ })).toBeTruthy();
    await u.click(within(form).getByRole('option', { name: /^机修一班/ }));
    const executors = within(form).getByRole('listbox', { name: '维修人' });
    expect(within(executors).getAllByRole('option').map((o) => o.textContent)).toEqual(['李强', '赵伟']);
    await u.click(within(executors).getByRole('option', { name: '赵伟' }));
    await u.type(within(form).getByLabelText('派单说明'), '带上机封备件');
    await u.click(within(form).getByRole('button', { name: '派单' }));
    await waitFor(() => expect(bodiesOf(eamApi.repairOrderDispatch)).toEqual([{ id: 'o-1', groupId: 'g-1', executorId: 'u-zhao', notes: '带上机封备件' }]));
    const section = await screen.findByRole('region', { name: '派单' });
    expect(within(section).getByText('机修一班（班长 李强）')).toBeTruthy();
    expect(within(section).getByText('赵伟')).toBeTruthy();
    expect(screen.getAllByText('待维修').length).toBeGreaterThan(0);
  });

  it('shows a dispatch that lost the race (409) in the sheet and reads the order again', async () => {
    let raced = false;
    serve(orderDetail({ actions: ['dispatch'] }), () => {
      raced = true;
      throw new CallError('该报修单已派单，不能再派单', 409, { success: false, code: 'conflict', message: '该报修单已派单，不能再派单' });
    });
    const u = user();
    renderAt();
    await u.click(await screen.findByRole('button', { name: '派单' }));
    const form = await sheet('派单', '派单');
    await u.click(within(form).getByRole('option', { name: /^机修一班/ }));
    await u.click(within(form).getByRole('option', { name: '李强' }));
    await u.click(within(form).getByRole('button', { name: '派单' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', '该报修单已派单，不能再派单');
    expect(raced).toBe(true);
    await waitFor(() => expect(bodiesOf(eamApi.repairOrderGetById)).toHaveLength(2));
  });

  it('lets a team leader who is no manager dispatch only to the teams they lead', async () => {
    signIn([], 'u-wang');
    serve(orderDetail({ actions: ['dispatch'] }));
    const u = user();
    renderAt();
    await u.click(await screen.findByRole('button', { name: '派单' }));
    const form = await sheet('派单', '派单');
    expect(within(form).getAllByRole('option').map((o) => o.textContent)).toEqual(['电仪班班长 王芳 · 在办 1 单']);
  });

  it('cancels with a reason, and starts the repair after a confirmation', async () => {
    serve(orderDetail({ actions: ['cancel'] }), (path) => (path === 'cancel' ? orderDetail({ repairStatus: 'cancel', actions: [] }) : orderDetail()));
    const u = user();
    renderAt();
    await u.click(await screen.findByRole('button', { name: '撤销' }));
    const form = await sheet('撤销', '撤销报修');
    await u.click(within(form).getByRole('button', { name: '撤销报修' }));
    expect(await within(form).findByText('请填写撤销原因')).toBeTruthy();
    await u.type(within(form).getByLabelText(/^撤销原因/), '重复报修');
    await u.click(within(form).getByRole('button', { name: '撤销报修' }));
    await waitFor(() => expect(bodiesOf(eamApi.repairOrderCancel)).toEqual([{ id: 'o-1', notes: '重复报修' }]));
    await waitFor(() => expect(toolbar()).toBeNull());
    expect(screen.getAllByText('已取消').length).toBeGreaterThan(0);

    vi.mocked(eamCall).mockReset();
    serve(dispatched({ actions: ['start'] }), () => dispatched({ repairStatus: 'repairing', actions: ['finish'] }));
    renderAt('o-2');
    const starts = await screen.findAllByRole('button', { name: '开始维修' });
    await u.click(starts.at(-1)!);
    const confirm = await screen.findByRole('dialog');
    await u.click(within(confirm).getByRole('button', { name: '开始维修' }));
    await waitFor(() => expect(bodiesOf(eamApi.repairOrderActStart)).toEqual([{ orderId: 'o-1' }]));
    expect(await screen.findByRole('button', { name: '完成维修' })).toBeTruthy();
  });

  it('finishes the repair with its record: cause, remedy, ISO 14224 mode, parts, hours, cost', async () => {
    const act = { id: 'a-1', attempt: 1, executor: people.zhao, startedAt: '2026-11-26T02:30:00.000Z', finishedAt: null, cause: null, remedy: null,
      failureMode: null, failureMechanism: null, failureCause: null, parts: [], laborHours: null, cost: null, downtimeEnd: null, pictureIds: [], notes: null };
    serve(dispatched({ repairStatus: 'repairing', act, acts: [act], actions: ['finish'] }), (_, b) => {
      const done = { ...act, finishedAt: '2026-11-26T05:00:00.000Z', cause: String(b.cause), remedy: String(b.remedy), failureMode: 'ELP' as const,
        parts: JSON.parse(String(b.parts)), laborHours: 2.5, cost: 860 };
      return dispatched({ repairStatus: 'wait_acceptance', act: done, acts: [done], actions: [] });
    });
    const u = user();
    renderAt();
    await u.click(await screen.findByRole('button', { name: '完成维修' }));
    const form = await sheet('完成维修', '完成维修');
    await u.click(within(form).getByRole('button', { name: '完成维修' }));
    expect(await within(form).findByText('请填写故障原因')).toBeTruthy();
    expect(within(form).getByText('请填写处理措施')).toBeTruthy();

    await u.type(within(form).getByLabelText(/^故障原因/), '机械密封动环磨损');
    await u.type(within(form).getByLabelText(/^处理措施/), '更换机械密封');
    // ISO 14224 failure mode from its wheel: the first code, confirmed.
    await u.click(within(form).getByRole('button', { name: /^失效模式/ }));
    await u.click(await screen.findByText('确定', { selector: '.adm-picker-header-button' }, { timeout: 5000 }));
    expect(await within(form).findByText('AIR 仪表读数异常')).toBeTruthy();
    await u.click(within(form).getByRole('button', { name: /添加备件/ }));
    await u.type(within(form).getByRole('textbox', { name: '备件 1 名称' }), '机械密封');
    await u.click(within(form).getByRole('button', { name: '完成维修' }));
    expect(await within(form).findByText('请填写第 1 个备件的单位')).toBeTruthy();
    await u.type(within(form).getByRole('textbox', { name: '备件 1 单位' }), '套');
    const hours = within(form).getByLabelText(/^工时/);
    await u.clear(hours);
    await u.type(hours, '2.5');
    await u.type(within(form).getByLabelText(/^维修费用/), '860');
    await u.click(within(form).getByRole('button', { name: '完成维修' }));
    await waitFor(() => expect(bodiesOf(eamApi.repairOrderActFinish)).toHaveLength(1));
    expect(bodiesOf(eamApi.repairOrderActFinish)[0]).toEqual({
      orderId: 'o-1', cause: '机械密封动环磨损', remedy: '更换机械密封', failureMode: 'AIR', failureMechanism: undefined, failureCause: undefined,
      parts: '[{"name":"机械密封","qty":1,"unit":"套"}]', laborHours: 2.5, cost: 860, downtimeEnd: undefined, pictureIds: '[]', notes: undefined,
    });
    const work = await screen.findByRole('region', { name: '维修记录' });
    expect(within(work).getByText('机械密封动环磨损')).toBeTruthy();
    expect(within(work).getByText('机械密封 × 1 套')).toBeTruthy();
    expect(within(work).getByText('¥860.00')).toBeTruthy();
    expect(screen.getAllByText('待验收').length).toBeGreaterThan(0);
  });

  it('shows a refusal of a finish on the field it names', async () => {
    const act = { id: 'a-1', attempt: 1, executor: people.zhao, startedAt: '2026-11-26T02:30:00.000Z', finishedAt: null, cause: null, remedy: null,
      failureMode: null, failureMechanism: null, failureCause: null, parts: [], laborHours: null, cost: null, downtimeEnd: null, pictureIds: [], notes: null };
    serve(dispatched({ repairStatus: 'repairing', act, acts: [act], actions: ['finish'] }), () => {
      throw new CallError('remedy: 处理措施不能与故障原因相同', 400, { success: false, code: 'invalid', message: 'remedy: 处理措施不能与故障原因相同' });
    });
    const u = user();
    renderAt();
    await u.click(await screen.findByRole('button', { name: '完成维修' }));
    const form = await sheet('完成维修', '完成维修');
    await u.type(within(form).getByLabelText(/^故障原因/), '密封磨损');
    await u.type(within(form).getByLabelText(/^处理措施/), '密封磨损');
    await u.click(within(form).getByRole('button', { name: '完成维修' }));
    const item = within(form).getByLabelText(/^处理措施/).closest('.adm-form-item') as HTMLElement;
    expect(await within(item).findByText('处理措施不能与故障原因相同')).toBeTruthy();
  });

  it('accepts: not passed needs what is still wrong, and sends the verdict with the actual cost', async () => {
    const act = { id: 'a-1', attempt: 1, executor: people.zhao, startedAt: '2026-11-26T02:30:00.000Z', finishedAt: '2026-11-26T05:00:00.000Z',
      cause: '密封磨损', remedy: '更换机械密封', failureMode: 'ELP' as const, failureMechanism: '2.4' as const, failureCause: '3.4' as const,
      parts: [], laborHours: 2.5, cost: 860, downtimeEnd: null, pictureIds: [], notes: null };
    serve(dispatched({ repairStatus: 'wait_acceptance', act, acts: [act], actions: ['accept'] }), (_, b) => dispatched({
      repairStatus: 'acceptance_failed', act, acts: [act], actions: [],
      acceptances: [{ id: 'v-1', acceptResult: 'acceptance_failed', notes: String(b.notes), actualCost: 900, accepter: people.wang, acceptedAt: '2026-11-26T06:00:00.000Z' }],
    }));
    const u = user();
    renderAt();
    const work = await screen.findByRole('region', { name: '维修记录' });
    expect(within(work).getByText('ELP 工艺介质外漏')).toBeTruthy();
    expect(within(work).getByText('2.4 磨损')).toBeTruthy();
    expect(within(work).getByText('3.4 正常磨损老化')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '验收' }));
    const form = await sheet('验收', '验收通过');
    // The work order's cost is the starting point of the actual cost.
    expect((within(form).getByLabelText(/^实际费用/) as HTMLInputElement).value).toBe('860');
    await u.click(within(form).getByRole('option', { name: '验收不通过' }));
    await u.click(within(form).getByRole('button', { name: '验收不通过，退回维修' }));
    expect(await within(form).findByText('验收不通过时请写明仍存在的问题')).toBeTruthy();
    expect(bodiesOf(eamApi.repairOrderAcceptance)).toHaveLength(0);
    await u.type(within(form).getByLabelText(/^验收意见/), '仍有滴漏');
    const cost = within(form).getByLabelText(/^实际费用/);
    await u.clear(cost);
    await u.type(cost, '900');
    await u.click(within(form).getByRole('button', { name: '验收不通过，退回维修' }));
    await waitFor(() => expect(bodiesOf(eamApi.repairOrderAcceptance)).toEqual([{ id: 'o-1', result: 'acceptance_failed', notes: '仍有滴漏', actualCost: 900 }]));
    const verdicts = await screen.findByRole('region', { name: '验收' });
    expect(within(verdicts).getByText('仍有滴漏')).toBeTruthy();
    expect(within(verdicts).getByText('¥900.00')).toBeTruthy();
  });

  it('says when the order does not exist, and retries after a failure', async () => {
    let failure: CallError | null = new CallError('未找到', 404, { success: false, code: 'notFound', message: '未找到' });
    serveEam([[eamApi.repairOrderGetById, () => { if (failure) throw failure; return orderDetail(); }], [eamApi.getById, () => assetDetail()], [eamApi.repairUrgencyQueryList, () => urgencies]]);
    renderAt();
    expect(await screen.findByText('未找到该报修单')).toBeTruthy();
    failure = new CallError('网络异常，请稍后重试', undefined);
    vi.mocked(eamCall).mockClear();
    const u = user();
    renderAt('o-9');
    expect(await screen.findByText('报修单加载失败')).toBeTruthy();
    failure = null;
    await u.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: 'BX20261126-001' })).toBeTruthy();
  });
});
