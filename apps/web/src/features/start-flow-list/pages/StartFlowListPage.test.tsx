import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { runtimeListApi, sysTagApi, type Endpoint, type FlowGroup, type QueryFilter, type StartableFlow } from '@wp/contract';
import { renderScreen } from '../../../test/render.js';
import { call } from '../../../lib/http/client.js';
import { StartFlowListPage } from './StartFlowListPage.js';
import { StartFlowSearchPage } from './StartFlowSearchPage.js';

vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));
const callMock = vi.mocked(call);

const flow = (defKey: string, name: string, typeId: string): StartableFlow => ({
  id: `def-${defKey}`, defId: `def-${defKey}`, defKey, name, version: 1, typeId, typeName: null, description: `${name}的说明`, icon: null, supportMobile: 1,
});
const groups: FlowGroup[] = [
  { typeId: 't-office', typeName: '行政办公', icon: '{"icon":"FileOutline","color":"#1677ff"}', sn: 1,
    flowList: [flow('leave', '请假申请', 't-office'), flow('vehicle', '用车申请', 't-office')] },
  { typeId: 't-finance', typeName: '采购财务', icon: '{"icon":"PayCircleOutline","color":"#fa8c16"}', sn: 2,
    flowList: [flow('purchase', '采购申请', 't-finance'), flow('expense', '费用报销', 't-finance')] },
  { typeId: 't-empty', typeName: '空分类', icon: null, sn: 3, flowList: [] },
];

function serve(often: string[], search?: (text: string) => FlowGroup[]) {
  callMock.mockImplementation((async (e: Endpoint, opts: { body?: unknown } = {}) => {
    if (e === runtimeListApi.myMobileProcess) {
      const text = (opts.body as QueryFilter).querys?.[0]?.value as string | undefined;
      const rows = text && search ? search(text) : groups;
      return { rows, total: rows.length, page: 1, pageSize: 1000 };
    }
    if (e === sysTagApi.query) {
      return { state: true, message: '', value: often.map((defKey, sn) => ({ defKey, name: defKey, sn })) };
    }
    if (e === sysTagApi.save) return { state: true, message: '保存成功' };
    throw new Error(`unexpected call ${e.path}`);
  }) as never);
}

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const oftenSection = () => screen.getByRole('region', { name: '常用流程' });
const categorySection = (name: string) => screen.getByRole('region', { name });

function renderList() {
  return renderScreen('/work/startFlowList', {
    '/work/startFlowList': <StartFlowListPage />,
    '/work/startFlowList_search': <StartFlowSearchPage />,
    '/work/startFlow/:defId/:instId': <div>start form</div>,
  });
}

beforeEach(() => {
  callMock.mockReset();
});

describe('start a process', () => {
  it('lists the startable flows by category, leaves out empty categories, and starts one on tap', async () => {
    serve(['purchase']);
    const u = user();
    renderList();
    const office = await screen.findByRole('region', { name: '行政办公' });
    expect(within(office).getByText('2 个流程')).toBeTruthy();
    expect(within(office).getByText('请假申请')).toBeTruthy();
    expect(within(categorySection('采购财务')).getByText('费用报销')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '空分类' })).toBeNull();
    // The category colour reaches its flows' icons.
    expect((within(office).getByText('请').closest('.flow-icon') as HTMLElement).style.background).toMatch(/rgb\(22, 119, 255\)|#1677ff/);
    await waitFor(() => expect(within(oftenSection()).getByText('采购申请')).toBeTruthy());

    await u.click(within(office).getByText('请假申请'));
    expect(await screen.findByText('start form')).toBeTruthy();
  });

  it('edits often-used flows on a working copy and saves the copy', async () => {
    serve(['purchase', 'leave']);
    const u = user();
    renderList();
    await screen.findByRole('region', { name: '行政办公' });
    await waitFor(() => expect(within(oftenSection()).getByText('请假申请')).toBeTruthy());
    await u.click(within(oftenSection()).getByRole('button', { name: '编辑' }));

    // Ticked flows show as such; untick one in its category, tick another, remove one from the often-used grid.
    const vehicle = within(categorySection('行政办公')).getByText('用车申请').closest('button')!;
    expect(vehicle.getAttribute('aria-pressed')).toBe('false');
    await u.click(vehicle);
    expect(vehicle.getAttribute('aria-pressed')).toBe('true');
    await u.click(within(categorySection('采购财务')).getByText('费用报销'));
    await u.click(within(oftenSection()).getByRole('button', { name: '移出常用 请假申请' }));
    expect(within(categorySection('行政办公')).getByText('请假申请').closest('button')!.getAttribute('aria-pressed')).toBe('false');
    // Editing never calls the server until save.
    expect(callMock.mock.calls.some(([e]) => e === sysTagApi.save)).toBe(false);

    await u.click(within(oftenSection()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(callMock).toHaveBeenCalledWith(sysTagApi.save, expect.objectContaining({
      body: { defKeys: ['purchase', 'vehicle', 'expense'] }, overlay: true,
    })));
    expect(await screen.findByText('保存常用流程成功')).toBeTruthy();
    await waitFor(() => expect(within(oftenSection()).getByRole('button', { name: '编辑' })).toBeTruthy());
  });

  it('cancel drops the working copy', async () => {
    serve(['purchase']);
    const u = user();
    renderList();
    await screen.findByRole('region', { name: '行政办公' });
    await waitFor(() => expect(within(oftenSection()).getByText('采购申请')).toBeTruthy());
    await u.click(within(oftenSection()).getByRole('button', { name: '编辑' }));
    expect((within(oftenSection()).getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true);
    await u.click(within(categorySection('行政办公')).getByText('请假申请'));
    expect(within(oftenSection()).getByText('请假申请')).toBeTruthy();
    await u.click(within(oftenSection()).getByRole('button', { name: '取消' }));
    expect(within(oftenSection()).queryByText('请假申请')).toBeNull();
    expect(within(oftenSection()).getByText('采购申请')).toBeTruthy();
  });

  it('searches startable flows by name on the search page', async () => {
    serve([], (text) => groups.map((g) => ({ ...g, flowList: g.flowList.filter((f) => f.name.includes(text)) })));
    const u = user();
    renderScreen('/work/startFlowList_search', {
      '/work/startFlowList_search': <StartFlowSearchPage />,
      '/work/startFlow/:defId/:instId': <div>start form</div>,
    });
    expect(screen.getByText('输入流程名称查找可发起的流程')).toBeTruthy();
    await u.type(screen.getByRole('searchbox'), '采购');
    const hit = await screen.findByText('采购申请');
    expect(screen.getByText('采购财务')).toBeTruthy();
    expect(screen.queryByText('请假申请')).toBeNull();
    const bodies = callMock.mock.calls.filter(([e]) => e === runtimeListApi.myMobileProcess).map(([, o]) => (o as { body: QueryFilter }).body);
    expect(bodies.at(-1)).toEqual({
      pageBean: { page: 1, pageSize: -1, showTotal: false },
      querys: [{ property: 'name', value: '采购', operation: 'LIKE', relation: 'AND', group: 'quickSearch' }],
    });
    await u.click(hit);
    expect(await screen.findByText('start form')).toBeTruthy();
  });
});
