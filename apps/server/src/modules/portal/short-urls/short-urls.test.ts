import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { portalKit, type PortalKit } from '../test-kit.js';

let t: TestApp;
let k: PortalKit;
let clockMs = Date.parse('2026-11-22T08:00:00Z');
const clock = { now: () => new Date(clockMs) };

const MAKE = '/portal/portal/shorturlManage/v1/getShortUrlByLong';
const RESOLVE = '/portal/portal/shorturlManage/v1/getLongUrlByShortUrl';
const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
const make = async (account: string, url: string) => k.post(MAKE, await k.token(account), { url });

beforeAll(async () => {
  // The clock moves forward by days here: tokens must outlive that.
  t = await createTestApp({ clock, env: { TOKEN_LIFETIME_SECONDS: String(30 * 24 * 3600) } });
  k = portalKit(t);
});
afterAll(() => t.close());

describe('POST /portal/shorturlManage/v1/getShortUrlByLong', () => {
  it('makes a short code for an instance page, and gives the same one again to the same user', async () => {
    const res = await make('zhangmin', '/shareInst/inst0001/1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: true, value: expect.stringMatching(/^[A-Za-z0-9]{8}$/) });
    expect((await make('zhangmin', '/shareInst/inst0001/1')).json().value).toBe(res.json().value);
    expect((await make('chenjing', '/shareInst/inst0001/1')).json().value).not.toBe(res.json().value);
    const row = await t.db.selectFrom('sys_short_url').selectAll().where('code', '=', res.json().value).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ long_url: '/shareInst/inst0001/1', created_by: (await k.user('zhangmin')).id, expires_at: '2026-11-29T08:00:00.000Z' });
  });

  it('accepts every instance page of this app and nothing else', async () => {
    for (const url of ['/inst/inst0002/todo', '/inst/inst0002/done/UserTask1', '/instRead/inst0002/1', '/doneDetail/inst0002/1']) {
      expect((await make('zhangmin', url)).statusCode, url).toBe(200);
    }
    for (const url of ['/home', 'https://evil.example/inst/1', '//evil.example/inst/1', '/inst/../home', '/inst/a%20b', 'javascript:alert(1)', '/inst/']) {
      const res = await make('zhangmin', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/^url: /);
    }
    expect((await make('zhangmin', '')).statusCode).toBe(400);
    expect((await k.post(MAKE, undefined, { url: '/inst/x/1' })).statusCode).toBe(401);
  });
});

describe('GET /portal/shorturlManage/v1/getLongUrlByShortUrl', () => {
  it('resolves anonymously to the URL and a guest token of the sharer limited to that URL', async () => {
    const code = (await make('zhangmin', '/shareInst/inst0003/1')).json().value;
    const res = await k.get(`${RESOLVE}?shortUrl=${code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: true, value: { url: '/shareInst/inst0003/1', guestToken: expect.stringMatching(/^ey/) } });
    const c = claims(res.json().value.guestToken);
    expect(c).toMatchObject({ sub: 'zhangmin', userId: (await k.user('zhangmin')).id, guest: '/shareInst/inst0003/1' });
    // A guest token lives at most a day, even though the link lives a week.
    expect(c.exp - c.iat).toBe(24 * 3600);
  });

  it('refreshes a guest token into a guest token for the same page that ends no later (the web guard validates with it)', async () => {
    const code = (await make('zhangmin', '/shareInst/inst0004/1')).json().value;
    const guestToken = (await k.get(`${RESOLVE}?shortUrl=${code}`)).json().value.guestToken;
    const before = claims(guestToken);
    clockMs += 3600 * 1000;
    const res = await t.call({ method: 'GET', url: '/uc/refresh', token: guestToken });
    expect(res.statusCode).toBe(200);
    const after = claims(res.json().token);
    expect(after.guest).toBe('/shareInst/inst0004/1');
    expect(after.exp).toBe(before.exp);
    // Still a guest: everything but the shared instance's reads is refused.
    expect((await t.call({ method: 'GET', url: '/portal/portal/main/v1/myMobileHome', token: res.json().token })).statusCode).toBe(403);
  });

  it('reports unknown, malformed and expired links as failures the client shows on its message page', async () => {
    const unknown = await k.get(`${RESOLVE}?shortUrl=ZZZZZZZZ`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ state: false, message: '短链接不存在或已失效', code: 404 });
    expect((await k.get(`${RESOLVE}?shortUrl=${encodeURIComponent("x' or 1=1")}`)).statusCode).toBe(404);
    expect((await k.get(RESOLVE)).statusCode).toBe(400);
    const code = (await make('zhangmin', '/inst/inst0004/todo')).json().value;
    clockMs += 6 * 24 * 3600 * 1000 + 23 * 3600 * 1000;
    // One hour left: the guest token gets no more than that.
    const late = claims((await k.get(`${RESOLVE}?shortUrl=${code}`)).json().value.guestToken);
    expect(late.exp - late.iat).toBe(3600);
    clockMs += 2 * 3600 * 1000;
    expect((await k.get(`${RESOLVE}?shortUrl=${code}`)).statusCode).toBe(404);
    // A fresh link is made once the old one is near its end.
    const fresh = await make('zhangmin', '/inst/inst0004/todo');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().value).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(fresh.json().value).not.toBe(code);
  });

  it('stops working when the sharer is disabled', async () => {
    const code = (await make('wuhao', '/inst/inst0005/todo')).json().value;
    await t.db.updateTable('uc_user').set({ status: 0 }).where('id', '=', (await k.user('wuhao')).id).execute();
    try {
      expect((await k.get(`${RESOLVE}?shortUrl=${code}`)).statusCode).toBe(404);
    } finally {
      await t.db.updateTable('uc_user').set({ status: 1 }).where('id', '=', (await k.user('wuhao')).id).execute();
    }
  });
});

describe('a guest token', () => {
  const guestToken = async () => {
    const code = (await make('zhangwei', '/shareInst/inst0006/1')).json().value;
    return (await k.get(`${RESOLVE}?shortUrl=${code}`)).json().value.guestToken as string;
  };

  it('cannot be refreshed into a full token, nor used for anything outside the shared instance', async () => {
    const guest = await guestToken();
    const refresh = await k.get('/uc/refresh', guest);
    expect(claims(refresh.json().token).guest).toBe(claims(guest).guest);
    expect((await k.get('/portal/portal/main/v1/myMobileHome', refresh.json().token)).json().message).toBe('访客令牌只能访问分享的内容');
    expect((await k.get('/portal/portal/main/v1/myMobileHome', guest)).statusCode).toBe(403);
    expect((await k.post(MAKE, guest, { url: '/shareInst/inst0007/1' })).statusCode).toBe(403);
    expect((await k.post('/uc/api/user/v1/user/getDetailByAccountOrId', guest, { accountOrId: 'zhangwei' })).statusCode).toBe(403);
    expect((await k.post('/portal/innermsg/messageReceiver/v1/list', guest, {})).statusCode).toBe(403);
  });

  it('still opens anonymous calls and may sign out', async () => {
    const guest = await guestToken();
    const code = (await make('zhangwei', '/shareInst/inst0006/1')).json().value;
    expect((await k.get(`${RESOLVE}?shortUrl=${code}`, guest)).statusCode).toBe(200);
    expect((await k.get('/uc/signout', guest)).statusCode).toBe(200);
    expect((await k.get('/portal/portal/main/v1/myMobileHome', guest)).statusCode).toBe(401);
  });
});
