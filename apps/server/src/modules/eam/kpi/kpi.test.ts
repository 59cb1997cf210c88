import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { eamApi } from '@wp/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { movableClock } from '../../../test/clock.js';
import { eamKit, insertTestAsset, type EamKit } from '../test-kit.js';
import type { Db } from '../../../db/database.js';
import type { EamInspectionTaskPointTable, EamMaintainTaskTable, EamRepairOrderTable } from '../../../db/schema.js';
import { newId } from '../../../platform/clock.js';

const KPI = (call: string) => `/service-eam/eam-kpi/${call}`;
// The plant's noon on 15 April 2026 (UTC+8).
const NOW = '2026-04-15T04:00:00.000Z';
const MARCH = { from: '2026-03-01', to: '2026-03-31' };

let t: TestApp;
let k: EamKit;
const clock = movableClock(NOW);
const tokens = new Map<string, Promise<string>>();
const token = (account: string, tenantId?: string) => {
  const key = `${tenantId ?? ''}/${account}`;
  if (!tokens.has(key)) tokens.set(key, k.assetToken(account, tenantId));
  return tokens.get(key)!;
};
const call = async (verb: string, body: Record<string, unknown>, account = 'chenjing', headers?: Record<string, string>, tenantId?: string) =>
  k.post(KPI(verb), await token(account, tenantId), body, headers);
async function ok<T>(verb: string, body: Record<string, unknown>, account = 'chenjing'): Promise<T> {
  const res = await call(verb, body, account);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ success: true, code: '00' });
  return res.json().data as T;
}
const summary = (body: Record<string, unknown>) => ok<eamApi.KpiSummary>('query-summary', body);
const trend = (body: Record<string, unknown>) => ok<eamApi.KpiTrend>('query-trend', body);
const ranking = (body: Record<string, unknown>) => ok<eamApi.KpiRanking>('query-ranking', body);

/** The hand-made data set (kpi-fixtures.ts): ids by name. */
const ids = {} as Record<'category' | 'a1' | 'a2' | 'a3' | 'scrapped' | 'team' | 'team2' | 'hxCategory' | 'hxAsset', string>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  k = eamKit(t);
  const plant = await k.plantId();
  const f = kpiFixtures(t.db, plant);
  const urgency = async (code: string) => (await t.db.selectFrom('eam_repair_urgency').select('id').where('tenant_id', '=', plant).where('code', '=', code).executeTakeFirstOrThrow()).id;
  const [urgent, normal] = [await urgency('urgent'), await urgency('normal')];
  const leader = (await t.db.selectFrom('uc_user').select('id').where('account', '=', 'heping').executeTakeFirstOrThrow()).id;

  ids.category = await f.category('KPI-T', 'KPI测试设备');
  ids.a1 = await f.asset(ids.category, 'KPI-A1', '1#测试泵');
  ids.a2 = await f.asset(ids.category, 'KPI-A2', '2#测试泵');
  ids.a3 = await f.asset(ids.category, 'KPI-A3', '3#测试泵');
  // Scrapped: no operating time of its own.
  ids.scrapped = await f.asset(ids.category, 'KPI-A4', '4#测试泵（已报废）', 'scrapped');
  ids.team = await f.team('KPI机修班', leader);
  ids.team2 = await f.team('KPI电仪班', leader);
  const estimated = await f.faultTemplate(4);

  // R1: A1 down 6 h on 2 March; 2 h waiting, 4 h repair, 2 h to acceptance.
  await f.order({
    asset_id: ids.a1, urgency_id: normal, repair_status: 'finish', asset_down: 1, group_id: ids.team, reported_at: '2026-03-02T00:00:00.000Z',
    started_at: '2026-03-02T02:00:00.000Z', finished_at: '2026-03-02T06:00:00.000Z', accepted_at: '2026-03-02T08:00:00.000Z', downtime_end: '2026-03-02T06:00:00.000Z',
  });
  // R2: A2 down from 28 Feb 00:00 plant time (before March) to 1 March 12:00: 12 h of it in March; repaired, waiting for acceptance.
  await f.order({
    asset_id: ids.a2, urgency_id: normal, repair_status: 'wait_acceptance', asset_down: 1, group_id: ids.team, reported_at: '2026-02-27T16:00:00.000Z',
    started_at: '2026-03-01T00:00:00.000Z', finished_at: '2026-03-01T04:00:00.000Z', downtime_end: '2026-03-01T04:00:00.000Z',
  });
  // R3: A3 down from 31 March 20:00 plant time, still being repaired: 4 h in March, and all of April so far.
  await f.order({
    asset_id: ids.a3, urgency_id: normal, repair_status: 'repairing', asset_down: 1, group_id: ids.team2, reported_at: '2026-03-31T12:00:00.000Z',
    started_at: '2026-03-31T13:00:00.000Z',
  });
  // R4: done without a finish time (Odoo's crash): restored at its acceptance.
  await f.order({
    asset_id: ids.a1, urgency_id: normal, repair_status: 'finish', group_id: ids.team, reported_at: '2026-03-10T00:00:00.000Z',
    started_at: '2026-03-10T01:00:00.000Z', accepted_at: '2026-03-10T05:00:00.000Z',
  });
  // R5: done with neither finish nor acceptance time: a failure, but no repair time to count.
  await f.order({ asset_id: ids.a2, urgency_id: normal, repair_status: 'finish', group_id: ids.team, reported_at: '2026-03-15T00:00:00.000Z' });
  // R6: cancelled (not a failure, no downtime although reported down).
  await f.order({
    asset_id: ids.a1, urgency_id: normal, repair_status: 'cancel', asset_down: 1, reported_at: '2026-03-20T00:00:00.000Z', cancelled_at: '2026-03-20T01:00:00.000Z',
  });
  // R7, R8: two orders of A3 down at once over all January: one stop, never more than the month.
  for (let i = 0; i < 2; i += 1) {
    await f.order({
      asset_id: ids.a3, urgency_id: normal, repair_status: 'finish', asset_down: 1, group_id: ids.team2, reported_at: '2025-12-31T00:00:00.000Z',
      started_at: '2025-12-31T01:00:00.000Z', finished_at: '2026-01-31T15:00:00.000Z', accepted_at: '2026-01-31T15:30:00.000Z', downtime_end: '2026-01-31T16:00:00.000Z',
    });
  }
  // R9: A2 reported in April, not dispatched yet, with a fault template of 4 standard hours.
  await f.order({ asset_id: ids.a2, urgency_id: urgent, repair_status: 'not_dispatch', category_tpl_id: estimated, reported_at: '2026-04-10T00:00:00.000Z' });

  // Maintenance (deadlines in March unless said): on time, late, overdue open, cancelled, finished without a finish time; one due after now.
  await f.task({ asset_id: ids.a1, status: 'finish', deadline: '2026-03-05T00:00:00.000Z', act_finish_time: '2026-03-04T10:00:00.000Z', updated_at: '2026-03-04T10:00:00.000Z' });
  await f.task({ asset_id: ids.a2, status: 'finish', deadline: '2026-03-10T00:00:00.000Z', act_finish_time: '2026-03-11T00:00:00.000Z', updated_at: '2026-03-11T00:00:00.000Z' });
  await f.task({ asset_id: ids.a3, status: 'wait', deadline: '2026-03-20T00:00:00.000Z', total_cost: 2.5 });
  await f.task({ asset_id: ids.a1, status: 'cancel', deadline: '2026-03-25T00:00:00.000Z', updated_at: '2026-03-24T00:00:00.000Z' });
  await f.task({ asset_id: ids.a1, status: 'finish', deadline: '2026-03-28T00:00:00.000Z', updated_at: '2026-03-27T00:00:00.000Z' });
  await f.task({ asset_id: ids.a2, status: 'wait', deadline: '2026-04-20T00:00:00.000Z', total_cost: 1.5, created_at: '2026-04-13T00:00:00.000Z' });

  // Rounds: a finished one with a point of another category (a seeded pump), an acting one past its deadline, a cancelled one.
  const seededPump = (await t.db.selectFrom('eam_asset').select('id').where('tenant_id', '=', plant).where('asset_code', '=', 'TS-PU-001').executeTakeFirstOrThrow()).id;
  await f.round({
    status: 'finish', deadline: '2026-03-03T00:00:00.000Z',
    points: [{ assetId: ids.a1, status: 'normal' }, { assetId: ids.a2, status: 'abnormal' }, { assetId: ids.a3, status: 'none' }, { assetId: seededPump, status: 'normal' }],
  });
  await f.round({ status: 'acting', deadline: '2026-03-20T00:00:00.000Z', points: [{ assetId: ids.a1, status: 'normal' }, { assetId: ids.a2, status: 'wait' }] });
  await f.round({ status: 'cancel', deadline: '2026-03-21T00:00:00.000Z', points: [{ assetId: ids.a1, status: 'wait' }] });

  // The other tenant: a category, an asset and a failure in March that the plant never counts.
  const hx = await k.otherTenantId();
  const other = kpiFixtures(t.db, hx);
  ids.hxCategory = await other.category('KPI-HX', '他司设备');
  ids.hxAsset = await other.asset(ids.hxCategory, 'KPI-HX1', '他司泵');
  await other.order({ asset_id: ids.hxAsset, urgency_id: 'hx-urgency', repair_status: 'not_dispatch', reported_at: '2026-03-05T00:00:00.000Z', asset_down: 1 });
});
afterAll(() => t.close());

describe('query-summary on the hand-made data set (category KPI-T, March 2026)', () => {
  it('works out every figure by its definition', async () => {
    const s = await summary({ ...MARCH, categoryId: ids.category });
    expect(s).toMatchObject({
      from: '2026-03-01', to: '2026-03-31', periodStart: '2026-02-28T16:00:00.000Z', periodEnd: '2026-03-31T16:00:00.000Z', periodHours: 744,
      // Three assets in use (the scrapped one has no operating time); R1, R3, R4, R5 reported in March (R2 in February, R6 cancelled).
      assets: 3, failures: 4,
      // Downtime: R1 6 h + R2 12 h (from the range's start) + R3 4 h (to the range's end) = 22 h of 3 × 744 h.
      downtimeHours: 22, operatingHours: 2210, mtbfHours: 552.5, availability: 0.9901,
      // Restored in March: R1 (8 h), R2 (36 h, not accepted yet), R4 (5 h, from its acceptance); R5 has no time to count.
      mttr: { repairs: 3, hours: 16.33, waitingHours: 11.67, repairHours: 4, acceptanceHours: 0.67 },
      maintenance: { due: 4, onTime: 1, late: 2, overdueOpen: 1, compliance: 0.25 },
      rounds: { due: 5, recorded: 3, abnormal: 1, missed: 2, completion: 0.6, abnormalRate: 0.3333 },
    });
  });

  it('counts the open backlog now: repairs by urgency with their standard hours, maintenance with its overdue', async () => {
    const { backlog } = await summary({ ...MARCH, categoryId: ids.category });
    expect(backlog.repairs).toMatchObject({ open: 2, hours: 4, withoutEstimate: 1, waitingAcceptance: 1 });
    expect(backlog.repairs.byUrgency.map((u) => [u.code, u.count, u.hours])).toEqual([['urgent', 1, 4], ['serious', 0, 0], ['normal', 1, 0]]);
    expect(backlog.maintenance).toEqual({ open: 2, hours: 4, overdue: 1 });
  });

  it('narrows to one asset, and to one repair team (repair figures only)', async () => {
    const a1 = await summary({ ...MARCH, assetId: ids.a1 });
    expect(a1).toMatchObject({
      assets: 1, failures: 2, downtimeHours: 6, operatingHours: 738, mtbfHours: 369, availability: 0.9919,
      mttr: { repairs: 2, hours: 6.5, waitingHours: 1.5, repairHours: 4, acceptanceHours: 1 },
      maintenance: { due: 2, onTime: 1, late: 1, overdueOpen: 0, compliance: 0.5 },
      rounds: { due: 2, recorded: 2, abnormal: 0, missed: 0, completion: 1, abnormalRate: 0 },
    });
    const team = await summary({ ...MARCH, categoryId: ids.category, groupId: ids.team });
    expect(team).toMatchObject({
      assets: 3, failures: 3, downtimeHours: 18, operatingHours: 2214, mtbfHours: 738, availability: 0.9919,
      mttr: { repairs: 3, hours: 16.33 },
      // Maintenance and rounds are done by other groups: the team does not narrow them.
      maintenance: { due: 4 }, rounds: { due: 5 },
    });
    expect(team.backlog.repairs).toMatchObject({ open: 0, waitingAcceptance: 1 });
    // An asset and a category narrow together: a pump of another category in KPI-T is nothing.
    const pump = (await t.db.selectFrom('eam_asset').select('id').where('tenant_id', '=', await k.plantId()).where('asset_code', '=', 'TS-PU-001').executeTakeFirstOrThrow()).id;
    expect(await summary({ ...MARCH, categoryId: ids.category, assetId: pump })).toMatchObject({
      assets: 0, failures: 0, mtbfHours: null, availability: null, rounds: { due: 0 }, maintenance: { due: 0 },
    });
  });

  it('gives null, not Infinity, for MTBF without a failure, and clips downtime running across the range\'s edges', async () => {
    const feb = await summary({ from: '2026-02-01', to: '2026-02-28', assetId: ids.a3 });
    expect(feb).toMatchObject({ periodHours: 672, failures: 0, mtbfHours: null, downtimeHours: 0, availability: 1, mttr: { repairs: 0, hours: null } });
    expect(feb.maintenance.compliance).toBeNull();
    expect(feb.rounds).toMatchObject({ due: 0, completion: null, abnormalRate: null });
    // R2 starts at the last day's first instant and runs on into March: its 24 h of February.
    const a2 = await summary({ from: '2026-02-01', to: '2026-02-28', assetId: ids.a2 });
    expect(a2).toMatchObject({ failures: 1, downtimeHours: 24, operatingHours: 648, mtbfHours: 648, availability: 0.9643 });
  });

  it('counts two orders of one asset down at once as one stop: never more downtime than the time', async () => {
    const jan = await summary({ from: '2026-01-01', to: '2026-01-31', assetId: ids.a3 });
    expect(jan).toMatchObject({ periodHours: 744, downtimeHours: 744, operatingHours: 0, availability: 0, failures: 0, mtbfHours: null });
  });

  it('counts a range that reaches past now up to now only (a still-open downtime to now)', async () => {
    const april = await summary({ from: '2026-04-01', to: '2026-04-30', categoryId: ids.category });
    // 1 April 00:00 to 15 April 12:00 plant time.
    expect(april).toMatchObject({ periodStart: '2026-03-31T16:00:00.000Z', periodEnd: NOW, periodHours: 348, failures: 1, downtimeHours: 348 });
    expect(april).toMatchObject({ operatingHours: 696, mtbfHours: 696, availability: 0.6667 });
    const future = await summary({ from: '2026-05-01', to: '2026-05-31', categoryId: ids.category });
    expect(future).toMatchObject({ periodHours: 0, failures: 0, mtbfHours: null, availability: null, assets: 3, mttr: { hours: null } });
    expect(future.backlog.repairs.open).toBe(2);
  });

  it('answers the whole tenant from the rounds\' counters as the category does from the points', async () => {
    const all = await summary(MARCH);
    // The seed (without its history) has nothing in March 2026: the plant's figures are the data set's plus the seeded pump's point.
    expect(all.rounds).toEqual({ due: 6, recorded: 4, abnormal: 1, missed: 2, completion: 0.6667, abnormalRate: 0.25 });
    expect(all.failures).toBe(4);
    expect(all.assets).toBeGreaterThan(300);
  });

  it('reads the fields as a form too, as the original\'s clients send them', async () => {
    const res = await k.form(KPI('query-summary'), await token('chenjing'), { ...MARCH, categoryId: ids.category, groupId: '', assetId: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ failures: 4, mtbfHours: 552.5 });
  });
});

describe('query-trend', () => {
  it('gives one value per month for each figure', async () => {
    const tr = await trend({ from: '2026-01-01', to: '2026-03-31', categoryId: ids.category, granularity: 'month' });
    expect(tr.periods).toEqual([{ from: '2026-01-01', to: '2026-01-31' }, { from: '2026-02-01', to: '2026-02-28' }, { from: '2026-03-01', to: '2026-03-31' }]);
    expect(tr.series.failures).toEqual([0, 1, 4]);
    // January: A3 down all month (one third of the time); February: R2's 24 h of 3 × 672 h.
    expect(tr.series.availability).toEqual([0.6667, 0.9881, 0.9901]);
    expect(tr.series.mtbfHours).toEqual([null, 1992, 552.5]);
    // January: R7 and R8, reported on 31 December, accepted 31 days 15.5 h later.
    expect(tr.series.mttrHours).toEqual([759.5, null, 16.33]);
    expect(tr.series.pmCompliance).toEqual([null, null, 0.25]);
    expect(tr.series.roundCompletion).toEqual([null, null, 0.6]);
    // Open at each month's end: R7/R8 closed on 31 January; R2 open from 28 February; at March's end R2 (waiting for acceptance: done) is
    // no longer open, R3 is; maintenance: the March task still waiting.
    expect(tr.series.openRepairs).toEqual([0, 1, 1]);
    expect(tr.series.openMaintenance).toEqual([0, 0, 1]);
  });

  it('cuts weeks Monday to Sunday, the first and last to the range', async () => {
    const tr = await trend({ ...MARCH, categoryId: ids.category, granularity: 'week' });
    expect(tr.periods).toEqual([
      { from: '2026-03-01', to: '2026-03-01' }, { from: '2026-03-02', to: '2026-03-08' }, { from: '2026-03-09', to: '2026-03-15' },
      { from: '2026-03-16', to: '2026-03-22' }, { from: '2026-03-23', to: '2026-03-29' }, { from: '2026-03-30', to: '2026-03-31' },
    ]);
    expect(tr.series.failures).toEqual([0, 1, 2, 0, 0, 1]);
    expect(tr.series.failures.reduce((a, b) => a! + b!, 0)).toBe((await summary({ ...MARCH, categoryId: ids.category })).failures);
  });

  it('ends at now, and has no period before the range begins', async () => {
    const tr = await trend({ from: '2026-04-01', to: '2026-06-30', categoryId: ids.category });
    expect(tr.granularity).toBe('month');
    expect(tr.periods).toEqual([{ from: '2026-04-01', to: '2026-04-15' }]);
    expect((await trend({ from: '2026-05-01', to: '2026-06-30' })).periods).toEqual([]);
  });
});

describe('query-ranking', () => {
  it('lists the worst assets by MTTR, failures and availability', async () => {
    const base = { ...MARCH, categoryId: ids.category, by: 'asset' };
    const mttr = await ranking({ ...base, figure: 'mttr' });
    expect(mttr.rows.map((r) => [r.code, r.value])).toEqual([['KPI-A2', 36], ['KPI-A1', 6.5]]);
    expect(mttr.rows[0]).toMatchObject({ id: ids.a2, name: '2#测试泵', failures: 1, repairs: 1, downtimeHours: 12, availability: 0.9839, mtbfHours: 732 });
    const failures = await ranking({ ...base, figure: 'failures' });
    // A2 and A3 have one failure each: the longer downtime first.
    expect(failures.rows.map((r) => [r.code, r.value])).toEqual([['KPI-A1', 2], ['KPI-A2', 1], ['KPI-A3', 1]]);
    const availability = await ranking({ ...base, figure: 'availability' });
    expect(availability.rows.map((r) => [r.code, r.value])).toEqual([['KPI-A2', 0.9839], ['KPI-A1', 0.9919], ['KPI-A3', 0.9946]]);
    expect((await ranking({ ...base, figure: 'failures', limit: 1 })).rows.map((r) => r.code)).toEqual(['KPI-A1']);
  });

  it('ranks repair teams and categories', async () => {
    const teams = await ranking({ ...MARCH, categoryId: ids.category, by: 'team', figure: 'failures' });
    expect(teams.rows.map((r) => [r.name, r.code, r.value])).toEqual([['KPI机修班', null, 3], ['KPI电仪班', null, 1]]);
    const teamMttr = await ranking({ ...MARCH, categoryId: ids.category, by: 'team', figure: 'mttr' });
    expect(teamMttr.rows.map((r) => [r.name, r.value])).toEqual([['KPI机修班', 16.33]]);
    const categories = await ranking({ ...MARCH, by: 'category', figure: 'failures' });
    expect(categories.rows[0]).toMatchObject({ id: ids.category, code: 'KPI-T', name: 'KPI测试设备', value: 4, mtbfHours: 552.5, availability: 0.9901 });
  });

  it('is empty for a range that has not begun', async () => {
    expect((await ranking({ from: '2026-05-01', to: '2026-05-31', by: 'asset', figure: 'failures' })).rows).toEqual([]);
  });
});

describe('who reads, and other tenants', () => {
  it('lets every user of the tenant read the figures, and nobody without an asset token', async () => {
    for (const account of ['chenjing', 'luobin', 'liqiang']) expect((await call('query-summary', MARCH, account)).statusCode).toBe(200);
    expect((await k.post(KPI('query-summary'), undefined, MARCH)).statusCode).toBe(401);
  });

  it('keeps each tenant\'s figures to itself; another tenant\'s ids are unknown ids', async () => {
    const hx = await k.otherTenantId();
    const theirs = await call('query-summary', MARCH, 'hxadmin', undefined, hx);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().data).toMatchObject({ failures: 1 });
    expect((await summary(MARCH)).failures).toBe(4);
    for (const [field, value] of [['categoryId', ids.hxCategory], ['assetId', ids.hxAsset]] as const) {
      const res = await call('query-summary', { ...MARCH, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().message.startsWith(`${field}: `)).toBe(true);
    }
    const mine = await call('query-ranking', { ...MARCH, categoryId: ids.category, by: 'asset', figure: 'failures' }, 'hxadmin', undefined, hx);
    expect(mine.statusCode).toBe(400);
  });
});

describe('bad input', () => {
  /** Refused with 400 in Chinese and in English, the message naming the field first. */
  async function refuses(verb: string, body: Record<string, unknown>, field: string) {
    const zh = await call(verb, body);
    const en = await call(verb, body, 'chenjing', { lang: 'en-US' });
    for (const res of [zh, en]) {
      expect([field, res.statusCode], res.body).toEqual([field, 400]);
      expect(res.json()).toMatchObject({ success: false, code: 'invalid' });
      const message = res.json().message as string;
      expect(message.startsWith(`${field}: `) || message.startsWith(`body.${field}: `), message).toBe(true);
    }
    expect(zh.json().message).toMatch(/[\u4e00-\u9fff]/);
    expect(en.json().message).not.toMatch(/[\u4e00-\u9fff]/);
    return { zh: zh.json().message as string, en: en.json().message as string };
  }

  it('names the field of a malformed, unreal, reversed or too long range', async () => {
    await refuses('query-summary', { to: '2026-03-31' }, 'from');
    await refuses('query-summary', { from: '2026/03/01', to: '2026-03-31' }, 'from');
    expect((await refuses('query-summary', { from: '2026-02-30', to: '2026-03-31' }, 'from')).en).toBe('from: not a valid day (yyyy-MM-dd): 2026-02-30');
    await refuses('query-trend', { from: '2026-03-01', to: '2026-13-01' }, 'to');
    const reversed = await refuses('query-summary', { from: '2026-03-31', to: '2026-03-01' }, 'to');
    expect(reversed.zh).toBe('to: 结束日期不能早于开始日期 2026-03-31');
    const long = await refuses('query-ranking', { from: '2023-01-01', to: '2026-01-01', by: 'asset', figure: 'mttr' }, 'to');
    expect(long).toEqual({ zh: 'to: 统计区间不能超过 3 年', en: 'to: the range cannot be longer than 3 years' });
    // Three years to the day before is allowed.
    expect((await call('query-summary', { from: '2023-01-01', to: '2025-12-31' })).statusCode).toBe(200);
  });

  it('names an unknown category, team or asset, and the ranking\'s and trend\'s own fields', async () => {
    expect((await refuses('query-summary', { ...MARCH, categoryId: 'no-such' }, 'categoryId')).zh).toBe('categoryId: 设备类别不存在：no-such');
    expect((await refuses('query-trend', { ...MARCH, groupId: 'no-such' }, 'groupId')).en).toBe('groupId: no such repair team: no-such');
    await refuses('query-ranking', { ...MARCH, assetId: 'no-such', by: 'asset', figure: 'mttr' }, 'assetId');
    await refuses('query-trend', { ...MARCH, granularity: 'day' }, 'granularity');
    await refuses('query-ranking', { ...MARCH, by: 'plant', figure: 'mttr' }, 'by');
    await refuses('query-ranking', { ...MARCH, by: 'asset', figure: 'cost' }, 'figure');
    await refuses('query-ranking', { ...MARCH, by: 'asset', figure: 'mttr', limit: 21 }, 'limit');
    await refuses('query-ranking', { ...MARCH, by: 'asset', figure: 'mttr', limit: 0 }, 'limit');
  });
});

/**
 * A small hand-made data set for the KPI tests, written straight into the tables the KPIs read: a category of its
 * own with its assets, repair teams, repair orders, maintenance tasks and inspection rounds with the timestamps the
 * test names (ISO, UTC), so each figure can be worked out by hand.
 */
function kpiFixtures(db: Db, tenantId: string) {
  const at = '2026-01-01T00:00:00.000Z';
  let seq = 0;
  const code = (prefix: string) => `${prefix}-${String(++seq).padStart(4, '0')}-${newId().slice(0, 6)}`;

  return {
    async category(codeText: string, name: string): Promise<string> {
      const id = newId();
      await db.insertInto('eam_asset_category').values({ id, tenant_id: tenantId, code: codeText, name, kind: 'machinery', sort: 99 }).execute();
      return id;
    },

    async asset(categoryId: string, assetCode: string, name: string, status = 'using'): Promise<string> {
      return insertTestAsset(db, { tenantId, categoryId, assetCode, name, status, at });
    },

    async team(name: string, leaderId: string): Promise<string> {
      const id = newId();
      await db.insertInto('eam_repair_group').values({ id, tenant_id: tenantId, name, leader_id: leaderId, status: 'enable', notes: null, created_at: at, updated_at: at }).execute();
      return id;
    },

    async faultTemplate(hours: number | null): Promise<string> {
      const category = await db.selectFrom('eam_repair_category').select('id').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
      const id = newId();
      await db.insertInto('eam_repair_category_tpl').values({
        id, tenant_id: tenantId, category_id: category.id, code: code('KPI-TPL'), name: 'KPI测试故障', repair_solution: null, cost_time: hours, created_at: at, updated_at: at,
      }).execute();
      return id;
    },

    /** A repair order; times not given stay null. */
    async order(o: Pick<EamRepairOrderTable, 'asset_id' | 'urgency_id' | 'repair_status' | 'reported_at'> & Partial<EamRepairOrderTable>): Promise<string> {
      const id = newId();
      await db.insertInto('eam_repair_order').values({
        id, tenant_id: tenantId, business_code: code('BX'), category_tpl_id: null, content: 'KPI测试报修', picture_ids: '[]', asset_down: 0,
        plan_finish_date: null, repair_type: 'self_repair', source_abnormal_id: null, proc_id: null, report_user_id: 'kpi-test', response_deadline: o.reported_at,
        approved_at: null, group_id: null, executor_id: null, dispatcher_id: null, dispatched_at: null, started_at: null, finished_at: null,
        accepted_at: null, cancelled_at: null, downtime_end: null, updated_at: o.reported_at, ...o,
      }).execute();
      return id;
    },

    /** A maintenance task of the asset, generated a day before its deadline unless said. */
    async task(t: Pick<EamMaintainTaskTable, 'asset_id' | 'status' | 'deadline'> & Partial<EamMaintainTaskTable>): Promise<string> {
      const id = newId();
      await db.insertInto('eam_maintain_task').values({
        id, tenant_id: tenantId, business_code: code('BY'), name: 'KPI测试保养', plan_id: null, maintain_type: 'first', asset_code: 'KPI', asset_name: 'KPI',
        asset_model: null, asset_position: null, group_id: 'kpi-maintain-group', executor_id: null, plan_start_time: t.deadline, timeout: 24,
        act_start_time: null, act_finish_time: null, total_cost: 1, act_total_cost: null, result: null, cancel_reason: null, cancelled_by: null,
        parts_json: '[]', created_at: new Date(Date.parse(t.deadline) - 86_400_000).toISOString(), updated_at: t.deadline, ...t,
      }).execute();
      return id;
    },

    /**
     * An inspection round with its points (asset and status each) and the counters the task keeps, as recording
     * keeps them.
     */
    async round(r: { status: string; deadline: string; points: Array<{ assetId: string | null; status: string }> }): Promise<string> {
      const taskId = newId();
      const count = (s: string) => r.points.filter((p) => p.status === s).length;
      await db.insertInto('eam_inspection_task').values({
        id: taskId, tenant_id: tenantId, task_code: code('XJ'), plan_id: `kpi-plan-${taskId}`, plan_name: 'KPI测试巡检', plan_notes: null, route_name: 'KPI',
        group_id: 'kpi-inspection-group', inspection_method: 'random', task_status: r.status, plan_start_time: r.deadline, deadline: r.deadline,
        act_start_time: null, act_finish_time: null, act_total_cost: null, content: null, finished_by: null, point_count: r.points.length,
        point_normal_count: count('normal'), point_abnormal_count: count('abnormal'), point_wait_count: count('wait'), point_none_count: count('none'),
        created_at: r.deadline,
      }).execute();
      const rows: EamInspectionTaskPointTable[] = r.points.map((p, i) => ({
        id: newId(), tenant_id: tenantId, task_id: taskId, point_id: `kpi-point-${i}`, sort: i, point_code: code('P'), point_name: `点${i + 1}`,
        point_content: null, asset_id: p.assetId, position_name: null, point_status: p.status, insp_method: p.status === 'wait' ? null : 'manual',
        oper_time: null, oper_user_id: null, content: null, action_label: null, pics_json: null, client_id: null, record_time: null, abnormal_item_count: 0,
      }));
      if (rows.length) await db.insertInto('eam_inspection_task_point').values(rows).execute();
      return taskId;
    },
  };
}
