import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { BacklogAtRow, FailureRow, KpiRepository, KpiScope, MaintenanceRow, RepairTimesRow, RoundsRow } from './kpi.repository.js';
import { dayStart, plantDayOf, type Bucket } from './period.js';

/**
 * The additive KPIs from the day rollup (eam_kpi_day, migration 028, kept by triggers): the whole plant days of a
 * bucket are summed from it (365 rows for a year instead of the records), and the part of a day a bucket ends in
 * (the period cut at now) is read from the records by the repository's own queries. The answers are the
 * repository's, row for row (kpi-rollup.test.ts holds them side by side). The rollup is per tenant only: a scope
 * with an asset or a category — or, for the repair figures, a repair team — is answered by the records alone.
 */

type Num = number | string | null;
const num = (v: Num | undefined) => (v === null || v === undefined ? 0 : Number(v));
const HOUR_MS = 3_600_000;

/** A bucket cut into its whole plant days [fromDay, toDay) and the part of a day after them, if any. */
interface Cut { i: number; fromDay: string; toDay: string; rest: Bucket | null }

function cutByDay(buckets: Bucket[]): Cut[] {
  return buckets.map((b, i) => {
    const lastDay = plantDayOf(Date.parse(b.end));
    const restStart = dayStart(lastDay);
    return { i, fromDay: b.from, toDay: lastDay, rest: restStart < b.end ? { from: lastDay, to: lastDay, start: restStart, end: b.end } : null };
  });
}

interface DaySums {
  failures: number; opened: number; closed: number; restored: number; totalMs: number; waitingMs: number; workMs: number; acceptanceMs: number;
  due: number; onTime: number; finished: number; open: number; tasksOpened: number; tasksClosed: number;
  roundDue: number; recorded: number; abnormal: number; missed: number;
}

export function createKpiRollup(db: Db, repo: KpiRepository) {
  const run = async <R>(query: RawBuilder<R>) => (await query.execute(db)).rows;
  const repairs = (s: KpiScope) => !s.assetId && !s.categoryId && !s.groupId;
  const others = (s: KpiScope) => !s.assetId && !s.categoryId;

  /** The rollup's sums over day ranges [from, to), by range index; empty ranges answer nothing. */
  async function daySums(tenantId: string, ranges: Array<{ i: number; from: string; to: string }>): Promise<Map<number, DaySums>> {
    const asked = ranges.filter((r) => r.from < r.to);
    if (asked.length === 0) return new Map();
    const rows = await run(sql<Record<string, Num>>`
      with r(i, f, t) as (values ${sql.join(asked.map((x) => sql`(${sql.lit(x.i)}, cast(${x.from} as varchar(10)), cast(${x.to} as varchar(10)))`))})
      select r.i as i, sum(d.repair_failures) as failures, sum(d.repair_opened) as opened, sum(d.repair_closed) as closed,
        sum(d.repair_restored) as restored, sum(d.repair_total_ms) as total_ms, sum(d.repair_waiting_ms) as waiting_ms,
        sum(d.repair_work_ms) as work_ms, sum(d.repair_acceptance_ms) as acceptance_ms,
        sum(d.maint_due) as due, sum(d.maint_on_time) as on_time, sum(d.maint_finished) as finished, sum(d.maint_open) as open,
        sum(d.maint_opened) as tasks_opened, sum(d.maint_closed) as tasks_closed,
        sum(d.round_due) as round_due, sum(d.round_recorded) as recorded, sum(d.round_abnormal) as abnormal, sum(d.round_missed) as missed
      from r join eam_kpi_day d on d.tenant_id = ${tenantId} and d.day >= r.f and d.day < r.t
      group by r.i`);
    return new Map(rows.map((x) => [num(x.i), {
      failures: num(x.failures), opened: num(x.opened), closed: num(x.closed), restored: num(x.restored), totalMs: num(x.total_ms),
      waitingMs: num(x.waiting_ms), workMs: num(x.work_ms), acceptanceMs: num(x.acceptance_ms), due: num(x.due), onTime: num(x.on_time),
      finished: num(x.finished), open: num(x.open), tasksOpened: num(x.tasks_opened), tasksClosed: num(x.tasks_closed),
      roundDue: num(x.round_due), recorded: num(x.recorded), abnormal: num(x.abnormal), missed: num(x.missed),
    }]));
  }

  /** Whole days from the rollup plus each bucket's part of a day from the records (the repository's query on those parts). */
  async function split<R extends { i: number }>(s: KpiScope, buckets: Bucket[], fromDays: (d: DaySums, i: number) => R,
    fromRecords: (parts: Bucket[]) => Promise<R[]>, add: (a: R, b: R) => R): Promise<R[]> {
    const cuts = cutByDay(buckets);
    const withRest = cuts.filter((c) => c.rest);
    const [days, rest] = await Promise.all([
      daySums(s.tenantId, cuts.map((c) => ({ i: c.i, from: c.fromDay, to: c.toDay }))),
      withRest.length > 0 ? fromRecords(withRest.map((c) => c.rest!)) : Promise.resolve([]),
    ]);
    const out = new Map<number, R>();
    for (const [i, d] of days) out.set(i, fromDays(d, i));
    for (const r of rest) {
      const i = withRest[r.i]!.i;
      const mine = { ...r, i };
      out.set(i, out.has(i) ? add(out.get(i)!, mine) : mine);
    }
    return [...out.values()];
  }

  /**
   * Open work at `end` where it is not a day's start (now): open at the day's start (from the rollup) plus what
   * opened since, less what closed since (counted on the later of opening and closing, as the rollup does).
   */
  async function movedSince(s: KpiScope, from: string, end: string, withRepairs: boolean): Promise<{ repairs: number; maintenance: number }> {
    const repairClosed = sql`(case o.repair_status when 'cancel' then coalesce(o.cancelled_at, o.updated_at)
      when 'finish' then coalesce(o.finished_at, o.accepted_at, o.updated_at) when 'wait_acceptance' then coalesce(o.finished_at, o.updated_at) else null end)`;
    const taskClosed = sql`(case t.status when 'finish' then coalesce(t.act_finish_time, t.updated_at) when 'cancel' then t.updated_at else null end)`;
    const [[r], [t]] = await Promise.all([
      withRepairs
        ? run(sql<{ opened: Num; closed: Num; closed_before: Num }>`select
            (select count(*) from eam_repair_order o where o.tenant_id = ${s.tenantId} and o.reported_at >= ${from} and o.reported_at < ${end}) as opened,
            (select count(*) from eam_repair_order o where o.tenant_id = ${s.tenantId} and o.reported_at >= ${from} and o.reported_at < ${end} and ${repairClosed} < ${end}) as closed,
            (select count(*) from eam_repair_order o where o.tenant_id = ${s.tenantId} and ${repairClosed} >= ${from} and ${repairClosed} < ${end} and o.reported_at < ${from}) as closed_before`)
        : Promise.resolve([{ opened: 0, closed: 0, closed_before: 0 }]),
      run(sql<{ opened: Num; closed: Num; closed_before: Num }>`select
        (select count(*) from eam_maintain_task t where t.tenant_id = ${s.tenantId} and t.created_at >= ${from} and t.created_at < ${end}) as opened,
        (select count(*) from eam_maintain_task t where t.tenant_id = ${s.tenantId} and t.created_at >= ${from} and t.created_at < ${end} and ${taskClosed} < ${end}) as closed,
        (select count(*) from eam_maintain_task t where t.tenant_id = ${s.tenantId} and ${taskClosed} >= ${from} and ${taskClosed} < ${end} and t.created_at < ${from}) as closed_before`),
    ]);
    const moved = (x: { opened: Num; closed: Num; closed_before: Num } | undefined) => num(x?.opened) - num(x?.closed) - num(x?.closed_before);
    return { repairs: moved(r), maintenance: moved(t) };
  }

  return {
    /** Whether a scope reads the rollup for the repair figures, and for maintenance and rounds. */
    applies: (s: KpiScope) => others(s),

    failures: (s: KpiScope, buckets: Bucket[]): Promise<FailureRow[]> => (repairs(s)
      ? split(s, buckets, (d, i) => ({ i, k: null, failures: d.failures }), (parts) => repo.failures(s, parts),
        (a, b) => ({ ...a, failures: a.failures + b.failures }))
      : repo.failures(s, buckets)),

    repairTimes: (s: KpiScope, buckets: Bucket[]): Promise<RepairTimesRow[]> => (repairs(s)
      ? split(s, buckets, (d, i) => ({
        i, k: null, repairs: d.restored, total: d.totalMs / HOUR_MS, waiting: d.waitingMs / HOUR_MS, repair: d.workMs / HOUR_MS, acceptance: d.acceptanceMs / HOUR_MS,
      }), (parts) => repo.repairTimes(s, parts), (a, b) => ({
        ...a, repairs: a.repairs + b.repairs, total: a.total + b.total, waiting: a.waiting + b.waiting, repair: a.repair + b.repair, acceptance: a.acceptance + b.acceptance,
      }))
      : repo.repairTimes(s, buckets)),

    maintenance: (s: KpiScope, buckets: Bucket[]): Promise<MaintenanceRow[]> => (others(s)
      ? split(s, buckets, (d, i) => ({ i, due: d.due, onTime: d.onTime, finished: d.finished, open: d.open }), (parts) => repo.maintenance(s, parts),
        (a, b) => ({ i: a.i, due: a.due + b.due, onTime: a.onTime + b.onTime, finished: a.finished + b.finished, open: a.open + b.open }))
      : repo.maintenance(s, buckets)),

    rounds: (s: KpiScope, buckets: Bucket[]): Promise<RoundsRow[]> => (others(s)
      ? split(s, buckets, (d, i) => ({ i, due: d.roundDue, recorded: d.recorded, abnormal: d.abnormal, missed: d.missed }), (parts) => repo.rounds(s, parts),
        (a, b) => ({ i: a.i, due: a.due + b.due, recorded: a.recorded + b.recorded, abnormal: a.abnormal + b.abnormal, missed: a.missed + b.missed }))
      : repo.rounds(s, buckets)),

    /**
     * Open work at each bucket's end: what opened before it less what closed before it, summed over the days from
     * the first on record (one range before the first bucket, then the buckets' own days, in a running sum).
     */
    async backlogAt(s: KpiScope, buckets: Bucket[]): Promise<BacklogAtRow[]> {
      if (!others(s) || buckets.length === 0) return repo.backlogAt(s, buckets);
      const withRepairs = repairs(s);
      const cuts = cutByDay(buckets);
      const last = cuts[cuts.length - 1]!;
      const [days, fromRecords, moved] = await Promise.all([
        daySums(s.tenantId, [{ i: -1, from: '0000-00-00', to: cuts[0]!.fromDay }, ...cuts.map((c) => ({ i: c.i, from: c.fromDay, to: c.toDay }))]),
        withRepairs ? Promise.resolve(null) : repo.backlogAt(s, buckets, 'repairs'),
        last.rest ? movedSince(s, last.rest.start, last.rest.end, withRepairs) : Promise.resolve({ repairs: 0, maintenance: 0 }),
      ]);
      const openOf = (d: DaySums | undefined) => ({ repairs: (d?.opened ?? 0) - (d?.closed ?? 0), maintenance: (d?.tasksOpened ?? 0) - (d?.tasksClosed ?? 0) });
      let running = openOf(days.get(-1));
      const teamRepairs = new Map((fromRecords ?? []).map((r) => [r.i, r.repairs]));
      return cuts.map((c) => {
        const day = openOf(days.get(c.i));
        running = { repairs: running.repairs + day.repairs, maintenance: running.maintenance + day.maintenance };
        const rest = c.rest ? moved : { repairs: 0, maintenance: 0 };
        return {
          i: c.i,
          repairs: withRepairs ? running.repairs + rest.repairs : teamRepairs.get(c.i) ?? 0,
          maintenance: running.maintenance + rest.maintenance,
        };
      });
    },
  };
}
export type KpiRollup = ReturnType<typeof createKpiRollup>;
