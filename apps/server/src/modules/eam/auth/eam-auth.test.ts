import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eamApi } from '@wp/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { ASSET, eamKit, SSO_URL, TICKET_URL, type EamKit } from '../test-kit.js';

let t: TestApp;
let k: EamKit;
// A clock the tests move: tickets and asset tokens expire by it.
let now = new Date('2026-06-15T02:00:00Z');
const advance = (ms: number) => void (now = new Date(now.getTime() + ms));

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  k = eamKit(t);
});
afterAll(() => t.close());

/** Every asset route but the anonymous sign-on, with a valid body. */
const assetCalls: Array<[string, Record<string, string>]> = [
  [ASSET('query-category-count'), {}],
  [ASSET('query-paged-list'), {}],
  [ASSET('get-by-id'), { id: 'x' }],
  [ASSET('scan-label'), { txt: 'TS-PU-001' }],
  [ASSET('get-finance'), { assetCode: 'TS-PU-001' }],
];

describe('the asset system ticket and single sign-on', () => {
  it('issues a one-use ticket to a signed-in portal user, stored only as its hash', async () => {
    const res = await k.post(TICKET_URL, await k.portalToken('chenjing'));
    expect(res.statusCode).toBe(200);
    const { state, value } = res.json();
    expect(state).toBe(true);
    expect(value.ticket).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(value.expiresAt) - now.getTime()).toBe(eamApi.EAM_TICKET_SECONDS * 1000);
    const stored = await t.db.selectFrom('eam_sso_ticket').select('ticket_hash').execute();
    expect(stored.map((r) => r.ticket_hash)).not.toContain(value.ticket);
    expect((await k.post(TICKET_URL, undefined)).statusCode).toBe(401);
  });

  it('exchanges a ticket for an asset token and the user with rights, in the asset envelope', async () => {
    const res = await k.exchange(await k.ticket(await k.portalToken('chenjing')));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: '00', message: '资产系统登录成功' });
    expect(body.data.user).toMatchObject({ account: 'chenjing', name: '陈静', rights: [] });
    expect(Date.parse(body.data.expiresAt) - now.getTime()).toBe(eamApi.EAM_TOKEN_HOURS * 3600_000);
    const admin = await k.exchange(await k.ticket(await k.portalToken('admin')));
    expect(admin.json().data.user.rights).toEqual(['finance', 'admin', 'maintainManager', 'repairManager', 'labels']);
    const finance = await k.exchange(await k.ticket(await k.portalToken('liqiang')), { lang: 'en-US' });
    expect(finance.json()).toMatchObject({ message: 'Signed in to the asset system', data: { user: { account: 'liqiang', rights: ['finance', 'maintainManager', 'repairManager'] } } });
    // 张敏 keeps the ledger (设备管理员): she prints its labels.
    const keeper = await k.exchange(await k.ticket(await k.portalToken('zhangmin')));
    expect(keeper.json().data.user.rights).toEqual(['labels']);
  });

  it('takes a ticket once: a second use, or two concurrent ones, give exactly one token', async () => {
    const ticket = await k.ticket(await k.portalToken('yangfan'));
    expect((await k.exchange(ticket)).statusCode).toBe(200);
    const again = await k.exchange(ticket);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ success: false, code: 'unauthorized', message: 'ticket: 登录票据无效、已使用或已过期，请重新进入资产系统' });

    const race = await k.ticket(await k.portalToken('yangfan'));
    const tokensBefore = (await t.db.selectFrom('eam_token').select('id').execute()).length;
    const results = await Promise.all([k.exchange(race), k.exchange(race), k.exchange(race)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
    expect((await t.db.selectFrom('eam_token').select('id').execute()).length).toBe(tokensBefore + 1);
  });

  it('refuses an expired ticket and an unknown one', async () => {
    const ticket = await k.ticket(await k.portalToken('huangli'));
    advance(eamApi.EAM_TICKET_SECONDS * 1000 + 1);
    const res = await k.exchange(ticket, { lang: 'en-US' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'unauthorized', message: 'ticket: the sign-in ticket is not valid, already used or expired; open the asset system again' });
    expect((await k.exchange('no-such-ticket')).json().code).toBe('unauthorized');
  });

  it('answers bad sign-on input in the asset envelope, naming the field', async () => {
    const res = await k.post(SSO_URL, undefined, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'invalid' });
    expect(res.json().message).toMatch(/^body\.ticket: /);
  });
});

describe('the asset token', () => {
  it('is required on every asset route: missing, unknown or expired is 401 tokenExpired', async () => {
    const token = await k.assetToken('chenjing');
    for (const [url, body] of assetCalls) {
      const missing = await k.form(url, undefined, body);
      expect(missing.statusCode, url).toBe(401);
      expect(missing.json(), url).toEqual({ success: false, code: 'tokenExpired', message: '资产系统登录已失效，请重新进入资产系统' });
      expect((await k.form(url, 'not-a-token', body)).json().code, url).toBe('tokenExpired');
      expect((await k.form(url, token, body)).statusCode, url).not.toBe(401);
    }
    advance(eamApi.EAM_TOKEN_HOURS * 3600_000 + 1);
    const expired = await k.form(ASSET('query-category-count'), token, {}, { lang: 'zh-TW' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ success: false, code: 'tokenExpired', message: '資產系統登入已失效，請重新進入資產系統' });
  });

  it('is refused on portal routes, and a portal token is refused on asset routes', async () => {
    const assetToken = await k.assetToken('lijun');
    const portalToken = await k.portalToken('lijun');
    const onPortal = await t.call({ method: 'POST', url: '/portal/portal/sysTag/v1/query', token: assetToken, payload: {} });
    expect(onPortal.statusCode).toBe(401);
    expect(onPortal.json().state).toBe(false);
    expect((await t.call({ method: 'POST', url: '/portal/portal/sysTag/v1/query', token: portalToken, payload: {} })).statusCode).toBe(200);
    const onAsset = await k.post(ASSET('query-category-count'), portalToken);
    expect(onAsset.statusCode).toBe(401);
    expect(onAsset.json().code).toBe('tokenExpired');
    expect((await k.post(ASSET('query-category-count'), assetToken)).statusCode).toBe(200);
    // Nor may an asset token ask the portal for tickets.
    expect((await k.post(TICKET_URL, assetToken)).statusCode).toBe(401);
  });

  it('ends with the portal session it came from, and when revoked', async () => {
    const portalToken = await t.login('zhaolei');
    const assetToken = (await k.exchange(await k.ticket(portalToken))).json().data.token as string;
    expect((await k.post(ASSET('query-category-count'), assetToken)).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/uc/signout', token: portalToken })).statusCode).toBe(200);
    expect((await k.post(ASSET('query-category-count'), assetToken)).json().code).toBe('tokenExpired');

    const other = await k.assetToken('wuhao');
    const user = await t.db.selectFrom('uc_user').select(['id', 'tenant_id']).where('account', '=', 'wuhao').where('tenant_id', '=', await k.plantId()).executeTakeFirstOrThrow();
    await t.db.updateTable('eam_token').set({ revoked_at: now.toISOString() }).where('user_id', '=', user.id).execute();
    expect((await k.post(ASSET('query-category-count'), other)).statusCode).toBe(401);
  });

  it('answers an unknown asset call in the asset envelope', async () => {
    const token = (await k.exchange(await k.ticket(await t.login('chenjing')))).json().data.token as string;
    const res = await k.post('/service-eam/eam-asset/no-such-call', token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'notFound' });
  });
});

describe('the single sign-on under a spray of tickets', () => {
  it('stops a client address over the per-minute limit with 429, before looking at the ticket', async () => {
    const limited = await createTestApp({ env: { ADDRESS_LIMIT_PER_MINUTE: '3' } });
    try {
      const kit = eamKit(limited);
      const tries = await Promise.all(Array.from({ length: 5 }, (_, i) => kit.exchange(`made-up-ticket-${i}`)));
      expect(tries.map((r) => r.statusCode).sort()).toEqual([401, 401, 401, 429, 429]);
      const stopped = tries.find((r) => r.statusCode === 429)!;
      expect(stopped.json()).toMatchObject({ success: false, code: 'tooMany' });
      expect(stopped.json().message).toMatch(/^操作过于频繁，请\d+秒后再试$/);
      // A real ticket from that address waits its turn too: the limit is per address, not per ticket.
      const res = await kit.exchange(await kit.ticket(await kit.portalToken('chenjing')), { lang: 'en-US' });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many requests, try again in \d+ seconds$/);
    } finally {
      await limited.close();
    }
  });
});
