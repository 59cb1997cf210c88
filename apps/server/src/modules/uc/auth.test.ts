import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let clockMs = Date.parse('2026-11-22T08:00:00Z');
const clock = { now: () => new Date(clockMs) };

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const login = (username: string, password: string, tenantId?: string) =>
  t.call({ method: 'POST', url: `/uc/auth${tenantId ? `?tenantId=${tenantId}` : ''}`, payload: { username, password: t.encrypt(password) } });

describe('POST /uc/auth', () => {
  it('signs in with an encrypted password and returns the stored-user fields', async () => {
    const res = await login('wangfang', 'Water@2026');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ account: 'wangfang', username: '王芳', expiration: 8 * 3600, loginTime: clockMs });
    expect(body.token).toMatch(/^ey/);
    expect(body.userId).toBeTruthy();
  });

  it('gives one generic message for a wrong password and for an unknown account', async () => {
    const wrong = await login('chenjing', 'nope');
    const unknown = await login('nobody-here', 'nope');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ state: false, message: '账号或密码错误', code: 401 });
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('answers in English when the client asks for en-US', async () => {
    const res = await t.call({ method: 'POST', url: '/uc/auth', headers: { lang: 'en-US' }, payload: { username: 'x', password: t.encrypt('y') } });
    expect(res.json().message).toBe('Wrong account or password');
  });

  it('locks an account for 15 minutes after 5 failures within 15 minutes', async () => {
    for (let i = 0; i < 4; i++) expect((await login('yangfan', 'bad')).statusCode).toBe(401);
    const fifth = await login('yangfan', 'bad');
    expect(fifth.statusCode).toBe(423);
    // Even the right password is refused while locked.
    const locked = await login('yangfan', 'Water@2026');
    expect(locked.statusCode).toBe(423);
    expect(locked.json().message).toMatch(/锁定.*15分钟/);
    clockMs += 15 * 60 * 1000 + 1000;
    expect((await login('yangfan', 'Water@2026')).statusCode).toBe(200);
  });

  it('refuses disabled, not activated and departed users, each with its own message', async () => {
    const disabled = await login('sunli', 'Water@2026');
    const inactive = await login('dongyue', 'Water@2026');
    const departed = await login('caiwen', 'Water@2026');
    expect([disabled.statusCode, inactive.statusCode, departed.statusCode]).toEqual([403, 403, 403]);
    const messages = [disabled, inactive, departed].map((r) => r.json().message);
    expect(messages).toEqual(['账号已被禁用，请联系管理员', '账号未激活，请联系管理员', '账号已离职，无法登录']);
  });

  it('rejects a plain-text password, naming the field, without counting a failure', async () => {
    const res = await t.call({ method: 'POST', url: '/uc/auth', payload: { username: 'heping', password: 'Water@2026' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^password: must be encrypted/);
  });

  it.each([
    [{ password: 'x' }, /body\.username/],
    [{ username: '', password: 'x' }, /^body\.username: 不能为空$/],
    [{ username: 'a', password: '' }, /^body\.password: 不能为空$/],
    [{ username: 12, password: 'x' }, /body\.username/],
    [{ username: 'a'.repeat(101), password: 'x' }, /body\.username/],
  ])('rejects bad input %j with a 400 naming the field', async (payload, message) => {
    const res = await t.call({ method: 'POST', url: '/uc/auth', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ state: false, message: expect.stringMatching(message) });
  });

  it('rejects malformed JSON with a clear message', async () => {
    const res = await t.call({ method: 'POST', url: '/uc/auth', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ state: false, message: expect.stringMatching(/^body: /) });
  });

  it("treats injection strings as plain data", async () => {
    const res = await login("admin' OR '1'='1", "x' OR '1'='1");
    expect(res.statusCode).toBe(401);
  });
});

describe('tenants', () => {
  it('resolves a tenant code to its id, and signs in to that tenant only', async () => {
    const res = await t.call({ method: 'GET', url: '/uc/uc/tenantManage/v1/getTenantByCode?code=hxwater' });
    expect(res.json()).toMatchObject({ state: true, value: { code: 'hxwater', name: '华兴水务' } });
    const tenantId = res.json().value.id;
    // Each tenant's sign-in page shows its own logo: a small PNG, different from the plant's drop.
    const plant = (await t.call({ method: 'GET', url: '/uc/uc/tenantManage/v1/getTenantByCode?code=platform' })).json().value;
    expect(res.json().value.logo).toMatch(/^data:image\/png;base64,/);
    expect(plant.logo).toMatch(/^data:image\/png;base64,/);
    expect(res.json().value.logo).not.toBe(plant.logo);
    // The same account exists in both tenants; each tenant's sign-in finds its own user.
    const hx = (await login('wangfang', 'Water@2026', tenantId)).json();
    const platform = (await login('wangfang', 'Water@2026')).json();
    expect(hx.username).toBe('王芳（华兴）');
    expect(hx.userId).not.toBe(platform.userId);
    // A platform account does not exist in the other tenant.
    expect((await login('zhangwei', 'Water@2026', tenantId)).statusCode).toBe(401);
  });

  it('reports an unknown tenant code with state false', async () => {
    const res = await t.call({ method: 'GET', url: '/uc/uc/tenantManage/v1/getTenantByCode?code=nope' });
    expect(res.json()).toMatchObject({ state: false });
  });
});

describe('session', () => {
  it('refreshes a token and stops accepting a signed-out token at once', async () => {
    const token = await t.login('zhoujie');
    clockMs += 2000;
    const refreshed = await t.call({ method: 'GET', url: '/uc/refresh', token });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().loginTime).toBe(Math.floor(clockMs / 1000) * 1000);
    const out = await t.call({ method: 'GET', url: '/uc/signout', token });
    expect(out.json()).toMatchObject({ state: true });
    const after = await t.call({ method: 'GET', url: '/uc/refresh', token });
    expect(after.statusCode).toBe(401);
  });

  it('says "JWT expired at" for an expired token', async () => {
    const token = await t.login('wuhao');
    clockMs += 9 * 3600 * 1000;
    const res = await t.call({ method: 'GET', url: '/uc/refresh', token });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/^JWT expired at /);
  });

  it('refuses a token it accepted a moment ago once the user is disabled, and again when enabled', async () => {
    const token = await t.login('zhaolei');
    expect((await t.call({ method: 'GET', url: '/uc/refresh', token })).statusCode).toBe(200);
    await t.db.updateTable('uc_user').set({ status: 0 }).where('account', '=', 'zhaolei').execute();
    const disabled = await t.call({ method: 'GET', url: '/uc/refresh', token });
    expect(disabled.statusCode).toBe(401);
    expect(disabled.json().message).not.toMatch(/^JWT expired at /);
    await t.db.updateTable('uc_user').set({ status: 1 }).where('account', '=', 'zhaolei').execute();
    expect((await t.call({ method: 'GET', url: '/uc/refresh', token })).statusCode).toBe(200);
  });

  it('says "JWT expired at" for a token it accepted before its expiry', async () => {
    const token = await t.login('zhaolei');
    expect((await t.call({ method: 'GET', url: '/uc/refresh', token })).statusCode).toBe(200);
    clockMs += 9 * 3600 * 1000;
    const res = await t.call({ method: 'GET', url: '/uc/refresh', token });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/^JWT expired at /);
  });

  it('refuses a tampered token', async () => {
    const token = await t.login('zhaolei');
    const [h, p, s] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url')}.${s}`;
    const res = await t.call({ method: 'GET', url: '/uc/refresh', token: forged });
    expect(res.statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/uc/refresh', token })).statusCode).toBe(200);
  });

  it('refuses calls without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/uc/refresh' });
    expect(res.statusCode).toBe(401);
    expect(res.json().state).toBe(false);
  });
});

describe('password change guessing', () => {
  it('locks the account after 5 wrong old passwords, for password change and sign-in alike', async () => {
    const token = await t.login('tianye');
    const change = (oldPwd: string) => t.call({ method: 'POST', url: '/uc/api/user/v1/user/changUserPsd', token,
      payload: { oldPwd: t.encrypt(oldPwd), newPwd: t.encrypt('Better@2027') } });
    for (let i = 0; i < 4; i++) expect((await change('wrong')).statusCode).toBe(400);
    expect((await change('wrong')).statusCode).toBe(423);
    expect((await change('Water@2026')).statusCode).toBe(423);
    expect((await login('tianye', 'Water@2026')).statusCode).toBe(423);
  });
});
