import type { eamApi } from '@wp/contract';
import type { z } from 'zod';
import type { Session } from '../../../platform/auth/session.js';
import type { Clock } from '../../../platform/clock.js';
import { invalidField } from '../../../platform/errors.js';
import { maintenance, reliability, repairTimes, roundHours, rounds, type RepairSums } from './figures.js';
import type { KpiRollup } from './kpi-rollup.repository.js';
import type { KpiKey, KpiRepository, KpiScope } from './kpi.repository.js';
import { bucketsOf, periodOf, wholeOf, type Bucket, type Period } from './period.js';

type Filters = z.output<typeof eamApi.kpiFilters>;
type TrendBody = z.output<NonNullable<typeof eamApi.kpiQueryTrend.body>>;
type RankingBody = z.output<NonNullable<typeof eamApi.kpiQueryRanking.body>>;

const hoursOf = (b: Bucket) => (Date.parse(b.end) - Date.parse(b.start)) / 3_600_000;

/** Rows per bucket index. */
const byBucket = <R extends { i: number }>(rows: R[]) => new Map(rows.map((r) => [r.i, r]));

/**
 * The asset KPIs (ADR 0025) for every user of the tenant: the summary over a range, its trend by month or week, and
 * the worst assets, categories or repair teams. The figures come from SQL aggregates (kpi.repository.ts); the
 * arithmetic on them is figures.ts.
 */
export function createKpiService(deps: { repo: KpiRepository; rollup: KpiRollup; clock: Clock }) {
  const { repo, rollup, clock } = deps;

  /** The period and the scope a request asks for; a filter that is none of the tenant's is a 400 naming it. */
  async function resolve(session: Session, f: Filters): Promise<{ period: Period; scope: KpiScope }> {
    const period = periodOf(f.from, f.to, clock.now());
    const tenantId = session.tenantId;
    const [category, group, asset] = await Promise.all([
      f.categoryId ? repo.categoryExists(tenantId, f.categoryId) : true,
      f.groupId ? repo.groupExists(tenantId, f.groupId) : true,
      f.assetId ? repo.assetExists(tenantId, f.assetId) : true,
    ]);
    if (!category) throw invalidField('categoryId', 'eam.kpi.unknownCategory', { id: f.categoryId! });
    if (!group) throw invalidField('groupId', 'eam.kpi.unknownGroup', { id: f.groupId! });
    if (!asset) throw invalidField('assetId', 'eam.kpi.unknownAsset', { id: f.assetId! });
    return { period, scope: { tenantId, categoryId: f.categoryId, groupId: f.groupId, assetId: f.assetId } };
  }

  /** The figures of each bucket (the summary is the trend of one bucket). */
  async function perBucket(scope: KpiScope, buckets: Bucket[]) {
    if (buckets.length === 0) return [];
    const [[assets], failures, downtime, repairs, tasks, points, backlog] = await Promise.all([
      repo.assetCounts(scope), rollup.failures(scope, buckets), repo.downtime(scope, buckets), rollup.repairTimes(scope, buckets),
      rollup.maintenance(scope, buckets), rollup.rounds(scope, buckets), rollup.backlogAt(scope, buckets),
    ]);
    const [f, d, r, m, p, o] = [byBucket(failures), byBucket(downtime), byBucket(repairs), byBucket(tasks), byBucket(points), byBucket(backlog)];
    return buckets.map((b, i) => {
      const failureCount = f.get(i)?.failures ?? 0;
      return {
        bucket: b,
        hours: hoursOf(b),
        failures: failureCount,
        ...reliability(assets?.n ?? 0, hoursOf(b), d.get(i)?.hours ?? 0, failureCount),
        mttr: repairTimes(r.get(i)),
        maintenance: maintenance(m.get(i)),
        rounds: rounds(p.get(i)),
        openRepairs: o.get(i)?.repairs ?? 0,
        openMaintenance: o.get(i)?.maintenance ?? 0,
        assets: assets?.n ?? 0,
      };
    });
  }

  return {
    /** The figures over the range and the open backlog now. */
    async summary(session: Session, f: Filters): Promise<eamApi.KpiSummary> {
      const { period, scope } = await resolve(session, f);
      const now = clock.now().toISOString();
      const [[whole], open, urgencies, openTasks] = await Promise.all([
        perBucket(scope, wholeOf(period)), repo.openRepairs(scope), repo.urgencies(scope.tenantId), repo.openMaintenance(scope, now),
      ]);
      const openBy = new Map(open.map((o) => [o.urgencyId, o]));
      const sum = (pick: (o: (typeof open)[number]) => number) => open.reduce((n, o) => n + pick(o), 0);
      // A period that has not begun has no bucket: the ledger is counted alone.
      const assetCount = whole?.assets ?? (await repo.assetCounts(scope))[0]?.n ?? 0;
      return {
        from: period.from, to: period.to, periodStart: period.start, periodEnd: period.end, periodHours: roundHours(period.hours),
        assets: assetCount,
        failures: whole?.failures ?? 0,
        ...(whole ? { operatingHours: whole.operatingHours, downtimeHours: whole.downtimeHours, mtbfHours: whole.mtbfHours, availability: whole.availability }
          : reliability(assetCount, 0, 0, 0)),
        mttr: whole?.mttr ?? repairTimes(undefined),
        maintenance: whole?.maintenance ?? maintenance(undefined),
        rounds: whole?.rounds ?? rounds(undefined),
        backlog: {
          repairs: {
            open: sum((o) => o.pending), hours: roundHours(sum((o) => o.hours)), withoutEstimate: sum((o) => o.withoutEstimate),
            waitingAcceptance: sum((o) => o.waitingAcceptance),
            byUrgency: urgencies.map((u) => ({ urgencyId: u.id, code: u.code, name: u.name, count: openBy.get(u.id)?.pending ?? 0, hours: roundHours(openBy.get(u.id)?.hours ?? 0) })),
          },
          maintenance: { ...openTasks, hours: roundHours(openTasks.hours) },
        },
      };
    },

    /** One series per figure, month by month or week by week (Monday to Sunday). */
    async trend(session: Session, body: TrendBody): Promise<eamApi.KpiTrend> {
      const { period, scope } = await resolve(session, body);
      const rows = await perBucket(scope, bucketsOf(period, body.granularity));
      const series = <T>(pick: (r: (typeof rows)[number]) => T) => rows.map(pick);
      return {
        granularity: body.granularity,
        periods: rows.map((r) => ({ from: r.bucket.from, to: r.bucket.to })),
        series: {
          failures: series((r) => r.failures),
          mtbfHours: series((r) => r.mtbfHours),
          mttrHours: series((r) => r.mttr.hours),
          waitingHours: series((r) => r.mttr.waitingHours),
          repairHours: series((r) => r.mttr.repairHours),
          acceptanceHours: series((r) => r.mttr.acceptanceHours),
          availability: series((r) => r.availability),
          pmCompliance: series((r) => r.maintenance.compliance),
          roundCompletion: series((r) => r.rounds.completion),
          abnormalRate: series((r) => r.rounds.abnormalRate),
          openRepairs: series((r) => r.openRepairs),
          openMaintenance: series((r) => r.openMaintenance),
        },
      };
    },

    /** The worst assets, categories or teams by one figure over the range. */
    async ranking(session: Session, body: RankingBody): Promise<eamApi.KpiRanking> {
      const { period, scope } = await resolve(session, body);
      const buckets = wholeOf(period);
      const key: KpiKey = body.by;
      if (buckets.length === 0) return { by: body.by, figure: body.figure, rows: [] };
      const hours = hoursOf(buckets[0]!);
      const figureOf = (k: string, assets: number, failures = 0, downtime = 0, times?: RepairSums) => {
        const rel = reliability(assets, hours, downtime, failures);
        const t = repairTimes(times);
        return { id: k, failures, mttrHours: t.hours, repairs: t.repairs, availability: rel.availability, downtimeHours: rel.downtimeHours, mtbfHours: rel.mtbfHours };
      };
      type Figure = ReturnType<typeof figureOf>;
      /** applies: whether a row is ranked; first: the ranked figure alone (worse first); worse: with the tie-breakers. */
      const rule: Record<eamApi.KpiRankFigure, { applies(x: Figure): boolean; value(x: Figure): number | null; first(a: Figure, b: Figure): number; worse(a: Figure, b: Figure): number }> = {
        mttr: { applies: (x) => x.repairs > 0, value: (x) => x.mttrHours, first: (a, b) => b.mttrHours! - a.mttrHours!, worse: (a, b) => b.failures - a.failures },
        failures: { applies: (x) => x.failures > 0, value: (x) => x.failures, first: (a, b) => b.failures - a.failures, worse: (a, b) => b.downtimeHours - a.downtimeHours },
        availability: { applies: (x) => x.downtimeHours > 0, value: (x) => x.availability, first: (a, b) => (a.availability ?? 1) - (b.availability ?? 1), worse: (a, b) => b.failures - a.failures },
      };
      const r = rule[body.figure];

      /**
       * By asset the keys are many (a third of a large ledger has a repair in a year): the candidates are found by
       * the ranked figure alone — its worst rows from SQL, more of them while the last one read still ties the
       * limit-th — and the other figures are read for those only. The rows and their order are those of ranking all.
       */
      async function worstAssets(): Promise<string[]> {
        for (let top = Math.max(4 * body.limit, 40); ; top *= 4) {
          const rank = { top };
          const rows = body.figure === 'mttr'
            ? (await repo.repairTimes(scope, buckets, key, rank)).map((x) => figureOf(x.k!, 1, 0, 0, x))
            : body.figure === 'failures'
              ? (await repo.failures(scope, buckets, key, rank)).map((x) => figureOf(x.k!, 1, x.failures))
              : (await repo.downtime(scope, buckets, key, rank)).map((x) => figureOf(x.k!, 1, 0, x.hours));
          if (rows.length < top || rows.length <= body.limit) return rows.map((x) => x.id);
          const limitTh = rows[body.limit - 1]!;
          if (r.first(limitTh, rows[rows.length - 1]!) < 0) return rows.filter((x) => r.first(x, limitTh) <= 0).map((x) => x.id);
        }
      }
      const rank = key === 'asset' ? { keys: await worstAssets() } : undefined;
      const [counts, failures, downtime, repairs] = await Promise.all([
        // An asset counts for itself: the ledger is not counted for an asset ranking.
        key === 'asset' ? Promise.resolve([]) : repo.assetCounts(scope, key === 'category'),
        repo.failures(scope, buckets, key, rank), repo.downtime(scope, buckets, key, rank), repo.repairTimes(scope, buckets, key, rank),
      ]);
      const assetsOf = (k: string) => (key === 'asset' ? 1 : key === 'category' ? counts.find((c) => c.k === k)?.n ?? 0 : counts[0]?.n ?? 0);
      const keys = new Set([...failures, ...downtime, ...repairs].map((x) => x.k).filter((k): k is string => k !== null));
      const f = new Map(failures.map((x) => [x.k, x.failures]));
      const d = new Map(downtime.map((x) => [x.k, x.hours]));
      const t = new Map(repairs.map((x) => [x.k, x]));
      const figures = [...keys].map((k) => figureOf(k, assetsOf(k), f.get(k), d.get(k), t.get(k)));
      const worst = figures.filter(r.applies).sort((a, b) => r.first(a, b) || r.worse(a, b) || (a.id < b.id ? -1 : 1)).slice(0, body.limit);
      const names = await repo.namesOf(scope.tenantId, key, worst.map((x) => x.id));
      return {
        by: body.by, figure: body.figure,
        rows: worst.map((x) => ({ ...x, code: names.get(x.id)?.code ?? null, name: names.get(x.id)?.name ?? x.id, value: r.value(x) })),
      };
    },
  };
}
export type KpiService = ReturnType<typeof createKpiService>;
