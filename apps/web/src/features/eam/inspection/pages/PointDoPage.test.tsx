import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { eamApi, fileApi } from '@wp/contract';
import { eamCall } from '../../../../lib/eam/client.js';
import { call, CallError } from '../../../../lib/http/client.js';
import i18n from '../../../../i18n/index.js';
import { bodiesOf, serveEam } from '../../devices/test/fixtures.js';
import { fakeCanvas, type FakeCanvas } from '../../shared/photos/test/fake-canvas.js';
import { newRecord } from '../offline/queue.js';
import { roundStore } from '../offline/store.js';
import { at, clearDevice, noise, oil, point, pressure, setOnline, signIn, task, USER_ID } from '../test/fixtures.js';
import { PointDoPage } from './PointDoPage.js';

vi.mock('../../../../lib/eam/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/eam/client.js')>()),
  eamCall: vi.fn(),
}));
vi.mock('../../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/http/client.js')>()),
  call: vi.fn(),
}));

// IndexedDB and the sync run between the clicks: on a busy test machine that takes more than the default second.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const api = eamApi.inspection;
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
type Point = eamApi.inspection.InspectionTaskPointDetail;
const actions = [{ id: 'pa1', code: 'repair', name: '报修', classValue: 'repair', notes: null }, { id: 'pa2', code: 'scrap', name: '报废', classValue: 'asset', notes: null }];

/**
 * The point as the server holds it; `finish` records it as the server would (abnormal decided from the readings,
 * a defect id for an abnormal point), or fails with `fail()`'s error.
 */
function serve(p: Point = point(), { fail }: { fail?: () => Error | null } = {}) {
  serveEam([
    [api.pointGetById, () => p],
    [api.processActionQueryList, () => actions],
    [api.pointFinish, (b) => {
      const err = fail?.();
      if (err) throw err;
      const data = JSON.parse(String(b.itemData)) as Record<string, { value: string }>;
      const high = Number(data['r-pressure']?.value) > 0.45 || data['r-oil']?.value === 'low';
      const status = b.pointStatus === 'none' ? 'none' : high ? 'abnormal' : b.pointStatus;
      return { ...p, pointStatus: status, operTime: b.operTime, inspMethod: b.inspMethod, abnormalId: status === 'abnormal' ? 'ab-1' : null };
    }],
  ]);
  let n = 0;
  vi.mocked(call).mockImplementation((async (e: unknown) => {
    if (e !== fileApi.upload) throw new Error('unexpected call');
    return { state: true, message: '', value: { fileId: `file-${++n}`, fileName: 'x.jpg', mimeType: 'image/jpeg', size: 10, createTime: '', extraProp: null } };
  }) as never);
}

const renderAt = (path = '/eam/inspectioin/pointDo?id=p2&by=scan') => at(path, <PointDoPage />, {
  '/eam/inspectioin/detail': <div>round page</div>,
  '/eam/maintenance2/deviceFix': <div>repair form</div>,
});
const pressureInput = () => screen.getByLabelText('出口压力');
/** Picks an option of a radio group (the oil level's 正常 and the result's 正常 share a name). */
const choose = (u: ReturnType<typeof user>, group: string, option: string) =>
  u.click(within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: option }));

let canvas: FakeCanvas;
beforeEach(async () => {
  vi.mocked(eamCall).mockReset();
  vi.mocked(call).mockReset();
  await i18n.changeLanguage('zh-CN');
  signIn();
  setOnline(true);
  await clearDevice();
  canvas = fakeCanvas();
});
afterEach(() => canvas.restore());

describe('recording an inspection point', () => {
  it('shows the point, what to check and each item by its type, with the normal range and the last readings', async () => {
    serve();
    renderAt();
    expect(await screen.findByRole('heading', { name: '2#提升泵' })).toBeTruthy();
    expect(screen.getByText('XJ-YCL-02')).toBeTruthy();
    expect(screen.getByText('预处理区 / 提升泵房')).toBeTruthy();
    expect(screen.getByRole('link', { name: '2#进水提升泵（TS-PU-002）' }).getAttribute('href')).toBe('/eam/basic-info/TS-PU-002');
    expect(screen.getByText('检查泵的出口压力、油位和运行声音')).toBeTruthy();
    expect(screen.getByText('签到方式：扫码')).toBeTruthy();
    expect(screen.getByText('正常范围 0.2–0.45 MPa')).toBeTruthy();
    expect(screen.getByRole('img', { name: '最近 3 次读数：0.31、0.33、0.5 MPa' })).toBeTruthy();
    const choices = screen.getByRole('radiogroup', { name: '油位' });
    expect(within(choices).getByRole('radio', { name: '缺油 异常' })).toBeTruthy();
    expect(screen.getByLabelText('运行声音')).toBeTruthy();
    expect(await screen.findByRole('radio', { name: '报废' })).toBeTruthy();
  });

  it('turns an out-of-range reading red and the point abnormal at once; the remark is then required', async () => {
    serve();
    const u = user();
    renderAt();
    await screen.findByRole('heading', { name: '2#提升泵' });
    await u.type(pressureInput(), '0.52');
    expect(screen.getByText('超出正常范围')).toBeTruthy();
    expect(pressureInput().closest('.insp-item')?.className).toContain('is-abnormal');
    expect(pressureInput().getAttribute('aria-invalid')).toBe('true');
    const result = screen.getByRole('radiogroup', { name: '巡检结果' });
    expect(within(result).getByRole('radio', { name: '异常' }).getAttribute('aria-checked')).toBe('true');
    expect(within(result).getByRole('radio', { name: '正常' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('读数异常（出口压力），本点记为异常')).toBeTruthy();

    await u.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请选择一项')).toBeTruthy();
    expect(screen.getByText('异常时请填写异常说明')).toBeTruthy();
    expect(bodiesOf(api.pointFinish)).toHaveLength(0);

    // Back in range: no longer abnormal.
    await u.clear(pressureInput());
    await u.type(pressureInput(), '0.3');
    expect(screen.queryByText('超出正常范围')).toBeNull();
    expect(within(result).getByRole('radio', { name: '正常' }).hasAttribute('disabled')).toBe(false);
  });

  it('says a reading that is not a number is wrong', async () => {
    serve();
    const u = user();
    renderAt();
    await screen.findByRole('heading', { name: '2#提升泵' });
    await u.type(pressureInput(), '0,3');
    await choose(u, '巡检结果', '正常');
    await u.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入数字，如 0.35')).toBeTruthy();
  });

  it('records an abnormal point online with its readings, photos, device time and clientId, then offers 发起报修', async () => {
    serve();
    const u = user();
    renderAt();
    await screen.findByRole('heading', { name: '2#提升泵' });
    await u.type(pressureInput(), '0.52');
    await choose(u, '油位', '缺油 异常');
    await u.type(screen.getByLabelText('运行声音'), '有轻微异响');
    await u.upload(screen.getByLabelText('从相册选择：出口压力照片'), new File(['raw'], 'gauge.jpg', { type: 'image/jpeg' }));
    await u.upload(screen.getByLabelText('从相册选择：巡检点照片'), new File(['raw'], 'pump.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^查看/ })).toHaveLength(2));
    await screen.findByRole('radio', { name: '报修' });
    await choose(u, '处理措施', '报修');
    await u.type(screen.getByLabelText('异常说明'), '出口压力偏高，油位低');
    const before = Date.now();
    await u.click(screen.getByRole('button', { name: '提交' }));

    expect(await screen.findByText('已记录：异常')).toBeTruthy();
    const [body] = bodiesOf(api.pointFinish);
    expect(body).toMatchObject({ id: 'p2', pointStatus: 'abnormal', content: '出口压力偏高，油位低', actionLabel: 'repair', inspMethod: 'scan', pics: 'file-1' });
    expect(JSON.parse(String(body.itemData))).toEqual({
      'r-pressure': { value: '0.52', pics: ['file-2'] }, 'r-oil': { value: 'low', pics: [] }, 'r-noise': { value: '有轻微异响', pics: [] },
    });
    expect(String(body.clientId)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Date.parse(String(body.operTime))).toBeGreaterThanOrEqual(before - 1000);
    const repair = screen.getByRole('link', { name: '发起报修' });
    expect(repair.getAttribute('href')).toBe('/eam/maintenance2/deviceFix?new=1&assetId=a2&abnormalId=ab-1');
    expect(await roundStore().records(USER_ID)).toEqual([]);
  }, 20_000);

  it('records a point not inspected with its reason and no readings', async () => {
    serve();
    const u = user();
    renderAt('/eam/inspectioin/pointDo?id=p2');
    await screen.findByRole('heading', { name: '2#提升泵' });
    await choose(u, '巡检结果', '不巡检');
    await u.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请填写不巡检原因')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '设备停机' }));
    expect((screen.getByLabelText('不巡检原因') as HTMLTextAreaElement).value).toBe('设备停机');
    await u.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已记录：不巡检')).toBeTruthy();
    expect(bodiesOf(api.pointFinish)[0]).toMatchObject({ pointStatus: 'none', content: '设备停机', inspMethod: 'manual', itemData: '{}' });
  });

  it('offline: keeps the record with its photos and the time it was done on the device, to sync later', async () => {
    serve();
    const u = user();
    renderAt();
    await screen.findByRole('heading', { name: '2#提升泵' });
    setOnline(false);
    await u.type(pressureInput(), '0.3');
    await choose(u, '巡检结果', '正常');
    await u.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请选择一项')).toBeTruthy();
    await choose(u, '油位', '正常');
    const before = Date.now();
    await u.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText(/已保存在本机（.*），联网后自动同步/)).toBeTruthy();
    expect(bodiesOf(api.pointFinish)).toHaveLength(0);
    const [record] = await roundStore().records(USER_ID);
    expect(record).toMatchObject({ pointId: 'p2', taskId: 't1', pointStatus: 'normal', inspMethod: 'scan', state: 'waiting', items: { 'r-pressure': { value: '0.3', photos: [] }, 'r-oil': { value: 'ok', photos: [] } } });
    expect(Date.parse(record.operTime)).toBeGreaterThanOrEqual(before - 1000);
    expect(screen.getByText('1 个巡检点待同步')).toBeTruthy();
  });

  it('queues the record when the network fails on the way, and shows a refusal of the server without queueing', async () => {
    let failure: Error | null = new CallError('网络异常，请检查网络', undefined);
    serve(point({ items: [pressure({ trend: [] })] }), { fail: () => failure });
    const u = user();
    const first = renderAt();
    await screen.findByRole('heading', { name: '2#提升泵' });
    await u.type(pressureInput(), '0.3');
    await choose(u, '巡检结果', '正常');
    await u.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText(/已保存在本机/)).toBeTruthy();
    const [queued] = await roundStore().records(USER_ID);
    expect(queued.clientId).toBe(bodiesOf(api.pointFinish)[0].clientId);
    first.unmount();
    await clearDevice();

    failure = new CallError('该巡检点已由李工于 08:10 记录', 409);
    renderAt();
    await screen.findByRole('heading', { name: '2#提升泵' });
    await u.type(pressureInput(), '0.3');
    await choose(u, '巡检结果', '正常');
    await u.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('该巡检点已由李工于 08:10 记录')).toBeTruthy();
    expect(await roundStore().records(USER_ID)).toEqual([]);
  });

  it('shows a recorded point read-only, with its readings and the repair offer for its defect', async () => {
    serve(point({
      pointStatus: 'abnormal', inspMethod: 'scan', operTime: '2026-03-02T00:20:00.000Z', operUserName: '王芳', recordTime: '2026-03-02T01:00:00.000Z',
      content: '压力偏高', actionLabel: 'repair', abnormalId: 'ab-7', canRecord: false,
      items: [pressure({ result: '0.52', resultMetaData: '0.52', abnormal: true }), oil({ result: '正常', resultMetaData: 'ok' }), noise()],
    }));
    renderAt();
    expect(await screen.findByText('压力偏高')).toBeTruthy();
    expect(screen.getByText('王芳')).toBeTruthy();
    expect(await screen.findByText('报修')).toBeTruthy();
    const reading = screen.getByText('出口压力').closest('li') as HTMLElement;
    expect(reading.className).toContain('is-abnormal');
    expect(within(reading).getByText(/0\.52 MPa/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '发起报修' }).getAttribute('href')).toBe('/eam/maintenance2/deviceFix?new=1&assetId=a2&abnormalId=ab-7');
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
  });

  it('shows the server\'s refusal of a synced record on the point, and lets the worker discard it and record again', async () => {
    serve();
    const store = roundStore();
    const record = newRecord({ userId: USER_ID, taskId: 't1', pointId: 'p2', pointCode: 'XJ-YCL-02', pointName: '2#提升泵', pointStatus: 'normal',
      inspMethod: 'scan', items: {}, photos: [] });
    await store.putRecord({ ...record, state: 'refused', code: 'invalid', message: '出口压力：请填写读数', attempts: 1 });
    const u = user();
    renderAt();
    expect(await screen.findByText('出口压力：请填写读数')).toBeTruthy();
    expect(screen.getByText('同步被拒')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '放弃本机记录' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '放弃本机记录' }));
    await waitFor(() => expect(screen.queryByText('出口压力：请填写读数')).toBeNull());
    expect(await store.records(USER_ID)).toEqual([]);
    expect(screen.getByRole('button', { name: '提交' })).toBeTruthy();
  });

  it('warns in an ordered round when earlier points still wait', async () => {
    serveEam([
      [api.pointGetById, () => point({ sort: 3, id: 'p3', pointName: '3#提升泵', task: { ...point().task, inspectionMethod: 'order' } })],
      [api.processActionQueryList, () => actions],
      [api.taskGetById, () => task()],
    ]);
    renderAt('/eam/inspectioin/pointDo?id=p3');
    expect(await screen.findByText('顺序巡检：前面还有 1 个巡检点未巡检，下一个是“2#提升泵”')).toBeTruthy();
  });
});
