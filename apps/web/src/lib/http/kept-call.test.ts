import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runtimeListApi } from '@wp/contract';
import { setRuntimeConfig } from '../runtime-config.js';
import { useSession } from '../session/store.js';
import { notify } from '../notify.js';
import { deviceCopyTime, servedFromNetwork } from '../offline/status.js';
import { call, CallError, setReplyKeeper } from './client.js';

vi.mock('../notify.js', () => ({ notify: { success: vi.fn(), danger: vi.fn(), warning: vi.fn() } }));

/** The device's reply store, in memory. */
const kept = new Map<string, { data: unknown; savedAt: number }>();
setReplyKeeper({
  keep: (userId, id, data) => void kept.set(`${userId}|${id}`, { data, savedAt: 1000 }),
  kept: async (userId, id) => kept.get(`${userId}|${id}`),
});

const signIn = (userId: string) =>
  useSession.setState({ user: { token: `tok-${userId}`, account: userId, userId, username: userId, loginTime: Date.now(), expiration: 3600 } });
const todo = (page: number) => call(runtimeListApi.getTodoList, { body: { pageBean: { page, pageSize: 20, showTotal: true } }, keep: true });

beforeEach(() => {
  kept.clear();
  servedFromNetwork();
  vi.mocked(notify.danger).mockClear();
  setRuntimeConfig({ hosts: { uc: '/uc', portal: '/portal', bpmRunTime: '/bpm-runtime', bpmModel: '/bpm-model', form: '/form', mobile: '/mobile', app: '' },
    rsaPublicKey: '', ssoMode: 'none', casLoginUrl: '', defaultTenant: 'platform', version: 't' });
  signIn('u1');
});

const online = (data: unknown, status = 200) => vi.stubGlobal('fetch', async () => new Response(JSON.stringify(data), { status }));
const offline = () => vi.stubGlobal('fetch', async () => { throw new TypeError('Failed to fetch'); });

describe('kept calls (offline reading)', () => {
  it('keeps the reply per user and call, and answers it without a network, marked as the device\'s copy', async () => {
    online({ rows: [{ id: 't1' }], total: 1 });
    await todo(1);
    offline();
    expect(await todo(1)).toEqual({ rows: [{ id: 't1' }], total: 1 });
    expect(deviceCopyTime()).toBe(1000);
    expect(notify.danger).not.toHaveBeenCalled();
    online({ rows: [], total: 0 });
    await todo(1);
    expect(deviceCopyTime()).toBeNull();
  });

  it('never answers one user with another\'s copy, nor a page with another page\'s', async () => {
    online({ rows: [{ id: 'mine' }], total: 1 });
    await todo(1);
    offline();
    await expect(todo(2)).rejects.toBeInstanceOf(CallError);
    signIn('u2');
    await expect(todo(1)).rejects.toMatchObject({ status: undefined });
    expect(notify.danger).toHaveBeenCalledTimes(2);
  });

  it('answers a copy only for want of a network: a refusal or a server error is said as it is', async () => {
    online({ rows: [{ id: 't1' }], total: 1 });
    await todo(1);
    online({ state: false, message: '无权查看' }, 500);
    await expect(todo(1)).rejects.toMatchObject({ status: 500 });
    expect(notify.danger).toHaveBeenCalledWith('无权查看');
  });

  it('offline without a copy, fails quietly in the offline words (the screen says it, no toast)', async () => {
    offline();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(todo(1)).rejects.toMatchObject({ offline: true, message: '当前离线，请联网后再试' });
      expect(notify.danger).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
    }
  });

  it('answers a gateway that cannot reach the server with the copy', async () => {
    online({ rows: [{ id: 't1' }], total: 1 });
    await todo(1);
    online('bad gateway', 502);
    expect(await todo(1)).toEqual({ rows: [{ id: 't1' }], total: 1 });
  });

  it('keeps nothing for a signed-out caller', async () => {
    useSession.setState({ user: null });
    online({ rows: [], total: 0 });
    await todo(1);
    expect(kept.size).toBe(0);
  });
});
