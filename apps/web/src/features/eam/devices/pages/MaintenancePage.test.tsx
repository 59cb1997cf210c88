import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { eamApi } from '@wp/contract';
import { renderScreen } from '../../../../test/render.js';
import { eamCall } from '../../../../lib/eam/client.js';
import { CallError } from '../../../../lib/http/client.js';
import { dateTime } from '../../../../lib/time.js';
import i18n from '../../../../i18n/index.js';
import { bodiesOf, detail, serveEam, type EamHandler } from '../test/fixtures.js';
import { figures, order, page, point, task } from '../test/history-fixtures.js';
import { MaintenancePage } from './MaintenancePage.js';

vi.mock('../../../../lib/eam/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/eam/client.js')>()),
  eamCall: vi.fn(),
}));

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** Where the page's URL is now: the tab lives in its query. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname}{search}</output>;
}
const Opened = ({ what }: { what: string }) => <div>opened {what} {useLocation().pathname}{useLocation().search}</div>;
const renderAt = (path: string) => renderScreen(path, {
  '/eam/info-maintenance/:id': <><MaintenancePage /><Where /></>,
  '/eam/maintenance2/deviceFix/detail/:id': <Opened what="order" />,
  '/eam/maintenance/devTask/details/:id': <Opened what="task" />,
  '/eam/inspectioin/pointDo': <Opened what="point" />,
});
const where = () => screen.getByTestId('where').textContent;
const rowsIn = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem');
const fact = (row: HTMLElement, key: string) => row.querySelector(`[data-fact="${key}"] dd`)?.textContent;

/** Every call of the page answered: the asset (no contract unless given) and its three histories. */
function serveHistory(h: { repair?: EamHandler; maintenance?: EamHandler; inspection?: EamHandler; asset?: EamHandler } = {}) {
  serveEam([
    [eamApi.getById, h.asset ?? (() => detail())],
    [eamApi.repairOrderQueryByAsset, h.repair ?? (() => page([]))],
    [eamApi.maintainTaskQueryByAsset, h.maintenance ?? (() => page([]))],
    [eamApi.inspection.pointQueryByAsset, h.inspection ?? (() => page([]))],
    [eamApi.kpiQuerySummary, () => figures()],
  ]);
}

beforeEach(async () => {
  vi.mocked(eamCall).mockReset();
  await i18n.changeLanguage('zh-CN');
});

describe('/eam/info-maintenance/:id — the asset\'s history', () => {
  it('opens on the repairs, newest first as the server sends them, each a link to its order with its status in words', async () => {
    serveHistory({
      repair: () => page([
        order('BX20260503-001', { repairStatus: 'repairing', assetDown: true, responseOverdue: true }),
        order('BX20260410-002', { categoryTplName: null, content: '密封处漏水', groupName: null, executor: null, repairStatus: 'not_dispatch' }),
        order('BX20260102-001'),
      ]),
      maintenance: () => page([task('BY20260401-001')], 1, 7),
      inspection: () => page([point('p-1')], 1, 42),
    });
    const u = user();
    renderAt('/eam/info-maintenance/id-P-001');
    const rows = await screen.findAllByRole('link', { name: /BX2026/ });
    expect(rows.map((r) => r.getAttribute('data-order'))).toEqual(['BX20260503-001', 'BX20260410-002', 'BX20260102-001']);
    expect(rows.map((r) => r.getAttribute('href'))).toEqual([
      '/eam/maintenance2/deviceFix/detail/o-BX20260503-001', '/eam/maintenance2/deviceFix/detail/o-BX20260410-002', '/eam/maintenance2/deviceFix/detail/o-BX20260102-001',
    ]);
    const [first, second, third] = rows;
    expect(within(first).getByText('维修中')).toBeTruthy();
    expect(within(first).getByText('设备停机')).toBeTruthy();
    expect(within(first).getByText('响应超时')).toBeTruthy();
    expect(within(first).getByText('轴承磨损')).toBeTruthy();
    expect(fact(first, 'reportedAt')).toBe(dateTime('2026-05-03T01:30:00.000Z'));
    expect(fact(first, 'repairer')).toBe('机修一班 · 李强');
    // No fault from the library: what the reporter wrote is the title; not dispatched yet: nobody repairs it.
    expect(within(second).getByText('密封处漏水')).toBeTruthy();
    expect(within(second).getByText('待派单')).toBeTruthy();
    expect(fact(second, 'repairer')).toBeUndefined();
    expect(within(third).getByText('已完成')).toBeTruthy();
    expect(within(third).queryByText('设备停机')).toBeNull();
    // Each tab says how many records it holds; the repair tab the asset's 12-month figures.
    expect(screen.getByRole('tab', { name: '维修 3' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('tab', { name: '保养 7' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: '巡检 42' })).toBeTruthy();
    const figs = await screen.findByRole('region', { name: '近 12 个月' });
    expect(within(figs).getByText('3 次')).toBeTruthy();
    expect(within(figs).getByText('5.3 小时')).toBeTruthy();
    expect(within(figs).getByText('20.4 小时')).toBeTruthy();
    expect(within(figs).getByText('99.8%')).toBeTruthy();
    expect(bodiesOf(eamApi.repairOrderQueryByAsset)).toEqual([{ assetId: 'id-P-001', pageIndex: 1, pageSize: 10 }]);
    expect(bodiesOf(eamApi.kpiQuerySummary)[0]).toMatchObject({ assetId: 'id-P-001' });

    await u.click(first);
    expect(await screen.findByText('opened order /eam/maintenance2/deviceFix/detail/o-BX20260503-001')).toBeTruthy();
  });

  it('?tab=maintenance opens the maintenance tasks: plan, status, dates and 已逾期 in words, each a link to its task', async () => {
    serveHistory({
      maintenance: () => page([
        task('BY20260501-001', { status: 'wait', overdue: true, executor: null, actStartTime: null, actFinishTime: null, projectDone: 0, name: '提升泵季度保养', maintainType: 'second' }),
        task('BY20260401-001'),
      ]),
    });
    const u = user();
    renderAt('/eam/info-maintenance/id-P-001?tab=maintenance');
    const list = await screen.findByRole('list', { name: '保养' });
    expect(screen.getByRole('tab', { name: '保养 2' }).getAttribute('aria-selected')).toBe('true');
    const [open, done] = rowsIn('保养');
    expect(within(open).getByRole('link').getAttribute('href')).toBe('/eam/maintenance/devTask/details/t-BY20260501-001');
    expect(within(open).getByText('提升泵季度保养')).toBeTruthy();
    expect(within(open).getByText('待保养')).toBeTruthy();
    expect(within(open).getByText('已逾期')).toBeTruthy();
    expect(fact(open, 'type')).toBe('二级保养');
    expect(fact(open, 'planned')).toBe(dateTime('2026-04-01T00:00:00.000Z').slice(0, 10));
    expect(fact(open, 'deadline')).toBe(dateTime('2026-04-03T00:00:00.000Z'));
    expect(fact(open, 'finished')).toBeUndefined();
    expect(fact(open, 'projects')).toBe('已完成 0/4 项');
    expect(within(done).getByText('已完成')).toBeTruthy();
    expect(within(done).queryByText('已逾期')).toBeNull();
    expect(fact(done, 'finished')).toBe(dateTime('2026-04-01T06:00:00.000Z').slice(0, 10));
    expect(fact(done, 'by')).toBe('保养一组 · 赵伟');
    expect(within(list).queryByText(/BX/)).toBeNull();
    expect(bodiesOf(eamApi.maintainTaskQueryByAsset)).toEqual([{ assetId: 'id-P-001', pageIndex: 1, pageSize: 10 }]);

    await u.click(within(done).getByRole('link'));
    expect(await screen.findByText('opened task /eam/maintenance/devTask/details/t-BY20260401-001')).toBeTruthy();
  });

  it('the inspection tab says an abnormal record in words, with the readings out of range, and opens the point\'s record', async () => {
    serveHistory({
      inspection: () => page([
        point('p-3', { pointStatus: 'abnormal', abnormalItemCount: 2, content: '出口压力偏高', operTime: '2026-05-03T08:00:00.000Z' }),
        point('p-2', { pointStatus: 'none', content: '设备检修停机', operUserName: '周敏' }),
        point('p-1'),
      ]),
    });
    const u = user();
    renderAt('/eam/info-maintenance/id-P-001');
    await screen.findByRole('tab', { name: '巡检 3' });
    await u.click(screen.getByRole('tab', { name: '巡检 3' }));
    expect(where()).toBe('/eam/info-maintenance/id-P-001?tab=inspection');
    const [abnormal, skipped, normal] = rowsIn('巡检');
    expect(within(abnormal).getByText('异常')).toBeTruthy();
    expect(within(abnormal).getByText('2 项读数异常')).toBeTruthy();
    expect(within(abnormal).getByText(dateTime('2026-05-03T08:00:00.000Z'))).toBeTruthy();
    expect(fact(abnormal, 'round')).toBe('XJ20260502-01 · 早班巡检');
    expect(fact(abnormal, 'remark')).toBe('出口压力偏高');
    expect(abnormal.querySelector('.eam-hist-row')!.className).toContain('is-abnormal');
    expect(within(skipped).getByText('不巡检')).toBeTruthy();
    expect(fact(skipped, 'remark')).toBe('设备检修停机');
    expect(skipped.querySelector('[data-fact="remark"] dt')!.textContent).toBe('未巡检原因');
    expect(fact(skipped, 'operator')).toBe('周敏');
    expect(within(normal).getByText('正常')).toBeTruthy();
    expect(within(normal).queryByText(/读数异常/)).toBeNull();
    expect(fact(normal, 'remark')).toBeUndefined();
    expect([abnormal, skipped, normal].map((r) => within(r).getByRole('link').getAttribute('href')))
      .toEqual(['/eam/inspectioin/pointDo?id=p-3', '/eam/inspectioin/pointDo?id=p-2', '/eam/inspectioin/pointDo?id=p-1']);

    await u.click(within(abnormal).getByRole('link'));
    expect(await screen.findByText('opened point /eam/inspectioin/pointDo?id=p-3')).toBeTruthy();
  });

  it('a tab back to repairs leaves the default out of the URL; an unknown ?tab= opens the repairs', async () => {
    serveHistory({ repair: () => page([order('BX20260503-001')]) });
    const u = user();
    const first = renderAt('/eam/info-maintenance/id-P-001?tab=maintenance');
    await u.click(await screen.findByRole('tab', { name: /^维修/ }));
    expect(where()).toBe('/eam/info-maintenance/id-P-001');
    expect(await screen.findByRole('link', { name: /BX20260503-001/ })).toBeTruthy();
    first.unmount();
    renderAt('/eam/info-maintenance/id-P-001?tab=readings');
    expect(await screen.findByRole('link', { name: /BX20260503-001/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^维修/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('says per tab when there is nothing yet', async () => {
    serveHistory();
    const u = user();
    renderAt('/eam/info-maintenance/id-P-001');
    expect(await screen.findByText('暂无维修记录')).toBeTruthy();
    await u.click(screen.getByRole('tab', { name: /^保养/ }));
    expect(await screen.findByText('暂无保养记录')).toBeTruthy();
    await u.click(screen.getByRole('tab', { name: /^巡检/ }));
    expect(await screen.findByText('暂无巡检记录')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '巡检 0' })).toBeTruthy();
  });

  it('a tab that failed says so with a retry, and the others still show', async () => {
    let fail = true;
    serveHistory({
      repair: () => { if (fail) throw new CallError('网络异常', undefined); return page([order('BX20260503-001')]); },
      maintenance: () => { throw new CallError('服务异常', 500); },
      inspection: () => page([point('p-1')]),
    });
    const u = user();
    renderAt('/eam/info-maintenance/id-P-001');
    expect(await screen.findByText('维修记录加载失败')).toBeTruthy();
    // The other tabs loaded: the failed one has no count.
    expect(await screen.findByRole('tab', { name: '巡检 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '维修' })).toBeTruthy();
    fail = false;
    await u.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: /BX20260503-001/ })).toBeTruthy();
    await u.click(screen.getByRole('tab', { name: '保养' }));
    expect(await screen.findByText('保养记录加载失败')).toBeTruthy();
    await u.click(screen.getByRole('tab', { name: /^巡检/ }));
    expect(await screen.findByRole('link', { name: /1#提升泵/ })).toBeTruthy();
  });

  it('loads the next page of a long history as the list is scrolled to its end', async () => {
    // antd-mobile's InfiniteScroll loads when its footer is laid out near the bottom: jsdom lays nothing out.
    const laidOut = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) { return this.parentElement; });
    const first = Array.from({ length: 10 }, (_, i) => order(`BX202605${String(20 - i).padStart(2, '0')}-001`));
    serveHistory({ repair: (b) => (b.pageIndex === 1 ? page(first, 1, 11) : page([order('BX20260101-001')], 2, 11)) });
    renderAt('/eam/info-maintenance/id-P-001');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /BX2026/ })).toHaveLength(11), { timeout: 5000 });
    expect(screen.getAllByRole('link', { name: /BX2026/ }).at(-1)!.getAttribute('data-order')).toBe('BX20260101-001');
    expect(bodiesOf(eamApi.repairOrderQueryByAsset).map((b) => b.pageIndex)).toEqual([1, 2]);
    expect(screen.getByText('共 11 条')).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    laidOut.mockRestore();
  });

  it('a failed figure line leaves the orders alone and retries by itself', async () => {
    let fail = true;
    serveEam([
      [eamApi.getById, () => detail()],
      [eamApi.repairOrderQueryByAsset, () => page([order('BX20260503-001')])],
      [eamApi.maintainTaskQueryByAsset, () => page([])],
      [eamApi.inspection.pointQueryByAsset, () => page([])],
      [eamApi.kpiQuerySummary, () => { if (fail) throw new CallError('网络异常', undefined); return figures({ mttr: { repairs: 0, hours: null, waitingHours: null, repairHours: null, acceptanceHours: null } }); }],
    ]);
    const u = user();
    renderAt('/eam/info-maintenance/id-P-001');
    expect(await screen.findByText('维修指标加载失败')).toBeTruthy();
    expect(screen.getByRole('link', { name: /BX20260503-001/ })).toBeTruthy();
    fail = false;
    await u.click(screen.getByRole('button', { name: '重试' }));
    const figs = await screen.findByRole('region', { name: '近 12 个月' });
    expect(figs.querySelector('[data-figure="mttr"] dd')!.textContent).toBe('—');
  });

  it('an asset without a contract says so in one line and still shows its history', async () => {
    serveHistory({ repair: () => page([order('BX20260503-001')]) });
    renderAt('/eam/info-maintenance/id-P-001');
    expect(await screen.findByText('暂无维保合同')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /BX20260503-001/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '设备履历' })).toBeTruthy();
  });

  it('a contract shows above the history', async () => {
    serveHistory({
      asset: () => detail({ maintenance: { maintainer: '华东泵业服务', contacts: '张工', contactInformation: null, maintenanceMethod: '上门', maintenanceStartDate: '2025-01-01', maintenanceEndDate: '2030-12-31', maintenancePrice: 12000 } }),
      repair: () => page([order('BX20260503-001')]),
    });
    renderAt('/eam/info-maintenance/id-P-001');
    expect(await screen.findByText('华东泵业服务')).toBeTruthy();
    expect(screen.queryByText('暂无维保合同')).toBeNull();
    const contract = screen.getByRole('region', { name: '维保合同' });
    const history = screen.getByRole('region', { name: '设备履历' });
    expect(contract.compareDocumentPosition(history) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('reads in English and in Traditional Chinese', async () => {
    await i18n.changeLanguage('en-US');
    serveHistory({ inspection: () => page([point('p-3', { pointStatus: 'abnormal', abnormalItemCount: 1 })]) });
    const first = renderAt('/eam/info-maintenance/id-P-001?tab=inspection');
    expect(await screen.findByText('1 reading out of range')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Inspections 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Asset history' })).toBeTruthy();
    first.unmount();
    await i18n.changeLanguage('zh-TW');
    renderAt('/eam/info-maintenance/id-P-001?tab=inspection');
    expect(await screen.findByText('1 項讀數異常')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '設備履歷' })).toBeTruthy();
  });
});
