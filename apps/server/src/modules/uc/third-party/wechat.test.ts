import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVendorStandin, STANDIN_WECHAT, type VendorStandin } from '../../../../../../scripts/lib/vendor-standin.mjs';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { DEMO_WECOM_CORP_ID } from '../../../seed/index.js';

let vendor: VendorStandin;
let t: TestApp;
let hxTenantId: string;
const U = '/uc/api/user/v1/user';
const get = (url: string, opts: { token?: string; lang?: string } = {}) =>
  t.call({ method: 'GET', url, token: opts.token, headers: { lang: opts.lang ?? 'zh-CN' } });
const officialAccount = (code: string, query: Record<string, string> = {}, lang?: string) =>
  get(`/uc/sso/weixinPublic?${new URLSearchParams({ code, ...query })}`, { lang });
const miniProgramTicket = async (openId: string) =>
  (await t.call({ method: 'POST', url: '/uc/sso/miniprogram/ticket', payload: { code: vendor.miniProgramCodeOf(openId) } })).json().ticket as string;
const bind = (token: string, account: string, ticket: string, kind: 'oa' | 'mp' = 'oa', lang?: string) =>
  get(kind === 'oa' ? `${U}/bindOpenId?account=${account}&openid=${encodeURIComponent(ticket)}` : `${U}/bindMpOpenId?account=${account}&mpOpenid=${encodeURIComponent(ticket)}`, { token, lang });
/** A binding ticket of an open id no account holds yet: what an unbound user's official-account sign-in gives. */
const ticketOf = async (openId: string) => (await officialAccount(vendor.officialAccountCodeOf(openId))).json().bindTicket as string;
const bindings = (provider: string) => t.db.selectFrom('uc_external_identity as x').innerJoin('uc_user as u', 'u.id', 'x.user_id')
  .select(['u.account', 'x.external_id', 'x.tenant_id']).where('x.provider', '=', provider).orderBy('u.account').execute();

beforeAll(async () => {
  vendor = await startVendorStandin();
  t = await createTestApp({
    env: {
      WECHAT_API_BASE: vendor.base, WECOM_API_BASE: vendor.base,
      WECHAT_OA_APP_ID: STANDIN_WECHAT.officialAccount.appId, WECHAT_OA_APP_SECRET: STANDIN_WECHAT.officialAccount.appSecret,
      WECHAT_MP_APP_ID: STANDIN_WECHAT.miniProgram.appId, WECHAT_MP_APP_SECRET: STANDIN_WECHAT.miniProgram.appSecret,
      WECOM_CORP_ID: DEMO_WECOM_CORP_ID, WECOM_AGENT_ID: STANDIN_WECHAT.weCom.agentId, WECOM_SECRET: STANDIN_WECHAT.weCom.secret,
    },
  });
  hxTenantId = (await get('/uc/uc/tenantManage/v1/getTenantByCode?code=hxwater')).json().value.id;
});
afterAll(async () => {
  await t.close();
  await vendor.close();
});

describe('WeChat official account: sign in, or bind after a password sign-in', () => {
  it('gives an unbound WeChat user a binding ticket, never the open id; bound, the next visit signs straight in', async () => {
    const first = await officialAccount(vendor.officialAccountCodeOf('o-zhangmin'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ bindTicket: expect.any(String), expiresIn: 600 });
    expect(first.body).not.toContain('o-zhangmin');
    const token = await t.login('zhangmin');
    const bound = await bind(token, 'zhangmin', first.json().bindTicket);
    expect(bound.statusCode).toBe(200);
    expect(bound.json()).toEqual({ state: true, message: '绑定成功' });
    const next = await officialAccount(vendor.officialAccountCodeOf('o-zhangmin'));
    expect(next.json()).toMatchObject({ account: 'zhangmin', token: expect.stringMatching(/^ey/) });
    // The ticket is spent: a second tap says it is bound, and it binds nothing for anyone else.
    expect((await bind(token, 'zhangmin', first.json().bindTicket)).statusCode).toBe(200);
    const again = await bind(await t.login('wangfang'), 'wangfang', first.json().bindTicket, 'oa', 'en-US');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('querystring.openid: the binding request has expired, please open the page from WeChat again');
  });

  it('binds nothing a client names: an open id, a forged ticket, a mini-program ticket, another account', async () => {
    const token = await t.login('chenjing');
    for (const name of ['o-chenjing', 'forged-ticket']) {
      const res = await bind(token, 'chenjing', name);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ state: false, message: 'querystring.openid: 绑定请求已过期，请从微信重新打开' });
    }
    const mpBind = await officialAccount('x').then(() => miniProgramTicket('mp-chenjing'))
      .then(async (ticket) => (await get(`/uc/sso/miniprogram?ticket=${ticket}`)).json().bindTicket as string);
    expect((await bind(token, 'chenjing', mpBind, 'oa')).statusCode).toBe(400);
    const ticket = await ticketOf('o-chenjing');
    const other = await bind(token, 'zhangmin', ticket);
    expect(other.statusCode).toBe(403);
    expect(await bindings('wechat-oa')).toEqual([expect.objectContaining({ account: 'zhangmin' })]);
  });

  it('refuses a replayed code, a snapshot user and an unreachable WeChat, in the caller\'s language', async () => {
    const code = vendor.officialAccountCodeOf('o-replay');
    expect((await officialAccount(code)).statusCode).toBe(200);
    const replay = await officialAccount(code, {}, 'zh-TW');
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ state: false, message: '微信登入失敗：微信未確認此次登入，請從微信重新開啟', code: 401 });
    const snapshot = await officialAccount(vendor.officialAccountCodeOf('o-peek', { snapshot: true }), {}, 'en-US');
    expect(snapshot.statusCode).toBe(403);
    expect(snapshot.json().message).toBe('Please open this page fully in WeChat to sign in');
    const missing = await get('/uc/sso/weixinPublic');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('code');
  });

  it('keeps one open id to one account of a tenant, and one WeChat to an account, until it is unbound', async () => {
    const [lijun, heping] = [await t.login('lijun'), await t.login('heping')];
    // Two tickets of one open id, handed out before either was bound (two phones, or two visits).
    const [first, second] = [await ticketOf('o-lijun'), await ticketOf('o-lijun')];
    expect((await bind(lijun, 'lijun', first)).statusCode).toBe(200);
    const taken = await bind(heping, 'heping', second, 'oa', 'en-US');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This WeChat is already bound to another account');
    const pending = await ticketOf('o-lijun-new');
    const other = await bind(lijun, 'lijun', pending);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('您的账号已绑定另一个微信，请先在个人中心解除绑定');
    // Unbound on the personal page, the same ticket (still within its time) now binds.
    expect((await get(`${U}/identities`, { token: lijun })).json().value).toEqual(expect.arrayContaining([{ provider: 'wechat-oa', boundAt: expect.any(String) }]));
    const unbind = await t.call({ method: 'POST', url: `${U}/unbindIdentity`, token: lijun, payload: { provider: 'wechat-oa' } });
    expect(unbind.json()).toEqual({ state: true, message: '已解除绑定' });
    expect((await bind(lijun, 'lijun', pending)).statusCode).toBe(200);
    expect((await officialAccount(vendor.officialAccountCodeOf('o-lijun'))).json()).toHaveProperty('bindTicket');
    expect((await officialAccount(vendor.officialAccountCodeOf('o-lijun-new'))).json()).toMatchObject({ account: 'lijun' });
  });

  it('signs the same WeChat user into the account of the tenant the page is under', async () => {
    const hx = await t.login('hxadmin', 'Water@2026', hxTenantId);
    const ticket = (await officialAccount(vendor.officialAccountCodeOf('o-zhangmin'), { tenantId: hxTenantId })).json().bindTicket;
    expect((await bind(hx, 'hxadmin', ticket)).statusCode).toBe(200);
    expect((await officialAccount(vendor.officialAccountCodeOf('o-zhangmin'), { tenantId: hxTenantId })).json()).toMatchObject({ account: 'hxadmin' });
    expect((await officialAccount(vendor.officialAccountCodeOf('o-zhangmin'))).json()).toMatchObject({ account: 'zhangmin' });
  });

  it('lets only the user unbind, and only the WeChat sign-ins', async () => {
    const token = await t.login('zhangmin');
    const dingTalk = await t.call({ method: 'POST', url: `${U}/unbindIdentity`, token, payload: { provider: 'dingtalk' } });
    expect(dingTalk.statusCode).toBe(400);
    expect(dingTalk.json().message).toContain('provider');
    expect((await t.call({ method: 'POST', url: `${U}/unbindIdentity`, payload: { provider: 'wechat-oa' } })).statusCode).toBe(401);
    const mine = (await get(`${U}/identities`, { token })).json().value.map((i: { provider: string }) => i.provider);
    expect(mine).toEqual(['dingtalk', 'wechat-oa', 'wecom']);
  });
});

describe('binding at the same moment', () => {
  it('of one ticket twice by its user: bound once, both told it succeeded', async () => {
    const token = await t.login('pengcheng');
    const ticket = await ticketOf('o-pengcheng');
    const replies = await Promise.all([bind(token, 'pengcheng', ticket), bind(token, 'pengcheng', ticket)]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await bindings('wechat-oa')).filter((b) => b.account === 'pengcheng')).toHaveLength(1);
  });

  it('of one open id by several users: exactly one gets it, the rest are told it is taken', async () => {
    const accounts = ['zhangwei', 'wangfang', 'liqiang', 'luobin'];
    const tokens = await Promise.all(accounts.map((a) => t.login(a)));
    const tickets = await Promise.all(accounts.map(() => ticketOf('o-shared-phone')));
    const replies = await Promise.all(accounts.map((a, i) => bind(tokens[i], a, tickets[i])));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await bindings('wechat-oa')).filter((b) => b.external_id === 'o-shared-phone')).toHaveLength(1);
  });
});

describe('mini-program: a ticket into its web view', () => {
  it('exchanges the wx.login code for a one-time ticket, then binds and signs in by it', async () => {
    const ticket = await miniProgramTicket('mp-heping');
    const first = await get(`/uc/sso/miniprogram?ticket=${ticket}`);
    expect(first.json()).toEqual({ bindTicket: expect.any(String), expiresIn: 600 });
    const replay = await get(`/uc/sso/miniprogram?ticket=${ticket}`, { lang: 'en-US' });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Mini-program sign-in failed: the sign-in ticket is invalid or has expired, please enter the mini-program again');
    const token = await t.login('heping');
    expect((await bind(token, 'heping', first.json().bindTicket, 'oa')).statusCode).toBe(400);
    expect((await bind(token, 'heping', first.json().bindTicket, 'mp', 'en-US')).json()).toEqual({ state: true, message: 'binding succeeded' });
    expect((await get(`/uc/sso/miniprogram?ticket=${await miniProgramTicket('mp-heping')}`)).json()).toMatchObject({ account: 'heping' });
  });

  it('refuses a wx.login code WeChat never gave, and an empty one, asking WeChat nothing for the latter', async () => {
    const forged = await t.call({ method: 'POST', url: '/uc/sso/miniprogram/ticket', payload: { code: 'forged' } });
    expect(forged.statusCode).toBe(401);
    const calls = vendor.calls.jscode2session;
    const empty = await t.call({ method: 'POST', url: '/uc/sso/miniprogram/ticket', payload: { code: ' ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('code');
    expect(vendor.calls.jscode2session).toBe(calls);
  });
});

describe('WeCom', () => {
  it('signs in the account bound to the WeCom member, and refuses an unbound member and a replayed code', async () => {
    const code = vendor.weComCodeOf('zhangwei');
    const res = await get(`/uc/sso/weixin?code=${code}`);
    expect(res.json()).toMatchObject({ account: 'zhangwei', username: '张伟' });
    expect((await get(`/uc/sso/weixin?code=${code}`)).statusCode).toBe(401);
    const stranger = await get(`/uc/sso/weixin?code=${vendor.weComCodeOf('visitor01')}`, { lang: 'en-US' });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().message).toBe('WeCom sign-in failed: this WeCom member is not bound to an account, please contact the administrator');
  });

  it('keeps its access token, and asks again once WeCom has dropped it', async () => {
    const before = vendor.calls.weComToken;
    expect((await get(`/uc/sso/weixin?code=${vendor.weComCodeOf('lijun')}`)).statusCode).toBe(200);
    expect(vendor.calls.weComToken).toBe(before);
    vendor.revokeTokens();
    expect((await get(`/uc/sso/weixin?code=${vendor.weComCodeOf('lijun')}`)).statusCode).toBe(200);
    expect(vendor.calls.weComToken).toBe(before + 1);
  });
});

describe('WeChat sign-ins not configured', () => {
  it('says which one is off', async () => {
    const off = await createTestApp({ seed: false });
    const lang = { lang: 'en-US' };
    expect((await off.call({ method: 'GET', url: '/uc/sso/weixinPublic?code=a', headers: lang })).json().message).toBe('WeChat official account sign-in is not enabled');
    expect((await off.call({ method: 'GET', url: '/uc/sso/weixin?code=a', headers: lang })).json().message).toBe('WeCom sign-in is not enabled');
    expect((await off.call({ method: 'POST', url: '/uc/sso/miniprogram/ticket', payload: { code: 'a' }, headers: lang })).json().message).toBe('Mini-program sign-in is not enabled');
    expect((await off.call({ method: 'GET', url: '/uc/sso/miniprogram?ticket=a', headers: lang })).statusCode).toBe(400);
    await off.close();
  });
});
