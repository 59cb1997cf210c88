import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
import { at, clearDevice, point, pointRow, setOnline, signIn, task, USER_ID } from '../test/fixtures.js';
import { TaskDetailPage } from './TaskDetailPage.js';

vi.mock('../../../../lib/eam/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/eam/client.js')>()),
  eamCall: vi.fn(),
}));

// The camera stands in: it "reads" a point's tag, the URL a phone's own camera would open.
vi.mock('../../scan/Scanner.js', () => ({
  Scanner: ({ onText }: { onText(text: string): void }) => (
    <>
      <button type="button" onClick={() => onText('https://plant.example/eam/device-QR?pointCode=XJ-OTHER-1')}>fake tag of another round</button>
      <button type="button" onClick={() => onText('https://plant.example/eam/device-QR?pointCode=XJ-YCL-02')}>fake tag</button>
    </>
  ),
}));

// IndexedDB and the sync run between the clicks: on a busy test machine that takes more than the default second.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const api = eamApi.inspection;
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The point screen as a stand-in: which point opened, and how it was checked in. */
function PointStandIn() {
  const [params] = useSearchParams();
  return <div>point {params.get('id')} by {params.get('by') ?? 'manual'}</div>;
}
const renderAt = (path: string) => at(path, <TaskDetailPage />, { '/eam/inspectioin/pointDo': <PointStandIn /> });

/** A round as the server holds it; `check` finds its points by code (404 naming the code otherwise). */
function serve(round = task(), { finish }: { finish?: () => unknown } = {}) {
  serveEam([
    [api.taskGetById, (b) => {
      if (b.id !== round.id) throw new CallError('巡检任务不存在', 404);
      return round;
    }],
    [api.pointGetById, (b) => point({ ...round.points.find((p) => p.id === b.id), taskId: round.id })],
    [api.processActionQueryList, () => [{ id: 'pa1', code: 'repair', name: '报修', classValue: 'repair', notes: null }]],
    [api.taskCheck, (b) => {
      const p = round.points.find((x) => x.pointCode === b.pointCode);
      if (!p) throw new CallError(`本任务没有编码为 ${String(b.pointCode)} 的巡检点`, 404);
      return { ...p, pointContent: null };
    }],
    [api.taskFinish, () => (finish ? finish() : { ...round, taskStatus: 'finish' })],
  ]);
}

beforeEach(async () => {
  vi.mocked(eamCall).mockReset();
  await i18n.changeLanguage('zh-CN');
  signIn();
  setOnline(true);
  await clearDevice();
});

describe('inspection round detail', () => {
  it('shows the header, the progress and the points in order with their status and check-in', async () => {
    serve();
    renderAt('/eam/inspectioin/detail?id=t1');
    expect(await screen.findByRole('heading', { name: '早班设备巡检' })).toBeTruthy();
    expect(screen.getByText('XJ-20260302-t1')).toBeTruthy();
    expect(screen.getByText('运行一班')).toBeTruthy();
    expect(screen.getByText('组长 王芳')).toBeTruthy();
    expect(screen.getByText('注意泵房通风')).toBeTruthy();
    expect(screen.getByRole('img', { name: '进度：正常 1，异常 0，不巡检 0，待检 2，共 3 个巡检点' })).toBeTruthy();
    const items = within(screen.getByRole('list', { name: '巡检点' })).getAllByRole('listitem');
    expect(items.map((li) => li.dataset.pointCode)).toEqual(['XJ-YCL-01', 'XJ-YCL-02', 'XJ-YCL-03']);
    expect(within(items[0]).getByText('正常')).toBeTruthy();
    expect(within(items[0]).getByText('扫码')).toBeTruthy();
    expect(within(items[1]).getByText('待检')).toBeTruthy();
    // An ordered round marks the next point.
    expect(within(items[1]).getByText('下一个')).toBeTruthy();
    expect(within(items[1]).getByRole('link').getAttribute('href')).toBe('/eam/inspectioin/pointDo?id=p2');
  });

  it('keeps the round and its points on the device once opened online', async () => {
    serve();
    renderAt('/eam/inspectioin/detail?id=t1');
    expect(await screen.findByText('已保存到本机，可离线巡检', undefined, { timeout: 5000 })).toBeTruthy();
    const store = roundStore();
    expect((await store.getTask(USER_ID, 't1'))?.task.taskCode).toBe('XJ-20260302-t1');
    expect((await store.pointsOfTask(USER_ID, 't1')).map((p) => p.id).sort()).toEqual(['p1', 'p2', 'p3']);
    expect((await store.getPoint(USER_ID, 'p2'))?.point.items.map((i) => i.itemCode)).toEqual(['PRESSURE', 'OIL', 'NOISE']);
    expect(await store.getProcessActions(USER_ID)).toEqual([expect.objectContaining({ code: 'repair' })]);
  });

  it('refuses to finish while points wait, saying why', async () => {
    serve();
    renderAt('/eam/inspectioin/detail?id=t1');
    const finish = await screen.findByRole('button', { name: '完成任务' });
    expect(finish.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/^还有 2 个巡检点未巡检：\S+、\S+$/)).toBeTruthy();
    expect(finish.getAttribute('aria-describedby')).toBe('insp-finish-why');
  });

  it('opens a point by a typed code through check, and says when the round has no such point', async () => {
    serve();
    const u = user();
    renderAt('/eam/inspectioin/detail?id=t1');
    await u.click(await screen.findByRole('button', { name: '输入编码' }));
    const input = await screen.findByLabelText('巡检点编码');
    await u.type(input, 'XJ-NOPE');
    await u.click(screen.getByRole('button', { name: '打开巡检点' }));
    expect(await screen.findByText('本任务没有编码为 XJ-NOPE 的巡检点')).toBeTruthy();
    await u.clear(input);
    await u.type(input, 'xj-ycl-03');
    await u.click(screen.getByRole('button', { name: '打开巡检点' }));
    expect(await screen.findByText('point p3 by manual')).toBeTruthy();
    // The round's own code spelling goes to the server.
    expect(bodiesOf(api.taskCheck).at(-1)).toEqual({ taskId: 't1', pointCode: 'XJ-YCL-03' });
  });

  it('opens a point by its scanned tag through the same entry, checked in as scanned', async () => {
    serve();
    const u = user();
    renderAt('/eam/inspectioin/detail?id=t1');
    await u.click(await screen.findByRole('button', { name: '扫码巡检' }));
    await u.click(await screen.findByRole('button', { name: 'fake tag of another round' }, { timeout: 5000 }));
    expect(await screen.findByText('本任务没有编码为 XJ-OTHER-1 的巡检点')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'fake tag' }));
    expect(await screen.findByText('point p2 by scan')).toBeTruthy();
    expect(bodiesOf(api.taskCheck).at(-1)).toEqual({ taskId: 't1', pointCode: 'XJ-YCL-02' });
  });

  it('finishes a round after confirming, with its abnormal points listed; shows the server\'s refusal', async () => {
    const done = task({
      points: [
        pointRow('p1', 1, { pointStatus: 'normal', inspMethod: 'scan', operTime: '2026-03-02T00:10:00Z' }),
        pointRow('p2', 2, { pointStatus: 'abnormal', inspMethod: 'scan', operTime: '2026-03-02T00:20:00Z', abnormalItemCount: 1 }),
        pointRow('p3', 3, { pointStatus: 'none', inspMethod: 'manual', operTime: '2026-03-02T00:30:00Z', content: '设备停机' }),
      ],
    });
    let refuse = true;
    serve(done, {
      finish: () => {
        if (refuse) throw new CallError('巡检点:3#提升泵未做巡检', 409);
        return { ...done, taskStatus: 'finish' };
      },
    });
    const u = user();
    renderAt('/eam/inspectioin/detail?id=t1');
    await u.click(await screen.findByRole('button', { name: '完成任务' }));
    const sheet = await screen.findByText('完成巡检任务');
    const body = sheet.closest('.insp-sheet-body') as HTMLElement;
    expect(within(body).getByText('有 1 个巡检点异常，已生成缺陷待处理：')).toBeTruthy();
    expect(within(body).getByText('2#提升泵')).toBeTruthy();
    await u.type(within(body).getByLabelText('完成反馈（选填）'), '2#泵出口压力偏高');
    await u.click(within(body).getByRole('button', { name: '确认完成' }));
    expect(await within(body).findByText('巡检点:3#提升泵未做巡检')).toBeTruthy();
    refuse = false;
    await u.click(within(body).getByRole('button', { name: '确认完成' }));
    await waitFor(() => expect(bodiesOf(api.taskFinish)).toHaveLength(2));
    expect(bodiesOf(api.taskFinish)[1]).toEqual({ id: 't1', content: '2#泵出口压力偏高' });
  });

  it('offline: shows the copy kept on the device, with the points recorded here waiting to sync', async () => {
    serve();
    const first = renderAt('/eam/inspectioin/detail?id=t1');
    expect(await screen.findByText('已保存到本机，可离线巡检', undefined, { timeout: 5000 })).toBeTruthy();
    first.unmount();

    setOnline(false);
    vi.mocked(eamCall).mockReset();
    await roundStore().putRecord(newRecord({ userId: USER_ID, taskId: 't1', pointId: 'p2', pointCode: 'XJ-YCL-02', pointName: '2#提升泵',
      pointStatus: 'abnormal', content: '漏油', inspMethod: 'scan', items: {}, photos: [] }, new Date('2026-03-02T00:40:00Z')));
    renderAt('/eam/inspectioin/detail?id=t1');
    expect(await screen.findByText(/离线：显示本机保存的副本/)).toBeTruthy();
    expect(eamCall).not.toHaveBeenCalled();
    const items = within(screen.getByRole('list', { name: '巡检点' })).getAllByRole('listitem');
    expect(within(items[1]).getByText('待同步')).toBeTruthy();
    expect(within(items[1]).getByText('异常')).toBeTruthy();
    expect(screen.getByText('1 个巡检点待同步')).toBeTruthy();
    expect(screen.getByRole('img', { name: '进度：正常 1，异常 1，不巡检 0，待检 1，共 3 个巡检点；本机待同步 1 个' })).toBeTruthy();
    expect(screen.getByText('1 个巡检点在本机待同步，同步后才能完成')).toBeTruthy();
    // Offline, a typed code is found among the kept points.
    const u = user();
    await u.click(screen.getByRole('button', { name: '输入编码' }));
    await u.type(await screen.findByLabelText('巡检点编码'), 'XJ-YCL-03');
    await u.click(screen.getByRole('button', { name: '打开巡检点' }));
    expect(await screen.findByText('point p3 by manual')).toBeTruthy();
  });

  it('offline without a kept copy says to open the round once online', async () => {
    setOnline(false);
    serve();
    renderAt('/eam/inspectioin/detail?id=t-never');
    expect(await screen.findByText('当前离线，本机没有保存这个任务：请联网后打开一次')).toBeTruthy();
  });

  it('says when the round does not exist', async () => {
    serve();
    renderAt('/eam/inspectioin/detail?id=t404');
    expect(await screen.findByText('巡检任务不存在或已删除')).toBeTruthy();
  });
});
