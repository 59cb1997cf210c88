import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eamApi, type AssetCategory } from '@wp/contract';
import { renderScreen } from '../../../../test/render.js';
import { eamCall } from '../../../../lib/eam/client.js';
import { CallError } from '../../../../lib/http/client.js';
import i18n from '../../../../i18n/index.js';
import { bodiesOf, serveEam, type EamHandler } from '../../devices/test/fixtures.js';
import { ranking, summary, trend } from '../test/fixtures.js';
import { KpiDashboardPage } from './KpiDashboardPage.js';

vi.mock('../../../../lib/eam/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/eam/client.js')>()),
  eamCall: vi.fn(),
}));
// ECharts cannot draw in jsdom: the lazy chart module is a stand-in showing the name it is given.
vi.mock('../../../../components/portal/echarts-canvas.js', () => ({
  default: ({ label, option }: { label?: string; option: Record<string, unknown> }) => (
    <div role="img" aria-label={label} data-testid="echart" data-series={JSON.stringify((option.series as Array<{ name: string }>).map((s) => s.name))} />
  ),
}));

const categories: AssetCategory[] = [
  { id: 'cat-pump', code: 'PU', name: '水泵', kind: 'machinery', count: 30 }, { id: 'cat-blower', code: 'BL', name: '鼓风机', kind: 'machinery', count: 8 },
];
const teams = [
  { id: 'g1', name: 'KPI机修班', leader: { id: 'u1', name: '何平' }, members: [], status: 'enable', notes: null, openOrderCount: 2 },
  { id: 'g2', name: 'KPI电仪班', leader: { id: 'u2', name: '彭成' }, members: [], status: 'enable', notes: null, openOrderCount: 0 },
];

/** The asset system's stand-in: the lists, and the KPI calls as each test says. */
function serve(kpi: Partial<Record<'summary' | 'trend' | 'ranking', EamHandler>> = {}) {
  serveEam([
    [eamApi.queryCategoryCount, () => categories],
    [eamApi.repairGroupQueryList, () => teams],
    [eamApi.kpiQuerySummary, kpi.summary ?? (() => summary())],
    [eamApi.kpiQueryTrend, kpi.trend ?? ((b) => trend(b.granularity as eamApi.KpiGranularity))],
    [eamApi.kpiQueryRanking, kpi.ranking ?? ((b) => ranking(b.by as eamApi.KpiRankBy, b.figure as eamApi.KpiRankFigure))],
  ]);
}
const open = (path = '/eam/kpi') => renderScreen(path, { '/eam/kpi': <KpiDashboardPage /> });
const card = (title: string) => screen.getByRole('heading', { name: title, level: 3 }).closest('article') as HTMLElement;

beforeEach(async () => {
  // The plant's noon on 15 April 2026: the presets count from it.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-04-15T04:00:00.000Z'));
  vi.mocked(eamCall).mockReset();
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => vi.useRealTimers());

describe('the asset KPI dashboard', () => {
  it('shows the key figures of the last three months by default', async () => {
    serve();
    open();
    expect(await screen.findByText('552.5 小时')).toBeTruthy();
    expect(bodiesOf(eamApi.kpiQuerySummary)).toEqual([{ from: '2026-02-01', to: '2026-04-15' }]);
    expect(screen.getByRole('button', { name: '近3个月' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('2026-02-01 至 2026-04-15')).toBeTruthy();
    expect(within(card('平均故障间隔 MTBF')).getByText('故障 4 次 · 运行 2,210 小时')).toBeTruthy();
    const mttr = card('平均修复时间 MTTR');
    expect(within(mttr).getByText('16.3 小时')).toBeTruthy();
    expect(within(mttr).getByText('等待 11.7 · 维修 4 · 验收 0.7 小时')).toBeTruthy();
    expect(within(card('可用率')).getByText('99.0%')).toBeTruthy();
    expect(within(card('可用率')).getByText('停机 22 小时 · 设备 3 台')).toBeTruthy();
    const pm = card('保养按期完成率');
    expect(within(pm).getByText('25.0%')).toBeTruthy();
    expect(within(pm).getByText('按期 1 / 应完成 4 · 超期完成 2')).toBeTruthy();
    expect(within(pm).getByText('逾期未做 1 项')).toBeTruthy();
    const rounds = card('巡检完成率');
    expect(within(rounds).getByText('60.0%')).toBeTruthy();
    expect(within(rounds).getByText('已检 3 / 应检 5 点 · 漏检 2')).toBeTruthy();
    expect(within(rounds).getByText('异常率 33.3%')).toBeTruthy();
    const backlog = card('待办工单');
    expect(within(backlog).getByText('4')).toBeTruthy();
    expect(within(backlog).getByText('维修 2 单 · 约 4 小时')).toBeTruthy();
    expect(within(backlog).getByText('紧急 1')).toBeTruthy();
    expect(within(backlog).getByText('待验收 1 单')).toBeTruthy();
    expect(within(backlog).getByText('保养 2 项 · 约 4 小时 · 逾期 1')).toBeTruthy();
  });

  it('says a figure without a base as — and why, never Infinity', async () => {
    serve({ summary: () => summary({ failures: 0, mtbfHours: null, mttr: { repairs: 0, hours: null, waitingHours: null, repairHours: null, acceptanceHours: null } }) });
    open();
    const mtbf = await waitFor(() => card('平均故障间隔 MTBF'));
    expect(within(mtbf).getByText('—')).toBeTruthy();
    expect(within(mtbf).getByText('区间内无故障 · 运行 2,210 小时')).toBeTruthy();
    expect(within(card('平均修复时间 MTTR')).getByText('区间内没有修复完成的工单')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Infinity|NaN/);
  });

  it('draws the trend by week for a quarter, each chart named by its latest values with its table beside it', async () => {
    serve();
    open();
    const charts = await screen.findAllByTestId('echart');
    expect(charts).toHaveLength(4);
    expect(bodiesOf(eamApi.kpiQueryTrend)).toEqual([{ from: '2026-02-01', to: '2026-04-15', granularity: 'week' }]);
    expect(screen.getByRole('button', { name: '按周' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('img', { name: '故障次数与 MTBF，共 3 个周期。最近一期 03-30：故障次数 4，MTBF 552.5。' })).toBeTruthy();
    expect(JSON.parse(charts[1]!.dataset.series!)).toEqual(['等待', '维修', '验收等待']);
    // The table stands in for the chart: a row per period, a column per series.
    const table = screen.getAllByRole('table', { hidden: true })[2]!;
    expect(within(table).getAllByRole('row', { hidden: true }).map((r) => r.textContent)).toEqual([
      '周期可用率保养按期完成率巡检完成率', '03-1666.7%——', '03-2398.8%——', '03-3099.0%25.0%60.0%',
    ]);
    await userEvent.click(screen.getByRole('button', { name: '按月' }));
    await waitFor(() => expect(bodiesOf(eamApi.kpiQueryTrend).at(-1)).toMatchObject({ granularity: 'month' }));
    expect(await screen.findByRole('img', { name: '故障次数与 MTBF，共 3 个周期。最近一期 2026-03：故障次数 4，MTBF 552.5。' })).toBeTruthy();
  });

  it('ranks the worst assets, and teams by failures when asked', async () => {
    serve();
    open();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '12#测试泵KPI-A2故障 1 次 · 停机 12 小时 · 可用率 98.4%36 小时', '21#测试泵KPI-A1故障 2 次 · 停机 6 小时 · 可用率 99.2%6.5 小时',
    ]);
    expect(bodiesOf(eamApi.kpiQueryRanking).at(-1)).toMatchObject({ by: 'asset', figure: 'mttr', limit: 10 });
    await userEvent.click(screen.getByRole('button', { name: '班组' }));
    await userEvent.click(screen.getByRole('button', { name: '故障最多' }));
    await waitFor(() => expect(bodiesOf(eamApi.kpiQueryRanking).at(-1)).toMatchObject({ by: 'team', figure: 'failures' }));
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')[0]!.textContent).toBe('1KPI机修班故障 3 次 · 停机 12 小时 · 可用率 98.4%3 次'));
  });

  it('narrows to a category and a team, and says what a team narrows', async () => {
    serve();
    open();
    await screen.findByText('552.5 小时');
    fireEvent.change(screen.getByLabelText('设备类别'), { target: { value: 'cat-pump' } });
    await waitFor(() => expect(bodiesOf(eamApi.kpiQuerySummary).at(-1)).toEqual({ from: '2026-02-01', to: '2026-04-15', categoryId: 'cat-pump' }));
    fireEvent.change(screen.getByLabelText('维修班组'), { target: { value: 'g1' } });
    await waitFor(() => expect(bodiesOf(eamApi.kpiQuerySummary).at(-1)).toEqual({ from: '2026-02-01', to: '2026-04-15', categoryId: 'cat-pump', groupId: 'g1' }));
    expect(screen.getByText(/维修班组只筛选维修类指标/)).toBeTruthy();
    expect(bodiesOf(eamApi.kpiQueryRanking).at(-1)).toMatchObject({ categoryId: 'cat-pump', groupId: 'g1' });
  });

  it('takes the presets and a custom range, and asks nothing for a range it cannot ask for', async () => {
    serve();
    open();
    await screen.findByText('552.5 小时');
    await userEvent.click(screen.getByRole('button', { name: '今年' }));
    await waitFor(() => expect(bodiesOf(eamApi.kpiQuerySummary).at(-1)).toEqual({ from: '2026-01-01', to: '2026-04-15' }));
    await userEvent.click(screen.getByRole('button', { name: '近12个月' }));
    await waitFor(() => expect(bodiesOf(eamApi.kpiQuerySummary).at(-1)).toEqual({ from: '2025-05-01', to: '2026-04-15' }));
    await waitFor(() => expect(bodiesOf(eamApi.kpiQueryTrend).at(-1)).toMatchObject({ granularity: 'month' }));
    await userEvent.click(screen.getByRole('button', { name: '本月' }));
    await waitFor(() => expect(bodiesOf(eamApi.kpiQuerySummary).at(-1)).toEqual({ from: '2026-04-01', to: '2026-04-15' }));
    await userEvent.click(screen.getByRole('button', { name: '自定义' }));
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(bodiesOf(eamApi.kpiQuerySummary).at(-1)).toEqual({ from: '2026-03-01', to: '2026-03-31' }));
    const calls = vi.mocked(eamCall).mock.calls.length;
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-04-01' } });
    expect((await screen.findByRole('alert')).textContent).toBe('结束日期不能早于开始日期');
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2023-03-31' } });
    expect((await screen.findByRole('alert')).textContent).toBe('统计区间最长 3 年，请缩短');
    expect(screen.queryByRole('heading', { name: '主要指标' })).toBeNull();
    expect(vi.mocked(eamCall).mock.calls.length).toBe(calls);
  });

  it('keeps its choices in the address: a link opens the same figures', async () => {
    serve();
    open('/eam/kpi?range=custom&from=2026-03-01&to=2026-03-31&categoryId=cat-pump&step=month&by=category&figure=availability');
    await screen.findByText('552.5 小时');
    expect(bodiesOf(eamApi.kpiQuerySummary)).toEqual([{ from: '2026-03-01', to: '2026-03-31', categoryId: 'cat-pump' }]);
    expect(bodiesOf(eamApi.kpiQueryTrend)).toEqual([{ from: '2026-03-01', to: '2026-03-31', categoryId: 'cat-pump', granularity: 'month' }]);
    expect(bodiesOf(eamApi.kpiQueryRanking)).toEqual([{ from: '2026-03-01', to: '2026-03-31', categoryId: 'cat-pump', by: 'category', figure: 'availability', limit: 10 }]);
    expect((screen.getByLabelText('设备类别') as HTMLSelectElement).value).toBe('cat-pump');
  });

  it('shows skeletons while it works, each part\'s failure with a retry, and empty parts in words', async () => {
    let fail = true;
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    serve({
      summary: async () => {
        await held;
        if (fail) throw new CallError('网络异常', undefined);
        return summary();
      },
      trend: () => ({ ...trend('week'), periods: [], series: Object.fromEntries(Object.keys(trend().series).map((k) => [k, []])) }),
      ranking: () => ({ by: 'asset', figure: 'mttr', rows: [] }),
    });
    open();
    expect(screen.getByTestId('eam-kpi-figures-loading')).toBeTruthy();
    expect(screen.getByText('正在计算指标')).toBeTruthy();
    release();
    expect(await screen.findByText('指标未能加载')).toBeTruthy();
    expect(await screen.findByText('该区间尚未开始，暂无趋势')).toBeTruthy();
    expect(await screen.findByText('区间内没有可排行的记录')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('552.5 小时')).toBeTruthy();
  });

  it('says when a selection holds no asset', async () => {
    serve({ summary: () => summary({ assets: 0 }) });
    open();
    expect(await screen.findByText('该范围内没有设备')).toBeTruthy();
  });

  it('speaks English (en-US) and Traditional Chinese (zh-TW)', async () => {
    await i18n.changeLanguage('en-US');
    serve();
    const first = open();
    expect(await screen.findByText('552.5 h')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mean time between failures (MTBF)' })).toBeTruthy();
    expect(screen.getByText('4 failures · 2,210 h operating')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last 3 months' })).toBeTruthy();
    expect(screen.getByText('Slowest repairs')).toBeTruthy();
    first.unmount();
    await i18n.changeLanguage('zh-TW');
    open();
    expect(await screen.findByRole('heading', { name: '平均故障間隔 MTBF' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '保養如期完成率' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '自訂' })).toBeTruthy();
  });
});
