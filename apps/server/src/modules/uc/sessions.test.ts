import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { PERMISSIONS_POLICY } from '../../platform/security-headers.js';

let t: TestApp;
let limited: TestApp;
let clockMs = Date.parse('2026-11-23T08:00:00Z');
const clock = { now: () => new Date(clockMs) };

beforeAll(async () => {
  t = await createTestApp({ clock });
  limited = await createTestApp({ clock, env: { ADDRESS_LIMIT_PER_MINUTE: '3' } });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

const signIn = (app: TestApp, username: string, password: string, headers: Record<string, string> = {}) =>
  app.call({ method: 'POST', url: '/uc/auth', headers, payload: { username, password: app.encrypt(password) } });
const statuses = (replies: Array<{ statusCode: number }>) => replies.map((r) => r.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('password lockout under parallel guessing', () => {
  it('checks at most 5 passwords of 40 sent at once; the rest are refused as locked without a check', async () => {
    const replies = statuses(await Promise.all(Array.from({ length: 40 }, () => signIn(t, 'heping', 'wrong-guess'))));
    expect(count(replies, 401)).toBe(4);
    expect(count(replies, 423)).toBe(36);
  });

  it('lets a right password hidden among 20 parallel wrong ones through only if it is among the first 5 counted', async () => {
    const guesses = [...Array.from({ length: 20 }, () => 'wrong-guess'), 'Water@2026'];
    const replies = statuses(await Promise.all(guesses.map((p) => signIn(t, 'zhoujie', p))));
    // 5 attempts at most were checked, the right one included or not; everything else was locked out.
    expect(count(replies, 401) + count(replies, 200)).toBeLessThanOrEqual(5);
    expect(count(replies, 423)).toBeGreaterThanOrEqual(16);
  });
});

describe('sign-in by e-mail and mobile number', () => {
  it('finds the account by its e-mail and by its mobile number, with the one generic message on failure', async () => {
    const user = await t.db.selectFrom('uc_user').select(['account', 'email', 'mobile']).where('account', '=', 'wuhao').executeTakeFirstOrThrow();
    const byEmail = await signIn(t, user.email!, 'Water@2026');
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().account).toBe('wuhao');
    expect((await signIn(t, user.mobile!, 'Water@2026')).json().account).toBe('wuhao');
    const wrong = await signIn(t, user.email!, 'nope');
    const unknown = await signIn(t, 'nobody@qingyuan-water.cn', 'nope');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json().message).toBe('账号或密码错误');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('counts wrong passwords per person, whichever name was typed', async () => {
    const user = await t.db.selectFrom('uc_user').select(['email', 'mobile']).where('account', '=', 'zhaolei').executeTakeFirstOrThrow();
    for (const name of ['zhaolei', user.email!, user.mobile!, 'zhaolei']) expect((await signIn(t, name, 'bad')).statusCode).toBe(401);
    expect((await signIn(t, user.email!, 'bad')).statusCode).toBe(423);
    expect((await signIn(t, 'zhaolei', 'Water@2026')).statusCode).toBe(423);
    clockMs += 15 * 60_000 + 1000;
    expect((await signIn(t, user.mobile!, 'Water@2026')).statusCode).toBe(200);
  });

  it('keeps e-mail addresses and mobile numbers unique within a tenant', async () => {
    const [a, b] = await t.db.selectFrom('uc_user').select(['id', 'email', 'tenant_id']).where('account', 'in', ['wuhao', 'zhaolei']).orderBy('account').execute();
    await expect(t.db.updateTable('uc_user').set({ email: a.email }).where('id', '=', b.id).execute()).rejects.toThrow();
  });
});

describe('request limits per client address', () => {
  it('answers 429 in the caller language after the limit, whatever X-Forwarded-For claims', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(limited, 'wangfang', 'Water@2026', { 'x-forwarded-for': `10.0.0.${i}` })).statusCode).toBe(200);
    const over = await signIn(limited, 'wangfang', 'Water@2026', { 'x-forwarded-for': '10.9.9.9' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ state: false, message: expect.stringMatching(/^操作过于频繁，请\d+秒后再试$/) });
    const en = await signIn(limited, 'wangfang', 'Water@2026', { lang: 'en-US' });
    expect(en.json().message).toMatch(/^Too many requests, try again in \d+ seconds$/);
    clockMs += 61_000;
    expect((await signIn(limited, 'wangfang', 'Water@2026')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('ends every token of a session at sign-out, refreshed ones too', async () => {
    const first = await t.login('liqiang');
    const refreshed = (await t.call({ method: 'GET', url: '/uc/refresh', token: first })).json().token as string;
    expect((await t.call({ method: 'GET', url: '/uc/refresh', token: refreshed })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/uc/signout', token: first })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/uc/refresh', token: refreshed })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/uc/refresh', token: first })).statusCode).toBe(401);
  });

  it('refuses a kept list read at once after sign-out, though its session check is kept with the reply', async () => {
    const token = await t.login('liqiang');
    const todo = () => t.call({ method: 'POST', url: '/bpm-runtime/runtime/task/v1/getTodoList', token, payload: { pageBean: { page: 1, pageSize: 5 } } });
    expect((await todo()).statusCode).toBe(200);
    // Answered from the kept reply and the kept session facts: the same data version.
    expect((await todo()).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/uc/signout', token })).statusCode).toBe(200);
    expect((await todo()).statusCode).toBe(401);
  });

  it("ends the user's other sessions when the password changes, and keeps the one that changed it", async () => {
    const phone = await t.login('zhengyu');
    const office = await t.login('zhengyu');
    const other = await t.login('zhaoli');
    const changed = await t.call({ method: 'POST', url: '/uc/api/user/v1/user/changUserPsd', token: office,
      payload: { oldPwd: t.encrypt('Water@2026'), newPwd: t.encrypt('NewWater2026') } });
    expect(changed.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/uc/refresh', token: phone })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/uc/refresh', token: office })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/uc/refresh', token: other })).statusCode).toBe(200);
  });

  it('refuses a refresh loop: 20 refreshes a minute per session', async () => {
    const token = await t.login('sunyan');
    const replies = statuses(await Promise.all(Array.from({ length: 25 }, () => t.call({ method: 'GET', url: '/uc/refresh', token }))));
    expect(count(replies, 200)).toBe(20);
    expect(count(replies, 429)).toBe(5);
  });

  it('refuses more than 60 refreshes a minute for one person, however many sessions share them', async () => {
    clockMs += 61_000;
    const tokens = await Promise.all(Array.from({ length: 4 }, () => t.login('sunyan')));
    const replies = statuses(await Promise.all(tokens.flatMap((token) => Array.from({ length: 20 }, () => t.call({ method: 'GET', url: '/uc/refresh', token })))));
    expect(count(replies, 200)).toBe(60);
    expect(count(replies, 429)).toBe(20);
  });

  it('refuses refreshes from one client address over its limit, whichever accounts they are for', async () => {
    clockMs += 61_000;
    const tokens = [(await limited.login('lijun')), (await limited.login('chenjing'))];
    clockMs += 61_000; // the sign-ins counted against the same address
    const replies = statuses(await Promise.all([...tokens, ...tokens].map((token) => limited.call({ method: 'GET', url: '/uc/refresh', token }))));
    expect(count(replies, 200)).toBe(3);
    const over = await limited.call({ method: 'GET', url: '/uc/refresh', token: tokens[0], headers: { lang: 'en-US' } });
    expect(over.statusCode).toBe(429);
    expect(over.json().state).toBe(false);
    expect(over.json().message).toMatch(/^Too many requests, try again in \d+ seconds$/);
  });
});

describe('what a caller learns before signing in', () => {
  it('gets 401, not a description of the schema, from a route that needs a session', async () => {
    const res = await t.call({ method: 'POST', url: '/bpm-runtime/runtime/task/v1/getTodoList', payload: { pageBean: { page: 'x' } } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ state: false });
    expect(res.json().message).not.toMatch(/page/);
  });

  it('marks signed-in replies no-store and sends the permissions policy on every reply', async () => {
    const token = await t.login('wangfang');
    const signed = await t.call({ method: 'POST', url: '/bpm-runtime/runtime/task/v1/getTodoList', token, payload: {} });
    expect(signed.headers['cache-control']).toBe('no-store');
    const anonymous = await t.call({ method: 'GET', url: '/uc/uc/tenantManage/v1/getTenantByCode?code=hxwater' });
    expect(anonymous.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });
});

describe('the seal password', () => {
  it('locks after 5 wrong seal passwords, even for the right one, and frees after 15 minutes', async () => {
    const token = await t.login('liuyang');
    const url = '/uc/uc/electronicSeal/v1/getElectronicSeal?password=';
    for (let i = 0; i < 4; i++) expect((await t.call({ method: 'GET', url: `${url}bad`, token })).statusCode).toBe(400);
    const fifth = await t.call({ method: 'GET', url: `${url}bad`, token });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().message).toMatch(/^签章密码错误次数过多，请\d+分钟后再试$/);
    expect((await t.call({ method: 'GET', url: `${url}Seal%402026`, token })).statusCode).toBe(423);
    clockMs += 15 * 60_000 + 1000;
    const fresh = await t.login('liuyang');
    expect((await t.call({ method: 'GET', url: `${url}Seal%402026`, token: fresh })).statusCode).toBe(200);
  });
});
