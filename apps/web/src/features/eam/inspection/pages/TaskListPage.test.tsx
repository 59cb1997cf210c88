import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../../lib/eam/client.js';
import { CallError } from '../../../../lib/http/client.js';
import i18n from '../../../../i18n/index.js';
import { bodiesOf, serveEam } from '../../devices/test/fixtures.js';
import { newRecord } from '../offline/queue.js';
import { roundStore } from '../offline/store.js';
import { clearDevice, paged, renderRoutes, setOnline, signIn, taskRow, USER_ID } from '../test/fixtures.js';
import { TaskListPage } from './TaskListPage.js';

vi.mock('../../../../lib/eam/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/eam/client.js')>()),
  eamCall: vi.fn(),
}));

// IndexedDB and the sync run between the clicks: on a busy test machine that takes more than the default second.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const api = eamApi.inspection;
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const counts = { wait: 4, acting: 2, finish: 7, cancel: 1, all: 14, overdue: 1 };
const rows = [
  taskRow('t1'),
  taskRow('t2', { planName: '夜班巡检', taskStatus: 'wait', overdue: true, inspectionMethod: 'random', pointWaitCount: 3, pointNormalCount: 0, actStartTime: null,
    planStartTime: '2026-03-01T14:00:00.000Z', deadline: '2026-03-01T18:00:00.000Z' }),
];

/** Rounds filtered as the server does: by status, and mine (every round here is of my groups but t3). */
function serve(fail = () => false) {
  const all = [...rows, taskRow('t3', { planName: '其他班组巡检', group: { id: 'g9', name: '运行二班' } })];
  serveEam([
    [api.taskStatusCount, () => counts],
    [api.taskQueryPagedList, (b) => {
      if (fail()) throw new CallError('网络异常', undefined);
      return paged(all.filter((r) => (!b.taskStatus || r.taskStatus === b.taskStatus) && (b.mine === 'false' || r.id !== 't3')));
    }],
  ]);
}

/** The round route beside its list shows its id and the list's filters it shares the query with. */
function DetailStandIn() {
  const [params] = useSearchParams();
  return <div>round {params.get('id')} tab {params.get('tab') ?? '-'}</div>;
}
const renderAt = (path: string) => renderRoutes(path, [
  { path: '/eam/inspectioin', element: <TaskListPage />, children: [{ path: 'detail', element: <DetailStandIn /> }] },
]);

const original = window.matchMedia;
beforeEach(async () => {
  vi.mocked(eamCall).mockReset();
  await i18n.changeLanguage('zh-CN');
  signIn();
  setOnline(true);
  await clearDevice();
});
afterEach(() => { window.matchMedia = original; });

describe('inspection round list', () => {
  it('shows the tabs with their counts and each round with its code, group, time span, progress and mode', async () => {
    serve();
    renderAt('/eam/inspectioin?tab=all');
    const card = (await screen.findByRole('link', { name: '查看 早班设备巡检（XJ-20260302-t1）' })).closest('.insp-card') as HTMLElement;
    expect(within(card).getByText('XJ-20260302-t1')).toBeTruthy();
    expect(within(card).getByText('预处理区巡检路线')).toBeTruthy();
    expect(within(card).getByText('运行一班')).toBeTruthy();
    expect(within(card).getByText('顺序巡检')).toBeTruthy();
    expect(within(card).getByText('检中')).toBeTruthy();
    expect(within(card).getByRole('img', { name: '进度：正常 1，异常 0，不巡检 0，待检 2，共 3 个巡检点' })).toBeTruthy();
    expect(within(card).getByText('1/3')).toBeTruthy();

    // Overdue: a red tag and the time in red.
    const late = screen.getByRole('link', { name: /夜班巡检/ }).closest('.insp-card') as HTMLElement;
    expect(late.className).toContain('is-overdue');
    expect(within(late).getByText('已超时')).toBeTruthy();
    expect(within(late).getByText('随机巡检')).toBeTruthy();
    expect(late.querySelector('.insp-card-time.is-overdue')).toBeTruthy();

    const tabs = screen.getByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: '待检 4' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: '检中 2' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: '已完成 7' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: '全部 14', selected: true })).toBeTruthy();
    expect(screen.getByText('共 2 个任务')).toBeTruthy();
    expect(bodiesOf(api.taskQueryPagedList)[0]).toMatchObject({ pageIndex: 1, mine: 'true' });
    expect(bodiesOf(api.taskQueryPagedList)[0].taskStatus).toBeUndefined();
    expect(bodiesOf(api.taskStatusCount)[0]).toEqual({ mine: 'true' });
  });

  it('keeps tab and "mine" in the URL: 待检 by default, mine on by default', async () => {
    serve();
    const u = user();
    const { router } = renderAt('/eam/inspectioin');
    expect(await screen.findByRole('link', { name: /夜班巡检/ })).toBeTruthy();
    expect(bodiesOf(api.taskQueryPagedList).at(-1)).toMatchObject({ taskStatus: 'wait', mine: 'true' });
    expect(screen.queryByRole('link', { name: /早班设备巡检/ })).toBeNull();

    await u.click(screen.getByRole('tab', { name: /检中/ }));
    expect(await screen.findByRole('link', { name: /早班设备巡检/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=acting');

    const mine = screen.getByRole('switch', { name: '只看我的' });
    expect(mine.getAttribute('aria-checked')).toBe('true');
    await u.click(mine);
    expect(await screen.findByRole('link', { name: /其他班组巡检/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=acting&mine=0');
    expect(bodiesOf(api.taskQueryPagedList).at(-1)).toMatchObject({ taskStatus: 'acting', mine: 'false' });
    expect(bodiesOf(api.taskStatusCount).at(-1)).toEqual({ mine: 'false' });
  });

  it('says when a tab is empty, and shows a load failure with a retry', async () => {
    let failing = true;
    serve(() => failing);
    const u = user();
    renderAt('/eam/inspectioin?tab=finish');
    expect(await screen.findByText('巡检任务加载失败')).toBeTruthy();
    failing = false;
    await u.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('没有已完成的巡检任务')).toBeTruthy();
  });

  it('shows what waits on this device to sync, per round and in all', async () => {
    serve();
    // Offline: nothing is sent, the banner says so.
    setOnline(false);
    const store = roundStore();
    await store.putRecord(newRecord({ userId: USER_ID, taskId: 't1', pointId: 'p2', pointCode: 'XJ-YCL-02', pointName: '2#提升泵', pointStatus: 'normal',
      inspMethod: 'scan', items: {}, photos: [] }));
    await store.putRecord(newRecord({ userId: USER_ID, taskId: 't1', pointId: 'p3', pointCode: 'XJ-YCL-03', pointName: '3#提升泵', pointStatus: 'abnormal',
      content: '漏油', inspMethod: 'manual', items: {}, photos: [] }));
    renderAt('/eam/inspectioin?tab=acting');
    expect(await screen.findByText('2 个巡检点待同步')).toBeTruthy();
    expect(screen.getByText('当前离线：巡检记录保存在本机，联网后自动同步')).toBeTruthy();
    const card = (await screen.findByRole('link', { name: /早班设备巡检/ })).closest('.insp-card') as HTMLElement;
    expect(within(card).getByText('本机待同步 2')).toBeTruthy();
    expect(eamCall).not.toHaveBeenCalledWith(api.pointSync, expect.anything());
  });

  it('syncs what waits on the device when the network comes back, and on 立即同步', async () => {
    let network = true;
    const synced: string[] = [];
    serveEam([
      [api.taskStatusCount, () => counts],
      [api.taskQueryPagedList, () => paged(rows)],
      [api.pointSync, (b) => {
        if (!network) throw new CallError('网络异常', undefined);
        const records = JSON.parse(String(b.records)) as Array<{ clientId: string; id: string; operTime: string }>;
        synced.push(...records.map((r) => `${r.id}@${r.operTime}`));
        return records.map((r) => ({ clientId: r.clientId, status: 'recorded', pointId: r.id }));
      }],
    ]);
    setOnline(false);
    const store = roundStore();
    await store.putRecord(newRecord({ userId: USER_ID, taskId: 't1', pointId: 'p2', pointCode: 'XJ-YCL-02', pointName: '2#提升泵', pointStatus: 'normal',
      inspMethod: 'scan', items: {}, photos: [] }, new Date('2026-03-02T00:40:00Z')));
    const first = renderAt('/eam/inspectioin?tab=acting');
    expect(await screen.findByText('1 个巡检点待同步')).toBeTruthy();
    expect(synced).toEqual([]);

    // Back online: sent at once, with the time the point was done.
    setOnline(true);
    await waitFor(() => expect(document.getElementById('announce-status')?.textContent).toBe('已同步 1 个巡检点'), { timeout: 5000 });
    expect(synced).toEqual(['p2@2026-03-02T00:40:00.000Z']);
    await waitFor(() => expect(screen.queryByText('1 个巡检点待同步')).toBeNull(), { timeout: 5000 });
    expect(await store.records(USER_ID)).toEqual([]);

    first.unmount();

    // A record whose first try fails (a Wi-Fi without a route) waits; 立即同步 sends it.
    network = false;
    await store.putRecord(newRecord({ userId: USER_ID, taskId: 't1', pointId: 'p3', pointCode: 'XJ-YCL-03', pointName: '3#提升泵', pointStatus: 'normal',
      inspMethod: 'manual', items: {}, photos: [] }));
    renderAt('/eam/inspectioin?tab=acting');
    expect(await screen.findByText('1 个巡检点待同步')).toBeTruthy();
    await waitFor(() => expect(vi.mocked(eamCall).mock.calls.filter(([e]) => e === api.pointSync).length).toBe(2), { timeout: 5000 });
    network = true;
    // The failed run over, the button is there again.
    await user().click(await screen.findByRole('button', { name: '立即同步' }));
    await waitFor(() => expect(synced).toHaveLength(2), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByText('1 个巡检点待同步')).toBeNull(), { timeout: 5000 });
  }, 20_000);

  it('on a tablet opens the round beside the list, keeping the list\'s filters in the query', async () => {
    window.matchMedia = ((query: string) => ({
      media: query, matches: 820 >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
      addEventListener: () => undefined, removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    serve();
    const u = user();
    const { router } = renderAt('/eam/inspectioin?tab=all');
    await u.click(await screen.findByRole('link', { name: /早班设备巡检/ }));
    expect(await screen.findByText('round t1 tab all')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/eam/inspectioin/detail');
    // The list stays, the opened round marked.
    const card = screen.getByRole('link', { name: /早班设备巡检/ }).closest('.insp-card') as HTMLElement;
    await waitFor(() => expect(card.getAttribute('aria-current')).toBe('true'));
    await u.click(screen.getByRole('link', { name: /夜班巡检/ }));
    expect(await screen.findByText('round t2 tab all')).toBeTruthy();
  });
});
