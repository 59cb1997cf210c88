import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { eamApi } from '@wp/contract';
import { renderScreen } from '../../../../test/render.js';
import { eamCall } from '../../../../lib/eam/client.js';
import { CallError } from '../../../../lib/http/client.js';
import i18n from '../../../../i18n/index.js';
import { row as assetRow, detail as assetDetail } from '../../devices/test/fixtures.js';
import { bodiesOf, categories, counts, orderDetail, orderRow, pagedOf, serveEam, signIn, template, urgencies } from '../test/fixtures.js';
import { RepairListPage } from './RepairListPage.js';

vi.mock('../../../../lib/eam/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/eam/client.js')>()),
  eamCall: vi.fn(),
}));

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const orders = [
  orderRow(),
  orderRow({
    id: 'o-2', businessCode: 'BX20261125-004', repairStatus: 'repairing', assetName: '2#鼓风机', assetCode: 'B-002', categoryTplName: null,
    content: '出口温度偏高', urgency: { id: 'ug-3', code: 'normal', name: '一般' }, assetDown: false, responseOverdue: true,
    groupName: '机修一班', executor: { id: 'u-wang', name: '王芳' },
  }),
];

/** The asset system as far as the list and the report form use it; `create` answers the create call. */
function serve(create: (b: Record<string, unknown>) => unknown = () => orderDetail({ id: 'o-new' })) {
  serveEam([
    [eamApi.repairOrderQueryStatusCountData, (b) => (b.scope === 'reported' ? counts({ all: 1, not_dispatch: 1 }) : counts({ all: 2, not_dispatch: 1, repairing: 1 }))],
    [eamApi.repairOrderQueryPagedList, (b) => pagedOf(orders.filter((o) =>
      (!b.repairStatus || o.repairStatus === b.repairStatus) && (b.scope !== 'reported' || o.reporter.id === 'u-wang')
      && (!b.searchValue || `${o.businessCode} ${o.assetName} ${o.assetCode}`.includes(String(b.searchValue)))))],
    [eamApi.repairUrgencyQueryList, () => urgencies],
    [eamApi.repairCategoryQueryList, () => categories],
    [eamApi.getById, (b) => assetDetail({ ...assetRow('P-001', '1#进水提升泵'), id: String(b.id) })],
    [eamApi.queryPagedList, () => pagedOf([assetRow('P-001', '1#进水提升泵'), assetRow('B-001', '1#鼓风机')])],
    [eamApi.repairOrderCreate, create],
    [eamApi.repairOrderGetById, (b) => orderDetail({ id: String(b.id) })],
  ]);
}

const renderAt = (path: string) => renderScreen(path, {
  '/eam/maintenance2/deviceFix': <RepairListPage />,
  '/eam/maintenance2/deviceFix/detail/:id': <div>order detail</div>,
});
/** The report sheet, once its form (a lazy chunk) is in. */
async function openForm() {
  const form = await screen.findByRole('dialog', { name: '我要报修' });
  await within(form).findByRole('button', { name: '提交报修' }, { timeout: 5000 });
  return form;
}
const card = (code: string) => screen.getByRole('link', { name: new RegExp(`^查看 ${code}`) }).closest('.repair-card') as HTMLElement;

// The report form loads with the sheet (a lazy chunk): loaded once here, so no test waits for its first transform.
beforeAll(async () => {
  await import('../components/CreateOrderForm.js');
  await import('../components/lazy-parts.js');
}, 60_000);

beforeEach(async () => {
  vi.mocked(eamCall).mockReset();
  signIn();
  await i18n.changeLanguage('zh-CN');
});

describe('repair orders list', { timeout: 20_000 }, () => {
  it('shows each order with code, asset, fault, urgency, status, time, who repairs it and a missed response in red words', async () => {
    serve();
    renderAt('/eam/maintenance2/deviceFix');
    expect(await screen.findByRole('link', { name: '查看 BX20261126-001 1#进水提升泵' })).toBeTruthy();
    const first = card('BX20261126-001');
    expect(within(first).getByText('待派单')).toBeTruthy();
    expect(within(first).getByText('1#进水提升泵')).toBeTruthy();
    expect(within(first).getByText('P-001')).toBeTruthy();
    expect(within(first).getByText('机械密封泄漏')).toBeTruthy();
    expect(within(first).getByText('设备停机')).toBeTruthy();
    expect(within(first).getByText(/ 报修$/)).toBeTruthy();
    // The first urgency in sort order is the red one.
    await waitFor(() => expect(within(first).getByText('紧急').closest('[data-urgency-rank]')?.getAttribute('data-urgency-rank')).toBe('0'));
    expect(within(first).queryByText('响应超时')).toBeNull();

    const second = card('BX20261125-004');
    expect(within(second).getByText('维修中')).toBeTruthy();
    expect(within(second).getByText('出口温度偏高')).toBeTruthy();
    expect(within(second).getByText('响应超时')).toBeTruthy();
    expect(second.className).toContain('is-overdue');
    expect(within(second).getByText('机修一班 · 王芳')).toBeTruthy();
    expect(within(second).getByText('我负责')).toBeTruthy();
    expect(screen.getByText('共 2 单')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '待派单 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '全部 2' }).getAttribute('aria-selected')).toBe('true');
  });

  it('filters by status tab and by scope, both kept in the URL and sent to the server', async () => {
    serve();
    const u = user();
    renderAt('/eam/maintenance2/deviceFix');
    await screen.findByRole('link', { name: /^查看 BX20261125-004/ });
    await u.click(screen.getByRole('tab', { name: /^维修中/ }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /^查看 BX20261126-001/ })).toBeNull());
    expect(screen.getByText('共 1 单')).toBeTruthy();
    expect(bodiesOf(eamApi.repairOrderQueryPagedList).at(-1)).toMatchObject({ repairStatus: 'repairing', scope: 'all', pageIndex: 1 });

    const scopes = screen.getByRole('group', { name: '范围' });
    await u.click(within(scopes).getByRole('button', { name: '我报修的' }));
    expect(within(scopes).getByRole('button', { name: '我报修的' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(bodiesOf(eamApi.repairOrderQueryStatusCountData).at(-1)).toEqual({ scope: 'reported' }));
    expect(bodiesOf(eamApi.repairOrderQueryPagedList).at(-1)).toMatchObject({ repairStatus: 'repairing', scope: 'reported' });
  });

  it('says when a tab is empty, and shows a load failure with a retry', async () => {
    let fail = true;
    serveEam([
      [eamApi.repairOrderQueryStatusCountData, () => counts()],
      [eamApi.repairUrgencyQueryList, () => urgencies],
      [eamApi.repairOrderQueryPagedList, (b) => {
        if (fail) throw new CallError('网络异常，请稍后重试', undefined);
        return pagedOf(b.repairStatus ? [] : orders);
      }],
    ]);
    const u = user();
    renderAt('/eam/maintenance2/deviceFix');
    expect(await screen.findByText('报修单加载失败')).toBeTruthy();
    fail = false;
    await u.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: /^查看 BX20261126-001/ })).toBeTruthy();
    await u.click(screen.getByRole('tab', { name: /^待验收/ }));
    expect(await screen.findByText('没有待验收的报修单')).toBeTruthy();
  });

  it('reports a fault: prefilled asset, the server\'s refusal shown on the field it names, then the new order opens', async () => {
    let refuse = true;
    serve(() => {
      if (refuse) throw new CallError('content: 请写明故障现象（至少 4 个字）', 400, { success: false, code: 'invalid', message: 'content: 请写明故障现象（至少 4 个字）' });
      return orderDetail({ id: 'o-new' });
    });
    const u = user();
    renderAt('/eam/maintenance2/deviceFix?assetId=id-P-001&new=1');
    const form = await openForm();
    // The asset named in the link is chosen already.
    expect(await within(form).findByText('1#进水提升泵', undefined, { timeout: 3000 })).toBeTruthy();
    expect(bodiesOf(eamApi.getById)[0]).toEqual({ id: 'id-P-001' });

    // A courtesy check first: urgency and description are required.
    await u.click(within(form).getByRole('button', { name: '提交报修' }));
    expect(await within(form).findByText('请选择紧急程度')).toBeTruthy();
    expect(within(form).getByText('请描述故障现象')).toBeTruthy();
    expect(bodiesOf(eamApi.repairOrderCreate)).toHaveLength(0);

    await u.click(await within(form).findByRole('option', { name: /^重要/ }));
    await u.type(within(form).getByLabelText(/^故障描述/), '坏了');
    await u.click(within(form).getByRole('switch', { name: '设备已停机' }));
    await u.click(within(form).getByRole('button', { name: '提交报修' }));
    const item = within(form).getByLabelText(/^故障描述/).closest('.adm-form-item') as HTMLElement;
    expect(await within(item).findByText('请写明故障现象（至少 4 个字）')).toBeTruthy();
    expect(bodiesOf(eamApi.repairOrderCreate)[0]).toEqual({
      assetId: 'id-P-001', categoryTplId: undefined, urgencyId: 'ug-2', content: '坏了', pictureIds: '[]', assetDown: 'yes',
      planFinishDate: undefined, repairType: 'self_repair', sourceAbnormalId: undefined,
    });

    refuse = false;
    await u.type(within(form).getByLabelText(/^故障描述/), '，泵体振动大');
    await u.click(within(form).getByRole('button', { name: '提交报修' }));
    expect(await screen.findByText('order detail')).toBeTruthy();
    expect(bodiesOf(eamApi.repairOrderCreate)[1]).toMatchObject({ content: '坏了，泵体振动大', urgencyId: 'ug-2' });
  });

  it('chooses the asset from the ledger and a fault from the library, which shows its solution and standard hours', async () => {
    serveEam([
      [eamApi.repairOrderQueryStatusCountData, () => counts()],
      [eamApi.repairOrderQueryPagedList, () => pagedOf([])],
      [eamApi.repairUrgencyQueryList, () => urgencies],
      [eamApi.repairCategoryQueryList, () => categories],
      [eamApi.queryPagedList, (b) => pagedOf([assetRow('P-001', '1#进水提升泵'), assetRow('B-001', '1#鼓风机')].filter((a) => !b.searchValue || a.name.includes(String(b.searchValue))))],
      [eamApi.repairCategoryTplQueryPagedList, () => pagedOf([template()])],
      [eamApi.repairOrderCreate, () => orderDetail({ id: 'o-new' })],
    ]);
    const u = user();
    renderAt('/eam/maintenance2/deviceFix');
    expect(await screen.findByText('暂无报修单')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '报修' }));
    const form = await openForm();
    await u.click(await within(form).findByRole('button', { name: /^设备/ }));
    const assets = await screen.findByRole('dialog', { name: '选择设备' });
    await u.type(within(assets).getByRole('searchbox'), '鼓风机');
    await u.click(await within(assets).findByRole('button', { name: '选择 1#鼓风机（B-001）' }));
    expect(await within(form).findByText('1#鼓风机')).toBeTruthy();

    await u.click(within(form).getByRole('button', { name: /^故障现象/ }));
    const library = await screen.findByRole('dialog', { name: '选择故障' });
    await u.click(await within(library).findByRole('button', { name: '选择 机械密封泄漏（PUMP-001）' }));
    expect(await within(form).findByText('更换机械密封，检查轴套磨损')).toBeTruthy();
    expect(within(form).getByText('3 小时')).toBeTruthy();
    // The template names its type.
    expect(within(form).getByText('机械/泵类')).toBeTruthy();

    await u.click(within(form).getByRole('option', { name: /^紧急/ }));
    await u.type(within(form).getByLabelText(/^故障描述/), '机械密封处滴水');
    await u.click(within(form).getByRole('option', { name: '外部维修' }));
    await u.click(within(form).getByRole('button', { name: '提交报修' }));
    expect(await screen.findByText('order detail')).toBeTruthy();
    expect(bodiesOf(eamApi.repairOrderCreate)[0]).toMatchObject({
      assetId: 'id-B-001', categoryTplId: 'tpl-seal', urgencyId: 'ug-1', content: '机械密封处滴水', assetDown: 'no', repairType: 'external_repair',
    });
    // Opened without a prefilled asset, the form asked for none (an empty id is a refusal the user would see).
    expect(bodiesOf(eamApi.getById)).toEqual([]);
  });

  it('follows up an inspection defect: its asset and findings prefill the form, its id goes with the request', async () => {
    serveEam([
      [eamApi.repairOrderQueryStatusCountData, () => counts()],
      [eamApi.repairOrderQueryPagedList, () => pagedOf([])],
      [eamApi.repairUrgencyQueryList, () => urgencies],
      [eamApi.repairCategoryQueryList, () => categories],
      [eamApi.inspection.abnormalGetById, () => ({
        id: 'ab-1', taskId: 't-1', taskCode: 'XJ-0001', taskPointId: 'tp-1', pointCode: 'PT-01', pointName: '1#提升泵', positionName: '提升泵房',
        asset: { id: 'id-P-001', assetCode: 'P-001', name: '1#进水提升泵' }, summary: '出口压力 0.52 MPa（正常 0.20–0.45）', content: '已告知中控', pics: [],
        status: 'not_process', operUserName: '赵伟', operTime: '2026-11-26T00:10:00.000Z', repairOrderId: null,
      })],
      [eamApi.repairOrderCreate, () => orderDetail({ id: 'o-new' })],
    ]);
    const u = user();
    renderAt('/eam/maintenance2/deviceFix?new=1&abnormalId=ab-1');
    const form = await openForm();
    expect(await within(form).findByText('跟进巡检异常：XJ-0001 · 1#提升泵')).toBeTruthy();
    expect(within(form).getByText('1#进水提升泵')).toBeTruthy();
    expect((within(form).getByLabelText(/^故障描述/) as HTMLTextAreaElement).value).toBe('1#提升泵：出口压力 0.52 MPa（正常 0.20–0.45）；已告知中控');
    await u.click(within(form).getByRole('option', { name: /^一般/ }));
    await u.click(within(form).getByRole('button', { name: '提交报修' }));
    expect(await screen.findByText('order detail')).toBeTruthy();
    expect(bodiesOf(eamApi.repairOrderCreate)[0]).toMatchObject({ assetId: 'id-P-001', sourceAbnormalId: 'ab-1', urgencyId: 'ug-3' });
  });
});
