import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { columnApi, eamApi, type Column, type Endpoint } from '@wp/contract';
import { renderScreen } from '../../test/render.js';
import { call, CallError } from '../../lib/http/client.js';
import { eamCall } from '../../lib/eam/client.js';
import i18n from '../../i18n/index.js';
import { ColumnCard } from './ColumnCard.js';

vi.mock('../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/http/client.js')>()),
  call: vi.fn(),
}));
vi.mock('../../lib/eam/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/eam/client.js')>()),
  eamCall: vi.fn(),
}));

/** The seeded column (seed/portal/home.ts): the plant's last three months. */
const column: Column = {
  id: 'c-kpi', alias: 'assetKpi', name: '设备指标', catalog: null, colType: 0, chartType: null, dataMode: columnApi.dataModes.eamKpi, dataFrom: null,
  dataParam: '{"range":"last3Months"}', requestType: null, needPage: 0, pageSize: 10, colHeight: null, colUrl: '/eam/kpi', templateHtml: '', html: '',
  isPublic: 1, memo: null, displayRights: true,
};

const summary: eamApi.KpiSummary = {
  from: '2026-02-01', to: '2026-04-15', periodStart: '2026-01-31T16:00:00.000Z', periodEnd: '2026-04-15T04:00:00.000Z', periodHours: 1788, assets: 319,
  failures: 12, operatingHours: 569_000, downtimeHours: 310, mtbfHours: 47_416.67, availability: 0.9995,
  mttr: { repairs: 10, hours: 9.25, waitingHours: 3.1, repairHours: 5.2, acceptanceHours: 0.95 },
  maintenance: { due: 40, onTime: 34, late: 4, overdueOpen: 2, compliance: 0.85 },
  rounds: { due: 1200, recorded: 1164, abnormal: 12, missed: 36, completion: 0.97, abnormalRate: 0.0103 },
  backlog: { repairs: { open: 5, hours: 18, withoutEstimate: 0, waitingAcceptance: 1, byUrgency: [] }, maintenance: { open: 3, hours: 6, overdue: 2 } },
};

function serve(column: Column, kpi: () => unknown) {
  vi.mocked(call).mockImplementation((async (e: Endpoint) => {
    if (e === columnApi.getByAlias) return column;
    throw new Error(`unexpected call ${e.path}`);
  }) as never);
  vi.mocked(eamCall).mockImplementation((async (e: Endpoint) => {
    if (e === eamApi.kpiQuerySummary) return kpi();
    throw new Error(`unexpected asset call ${e.path}`);
  }) as never);
}
const show = () => renderScreen('/home', { '/home': <ColumnCard alias="assetKpi" />, '/eam/kpi': <div>dashboard</div> });

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-04-15T04:00:00.000Z'));
  vi.mocked(call).mockReset();
  vi.mocked(eamCall).mockReset();
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => vi.useRealTimers());

describe('the asset KPI column (dataMode 5)', () => {
  it('shows the figures of its range, read from the asset system, and opens the dashboard', async () => {
    serve(column, () => summary);
    show();
    const card = await screen.findByRole('region', { name: '设备指标' });
    expect(await within(card).findByText('近3个月 · 2026-02-01 至 2026-04-15')).toBeTruthy();
    const tiles = within(card).getAllByRole('term').map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`);
    expect(tiles).toEqual(['MTBF=47,417 小时', 'MTTR=9.3 小时', '可用率=99.95%', '保养按期完成率=85.0%', '巡检完成率=97.0%', '待办工单=8']);
    expect(vi.mocked(eamCall).mock.calls[0]![1]).toMatchObject({ body: { from: '2026-02-01', to: '2026-04-15' }, silent: true });
    // The portal's proxy is not asked: the asset system answers with its own token.
    expect(vi.mocked(call).mock.calls.map(([e]) => e)).toEqual([columnApi.getByAlias]);
    await userEvent.click(within(card).getByRole('link', { name: /更多/ }));
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });

  it('narrows to its category and team, and shows a figure without a base as —', async () => {
    serve({ ...column, dataParam: '{"range":"thisMonth","categoryId":"cat-pump","groupId":"g1"}' }, () => ({ ...summary, mtbfHours: null, mttr: { ...summary.mttr, hours: null } }));
    show();
    const card = await screen.findByRole('region', { name: '设备指标' });
    await waitFor(() => expect(within(card).getAllByRole('definition')[0]!.textContent).toBe('—'));
    expect(within(card).getAllByRole('definition')[1]!.textContent).toBe('—');
    expect(vi.mocked(eamCall).mock.calls[0]![1]).toMatchObject({ body: { from: '2026-04-01', to: '2026-04-15', categoryId: 'cat-pump', groupId: 'g1' } });
  });

  it('says when it failed, with a retry, and when its settings cannot be read', async () => {
    let fail = true;
    serve(column, () => {
      if (fail) throw new CallError('网络异常', undefined);
      return summary;
    });
    const first = show();
    expect(await screen.findByText(/设备指标未能加载/)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('MTBF')).toBeTruthy();
    first.unmount();
    serve({ ...column, dataParam: '{"range":"lastCentury"}' }, () => summary);
    show();
    expect(await screen.findByText('栏目配置无法读取（dataParam）')).toBeTruthy();
    expect(vi.mocked(eamCall).mock.calls.filter(([e]) => e === eamApi.kpiQuerySummary)).toHaveLength(2);
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en-US');
    serve(column, () => summary);
    show();
    expect(await screen.findByText('Last 3 months · 2026-02-01 to 2026-04-15')).toBeTruthy();
    expect(screen.getByText('Availability')).toBeTruthy();
    expect(screen.getByText('47,417 h')).toBeTruthy();
  });
});
