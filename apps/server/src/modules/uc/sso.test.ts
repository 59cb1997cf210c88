import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** A stand-in CAS server speaking protocol 2.0: ST-good is wangfang's ticket, ST-ghost names nobody we know. */
const tickets: Record<string, string> = { 'ST-good': 'wangfang', 'ST-ghost': 'no-such-user', 'ST-disabled': 'sunli' };
const validations: Array<{ ticket: string | null; service: string | null }> = [];
const cas = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== '/cas/serviceValidate') {
    res.writeHead(404).end();
    return;
  }
  const ticket = url.searchParams.get('ticket');
  validations.push({ ticket, service: url.searchParams.get('service') });
  const user = ticket ? tickets[ticket] : undefined;
  res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
  res.end(user
    ? `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>${user}</cas:user>
    <cas:attributes><cas:displayName>someone</cas:displayName></cas:attributes>
  </cas:authenticationSuccess>
</cas:serviceResponse>`
    : `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationFailure code="INVALID_TICKET">Ticket ${ticket} not recognized</cas:authenticationFailure>
</cas:serviceResponse>`);
});

let t: TestApp;
let off: TestApp;
const service = 'http://portal.example/sso';
const sso = (app: TestApp, query: string) => app.call({ method: 'GET', url: `/uc/sso/auth?${query}` });

beforeAll(async () => {
  await new Promise<void>((resolve) => cas.listen(0, '127.0.0.1', resolve));
  const { port } = cas.address() as AddressInfo;
  [t, off] = await Promise.all([
    createTestApp({ env: { SSO_MODE: 'cas', CAS_SERVER_URL: `http://127.0.0.1:${port}/cas` } }),
    createTestApp({ seed: false, env: { SSO_MODE: 'none' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), off?.close()]);
  await new Promise<void>((resolve) => cas.close(() => resolve()));
});

describe('GET /uc/sso/auth with CAS', () => {
  it('signs in the user named by a valid ticket, and the token works', async () => {
    const res = await sso(t, `ticket=ST-good&service=${encodeURIComponent(service)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ account: 'wangfang', username: '王芳', expiration: 8 * 3600 });
    expect(body.token).toMatch(/^ey/);
    // The ticket and service went to the CAS server unchanged.
    expect(validations.at(-1)).toEqual({ ticket: 'ST-good', service });
    // The platform tenant's wangfang, not the other tenant's.
    const platform = await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'platform').executeTakeFirstOrThrow();
    expect(body.tenantId).toBe(platform.id);
    const me = await t.call({ method: 'POST', url: '/uc/api/user/v1/user/getDetailByAccountOrId', token: body.token, payload: { accountOrId: 'wangfang' } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.fullname).toBe('王芳');
  });

  it('refuses a ticket the CAS server rejects with 401', async () => {
    const res = await sso(t, `ticket=ST-bad&service=${encodeURIComponent(service)}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ state: false, message: '单点登录票据校验失败', code: 401 });
    expect(validations.at(-1)?.ticket).toBe('ST-bad');
  });

  it('refuses a valid ticket for an account this tenant does not know', async () => {
    const res = await sso(t, `ticket=ST-ghost&service=${encodeURIComponent(service)}`);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a disabled user even with a valid ticket', async () => {
    const res = await sso(t, `ticket=ST-disabled&service=${encodeURIComponent(service)}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('账号已被禁用，请联系管理员');
  });

  it('needs both ticket and service', async () => {
    const before = validations.length;
    expect((await sso(t, 'ticket=ST-good')).statusCode).toBe(400);
    expect((await sso(t, `service=${encodeURIComponent(service)}`)).statusCode).toBe(400);
    expect((await sso(t, 'code=abc')).statusCode).toBe(400);
    expect(validations.length).toBe(before);
  });

  it('answers 401, not 500, when the CAS server answers garbage or cannot be reached', async () => {
    const { port } = cas.address() as AddressInfo;
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    for (const url of [`http://127.0.0.1:${port}/no-cas-here`, `http://127.0.0.1:${deadPort}/cas`]) {
      const app = await createTestApp({ seed: false, env: { SSO_MODE: 'cas', CAS_SERVER_URL: url } });
      try {
        const res = await sso(app, `ticket=ST-good&service=${encodeURIComponent(service)}`);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ state: false, message: '单点登录票据校验失败', code: 401 });
      } finally {
        await app.close();
      }
    }
  });
});

describe('GET /uc/sso/auth without single sign-on', () => {
  it('answers 400 saying single sign-on is off, and calls no CAS server', async () => {
    const before = validations.length;
    const res = await sso(off, `ticket=ST-good&service=${encodeURIComponent(service)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: false, message: '未启用单点登录', code: 400 });
    expect(validations.length).toBe(before);
  });

  it('publishes the mode and the CAS login URL in the runtime configuration', async () => {
    const on = (await t.call({ method: 'GET', url: '/runtime-config.json' })).json();
    const none = (await off.call({ method: 'GET', url: '/runtime-config.json' })).json();
    const { port } = cas.address() as AddressInfo;
    expect(on).toMatchObject({ ssoMode: 'cas', casLoginUrl: `http://127.0.0.1:${port}/cas/login` });
    expect(none).toMatchObject({ ssoMode: 'none', casLoginUrl: '' });
  });
});
