import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi, formDataApi, userApi } from '@wp/contract';
import { setRuntimeConfig } from '../runtime-config.js';
import { useSession } from '../session/store.js';
import { notify } from '../notify.js';
import { call, CallError, download, isNetworkFailure, isOfflineFailure, setUnauthorizedHandler } from './client.js';
import { queryString } from './transport.js';
import i18n from '../../i18n/index.js';

vi.mock('../notify.js', () => ({ notify: { success: vi.fn(), danger: vi.fn(), warning: vi.fn() } }));

/** What the client put on the wire, per request. */
interface Seen { url: string; method: string; headers: Record<string, string>; body?: unknown }
const seen: Seen[] = [];
/** Answers every fetch with the handler's status and JSON body (after `delay` ms, unless aborted). */
function respond(handler: (s: Seen) => { status: number; data: unknown; delay?: number }) {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const s: Seen = { url, method: String(init.method), headers: init.headers as Record<string, string>, body: init.body };
    seen.push(s);
    const r = handler(s);
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => resolve(new Response(JSON.stringify(r.data), { status: r.status })), r.delay ?? 0);
      init.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
    });
  });
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
    expect(seen[0].headers['Content-Type']).toBe('application/json');
    expect(seen[0].body).toBe('{"account":"x"}');
    expect(seen[1].headers.Authorization).toBeUndefined();
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

  it('says a network failure in the catalogue\'s words, in the toast and in the error screens show', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(call(userApi.getByAccount, { body: { account: 'x' } })).rejects.toMatchObject({ message: '网络异常，请稍后再试', status: undefined });
    expect(notify.danger).toHaveBeenCalledExactlyOnceWith('网络异常，请稍后再试');
  });

  it('never passes on developer words: a 5xx page without a message, a schema refusal (kept for code as serverMessage)', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Internal Server Error</html>', { status: 500 }));
    await expect(call(userApi.getByAccount, { body: { account: 'x' } })).rejects.toMatchObject({ message: '系统出错了', status: 500 });
    const refusal = 'querystring.shortUrl: Too small: expected string to have >=1 characters';
    respond(() => ({ status: 400, data: { state: false, message: refusal, code: 400 } }));
    const err = await call(userApi.getByAccount, { body: { account: 'x' } }).catch((e: CallError) => e);
    expect(err).toMatchObject({ message: '请求参数有误，请检查后重试', serverMessage: refusal });
    expect(notify.danger).toHaveBeenLastCalledWith('请求参数有误，请检查后重试');
  });

  it('downloads a file any method answers: a POST with its body, saved under the Content-Disposition name', async () => {
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      seen.push({ url, method: String(init.method), headers: init.headers as Record<string, string>, body: init.body });
      return Promise.resolve(new Response('xlsx!', { status: 200, headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('化验数据.xlsx')}` } }));
    });
    const saved: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push({ href: this.href, download: this.download }); });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const filter = { querys: [{ property: 'cod', operation: 'GE', value: 50, relation: 'AND' as const }] };
    await expect(download(formDataApi.exportData, { query: { formKey: 'lab_results' }, body: filter })).resolves.toEqual({ name: '化验数据.xlsx', size: 5 });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/form/form/dataTemplate/v1/export?formKey=lab_results', body: JSON.stringify(filter) });
    expect(saved).toEqual([{ href: 'blob:x', download: '化验数据.xlsx' }]);
    await download(formDataApi.exportData, { query: { formKey: 'lab_results' }, body: filter, fileName: '化验数据-2026-11-19.xlsx' });
    expect(saved[1].download).toBe('化验数据-2026-11-19.xlsx');
  });

  it("speaks the user's language: en-US in the spec's English, zh-TW in Traditional characters", async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    try {
      await i18n.changeLanguage('en-US');
      await expect(call(userApi.getByAccount, { body: { account: 'x' } })).rejects.toMatchObject({ message: 'network error, please try again later' });
      await i18n.changeLanguage('zh-TW');
      await expect(call(userApi.getByAccount, { body: { account: 'x' } })).rejects.toMatchObject({ message: '網路異常，請稍後再試' });
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });
});

describe('HTTP client offline', () => {
  /** The browser says the device has no network (navigator.onLine false), and fetch fails as it then does. */
  function offline() {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    return vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  }
  beforeEach(() => vi.mocked(notify.warning).mockClear());

  it('fails a read quietly, in the offline words its screen shows (still a want of network for the queue)', async () => {
    const onLine = offline();
    try {
      const err = await call(userApi.getByAccount, { body: { account: 'x' } }).catch((e: unknown) => e);
      expect(err).toMatchObject({ message: '当前离线，请联网后再试', status: undefined, offline: true });
      expect(isOfflineFailure(err)).toBe(true);
      expect(isNetworkFailure(err)).toBe(true);
      expect(notify.danger).not.toHaveBeenCalled();
      expect(notify.warning).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
    }
  });

  it('answers an action the user tapped once, in the offline words, not as a network error', async () => {
    const onLine = offline();
    try {
      await expect(call(userApi.getByAccount, { body: { account: 'x' }, overlay: true })).rejects.toMatchObject({ offline: true });
      expect(notify.warning).toHaveBeenCalledExactlyOnceWith('当前离线，请联网后再试');
      expect(notify.danger).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
    }
  });

  it('says offline in en-US and in zh-TW Traditional characters', async () => {
    const onLine = offline();
    try {
      await i18n.changeLanguage('en-US');
      await expect(call(userApi.getByAccount, { body: { account: 'x' } })).rejects.toMatchObject({ message: 'you are offline, please try again once connected' });
      await i18n.changeLanguage('zh-TW');
      await expect(call(userApi.getByAccount, { body: { account: 'x' } })).rejects.toMatchObject({ message: '目前離線，請連網後再試' });
    } finally {
      onLine.mockRestore();
      await i18n.changeLanguage('zh-CN');
    }
  });

  it('online, a failed network is still told as a network error; a server that answers is said as it is', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const err = await call(userApi.getByAccount, { body: { account: 'x' } }).catch((e: unknown) => e);
    expect(isOfflineFailure(err)).toBe(false);
    expect(notify.danger).toHaveBeenCalledExactlyOnceWith('网络异常，请稍后再试');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      respond(() => ({ status: 500, data: { state: false, message: '系统异常' } }));
      await expect(call(userApi.getByAccount, { body: { account: 'x' } })).rejects.toMatchObject({ status: 500, offline: false });
      expect(notify.danger).toHaveBeenLastCalledWith('系统异常');
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('query string', () => {
  it('leaves out undefined and null, repeats arrays and encodes', () => {
    expect(queryString({ a: 1, b: undefined, c: null, d: ['x', 'y'], e: '王 芳&' })).toBe('?a=1&d=x&d=y&e=%E7%8E%8B+%E8%8A%B3%26');
    expect(queryString(undefined)).toBe('');
  });
});
