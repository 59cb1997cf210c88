import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createIdentityRepository } from './identity.repository.js';
import { createIdentityService } from './identity.service.js';

let t: TestApp;
let token: string;
let hxToken: string;
let hxTenant: string;
let platform: string;
/** The server clock, moved by the tests. */
let now = new Date('2026-11-22T02:00:00Z'); // 10:00 in Shanghai

/** Moves the server clock; signs in again, as tokens issued at the old time may have expired. */
async function setNow(d: Date) {
  now = d;
  token = await t.login('chenjing');
}

const next = (alias: string, tk: string | null = token) =>
  t.call({ method: 'GET', url: `/portal/sys/identity/v1/getNextIdByAlias?alias=${encodeURIComponent(alias)}`, token: tk ?? undefined });
const value = async (alias: string) => {
  const res = await next(alias);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as string;
};

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  token = await t.login('chenjing');
  platform = (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'platform').executeTakeFirstOrThrow()).id;
  const hx = (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'hxwater').executeTakeFirstOrThrow()).id;
  hxTenant = hx;
  hxToken = await t.login('hxadmin', 'Water@2026', hx);
});
afterAll(() => t.close());

describe('GET /sys/identity/v1/getNextIdByAlias', () => {
  it('gives the next number of each seeded rule, formatted with the Shanghai date', async () => {
    expect((await next('purchaseNo')).json()).toEqual({ state: true, message: '操作成功', value: 'CG202611220001' });
    expect(await value('purchaseNo')).toBe('CG202611220002');
    expect(await value('docNo')).toBe('QY-FW-2026-0001');
    expect(await value('repairNo')).toBe('WX2026110001');
  });

  it('hands 50 concurrent callers 50 distinct, consecutive numbers', async () => {
    const first = Number((await value('docNo')).slice(-4));
    const results = await Promise.all(Array.from({ length: 50 }, () => next('docNo')));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const numbers = results.map((r) => Number((r.json().value as string).slice(-4))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => first + 1 + i));
    const row = await t.db.selectFrom('sys_identity').select('cur_value').where('tenant_id', '=', platform).where('alias', '=', 'docNo').executeTakeFirstOrThrow();
    expect(Number(row.cur_value)).toBe(first + 50);
  });

  it('starts again at 1 in a new period of the rule: day, month, year', async () => {
    await setNow(new Date('2026-11-22T15:59:59Z')); // still the 22nd in Shanghai
    expect(await value('purchaseNo')).toBe('CG202611220003');
    await setNow(new Date('2026-11-22T16:00:00Z')); // the 23rd in Shanghai (still the 22nd in UTC)
    expect(await value('purchaseNo')).toBe('CG202611230001');
    expect(await value('repairNo')).toBe('WX2026110002');
    await setNow(new Date('2026-11-30T16:00:00Z')); // December in Shanghai
    expect(await value('repairNo')).toBe('WX2026120001');
    expect(await value('docNo')).toBe('QY-FW-2026-0053');
    await setNow(new Date('2026-12-31T16:00:00Z')); // 2027 in Shanghai
    expect(await value('docNo')).toBe('QY-FW-2027-0001');
  });

  it('never goes back to an older period when a caller\'s clock is behind', async () => {
    const service = createIdentityService({ repo: createIdentityRepository(t.db), clock: { now: () => new Date('2026-12-31T10:00:00Z') } });
    // The rule is in 2027 already; a slow clock still in 2026 gets the next 2027 number, not a repeat of 2026's.
    expect(await service.next(platform, 'docNo')).toBe('QY-FW-2027-0002');
    expect(await value('docNo')).toBe('QY-FW-2027-0003');
  });

  it('answers 404 naming an unknown alias, and for another tenant\'s rule', async () => {
    hxToken = await t.login('hxadmin', 'Water@2026', hxTenant);
    const res = await next('noSuchRule');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ state: false, message: '流水号规则不存在：noSuchRule', code: 404 });
    const hx = await next('purchaseNo', hxToken);
    expect(hx.statusCode, hx.body).toBe(404);
  });

  it('needs an alias (400) and a session (401)', async () => {
    const res = await t.call({ method: 'GET', url: '/portal/sys/identity/v1/getNextIdByAlias', token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/alias/);
    expect((await next('purchaseNo', null)).statusCode).toBe(401);
  });
});
