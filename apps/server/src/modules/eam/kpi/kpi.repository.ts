import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Bucket } from './period.js';

/**
 * The SQL of the asset KPIs: aggregates over the repair, maintenance and inspection tables, per bucket of time and,
 * for the rankings, per asset, category or repair team. No query returns records: each answers one row per bucket
 * (and key). The buckets are a VALUES list joined by range, so one query serves a month, a year by weeks and the
 * rankings alike. Times are ISO text in UTC compared as text; durations are worked out by the engine (julianday on
 * SQLite, epoch arithmetic on PostgreSQL). This is a read model of the asset system's own tables (same module).
 */

/** What the figures are narrowed to; ids are the tenant's (the service checks them). */
export interface KpiScope {
  tenantId: string;
  assetId?: string;
  categoryId?: string;
  /** A repair team: narrows the repair orders only. */
  groupId?: string;
}

/** Rankings group by one of these; none for the summary and the trend. */
export type KpiKey = 'asset' | 'category' | 'team';
/** A ranking's first look (the `top` worst keys by the figure ranked) and its second (the figures of some `keys`). */
export interface RankRows { top?: number; keys?: string[] }

type Num = number | string | null;
const num = (v: Num | undefined) => (v === null || v === undefined ? 0 : Number(v));

export interface FailureRow { i: number; k: string | null; failures: number }
export interface DowntimeRow { i: number; k: string | null; hours: number }
export interface RepairTimesRow { i: number; k: string | null; repairs: number; total: number; waiting: number; repair: number; acceptance: number }
export interface MaintenanceRow { i: number; due: number; onTime: number; finished: number; open: number }
export interface RoundsRow { i: number; due: number; recorded: number; abnormal: number; missed: number }
export interface BacklogAtRow { i: number; repairs: number; maintenance: number }

/** Repair statuses whose repair is not done yet (wait_acceptance is done, waiting for its verdict). */
const REPAIR_PENDING = ['approval', 'not_dispatch', 'dispatched', 'repairing', 'acceptance_failed'] as const;

export function createKpiRepository(db: Db) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  /** Hours from `earlier` to `later` (ISO text). */
  const hours = (later: RawBuilder<unknown>, earlier: RawBuilder<unknown>) => (postgres
    ? sql`(extract(epoch from (cast(${later} as timestamptz) - cast(${earlier} as timestamptz))) / 3600.0)`
    : sql`((julianday(${later}) - julianday(${earlier})) * 24.0)`);
  const earlierOf = (a: RawBuilder<unknown>, b: RawBuilder<unknown>) => sql`(case when ${a} < ${b} then ${a} else ${b} end)`;
  const laterOf = (a: RawBuilder<unknown>, b: RawBuilder<unknown>) => sql`(case when ${a} > ${b} then ${a} else ${b} end)`;

  /** `with b(i, s, e) as (values …)`: the buckets as a table. */
  const bucketTable = (buckets: Bucket[]) =>
    sql`with b(i, s, e) as (values ${sql.join(buckets.map((x, i) => sql`(${sql.lit(i)}, cast(${x.start} as varchar(32)), cast(${x.end} as varchar(32)))`))})`;

  /** The scope on a row whose asset is `assetCol` (and, for repair orders, whose team is `teamCol`). */
  const scopeOf = (s: KpiScope, assetCol: string, teamCol?: string) => sql.join([
    sql`1 = 1`,
    ...(s.assetId ? [sql`${sql.ref(assetCol)} = ${s.assetId}`] : []),
    ...(s.categoryId ? [sql`${sql.ref(assetCol)} in (select id from eam_asset where tenant_id = ${s.tenantId} and category_id = ${s.categoryId})`] : []),
    ...(s.groupId && teamCol ? [sql`${sql.ref(teamCol)} = ${s.groupId}`] : []),
  ], sql` and `);

  /** The ranking key of a repair order `o` (its asset `a`). */
  const keyOf = (key: KpiKey | undefined) =>
    (key === 'asset' ? sql`o.asset_id` : key === 'category' ? sql`a.category_id` : key === 'team' ? sql`o.group_id` : sql`cast(null as varchar(64))`);
  /** The order's asset row, read only to rank by category. */
  const assetJoin = (key: KpiKey | undefined) => (key === 'category' ? sql`join eam_asset a on a.id = o.asset_id` : sql``);
  const groupBy = (key: KpiKey | undefined, ...more: RawBuilder<unknown>[]) => sql.join([sql`b.i`, ...(key ? [keyOf(key)] : []), ...more]);

  const run = async <R>(query: RawBuilder<R>) => (await query.execute(db)).rows;

  /** A ranking's rows narrowed to some keys (and `true` without). */
  const keysIn = (key: KpiKey | undefined, o: RankRows | undefined) =>
    (key && o?.keys ? (o.keys.length > 0 ? sql`${keyOf(key)} in (${sql.join(o.keys)})` : sql`1 = 0`) : sql`1 = 1`);
  /** Only the `top` worst grouped rows by `worst` (descending), when asked. */
  const topOf = <R>(query: RawBuilder<R>, worst: RawBuilder<unknown>, o: RankRows | undefined) =>
    (o?.top ? sql<R>`select * from (${query}) q order by ${worst} desc limit ${sql.lit(o.top)}` : query);

  /** A repair order's instants: restored (finished, or accepted for a done order without a finish), started, closed. */
  const restored = sql`coalesce(o.finished_at, o.accepted_at)`;
  const started = sql`coalesce(o.started_at, ${restored})`;
  const closed = sql`coalesce(o.accepted_at, ${restored})`;
  const restoredIn = (s: KpiScope, b: Bucket) => sql`o.tenant_id = ${s.tenantId} and o.repair_status in ('wait_acceptance', 'finish')
    and ${restored} >= ${b.start} and ${restored} < ${b.end} and ${scopeOf(s, 'o.asset_id', 'o.group_id')}`;
  /** Beyond this many orders read by length, the bound saves nothing over grouping them all. */
  const LONGEST_MAX = 20_000;

  /**
   * The `top` assets of a bucket by mean repair time, worst first — the rows of grouping every restored order by
   * asset and sorting, without that grouping (a year of a large plant: 54,000 orders, 35,000 assets). An asset's
   * mean is never above its longest repair: the longest repairs are read (a top-N sort of one value per order),
   * their assets' means worked out exactly, and the top-th of those means (T) is a floor for the answer's. When
   * T is above the shortest repair read, every order of T or more was read, so no other asset can reach T: the
   * answer is among these. Else more are read.
   */
  async function worstMeanRepairAssets(s: KpiScope, b: Bucket, top: number): Promise<RepairTimesRow[]> {
    for (let n = Math.max(4 * top, 40); ; n *= 4) {
      if (n > LONGEST_MAX) return repairTimesGrouped(s, [b], 'asset', { top });
      const longest = await run(sql<{ k: string; h: Num }>`
        select o.asset_id as k, ${hours(closed, sql`o.reported_at`)} as h from eam_repair_order o
        where ${restoredIn(s, b)} order by h desc limit ${sql.lit(n)}`);
      const means = (await repairTimesGrouped(s, [b], 'asset', { keys: [...new Set(longest.map((r) => r.k))] }))
        .sort((x, y) => y.total / y.repairs - x.total / x.repairs);
      if (longest.length < n) return means.slice(0, top);
      const floor = means.length >= top ? means[top - 1]!.total / means[top - 1]!.repairs : null;
      // A margin far above rounding (1e-9 h) keeps an asset whose mean equals its longest repair in floating point.
      if (floor !== null && floor - 1e-9 > num(longest[longest.length - 1]!.h)) return means.slice(0, top);
    }
  }

  /**
   * Repairs restored in each bucket (finished; a done order without a finish time counts from its acceptance, one
   * with neither is left out) and the sums of their steps: report → start → finish → acceptance.
   */
  async function repairTimesGrouped(s: KpiScope, buckets: Bucket[], key?: KpiKey, rank?: RankRows): Promise<RepairTimesRow[]> {
    const rows = await run(topOf(sql<{ i: Num; k: string | null; n: Num; total: Num; waiting: Num; repair: Num; acceptance: Num }>`${bucketTable(buckets)}
      select b.i as i, ${keyOf(key)} as k, count(*) as n, sum(${hours(closed, sql`o.reported_at`)}) as total,
        sum(${hours(started, sql`o.reported_at`)}) as waiting, sum(${hours(restored, started)}) as repair, sum(${hours(closed, restored)}) as acceptance
      from b join eam_repair_order o on o.tenant_id = ${s.tenantId} and o.repair_status in ('wait_acceptance', 'finish')
        and ${restored} >= b.s and ${restored} < b.e
        and ${restored} >= ${buckets[0]?.start ?? ''} and ${restored} < ${buckets[buckets.length - 1]?.end ?? ''}
      ${assetJoin(key)}
      where ${scopeOf(s, 'o.asset_id', 'o.group_id')} and ${keysIn(key, rank)}
      group by ${groupBy(key)}`, sql`q.total / q.n`, rank));
    return rows.map((r) => ({
      i: num(r.i), k: r.k, repairs: num(r.n), total: num(r.total), waiting: num(r.waiting), repair: num(r.repair), acceptance: num(r.acceptance),
    }));
  }

  return {
    /** Assets counted for operating time: not scrapped (an asset asked for by id counts anyway), of the scope; per category when asked. */
    async assetCounts(s: KpiScope, byCategory = false): Promise<Array<{ k: string | null; n: number }>> {
      const rows = await run(sql<{ k: string | null; n: Num }>`
        select ${byCategory ? sql`category_id` : sql`cast(null as varchar(64))`} as k, count(*) as n from eam_asset
        where tenant_id = ${s.tenantId} ${s.assetId ? sql`and id = ${s.assetId}` : sql`and asset_status <> 'scrapped'`}
          ${s.categoryId ? sql`and category_id = ${s.categoryId}` : sql``}
        ${byCategory ? sql`group by category_id` : sql``}`);
      return rows.map((r) => ({ k: r.k, n: num(r.n) }));
    },

    /** Corrective failures: repair orders reported in each bucket, cancelled ones excepted. */
    async failures(s: KpiScope, buckets: Bucket[], key?: KpiKey, rank?: RankRows): Promise<FailureRow[]> {
      const rows = await run(topOf(sql<{ i: Num; k: string | null; n: Num }>`${bucketTable(buckets)}
        select b.i as i, ${keyOf(key)} as k, count(*) as n
        from b join eam_repair_order o on o.tenant_id = ${s.tenantId} and o.reported_at >= b.s and o.reported_at < b.e and o.repair_status <> 'cancel'
          and o.reported_at >= ${buckets[0]?.start ?? ''} and o.reported_at < ${buckets[buckets.length - 1]?.end ?? ''}
        ${assetJoin(key)}
        where ${scopeOf(s, 'o.asset_id', 'o.group_id')} and ${keysIn(key, rank)}
        group by ${groupBy(key)}`, sql`q.n`, rank));
      return rows.map((r) => ({ i: num(r.i), k: r.k, failures: num(r.n) }));
    },

    /**
     * Downtime of asset-down orders in each bucket: from the report to the downtime end (still running: to the
     * range's end; a closed order that lost it: its finish or acceptance), clipped to the bucket, and per asset
     * never more than the bucket (two orders of one asset down at once are one stop). One row per asset with a
     * column per bucket: the orders are read in asset order from the index that holds them (migration 030), so
     * the per-asset sums need no sort; a column is worked out only for the buckets an order overlaps.
     */
    async downtime(s: KpiScope, buckets: Bucket[], key?: KpiKey, rank?: RankRows): Promise<DowntimeRow[]> {
      if (buckets.length === 0) return [];
      const [first, last] = [buckets[0]!.start, buckets[buckets.length - 1]!.end];
      const end = sql`(case when o.repair_status = 'finish' then coalesce(o.downtime_end, o.finished_at, o.accepted_at, ${last})
        else coalesce(o.downtime_end, ${last}) end)`;
      const at = (iso: string) => sql`cast(${iso} as varchar(32))`;
      const perBucket = buckets.map((b, i) => sql`sum(case when o.reported_at < ${at(b.end)} and ${end} > ${at(b.start)}
        then ${hours(earlierOf(end, at(b.end)), laterOf(sql`o.reported_at`, at(b.start)))} else 0 end) as ${sql.ref(`h${i}`)}`);
      const capped = buckets.map((b, i) => {
        const h = sql.ref(`d.h${i}`);
        const bucketHours = sql.lit((Date.parse(b.end) - Date.parse(b.start)) / 3_600_000);
        return sql`sum(case when ${h} > ${bucketHours} then ${bucketHours} else ${h} end) as ${sql.ref(`h${i}`)}`;
      });
      // By team an asset's orders may be of several teams: its stops are the team's. Otherwise the key is the asset's own.
      const assetKey = key === 'team' ? sql`o.asset_id, o.group_id` : sql`o.asset_id`;
      const rows = await run(topOf(sql<Record<string, Num> & { k: string | null }>`
        select d.k as k, ${sql.join(capped)} from (
          select max(${keyOf(key)}) as k, ${sql.join(perBucket)}
          from eam_repair_order o ${assetJoin(key)}
          where o.tenant_id = ${s.tenantId} and o.asset_down = 1 and o.repair_status <> 'cancel'
            and o.reported_at < ${last} and ${end} > ${first}
            and ${scopeOf(s, 'o.asset_id', 'o.group_id')} and ${keysIn(key, rank)}
          group by ${assetKey}
        ) d group by d.k`, sql`q.h0`, rank));
      return rows.flatMap((r) => buckets.map((_, i) => ({ i, k: r.k, hours: num(r[`h${i}`]) })).filter((x) => x.hours > 0));
    },

    /**
     * Repairs restored in each bucket (finished; a done order without a finish time counts from its acceptance, one
     * with neither is left out) and the sums of their steps: report → start → finish → acceptance.
     */
    async repairTimes(s: KpiScope, buckets: Bucket[], key?: KpiKey, rank?: RankRows): Promise<RepairTimesRow[]> {
      if (key === 'asset' && rank?.top && buckets.length === 1) return worstMeanRepairAssets(s, buckets[0]!, rank.top);
      return repairTimesGrouped(s, buckets, key, rank);
    },

    /** Maintenance tasks whose deadline fell in each bucket (cancelled excepted): finished by it, finished, still open. */
    async maintenance(s: KpiScope, buckets: Bucket[]): Promise<MaintenanceRow[]> {
      const rows = await run(sql<{ i: Num; due: Num; on_time: Num; finished: Num; open: Num }>`${bucketTable(buckets)}
        select b.i as i, count(*) as due,
          sum(case when t.status = 'finish' and t.act_finish_time is not null and t.act_finish_time <= t.deadline then 1 else 0 end) as on_time,
          sum(case when t.status = 'finish' then 1 else 0 end) as finished,
          sum(case when t.status in ('wait', 'acting') then 1 else 0 end) as open
        from b join eam_maintain_task t on t.tenant_id = ${s.tenantId} and t.status <> 'cancel' and t.deadline >= b.s and t.deadline < b.e
        where ${scopeOf(s, 't.asset_id')}
        group by b.i`);
      return rows.map((r) => ({ i: num(r.i), due: num(r.due), onTime: num(r.on_time), finished: num(r.finished), open: num(r.open) }));
    },

    /**
     * Inspection points of the tasks whose deadline fell in each bucket (cancelled tasks excepted). Without an asset
     * or category the tasks' own counters answer (kept with every recorded point); with one, the task points.
     */
    async rounds(s: KpiScope, buckets: Bucket[]): Promise<RoundsRow[]> {
      const tasks = sql`from b join eam_inspection_task t on t.tenant_id = ${s.tenantId} and t.task_status <> 'cancel' and t.deadline >= b.s and t.deadline < b.e`;
      const rows = s.assetId || s.categoryId
        ? await run(sql<{ i: Num; due: Num; recorded: Num; abnormal: Num; missed: Num }>`${bucketTable(buckets)}
            select b.i as i, count(*) as due,
              sum(case when p.point_status in ('normal', 'abnormal') then 1 else 0 end) as recorded,
              sum(case when p.point_status = 'abnormal' then 1 else 0 end) as abnormal,
              sum(case when p.point_status in ('none', 'wait') then 1 else 0 end) as missed
            ${tasks} join eam_inspection_task_point p on p.task_id = t.id
            where ${scopeOf(s, 'p.asset_id')}
            group by b.i`)
        : await run(sql<{ i: Num; due: Num; recorded: Num; abnormal: Num; missed: Num }>`${bucketTable(buckets)}
            select b.i as i, sum(t.point_count) as due, sum(t.point_normal_count + t.point_abnormal_count) as recorded,
              sum(t.point_abnormal_count) as abnormal, sum(t.point_none_count + t.point_wait_count) as missed
            ${tasks}
            group by b.i`);
      return rows.map((r) => ({ i: num(r.i), due: num(r.due), recorded: num(r.recorded), abnormal: num(r.abnormal), missed: num(r.missed) }));
    },

    /**
     * Open work at the end of each bucket, as far as the records tell: repair orders reported before it and not done,
     * cancelled or closed by then; maintenance tasks created before it and not finished or cancelled by then (a
     * cancelled task's last update is its cancellation).
     */
    async backlogAt(s: KpiScope, buckets: Bucket[], only?: 'repairs'): Promise<BacklogAtRow[]> {
      const repairDone = sql`(case o.repair_status when 'cancel' then coalesce(o.cancelled_at, o.updated_at)
        when 'finish' then coalesce(o.finished_at, o.accepted_at, o.updated_at) when 'wait_acceptance' then coalesce(o.finished_at, o.updated_at) else null end)`;
      const taskDone = sql`(case t.status when 'finish' then coalesce(t.act_finish_time, t.updated_at) when 'cancel' then t.updated_at else null end)`;
      const [repairs, tasks] = await Promise.all([
        run(sql<{ i: Num; n: Num }>`${bucketTable(buckets)}
          select b.i as i, count(*) as n
          from b join eam_repair_order o on o.tenant_id = ${s.tenantId} and o.reported_at < b.e and (${repairDone} is null or ${repairDone} >= b.e)
          where ${scopeOf(s, 'o.asset_id', 'o.group_id')}
          group by b.i`),
        only === 'repairs' ? Promise.resolve([]) : run(sql<{ i: Num; n: Num }>`${bucketTable(buckets)}
          select b.i as i, count(*) as n
          from b join eam_maintain_task t on t.tenant_id = ${s.tenantId} and t.created_at < b.e and (${taskDone} is null or ${taskDone} >= b.e)
          where ${scopeOf(s, 't.asset_id')}
          group by b.i`),
      ]);
      const byBucket = new Map<number, BacklogAtRow>();
      const at = (i: number) => byBucket.get(i) ?? byBucket.set(i, { i, repairs: 0, maintenance: 0 }).get(i)!;
      for (const r of repairs) at(num(r.i)).repairs = num(r.n);
      for (const r of tasks) at(num(r.i)).maintenance = num(r.n);
      return [...byBucket.values()];
    },

    /** Open repair orders now by urgency: repair pending (with the fault templates' standard hours) and waiting for acceptance. */
    async openRepairs(s: KpiScope): Promise<Array<{ urgencyId: string; pending: number; hours: number; withoutEstimate: number; waitingAcceptance: number }>> {
      const pending = sql.join(REPAIR_PENDING.map((x) => sql.lit(x)));
      const rows = await run(sql<{ urgency_id: string; pending: Num; hours: Num; unknown: Num; waiting: Num }>`
        select o.urgency_id as urgency_id,
          sum(case when o.repair_status in (${pending}) then 1 else 0 end) as pending,
          sum(case when o.repair_status in (${pending}) then coalesce(tpl.cost_time, 0) else 0 end) as hours,
          sum(case when o.repair_status in (${pending}) and tpl.cost_time is null then 1 else 0 end) as unknown,
          sum(case when o.repair_status = 'wait_acceptance' then 1 else 0 end) as waiting
        from eam_repair_order o left join eam_repair_category_tpl tpl on tpl.id = o.category_tpl_id
        where o.tenant_id = ${s.tenantId} and o.repair_status in (${pending}, 'wait_acceptance') and ${scopeOf(s, 'o.asset_id', 'o.group_id')}
        group by o.urgency_id`);
      return rows.map((r) => ({ urgencyId: r.urgency_id, pending: num(r.pending), hours: num(r.hours), withoutEstimate: num(r.unknown), waitingAcceptance: num(r.waiting) }));
    },

    /** Open maintenance tasks now: how many, their standard hours, how many past their deadline. */
    async openMaintenance(s: KpiScope, now: string): Promise<{ open: number; hours: number; overdue: number }> {
      const [r] = await run(sql<{ n: Num; hours: Num; overdue: Num }>`
        select count(*) as n, sum(t.total_cost) as hours, sum(case when t.deadline < ${now} then 1 else 0 end) as overdue
        from eam_maintain_task t
        where t.tenant_id = ${s.tenantId} and t.status in ('wait', 'acting') and ${scopeOf(s, 't.asset_id')}`);
      return { open: num(r?.n), hours: num(r?.hours), overdue: num(r?.overdue) };
    },

    /** The tenant's urgencies in their order. */
    urgencies: (tenantId: string) =>
      db.selectFrom('eam_repair_urgency').select(['id', 'code', 'name']).where('tenant_id', '=', tenantId).orderBy('sort').orderBy('code').execute(),

    /** Whether each filter names a record of the tenant. */
    categoryExists: async (tenantId: string, id: string) =>
      Boolean(await db.selectFrom('eam_asset_category').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()),
    groupExists: async (tenantId: string, id: string) =>
      Boolean(await db.selectFrom('eam_repair_group').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()),
    assetExists: async (tenantId: string, id: string) =>
      Boolean(await db.selectFrom('eam_asset').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()),

    /** Codes and names of the ranked rows. */
    async namesOf(tenantId: string, key: KpiKey, ids: string[]): Promise<Map<string, { code: string | null; name: string }>> {
      if (ids.length === 0) return new Map();
      const rows = key === 'asset'
        ? await db.selectFrom('eam_asset').select(['id', 'asset_code as code', 'name']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute()
        : key === 'category'
          ? await db.selectFrom('eam_asset_category').select(['id', 'code', 'name']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute()
          : (await db.selectFrom('eam_repair_group').select(['id', 'name']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute())
            .map((r) => ({ ...r, code: null }));
      return new Map(rows.map((r) => [r.id, { code: r.code, name: r.name }]));
    },
  };
}
export type KpiRepository = ReturnType<typeof createKpiRepository>;
