import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { appModelApi, formDataApi, runtimeMiscApi, userApi, type App, type AppCategory, type Endpoint } from '@wp/contract';
import { renderScreen } from '../../../test/render.js';
import { call } from '../../../lib/http/client.js';
import { useSession } from '../../../lib/session/store.js';
import { AppCentrePage } from './AppCentrePage.js';

vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));
vi.mock('../../../components/portal/echarts-canvas.js', () => ({
  default: ({ option }: { option: unknown }) => <div data-testid="echart">{JSON.stringify(option)}</div>,
}));
const callMock = vi.mocked(call);

let n = 0;
const app = (name: string, mode: number, content: string): App => ({
  id: `a${++n}`, name, img: null, icon: 'AppOutline', iconColor: '#1677ff', mode, content, typeId: 't', typeName: '', enable: 1, sn: n,
  createBy: null, createTime: '', updateTime: '',
});
const category = (id: string, text: string, apps: App[], children: AppCategory[] = []): AppCategory => ({
  id, typeId: id, typeName: text, text, pid: '0', parentId: null, isParent: children.length ? 'true' : 'false', sn: 1, children, appList: apps,
});
const tree = [
  category('root', '默认分类', [], [
    category('c1', '流程办理', [app('我的待办', 1, '/work/myMatters/0'), app('代领导报修', 5, '{"id":"def-9","key":"repair"}')]),
    category('c2', '运行数据', [
      app('运行日报', 9, '{"alias":"plantDaily"}'), app('流程统计', 4, '{"id":"instanceByDef","name":"流程统计"}'), app('出水水质', 4, '{"id":"effluent_quality","name":"出水水质"}'),
      app('设备台账', 3, '{"alias":"equipmentLedger"}'), app('排放标准', 2, 'https://example.org/std'),
    ]),
  ]),
  category('other', '常用工具', [app('消息中心', 1, '/messageReceiverList')]),
];

function renderPage() {
  callMock.mockImplementation((async (e: Endpoint) => {
    if (e === appModelApi.getApp) return tree;
    if (e === userApi.getDetailByAccountOrId) return { user: { id: 'u1', account: 'lijun', fullname: '李军', status: 1 }, role: '', org: [], post: {} };
    if (e === runtimeMiscApi.getEchartsData) return { state: true, message: '', value: [{ series: [{ type: 'pie' }] }] };
    if (e === formDataApi.chart.getListData) {
      return {
        rows: [], total: 1, page: 1, pageSize: 1, dataset: { dimensions: [{ name: 'sampleDate', displayName: '采样日期', type: 'ordinal' }, { name: 'cod', displayName: 'COD', type: 'number' }], source: [['2026-11-25', 21.4]] },
        chart: { id: 'c1', alias: 'effluent_quality', name: '出水水质', style: 'line', displayfield: [{ field: 'cod', comment: 'COD' }], conf: {}, height: 300 },
      };
    }
    throw new Error(`unexpected call ${e.path}`);
  }) as never);
  const at = (p: string) => <div>at {p}</div>;
  return renderScreen('/work', {
    '/work': <AppCentrePage />, '/work/myMatters/0': at('todo'), '/work/agentStart/:id/:leader': at('agentStart'),
    '/datavShow/:alias': at('datav'), '/template/preview/:alias': at('template'),
  });
}

beforeEach(() => {
  callMock.mockReset();
  useSession.setState({ user: { token: 't', account: 'lijun', userId: 'u1', username: '李军', loginTime: Date.now(), expiration: 3600 } });
});

describe('AppCentrePage', () => {
  it("shows only the 'default category', relabelled 'asset management', with its child categories open; loads the user detail", async () => {
    renderPage();
    expect(screen.getByText('水厂PAD版')).toBeTruthy();
    expect(screen.getByText('应用中心')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: '资产管理' })).toBeTruthy();
    expect(screen.queryByText('默认分类')).toBeNull();
    expect(screen.queryByText('常用工具')).toBeNull();
    expect(screen.queryByText('消息中心')).toBeNull();
    expect(screen.getByText('流程办理')).toBeTruthy();
    expect(screen.getByText('运行数据')).toBeTruthy();
    // Panels all open: every app is visible.
    for (const name of ['我的待办', '代领导报修', '运行日报', '流程统计', '设备台账', '排放标准']) expect(screen.getByText(name)).toBeTruthy();
    expect(callMock.mock.calls.some(([e]) => e === userApi.getDetailByAccountOrId)).toBe(true);
    expect(callMock.mock.calls.find(([e]) => e === appModelApi.getApp)![1]).toMatchObject({ query: { typeKey: 'appType' } });
  });

  it.each([
    ['我的待办', 'at todo'], ['代领导报修', 'at agentStart'], ['运行日报', 'at datav'], ['设备台账', 'at template'],
  ])('mode push: %s', async (name, landing) => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage();
    await u.click(await screen.findByRole('button', { name }));
    expect(await screen.findByText(landing)).toBeTruthy();
  });

  it('mode 2 navigates the browser; mode 4 opens a full-width chart dialog titled "chart: name"', async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign } });
    try {
      renderPage();
      await u.click(await screen.findByRole('button', { name: '排放标准' }));
      expect(assign).toHaveBeenCalledWith('https://example.org/std');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
    await u.click(screen.getByRole('button', { name: '流程统计' }));
    expect(await screen.findByText('图表：流程统计')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('echart').textContent).toBe('{"series":[{"type":"pie"}]}'));
    expect(callMock.mock.calls.find(([e]) => e === runtimeMiscApi.getEchartsData)![1]).toMatchObject({ query: { reportId: 'instanceByDef' } });
  });

  it('opens a custom chart of a mode 4 app (any id that is not a flow report) as the chart\'s dataset', async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage();
    await u.click(await screen.findByRole('button', { name: '出水水质' }));
    expect(await screen.findByText('图表：出水水质')).toBeTruthy();
    await waitFor(() => expect(JSON.parse(screen.getByTestId('echart').textContent!)).toMatchObject({
      dataset: { source: [['2026-11-25', 21.4]] }, series: [{ type: 'line', name: 'COD' }],
    }));
    expect(callMock.mock.calls.find(([e]) => e === formDataApi.chart.getListData)![1]).toMatchObject({ query: { alias: 'effluent_quality' } });
    expect(callMock.mock.calls.some(([e]) => e === runtimeMiscApi.getEchartsData)).toBe(false);
  });
});
