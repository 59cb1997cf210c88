import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { eamApi } from '@wp/contract';
import { renderScreen } from '../../../../test/render.js';
import { eamCall } from '../../../../lib/eam/client.js';
import { CallError } from '../../../../lib/http/client.js';
import i18n from '../../../../i18n/index.js';
import { detail, paged, row, serveEam } from '../test/fixtures.js';
import { DeviceLedgerPage } from './DeviceLedgerPage.js';
import { DeviceDetailPage } from './DeviceDetailPage.js';
import { MaintenancePage } from './MaintenancePage.js';
import { DeviceInfoPage } from './DeviceInfoPage.js';

vi.mock('../../../../lib/eam/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/eam/client.js')>()),
  eamCall: vi.fn(),
}));

/** The fault report's stand-in: shows what it was opened with. */
function ReportForm() {
  return <div>fault report {useLocation().search}</div>;
}
/** The history page's stand-in: shows where it was opened. */
function HistoryStandIn() {
  const { pathname, search } = useLocation();
  return <div>history {pathname}{search}</div>;
}
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const categories = [
  { id: 'sw', code: 'SW', name: '交换机', kind: 'network', count: 6 },
  { id: 'pump', code: 'PUMP', name: '泵', kind: 'machinery', count: 12 },
  { id: 'blower', code: 'BLW', name: '鼓风机', kind: 'machinery', count: 4 },
];
const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const inDays = (n: number) => iso(new Date(Date.now() + n * 86_400_000));

beforeEach(async () => {
  vi.mocked(eamCall).mockReset();
  await i18n.changeLanguage('zh-CN');
});

describe('asset ledger', () => {
  it('groups the categories by kind, machinery first, with counts; a tile opens its list', async () => {
    serveEam([[eamApi.queryCategoryCount, () => categories], [eamApi.queryPagedList, () => paged([])]]);
    const u = user();
    renderScreen('/eam/getDevice', { '/eam/getDevice': <DeviceLedgerPage />, '/eam/device-machinery': <div>machinery list</div> });
    const kinds = await screen.findAllByRole('heading', { level: 2 });
    expect(kinds.map((h) => h.textContent)).toEqual(['机械设备16 台', '网络设备6 台']);
    const machinery = screen.getByRole('region', { name: /机械设备/ });
    expect(within(machinery).getByRole('link', { name: '泵 12 台' }).getAttribute('href')).toBe('/eam/device-machinery?categoryId=pump');
    expect(within(machinery).getByRole('link', { name: '全部 16 台' })).toBeTruthy();
    await u.click(within(machinery).getByRole('link', { name: '鼓风机 4 台' }));
    expect(await screen.findByText('machinery list')).toBeTruthy();
  });

  it('searches assets across categories', async () => {
    serveEam([[eamApi.queryCategoryCount, () => categories], [eamApi.queryPagedList, () => paged([row('B-001', '1#鼓风机')])]]);
    const u = user();
    renderScreen('/eam/getDevice', { '/eam/getDevice': <DeviceLedgerPage /> });
    await screen.findByRole('link', { name: '泵 12 台' });
    await u.type(screen.getByRole('searchbox'), 'B-0');
    expect(await screen.findByRole('link', { name: '查看 1#鼓风机' })).toBeTruthy();
    const body = vi.mocked(eamCall).mock.calls.at(-1)![1] as { body: Record<string, unknown> };
    expect(body.body).toMatchObject({ searchValue: 'B-0', kind: undefined });
  });

  it('says when there are no categories, and when they failed', async () => {
    serveEam([[eamApi.queryCategoryCount, () => []]]);
    const empty = renderScreen('/eam/getDevice', { '/eam/getDevice': <DeviceLedgerPage /> });
    expect(await screen.findByText('暂无设备分类')).toBeTruthy();
    empty.unmount();
    let fail = true;
    serveEam([[eamApi.queryCategoryCount, () => {
      if (fail) throw new CallError('网络异常', undefined);
      return categories;
    }]]);
    const u = user();
    renderScreen('/eam/getDevice', { '/eam/getDevice': <DeviceLedgerPage /> });
    expect(await screen.findByText('设备分类加载失败')).toBeTruthy();
    fail = false;
    await u.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '泵 12 台' })).toBeTruthy();
  });
});

describe('asset details and information pages', () => {
  it('offers finance only with the right', async () => {
    serveEam([[eamApi.scanLabel, () => detail({ canSeeFinance: false })]]);
    renderScreen('/eam/device-machinery-details/P-001', { '/eam/device-machinery-details/:assetCode': <DeviceDetailPage /> });
    expect(await screen.findByRole('heading', { name: '1#进水提升泵' })).toBeTruthy();
    const cells = screen.getByRole('navigation');
    expect(within(cells).getByRole('link', { name: '基本信息' }).getAttribute('href')).toBe('/eam/basic-info/P-001');
    expect(within(cells).getByRole('link', { name: '设备参数' }).getAttribute('href')).toBe('/eam/info-device/P-001');
    expect(within(cells).getByRole('link', { name: '维保信息' }).getAttribute('href')).toBe('/eam/info-maintenance/id-P-001');
    expect(within(cells).queryByRole('link', { name: '财务信息' })).toBeNull();
    expect(vi.mocked(eamCall).mock.calls[0][1]).toMatchObject({ body: { txt: 'P-001' } });
  });

  it('reports a fault on the asset in one tap', async () => {
    serveEam([[eamApi.scanLabel, () => detail()]]);
    const u = user();
    renderScreen('/eam/device-machinery-details/P-001', {
      '/eam/device-machinery-details/:assetCode': <DeviceDetailPage />, '/eam/maintenance2/deviceFix': <ReportForm />,
    });
    await u.click(await screen.findByRole('button', { name: '报修' }));
    expect(await screen.findByText('fault report ?new=1&assetId=id-P-001')).toBeTruthy();
  });

  it('opens the asset\'s history on its repairs in one tap', async () => {
    serveEam([[eamApi.scanLabel, () => detail()]]);
    const u = user();
    renderScreen('/eam/device-machinery-details/P-001', {
      '/eam/device-machinery-details/:assetCode': <DeviceDetailPage />, '/eam/info-maintenance/:id': <HistoryStandIn />,
    });
    await u.click(await screen.findByRole('button', { name: '履历' }));
    expect(await screen.findByText('history /eam/info-maintenance/id-P-001?tab=repair')).toBeTruthy();
  });

  it('shows the finance cell with the right', async () => {
    serveEam([[eamApi.scanLabel, () => detail({ canSeeFinance: true })]]);
    renderScreen('/eam/device-machinery-details/P-001', { '/eam/device-machinery-details/:assetCode': <DeviceDetailPage /> });
    expect(await screen.findByRole('link', { name: '财务信息' })).toBeTruthy();
  });

  it('a code that is not an asset says so', async () => {
    serveEam([[eamApi.scanLabel, () => { throw new CallError('未找到该资产', 404); }]]);
    renderScreen('/eam/device-machinery-details/P-404', { '/eam/device-machinery-details/:assetCode': <DeviceDetailPage /> });
    expect(await screen.findByText('未找到该设备')).toBeTruthy();
  });

  it('technical data: specs with units, IT fields only when present', async () => {
    serveEam([[eamApi.scanLabel, () => detail()]]);
    renderScreen('/eam/info-device/P-001', { '/eam/info-device/:assetCode': <DeviceInfoPage /> });
    expect(await screen.findByText('500 m³/h')).toBeTruthy();
    expect(screen.getByText('运行中')).toBeTruthy();
    expect(screen.queryByText('管理 IP')).toBeNull();
  });

  it('maintenance contract: the end date in red with words once past, orange within 30 days', async () => {
    const contract = (end: string) => detail({ maintenance: { maintainer: '华东泵业服务', contacts: '张工', contactInformation: '138-0000-0000', maintenanceMethod: '上门', maintenanceStartDate: '2025-01-01', maintenanceEndDate: end, maintenancePrice: 12000 } });
    serveEam([[eamApi.getById, () => contract(inDays(-3))]]);
    const first = renderScreen('/eam/info-maintenance/id-P-001', { '/eam/info-maintenance/:id': <MaintenancePage /> });
    expect(await screen.findByText('已过期')).toBeTruthy();
    expect(screen.getByText('已过期').closest('.eam-expiry')!.className).toContain('is-expired');
    expect(screen.getByText('¥12,000.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: '138-0000-0000' }).getAttribute('href')).toBe('tel:13800000000');
    first.unmount();

    await i18n.changeLanguage('en-US');
    serveEam([[eamApi.getById, () => contract(inDays(10))]]);
    renderScreen('/eam/info-maintenance/id-P-001', { '/eam/info-maintenance/:id': <MaintenancePage /> });
    expect(await screen.findByText('Expires in 10 days')).toBeTruthy();
    expect(screen.getByText('Expires in 10 days').closest('.eam-expiry')!.className).toContain('is-soon');
  });

  it('an asset without a contract says so', async () => {
    serveEam([[eamApi.getById, () => detail()]]);
    renderScreen('/eam/info-maintenance/id-P-001', { '/eam/info-maintenance/:id': <MaintenancePage /> });
    expect(await screen.findByText('暂无维保合同')).toBeTruthy();
  });
});
