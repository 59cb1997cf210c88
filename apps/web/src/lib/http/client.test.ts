import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { authApi, userApi } from '@wp/contract';
import { setRuntimeConfig } from '../runtime-config.js';
import { useSession } from '../session/store.js';
import { notify } from '../notify.js';
import { call, CallError, instance, setUnauthorizedHandler } from './client.js';

vi.mock('../notify.js', () => ({ notify: { success: vi.fn(), danger: vi.fn(), warning: vi.fn() } }));

const seen: InternalAxiosRequestConfig[] = [];
function respond(handler: (c: InternalAxiosRequestConfig) => { status: number; data: unknown; delay?: number }) {
  const adapter: AxiosAdapter = (config) => {
    seen.push(config);
    const r = handler(config);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const res = { data: r.data, status: r.status, statusText: '', headers: {}, config };
        if (r.status >= 400) reject(Object.assign(new Error(`Request failed with status code ${r.status}`), { response: res, config, isAxiosError: true }));
        else resolve(res);
      }, r.delay ?? 0);
      config.signal?.addEventListener?.('abort', () => {
        clearTimeout(timer);
        reject(Object.assign(new Error('canceled'), { __CANCEL__: true, name: 'CanceledError', code: 'ERR_CANCELED' }));
      });
    });
  };
  instance.defaults.adapter = adapter;
}

beforeEach(() => {
  seen.length = 0;
  vi.mocked(notify.danger).mockClear();
  setRuntimeConfig({ hosts: { uc: '/uc', portal: '/portal', bpmRunTime: '/bpm-runtime', bpmModel: '/bpm-model', form: '/form', mobile: '/mobile', app: '' },
    rsaPublicKey: '', ssoMode: 'none', casLoginUrl: '', defaultTenant: 'platform', version: 't' });
  useSession.setState({ user: { token: 'tok', account: 'wangfang', userId: 'u1', username: '王芳', loginTime: Date.now(), expiration: 3600 } });
});

describe('HTTP client', () => {
  it('sends the language and bearer token, but no token to sign-in', async () => {
    respond(() => ({ status: 200, data: { ok: 1 } }));
    await call(userApi.getByAccount, { body: { account: 'x' } });
    await call(authApi.auth, { body: { username: 'a', password: 'b' } });
    expect(seen[0].url).toBe('/uc/api/user/v1/user/getByAccount');
    expect(seen[0].headers.lang).toBe('zh-CN');
    expect(seen[0].headers.Authorization).toBe('Bearer tok');
    expect(seen[1].headers.Authorization).toBeUndefined();
    expect(seen[0].timeout).toBe(100_000);
  });

  it('sends the tenant code once signed in under a tenant', async () => {
    sessionStorage.setItem('tenantCode', 'hxwater');
    respond(() => ({ status: 200, data: {} }));
    await call(userApi.getByAccount, { body: { account: 'x' } });
    expect(seen[0].headers['X-Tenant-Code']).toBe('hxwater');
  });

  it('cancels an in-flight request when a new one goes to the same URL and method', async () => {
    respond(() => ({ status: 200, data: { n: seen.length }, delay: 20 }));
    const first = call(userApi.queryByType, { body: {} });
    const second = call(userApi.queryByType, { body: {} });
    await expect(first).rejects.toMatchObject({ cancelled: true });
    await expect(second).resolves.toEqual({ n: 2 });
    expect(notify.danger).not.toHaveBeenCalled();
  });

  it('shows a state:false reply in red and rejects', async () => {
    respond(() => ({ status: 200, data: { state: false, message: '保存失败' } }));
    await expect(call(userApi.getByAccount, { body: { account: 'x' } })).rejects.toBeInstanceOf(CallError);
    expect(notify.danger).toHaveBeenCalledWith('保存失败');
  });

  it('suppresses the message when asked', async () => {
    respond(() => ({ status: 400, data: { state: false, message: 'bad' } }));
    await expect(call(userApi.getByAccount, { body: { account: 'x' }, silent: true })).rejects.toMatchObject({ status: 400 });
    expect(notify.danger).not.toHaveBeenCalled();
  });

  it('on 401 clears the stored user and goes to /login', async () => {
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    respond(() => ({ status: 401, data: { state: false, message: 'expired' } }));
    await expect(call(userApi.getByAccount, { body: { account: 'x' } })).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().user).toBeNull();
    expect(toLogin).toHaveBeenCalledOnce();
  });
});
