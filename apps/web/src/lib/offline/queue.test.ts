import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxApi, runtimeActionApi } from '@wp/contract';
import { call, CallError } from '../http/client.js';
import { useSession } from '../session/store.js';
import { deviceActionStore, ANSWERED_KEPT_MS } from './action-store.js';
import { actionStore, queueAction, queueRead, replayNow, sendAction } from './actions.js';
import { newAction, replay, type QueuedAction, type Sender } from './queue.js';

vi.mock('../http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../http/client.js')>()),
  call: vi.fn(),
}));

let db = 0;
/** A fresh IndexedDB database per test: what a device keeps, isolated. */
const freshStore = (now?: () => number) => deviceActionStore(`offline-test-${++db}`, now);

const action = (id: string, userId = 'u1', at = 1): QueuedAction =>
  newAction({ id, userId, kind: 'complete', payload: { taskId: `t-${id}`, actionName: 'agree', opinion: '同意' }, title: `请假 ${id}`, label: 'agree' }, at);

/** The server as the queue meets it: a reply per key, a refusal, or no network at all. */
function server() {
  const s = {
    network: true,
    refuse: new Map<string, CallError>(),
    sent: [] as string[],
    send: (async (a: QueuedAction) => {
      s.sent.push(a.id);
      if (!s.network) throw new CallError('网络异常，请稍后再试');
      const refusal = s.refuse.get(a.id);
      if (refusal) throw refusal;
      return { state: true, message: `已处理 ${a.id}` };
    }) as Sender,
  };
  return s;
}

describe('offline action queue', () => {
  it('keeps actions on the device per user: one user never sees or sends another\'s', async () => {
    const store = freshStore();
    await store.put(action('a', 'u1'));
    await store.put(action('b', 'u2'));
    expect((await store.list('u1')).map((a) => a.id)).toEqual(['a']);
    const srv = server();
    await replay(store, 'u1', srv.send);
    expect(srv.sent).toEqual(['a']);
    expect((await store.list('u2'))[0].state).toBe('waiting');
  });

  it('sends the waiting actions oldest first; done ones keep the server\'s message and are not sent again', async () => {
    const store = freshStore();
    await store.put(action('late', 'u1', 20));
    await store.put(action('early', 'u1', 10));
    const srv = server();
    const report = await replay(store, 'u1', srv.send, () => 99);
    expect(srv.sent).toEqual(['early', 'late']);
    expect(report.done.map((a) => a.message)).toEqual(['已处理 early', '已处理 late']);
    const kept = await store.list('u1');
    expect(kept.every((a) => a.state === 'done' && a.settledAt === 99 && a.attempts === 1)).toBe(true);
    await replay(store, 'u1', srv.send);
    expect(srv.sent).toHaveLength(2);
  });

  it('a refusal (someone else handled it) is kept with the server\'s reason and never retried', async () => {
    const store = freshStore();
    await store.put(action('a'));
    await store.put(action('b', 'u1', 2));
    const srv = server();
    srv.refuse.set('a', new CallError('该任务已被他人处理', 409, { state: false, message: '该任务已被他人处理' }));
    const report = await replay(store, 'u1', srv.send);
    expect(report.refused.map((a) => [a.id, a.message])).toEqual([['a', '该任务已被他人处理']]);
    expect(report.done.map((a) => a.id)).toEqual(['b']);
    await replay(store, 'u1', srv.send);
    expect(srv.sent).toEqual(['a', 'b']);
  });

  it('retries on a network failure only: the run stops, the rest waits, and the next run sends them with the same keys', async () => {
    const store = freshStore();
    await store.put(action('a'));
    await store.put(action('b', 'u1', 2));
    const srv = server();
    srv.network = false;
    const first = await replay(store, 'u1', srv.send);
    expect(first).toMatchObject({ done: [], refused: [], waiting: 2 });
    expect(srv.sent).toEqual(['a']);
    expect((await store.list('u1')).find((a) => a.id === 'a')).toMatchObject({ state: 'waiting', attempts: 1 });

    srv.network = true;
    const second = await replay(store, 'u1', srv.send);
    expect(second.done.map((a) => a.id)).toEqual(['a', 'b']);
    expect(srv.sent).toEqual(['a', 'a', 'b']);
  });

  it('treats a gateway without its server, a time-out and an ended session as transient, any other status as a refusal', async () => {
    for (const [status, state] of [[502, 'waiting'], [504, 'waiting'], [401, 'waiting'], [429, 'waiting'], [400, 'refused'], [500, 'refused']] as const) {
      const store = freshStore();
      await store.put(action('a'));
      await replay(store, 'u1', async () => { throw new CallError('x', status); });
      expect((await store.list('u1'))[0].state, String(status)).toBe(state);
    }
  });

  it('runs one replay per user at a time', async () => {
    const store = freshStore();
    await store.put(action('a'));
    let release: () => void = () => undefined;
    const sent: string[] = [];
    const slow: Sender = async (a) => {
      sent.push(a.id);
      await new Promise<void>((resolve) => { release = resolve; });
      return { message: 'ok' };
    };
    const one = replay(store, 'u1', slow);
    const two = replay(store, 'u1', slow);
    expect(two).toBe(one);
    await vi.waitFor(() => expect(sent).toEqual(['a']));
    release();
    await one;
    expect(sent).toEqual(['a']);
  });

  it('clears the answered ones on request, and forgets them after a week by itself', async () => {
    let now = 1000;
    const store = freshStore(() => now);
    await store.put({ ...action('done'), state: 'done', settledAt: 1000 });
    await store.put(action('waiting'));
    await store.clearAnswered('u1');
    expect((await store.list('u1')).map((a) => a.id)).toEqual(['waiting']);
    await store.put({ ...action('old'), state: 'refused', settledAt: 1000 });
    now = 1000 + ANSWERED_KEPT_MS + 1;
    expect((await store.list('u1')).map((a) => a.id)).toEqual(['waiting']);
  });
});

describe('sending a queued action', () => {
  beforeEach(() => {
    vi.mocked(call).mockReset();
    useSession.setState({ user: { token: 'tok', account: 'wangfang', userId: 'u-send', username: '王芳', loginTime: Date.now(), expiration: 3600 } });
  });

  it('sends a decision with its key as the runtime\'s idempotencyKey, silently (the queue shows the answer)', async () => {
    vi.mocked(call).mockResolvedValue({ state: true, message: '同意成功' });
    const a = action('key-1');
    await sendAction(a);
    expect(call).toHaveBeenCalledWith(runtimeActionApi.complete, expect.objectContaining({
      body: { taskId: 't-key-1', actionName: 'agree', opinion: '同意', idempotencyKey: 'key-1' }, silent: true,
    }));
  });

  it('queues for the signed-in user and replays with the server\'s words', async () => {
    vi.mocked(call).mockResolvedValueOnce({ state: true, message: '同意成功' });
    const queued = await queueAction({ id: 'k-2', kind: 'complete', payload: { taskId: 't2', actionName: 'agree' }, title: '采购申请', label: 'agree' });
    expect(queued).toMatchObject({ userId: 'u-send', state: 'waiting' });
    const report = await replayNow();
    expect(report?.done.map((a) => [a.id, a.message])).toEqual([['k-2', '同意成功']]);
  });

  it('queues reading a message once however often it is opened offline, and sends it as the message read', async () => {
    vi.mocked(call).mockRejectedValue(new CallError('网络异常，请稍后再试'));
    await queueRead('m1', '停水通知');
    await queueRead('m1', '停水通知');
    const report = await replayNow();
    expect(report?.waiting).toBe(1);
    vi.mocked(call).mockReset().mockResolvedValue({ id: 'm1' });
    await replayNow();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(inboxApi.get, expect.objectContaining({ query: { id: 'm1' } }));
  });

  it('queues nothing when no one is signed in', async () => {
    useSession.setState({ user: null });
    expect(await queueAction({ id: 'k-3', kind: 'complete', payload: {}, title: 'x', label: 'agree' })).toBeNull();
  });

  it('queues nothing for a session only resumed from what the device knows: it reads, it does not act in the user\'s name', async () => {
    const user = useSession.getState().user!;
    useSession.setState({ user: { ...user, token: '' } });
    expect(await queueAction({ id: 'k-4', kind: 'complete', payload: { taskId: 't4', actionName: 'agree' }, title: 'x', label: 'agree' })).toBeNull();
    await queueRead('m2', '停水通知');
    useSession.setState({ user });
    const kept = await actionStore.list(user.userId);
    expect(kept.filter((a) => a.id === 'k-4' || a.payload.id === 'm2')).toEqual([]);
  });
});
