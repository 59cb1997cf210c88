// @vitest-environment node
// Node's Blob survives IndexedDB's structured clone as a browser's does (jsdom's does not).
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eamApi, fileApi } from '@wp/contract';
import { eamCall } from '../../../../lib/eam/client.js';
import { call, CallError } from '../../../../lib/http/client.js';
import { newRecord, syncQueue, type RecordInput } from './queue.js';
import { RoundStore } from './store.js';
import type { QueuedRecord } from './types.js';

vi.mock('../../../../lib/eam/client.js', () => ({ eamCall: vi.fn() }));
vi.mock('../../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/http/client.js')>()),
  call: vi.fn(),
}));

type SyncInput = eamApi.inspection.SyncRecordInput;

/**
 * The two calls a sync makes, answered as the server does: the portal's upload (a file id per photo) and
 * `eam-inspection-task-point/sync` (recorded once per clientId, duplicate after, refused for a point someone else
 * recorded or a reading that is not a number). `network`: whether the device has one; `loseReplies`: record, then
 * lose the answer (the connection drops on the way back).
 */
function fakeServer() {
  const server = {
    network: true,
    loseReplies: 0,
    uploads: [] as Array<{ name: string; type: string; bytes: string }>,
    syncCalls: 0,
    /** Recorded points by point id: the record as stored. */
    points: new Map<string, SyncInput & { clientId: string }>(),
  };
  const offline = () => new CallError('网络异常，请检查网络', undefined);
  vi.mocked(call).mockImplementation((async (e: unknown, opts: { body?: FormData }) => {
    if (e !== fileApi.upload) throw new Error('unexpected call');
    if (!server.network) throw offline();
    const file = opts.body!.get('file') as File;
    server.uploads.push({ name: file.name, type: file.type, bytes: await file.text() });
    return { state: true, message: '', value: { fileId: `file-${server.uploads.length}`, fileName: file.name, mimeType: file.type, size: file.size, createTime: '', extraProp: null } };
  }) as never);
  vi.mocked(eamCall).mockImplementation((async (e: unknown, opts: { body?: { records: string } }) => {
    if (e !== eamApi.inspection.pointSync) throw new Error('unexpected call');
    server.syncCalls += 1;
    if (!server.network) throw offline();
    const records = JSON.parse(opts.body!.records) as Array<SyncInput & { clientId: string; id: string }>;
    const results = records.map((r) => {
      const done = server.points.get(r.id);
      if (done?.clientId === r.clientId) return { clientId: r.clientId, status: 'duplicate', pointId: r.id };
      if (done) return { clientId: r.clientId, status: 'refused', pointId: r.id, code: 'conflict', message: '该巡检点已由李工于 08:10 记录' };
      const data = JSON.parse(String(r.itemData ?? '{}')) as Record<string, { value: string }>;
      // r-pressure is a number item.
      if (data['r-pressure'] && Number.isNaN(Number(data['r-pressure'].value))) {
        return { clientId: r.clientId, status: 'refused', pointId: r.id, code: 'invalid', message: '出口压力：读数须为数字' };
      }
      server.points.set(r.id, r);
      return { clientId: r.clientId, status: 'recorded', pointId: r.id };
    });
    if (server.loseReplies > 0) {
      server.loseReplies -= 1;
      throw offline();
    }
    return results;
  }) as never);
  return server;
}

const jpeg = (text: string) => new Blob([text], { type: 'image/jpeg' });
const input = (pointId: string, extra: Partial<RecordInput> = {}): RecordInput => ({
  userId: 'u1', taskId: 't1', pointId, pointCode: `XJ-${pointId}`, pointName: `点 ${pointId}`, pointStatus: 'normal', inspMethod: 'scan',
  items: { 'r-pressure': { value: '0.32', photos: [] } }, photos: [], ...extra,
});

let store: RoundStore;
let n = 0;
beforeEach(() => {
  vi.mocked(call).mockReset();
  vi.mocked(eamCall).mockReset();
  store = new RoundStore(`rounds-test-${++n}`);
});

describe('offline round queue', () => {
  it('keeps a record with its photos as Blobs and its device time; a sync uploads the photos, then the record', async () => {
    const server = fakeServer();
    const doneAt = new Date('2026-03-02T00:15:00.000Z');
    const record = newRecord(input('p1', {
      pointStatus: 'abnormal', content: '出口压力偏高', actionLabel: 'repair',
      items: { 'r-pressure': { value: '0.52', photos: [{ id: 'ph-1', name: 'gauge.jpg', blob: jpeg('gauge-bytes') }] }, 'r-oil': { value: 'low', photos: [] } },
      photos: [{ id: 'ph-2', name: 'pump.jpg', blob: jpeg('pump-bytes') }, { id: 'ph-3', name: 'leak.jpg', blob: jpeg('leak-bytes') }],
    }), doneAt);
    expect(record.clientId).toMatch(/^[0-9a-f-]{36}$/);
    await store.putRecord(record);

    // What the device keeps: Blobs, the device's time, waiting.
    const kept = (await store.records('u1'))[0];
    expect(kept.photos[0].blob).toBeInstanceOf(Blob);
    expect(await kept.photos[0].blob.text()).toBe('pump-bytes');
    expect(kept.items['r-pressure'].photos[0].blob.type).toBe('image/jpeg');
    expect(kept.operTime).toBe('2026-03-02T00:15:00.000Z');
    expect(kept.state).toBe('waiting');

    const report = await syncQueue(store, 'u1');
    expect(report).toMatchObject({ recorded: 1, duplicate: 0, refused: 0, waiting: 0, stopped: false, taskIds: ['t1'] });
    expect(server.uploads).toEqual([
      { name: 'pump.jpg', type: 'image/jpeg', bytes: 'pump-bytes' },
      { name: 'leak.jpg', type: 'image/jpeg', bytes: 'leak-bytes' },
      { name: 'gauge.jpg', type: 'image/jpeg', bytes: 'gauge-bytes' },
    ]);
    const stored = server.points.get('p1')!;
    // The device's time is sent, not the time of the sync.
    expect(stored.operTime).toBe('2026-03-02T00:15:00.000Z');
    expect(stored).toMatchObject({ clientId: record.clientId, pointStatus: 'abnormal', content: '出口压力偏高', actionLabel: 'repair', inspMethod: 'scan', pics: ['file-1', 'file-2'] });
    expect(JSON.parse(String(stored.itemData))).toEqual({ 'r-pressure': { value: '0.52', pics: ['file-3'] }, 'r-oil': { value: 'low', pics: [] } });
    expect(await store.records('u1')).toEqual([]);
  });

  it('keeps a refused record with the server\'s message and sends it no more; the others are recorded', async () => {
    const server = fakeServer();
    const bad = newRecord(input('p2', { items: { 'r-pressure': { value: '零点五', photos: [] } } }), new Date('2026-03-02T00:20:00Z'));
    const good = newRecord(input('p3'), new Date('2026-03-02T00:25:00Z'));
    await store.putRecord(bad);
    await store.putRecord(good);

    expect(await syncQueue(store, 'u1')).toMatchObject({ recorded: 1, refused: 1, waiting: 0 });
    const [left] = await store.records('u1');
    expect(left).toMatchObject({ clientId: bad.clientId, state: 'refused', code: 'invalid', message: '出口压力：读数须为数字', attempts: 1 });
    expect(server.points.has('p3')).toBe(true);

    const calls = server.syncCalls;
    expect(await syncQueue(store, 'u1')).toMatchObject({ recorded: 0, refused: 0, waiting: 0 });
    expect(server.syncCalls).toBe(calls);
    expect((await store.records('u1'))[0].state).toBe('refused');
  });

  it('is harmless twice: a record whose answer was lost is answered duplicate and recorded once; photos are not uploaded again', async () => {
    const server = fakeServer();
    const record = newRecord(input('p4', { photos: [{ id: 'ph-9', name: 'a.jpg', blob: jpeg('a') }] }), new Date('2026-03-02T01:00:00Z'));
    await store.putRecord(record);

    server.loseReplies = 1;
    const first = await syncQueue(store, 'u1');
    expect(first).toMatchObject({ recorded: 0, stopped: true, waiting: 1 });
    // The server did record it; the device does not know yet, and keeps the uploaded photo's id.
    expect(server.points.get('p4')?.clientId).toBe(record.clientId);
    const kept = (await store.records('u1'))[0];
    expect(kept).toMatchObject({ state: 'waiting', attempts: 1 });
    expect(kept.photos[0].fileId).toBe('file-1');

    const second = await syncQueue(store, 'u1');
    expect(second).toMatchObject({ recorded: 0, duplicate: 1, waiting: 0, stopped: false });
    expect(server.uploads).toHaveLength(1);
    expect(server.points.size).toBe(1);
    expect(await store.records('u1')).toEqual([]);

    // Once more with nothing queued: no call at all.
    const calls = server.syncCalls;
    await syncQueue(store, 'u1');
    expect(server.syncCalls).toBe(calls);
  });

  it('waits without a network and loses nothing; sends once the network is back', async () => {
    const server = fakeServer();
    const record = newRecord(input('p5', { photos: [{ id: 'ph-5', name: 'b.jpg', blob: jpeg('b') }] }));
    await store.putRecord(record);
    server.network = false;
    expect(await syncQueue(store, 'u1')).toMatchObject({ stopped: true, waiting: 1, recorded: 0 });
    expect((await store.records('u1'))[0]).toMatchObject({ clientId: record.clientId, state: 'waiting' });
    expect(await (await store.records('u1'))[0].photos[0].blob.text()).toBe('b');
    server.network = true;
    expect(await syncQueue(store, 'u1')).toMatchObject({ recorded: 1, waiting: 0 });
  });

  it('runs one sync at a time: a second call meanwhile answers the same run', async () => {
    const server = fakeServer();
    await store.putRecord(newRecord(input('p6')));
    const [a, b] = await Promise.all([syncQueue(store, 'u1'), syncQueue(store, 'u1')]);
    expect(a).toBe(b);
    expect(server.syncCalls).toBe(1);
    expect(server.points.size).toBe(1);
  });

  it('sends only the signed-in user\'s records', async () => {
    const server = fakeServer();
    await store.putRecord(newRecord(input('p7', { userId: 'u2' })));
    await store.putRecord(newRecord(input('p8')));
    await syncQueue(store, 'u1');
    expect([...server.points.keys()]).toEqual(['p8']);
    expect(await store.records('u2')).toHaveLength(1);
  });

  it('never brings back a record discarded while its photos were uploading', async () => {
    fakeServer();
    const record = newRecord(input('p9', { photos: [{ id: 'ph-a', name: 'a.jpg', blob: jpeg('a') }] }));
    await store.putRecord(record);
    const upload = vi.mocked(call).getMockImplementation()!;
    vi.mocked(call).mockImplementation((async (...args: Parameters<typeof upload>) => {
      await store.removeRecord(record.clientId);
      return upload(...args);
    }) as never);
    const report = await syncQueue(store, 'u1');
    expect(report.recorded).toBe(0);
    expect(await store.getRecord(record.clientId)).toBeUndefined();
  });
});

describe('round copy on the device', () => {
  it('keeps rounds and points per user', async () => {
    const task = { id: 't1', taskCode: 'XJ-1' } as unknown as eamApi.inspection.InspectionTaskDetail;
    const point = (id: string) => ({ id, taskId: 't1', pointCode: id }) as unknown as eamApi.inspection.InspectionTaskPointDetail;
    await store.saveTask('u1', task);
    await store.savePoint('u1', point('p1'));
    await store.savePoint('u1', point('p2'));
    await store.savePoint('u2', point('p3'));
    expect((await store.getTask('u1', 't1'))?.task.taskCode).toBe('XJ-1');
    expect(await store.getTask('u2', 't1')).toBeUndefined();
    expect((await store.pointsOfTask('u1', 't1')).map((p) => p.id).sort()).toEqual(['p1', 'p2']);
    expect((await store.getPoint('u1', 'p2'))?.savedAt).toMatch(/^\d{4}-/);
  });

  it('keeps the queue\'s order by the time each point was done', async () => {
    const later = newRecord(input('pa'), new Date('2026-03-02T02:00:00Z'));
    const earlier = newRecord(input('pb'), new Date('2026-03-02T01:00:00Z'));
    await store.putRecord(later);
    await store.putRecord(earlier);
    expect((await store.records('u1')).map((r: QueuedRecord) => r.pointId)).toEqual(['pb', 'pa']);
  });
});
