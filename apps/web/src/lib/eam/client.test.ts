import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eamApi } from '@wp/contract';
import { setRuntimeConfig } from '../runtime-config.js';
import { useSession } from '../session/store.js';
import { notify } from '../notify.js';
import { CallError } from '../http/client.js';
import { keys } from '../storage.js';
import i18n from '../../i18n/index.js';
import { eamCall, signInToEam } from './client.js';
import { readEamToken, saveEamToken } from './token.js';

vi.mock('../notify.js', () => ({ notify: { success: vi.fn(), danger: vi.fn(), warning: vi.fn() } }));

/** What the client put on the wire, per request. */
interface Seen { url: string; method: string; headers: Record<string, string>; body?: unknown }
const seen: Seen[] = [];
/** Answers every fetch with the handler's status and JSON body. */
function respond(handler: (s: Seen) => { status: number; data: unknown }) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const s: Seen = { url, method: String(init.method), headers: init.headers as Record<string, string>, body: init.body };
    seen.push(s);
    const r = handler(s);
    return new Response(JSON.stringify(r.data), { status: r.status });
  });
}

const ok = (data: unknown) => ({ status: 200, data: { success: true, code: '00', message: '', data } });
const page = { list: [], pageIndex: 1, pageSize: 10, totalRowCount: 0, pageCount: 0 };
const expired = { status: 401, data: { success: false, code: 'tokenExpired', message: '资产系统登录已过期' } };
const later = new Date(Date.now() + 3_600_000).toISOString();
const eamUser = { id: 'e1', account: 'wangfang', name: '王芳', rights: [] };
/** The portal's ticket and the asset system's sign-in, answering `token` (n counts sign-ins). */
function signIns(token: (n: number) => string) {
  let n = 0;
  return (s: Seen) => {
    if (s.url === '/uc/api/sso/v1/eamTicket') return { status: 200, data: { state: true, message: '', value: { ticket: `tk${n + 1}`, expiresAt: later } } };
    if (s.url === '/service-eam/sso/login') return ok({ token: token(++n), expiresAt: later, user: eamUser });
    return null;
  };
}

beforeEach(async () => {
  seen.length = 0;
  vi.mocked(notify.danger).mockClear();
  await i18n.changeLanguage('zh-CN');
  setRuntimeConfig({ hosts: { uc: '/uc', portal: '/portal', bpmRunTime: '/bpm-runtime', bpmModel: '/bpm-model', form: '/form', mobile: '/mobile', eam: '/service-eam', app: '' },
    rsaPublicKey: '', ssoMode: 'none', casLoginUrl: '', defaultTenant: 'platform', version: 't' });
  useSession.setState({ user: { token: 'portal-tok', account: 'wangfang', userId: 'u1', username: '王芳', loginTime: Date.now(), expiration: 3600 } });
});

describe('asset system client', () => {
  it('posts urlencoded form fields with the asset token as bearer and answers the envelope\'s data', async () => {
    saveEamToken({ token: 'eam-tok', expiresAt: later, user: eamUser, portalUserId: 'u1' });
    respond(() => ok({ ...page, totalRowCount: 3 }));
    const data = await eamCall(eamApi.queryPagedList, { body: { pageIndex: 2, pageSize: 10, searchValue: '鼓风机', kind: 'machinery', assetStatus: undefined } });
    expect(data.totalRowCount).toBe(3);
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe('/service-eam/eam-asset/query-paged-list');
    expect(seen[0].method).toBe('POST');
    expect(seen[0].headers.Authorization).toBe('Bearer eam-tok');
    expect(seen[0].headers['Content-Type']).toBeUndefined();
    expect(seen[0].body).toBeInstanceOf(URLSearchParams);
    expect(String(seen[0].body)).toBe('pageIndex=2&pageSize=10&searchValue=%E9%BC%93%E9%A3%8E%E6%9C%BA&kind=machinery');
  });

  it('fails on success:false with the server\'s message, shown like any failure', async () => {
    saveEamToken({ token: 'eam-tok', expiresAt: later, user: eamUser, portalUserId: 'u1' });
    respond(() => ({ status: 200, data: { success: false, code: 'invalid', message: '分类不存在' } }));
    const err = await eamCall(eamApi.queryCategoryCount).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CallError);
    expect((err as CallError).message).toBe('分类不存在');
    expect(notify.danger).toHaveBeenCalledWith('分类不存在');
  });

  it('signs in first without a token: a portal ticket exchanged for an asset token, kept in local storage', async () => {
    const sso = signIns(() => 'eam-new');
    respond((s) => sso(s) ?? ok([]));
    await eamCall(eamApi.queryCategoryCount);
    expect(seen.map((s) => s.url)).toEqual(['/uc/api/sso/v1/eamTicket', '/service-eam/sso/login', '/service-eam/eam-asset/query-category-count']);
    expect(seen[0].headers.Authorization).toBe('Bearer portal-tok');
    expect(seen[1].headers.Authorization).toBeUndefined();
    expect(String(seen[1].body)).toBe('ticket=tk1');
    expect(seen[2].headers.Authorization).toBe('Bearer eam-new');
    expect(JSON.parse(localStorage.getItem(keys.assetToken)!)).toMatchObject({ token: 'eam-new', portalUserId: 'u1', user: { account: 'wangfang' } });
  });

  it('on 401 tokenExpired signs in again silently and retries the call once', async () => {
    saveEamToken({ token: 'eam-old', expiresAt: later, user: eamUser, portalUserId: 'u1' });
    const sso = signIns(() => 'eam-new');
    respond((s) => sso(s) ?? (s.headers.Authorization === 'Bearer eam-old' ? expired : ok([{ id: 'c1' }])));
    const data = await eamCall(eamApi.queryCategoryCount);
    expect(data).toEqual([{ id: 'c1' }]);
    expect(seen.map((s) => s.url)).toEqual([
      '/service-eam/eam-asset/query-category-count', '/uc/api/sso/v1/eamTicket', '/service-eam/sso/login', '/service-eam/eam-asset/query-category-count',
    ]);
    expect(notify.danger).not.toHaveBeenCalled();
    expect(readEamToken()?.token).toBe('eam-new');
    expect(useSession.getState().user).not.toBeNull();
  });

  it('a second 401 fails with the server\'s message and leaves the portal session alone', async () => {
    saveEamToken({ token: 'eam-old', expiresAt: later, user: eamUser, portalUserId: 'u1' });
    const sso = signIns((n) => `eam-${n}`);
    respond((s) => sso(s) ?? expired);
    const err = await eamCall(eamApi.queryCategoryCount).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CallError);
    expect((err as CallError).status).toBe(401);
    expect((err as CallError).message).toBe('资产系统登录已过期');
    expect(notify.danger).toHaveBeenCalledTimes(1);
    expect(notify.danger).toHaveBeenCalledWith('资产系统登录已过期');
    // One retry: the first try, one sign-in, the second try.
    expect(seen.filter((s) => s.url.endsWith('query-category-count'))).toHaveLength(2);
    expect(useSession.getState().user).not.toBeNull();
  });

  it('does not use another portal user\'s or an expired token', async () => {
    saveEamToken({ token: 'eam-other', expiresAt: later, user: eamUser, portalUserId: 'u2' });
    const sso = signIns(() => 'eam-mine');
    respond((s) => sso(s) ?? ok([]));
    await eamCall(eamApi.queryCategoryCount);
    expect(seen.at(-1)!.headers.Authorization).toBe('Bearer eam-mine');
    seen.length = 0;
    saveEamToken({ token: 'eam-stale', expiresAt: new Date(Date.now() - 1000).toISOString(), user: eamUser, portalUserId: 'u1' });
    await eamCall(eamApi.queryCategoryCount);
    expect(seen[0].url).toBe('/uc/api/sso/v1/eamTicket');
  });

  it('signs in once for calls made together, and signing out of the portal forgets the asset token', async () => {
    const sso = signIns((n) => `eam-${n}`);
    respond((s) => sso(s) ?? ok([]));
    await Promise.all([eamCall(eamApi.queryCategoryCount, { parallel: true }), eamCall(eamApi.getById, { body: { id: 'a1' } }), signInToEam()]);
    expect(seen.filter((s) => s.url === '/service-eam/sso/login')).toHaveLength(1);
    useSession.getState().signOut();
    expect(localStorage.getItem(keys.assetToken)).toBeNull();
  });

  it('says a refusal in the user\'s language where the server gives no words (en-US)', async () => {
    await i18n.changeLanguage('en-US');
    saveEamToken({ token: 'eam-tok', expiresAt: later, user: eamUser, portalUserId: 'u1' });
    respond(() => ({ status: 403, data: '' }));
    const err = await eamCall(eamApi.getFinance, { body: { assetCode: 'P-1' } }).catch((e: unknown) => e);
    expect((err as CallError).status).toBe(403);
    expect(notify.danger).toHaveBeenCalledWith((err as CallError).message);
    expect((err as CallError).message).toMatch(/[a-z]/i);
  });
});
