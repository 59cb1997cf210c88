import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts } from '@wp/contract';
import { AppError } from '../errors.js';
import { guestPolicy, registerAuthHook, sessionsKeptPerVersion, sharedInstanceOf } from './auth-hook.js';
import { createTokenService } from './tokens.js';

const tokens = createTokenService(crypto.randomBytes(32), 3600, () => new Date());
let app: FastifyInstance;
let full: string;
let guest: string;

/** A bare server with the auth hook and stand-ins for a few routes of the real app (same paths). */
beforeAll(async () => {
  app = Fastify();
  app.setErrorHandler((err, _req, reply) =>
    reply.status(err instanceof AppError ? err.statusCode : 500).send({ state: false, message: (err as Error).message }));
  registerAuthHook(app, tokens, { activeSession: async () => ({ isAdmin: true, tenantCode: 'platform' }) });
  const echo = async (req: { session?: { isAdmin: boolean; guest?: string } }) => ({ ok: true, isAdmin: req.session?.isAdmin, guest: req.session?.guest ?? null });
  const closed = { config: { anonymous: false } };
  app.get('/bpm-runtime/runtime/instance/v1/getInstanceByInstId', closed, echo);
  app.get('/bpm-runtime/runtime/instance/v1/instanceFlowOpinions', closed, echo);
  app.get('/bpm-runtime/runtime/instance/v1/get', closed, echo);
  app.post('/bpm-runtime/runtime/instance/v1/get', closed, echo);
  app.get('/bpm-runtime/runtime/task/v1/get', closed, echo);
  app.get('/portal/portal/main/v1/myMobileHome', closed, echo);
  app.get('/uc/refresh', closed, echo);
  app.get('/uc/signout', closed, echo);
  app.get('/uc/uc/tenantManage/v1/getTenantByCode', { config: { anonymous: true } }, echo);
  await app.ready();
  full = (await tokens.issue({ account: 'zhangwei', userId: 'u1', tenantId: 't1', sid: 's1' })).token;
  guest = (await tokens.issue({ account: 'zhangwei', userId: 'u1', tenantId: 't1', sid: 's1', guest: '/shareInst/inst1/1' })).token;
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST', url: string, token: string) => app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

describe('sharedInstanceOf', () => {
  it('reads the instance id of the shareable pages of this app only', () => {
    expect(sharedInstanceOf('/inst/abc123/todo')).toBe('abc123');
    expect(sharedInstanceOf('/inst/abc123/done/UserTask_1?x=1')).toBe('abc123');
    expect(sharedInstanceOf('/shareInst/abc123/1')).toBe('abc123');
    expect(sharedInstanceOf('/instRead/abc-123/1')).toBe('abc-123');
    expect(sharedInstanceOf('/doneDetail/abc123/1')).toBe('abc123');
    for (const url of ['/home', '/task/abc/0', 'https://evil.example/inst/abc', '//evil.example/inst/abc', '/inst/../home', '/inst/%2e%2e/x',
      '/inst/a%20b', '/inst/%E0%A4%A', '\\inst\\abc', '/inst/', 'inst/abc']) {
      expect(sharedInstanceOf(url), url).toBeNull();
    }
  });
});

describe('guestPolicy', () => {
  it('follows the configured host prefixes', () => {
    const may = guestPolicy({ ...hosts, bpmRunTime: '/rt' });
    expect(may('GET', '/rt/runtime/instance/v1/get', 'id=i1', '/inst/i1/todo')).toBe(true);
    expect(may('GET', '/bpm-runtime/runtime/instance/v1/get', 'id=i1', '/inst/i1/todo')).toBe(false);
  });
});

describe('the auth hook and X-Tenant-Code', () => {
  it("compares the header with the code the session lookup gave, refusing another tenant's", async () => {
    const get = (code: string) => app.inject({ method: 'GET', url: '/portal/portal/main/v1/myMobileHome', headers: { authorization: `Bearer ${full}`, 'x-tenant-code': code } });
    expect((await get('platform')).statusCode).toBe(200);
    const other = await get('hxwater');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('auth.tenantMismatch');
  });
});

describe('the auth hook with a guest token', () => {
  it('lets a full token through everywhere, with its administrator flag', async () => {
    expect((await call('GET', '/portal/portal/main/v1/myMobileHome', full)).json()).toMatchObject({ ok: true, isAdmin: true, guest: null });
    expect((await call('GET', '/bpm-runtime/runtime/instance/v1/get?id=other', full)).statusCode).toBe(200);
  });

  it('lets a guest read the shared instance, never as an administrator', async () => {
    const res = await call('GET', '/bpm-runtime/runtime/instance/v1/getInstanceByInstId?instId=inst1', guest);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, isAdmin: false, guest: '/shareInst/inst1/1' });
    expect((await call('GET', '/bpm-runtime/runtime/instance/v1/instanceFlowOpinions?instId=inst1&isCommu=false', guest)).statusCode).toBe(200);
    expect((await call('GET', '/bpm-runtime/runtime/instance/v1/get?id=inst1', guest)).statusCode).toBe(200);
  });

  it('refuses a guest another instance, extra or repeated parameters, writes and other reads', async () => {
    for (const [method, url] of [
      ['GET', '/bpm-runtime/runtime/instance/v1/getInstanceByInstId?instId=inst2'],
      ['GET', '/bpm-runtime/runtime/instance/v1/getInstanceByInstId'],
      ['GET', '/bpm-runtime/runtime/instance/v1/getInstanceByInstId?instId=inst1&instId=inst2'],
      ['GET', '/bpm-runtime/runtime/instance/v1/getInstanceByInstId?instId=inst1&taskId=t9'],
      ['GET', '/bpm-runtime/runtime/instance/v1/instanceFlowOpinions?instId=inst1&taskId=t9'],
      ['POST', '/bpm-runtime/runtime/instance/v1/get?id=inst1'],
      ['GET', '/bpm-runtime/runtime/task/v1/get?id=inst1'],
      ['GET', '/portal/portal/main/v1/myMobileHome'],
    ] as const) {
      const res = await call(method, url, guest);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('auth.guestOnly');
    }
  });

  it('leaves a guest anonymous calls, refresh and sign-out', async () => {
    expect((await call('GET', '/uc/uc/tenantManage/v1/getTenantByCode?code=x', guest)).statusCode).toBe(200);
    expect((await call('GET', '/uc/refresh', guest)).statusCode).toBe(200);
    expect((await call('GET', '/uc/signout', guest)).statusCode).toBe(200);
  });

  it('gives a guest token for a page that shows no instance nothing but sign-out', async () => {
    const odd = (await tokens.issue({ account: 'zhangwei', userId: 'u1', tenantId: 't1', sid: 's1', guest: '/home' })).token;
    expect((await call('GET', '/bpm-runtime/runtime/instance/v1/get?id=home', odd)).statusCode).toBe(403);
    expect((await call('GET', '/uc/signout', odd)).statusCode).toBe(200);
  });
});

describe('sessionsKeptPerVersion', () => {
  it('reads the session again whenever the data version moved, and never keeps what a call without its request asks', async () => {
    let reads = 0;
    let version = 'v1';
    let open = true;
    const kept = sessionsKeptPerVersion({ activeSession: async () => (reads++, open ? { isAdmin: false, tenantCode: 't' } : null) }, async () => version);
    const claims = { userId: 'u1', tenantId: 't1', sid: 's1' };
    const req = () => ({}) as never;
    expect(await kept.activeSession(claims, req())).not.toBeNull();
    expect(await kept.activeSession(claims, req())).not.toBeNull();
    expect(reads).toBe(1);
    // A sign-out is a write: the version moves, and the next request reads the session again.
    open = false;
    version = 'v2';
    expect(await kept.activeSession(claims, req())).toBeNull();
    expect(reads).toBe(2);
    // Another session of the same user is its own entry.
    open = true;
    expect(await kept.activeSession({ ...claims, sid: 's2' }, req())).not.toBeNull();
    expect(await kept.activeSession(claims)).not.toBeNull();
    expect(reads).toBe(4);
  });
});
