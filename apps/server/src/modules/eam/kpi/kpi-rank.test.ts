import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { eamApi } from '@wp/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { movableClock } from '../../../test/clock.js';
import { eamKit, insertTestAsset, type EamKit } from '../test-kit.js';
import { newId } from '../../../platform/clock.js';
import { createKpiRepository, type KpiRepository, type KpiScope, type RepairTimesRow } from './kpi.repository.js';
import { periodOf, wholeOf, type Bucket } from './period.js';

/**
 * The ranking by asset's first look (the worst assets by mean repair time) reads the longest repairs and bounds the
 * answer by them instead of grouping every order (kpi.repository.ts `worstMeanRepairAssets`). Here the longest
 * repairs belong to assets whose means are low — 45 assets with one 500 h repair and nine of 1 h each (mean 50.9 h)
 * — while the worst asset has ten repairs of 100 h, none among the first orders read: the bound must read on.
 */
const NOW = '2026-04-15T04:00:00.000Z';
const HOUR_MS = 3_600_000;
let t: TestApp;
let k: EamKit;
let repo: KpiRepository;
let scope: KpiScope;
let march: Bucket;
const ids = { worst: '', second: '', spikes: [] as string[] };

beforeAll(async () => {
  t = await createTestApp({ clock: movableClock(NOW) });
  k = eamKit(t);
  const tenantId = await k.plantId();
  scope = { tenantId };
  repo = createKpiRepository(t.db);
  [march] = wholeOf(periodOf('2026-03-01', '2026-03-31', new Date(NOW))) as [Bucket];
  const at = '2026-01-01T00:00:00.000Z';
  const categoryId = newId();
  await t.db.insertInto('eam_asset_category').values({ id: categoryId, tenant_id: tenantId, code: 'KPI-RANK', name: 'KPI排名测试', kind: 'machinery', sort: 99 }).execute();
  const asset = (n: number) => insertTestAsset(t.db, { tenantId, categoryId, assetCode: `KPI-RANK-${n}`, name: `${n}#排名测试泵`, at });
  const urgency = (await t.db.selectFrom('eam_repair_urgency').select('id').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()).id;
  let seq = 0;
  /** A repair done in March, reported at the n-th hour of 2 March, repaired and accepted `hours` later. */
  const repair = (assetId: string, hours: number) => {
    const reported = Date.parse('2026-03-02T00:00:00.000Z') + (seq++) * 60_000;
    const done = new Date(reported + hours * HOUR_MS).toISOString();
    const reportedAt = new Date(reported).toISOString();
    return {
      id: newId(), tenant_id: tenantId, business_code: `BX-RANK-${seq}`, category_tpl_id: null, content: 'KPI排名测试', picture_ids: '[]', asset_down: 0,
      plan_finish_date: null, repair_type: 'self_repair', source_abnormal_id: null, proc_id: null, report_user_id: 'kpi-test', response_deadline: reportedAt,
      approved_at: null, group_id: null, executor_id: null, dispatcher_id: null, dispatched_at: null, started_at: reportedAt, finished_at: done,
      accepted_at: done, cancelled_at: null, downtime_end: null, updated_at: done, asset_id: assetId, urgency_id: urgency, repair_status: 'finish', reported_at: reportedAt,
    };
  };
  const orders: Array<ReturnType<typeof repair>> = [];
  for (let n = 0; n < 45; n++) {
    const id = await asset(n);
    ids.spikes.push(id);
    orders.push(repair(id, 500), ...Array.from({ length: 9 }, () => repair(id, 1)));
  }
  ids.worst = await asset(100);
  orders.push(...Array.from({ length: 10 }, () => repair(ids.worst, 100)));
  ids.second = await asset(101);
  orders.push(...Array.from({ length: 5 }, () => repair(ids.second, 75)));
  for (let i = 0; i < orders.length; i += 100) await t.db.insertInto('eam_repair_order').values(orders.slice(i, i + 100)).execute();
});

afterAll(() => t.close());

const mean = (r: RepairTimesRow) => r.total / r.repairs;
/** Every asset grouped, worst mean first: what the bound must agree with. */
const allByMean = async () => (await repo.repairTimes(scope, [march], 'asset')).sort((a, b) => mean(b) - mean(a));

describe('ranking assets by MTTR without grouping every repair', () => {
  it('finds the worst mean though the longest repairs read first are other assets\'', async () => {
    const [worst] = await repo.repairTimes(scope, [march], 'asset', { top: 1 });
    expect(worst).toMatchObject({ k: ids.worst, repairs: 10 });
    expect(mean(worst!)).toBeCloseTo(100, 6);
  });

  it('gives the rows of grouping them all, for every depth, ties at the cut aside', async () => {
    const all = await allByMean();
    for (const top of [1, 2, 3, 12, 47, 60]) {
      const rows = await repo.repairTimes(scope, [march], 'asset', { top });
      expect(rows.map(mean), `top ${top}`).toEqual(all.slice(0, top).map(mean));
      // Above the cut's value the assets themselves are the same, in the same order.
      const cut = mean(all[Math.min(top, all.length) - 1]!);
      expect(rows.filter((r) => mean(r) > cut).map((r) => r.k)).toEqual(all.filter((r) => mean(r) > cut).map((r) => r.k));
      for (const r of rows) expect(r).toEqual(all.find((x) => x.k === r.k));
    }
  });

  it('ranks them so through the call, with the mean to the hundredth', async () => {
    const token = await k.assetToken('chenjing');
    const res = await k.post('/service-eam/eam-kpi/query-ranking', token, { from: '2026-03-01', to: '2026-03-31', by: 'asset', figure: 'mttr', limit: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json().data as eamApi.KpiRanking).rows;
    expect(rows.slice(0, 2).map((r) => [r.id, r.mttrHours])).toEqual([[ids.worst, 100], [ids.second, 75]]);
    expect(rows[2]).toMatchObject({ mttrHours: 50.9, repairs: 10 });
    expect(ids.spikes).toContain(rows[2]!.id);
  });
});
