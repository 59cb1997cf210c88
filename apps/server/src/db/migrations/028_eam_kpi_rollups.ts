import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The asset KPIs (ADR 0025) over a year read 2 million inspection points' task counters, 170,000 maintenance
 * tasks and 57,000 repair orders per call (~10 s for the dashboard's three calls on the benchmark plant). Their
 * additive figures are kept here per tenant and plant day (Asia/Shanghai, UTC+8) by triggers on the source rows —
 * exact whoever writes them (the services, the seed, a bulk load), inside the writer's own transaction, as
 * bpm_todo_count (008) does: an insert adds the row's contribution, an update takes the old one away and adds the
 * new one, a delete takes it away. A year then reads 365 rows. What a day holds (each on the plant day of its own
 * instant):
 * - repair orders: failures (reported, not cancelled) and opened (reported) on the report's day; the repairs
 *   restored (wait_acceptance or finish; restored = finish, else acceptance) with their step durations in ms on
 *   the restored day; closed (done, cancelled or restored: the backlog's end) on the later of report and close;
 * - maintenance tasks: due / on time / finished / still open (not cancelled) on the deadline's day; opened on the
 *   creation's day; closed (finished or cancelled) on the later of creation and close;
 * - inspection rounds: their points due / recorded / abnormal / missed (the task's counters, not cancelled) on the
 *   deadline's day.
 * A range ending inside a day (at now) reads that day's part from the rows: the indexes below find them (the
 * restored and closed instants are expressions; kpi-rollup.repository.ts writes the same ones).
 */

/** The plant day (yyyy-MM-dd) of an ISO instant, or null. */
const dayOf = (pg: boolean, iso: string) => (pg
  ? `to_char((cast(${iso} as timestamptz) at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`
  : `date(${iso}, '+8 hours')`);
/** Milliseconds from `earlier` to `later` (ISO text), a whole number. */
const msBetween = (pg: boolean, later: string, earlier: string) => (pg
  ? `cast(round(extract(epoch from (cast(${later} as timestamptz) - cast(${earlier} as timestamptz))) * 1000) as bigint)`
  : `cast(round((julianday(${later}) - julianday(${earlier})) * 86400000.0) as integer)`);
const later = (pg: boolean, a: string, b: string) => (pg ? `greatest(${a}, ${b})` : `max(${a}, ${b})`);

/** The instant a repair order stopped being open work (null while it is), and when it was restored. */
const repairClosedAt = (r: string) => `(case ${r}repair_status when 'cancel' then coalesce(${r}cancelled_at, ${r}updated_at)
  when 'finish' then coalesce(${r}finished_at, ${r}accepted_at, ${r}updated_at) when 'wait_acceptance' then coalesce(${r}finished_at, ${r}updated_at) else null end)`;
const repairRestoredAt = (r: string) => `coalesce(${r}finished_at, ${r}accepted_at)`;
/** The instant a maintenance task was closed (null while open). */
const taskClosedAt = (t: string) => `(case ${t}status when 'finish' then coalesce(${t}act_finish_time, ${t}updated_at) when 'cancel' then ${t}updated_at else null end)`;

const COLUMNS = [
  'repair_failures', 'repair_opened', 'repair_closed', 'repair_restored', 'repair_total_ms', 'repair_waiting_ms', 'repair_work_ms', 'repair_acceptance_ms',
  'maint_due', 'maint_on_time', 'maint_finished', 'maint_open', 'maint_opened', 'maint_closed',
  'round_due', 'round_recorded', 'round_abnormal', 'round_missed',
] as const;
type Column = (typeof COLUMNS)[number];

/** One contribution of a source row: to the day of `day`, when `when` holds, these amounts. */
interface Part { day: string; when: string; add: Partial<Record<Column, string>> }
interface Source { table: string; watched: string[]; parts: (pg: boolean, r: string) => Part[] }

const SOURCES: Source[] = [
  {
    table: 'eam_repair_order',
    watched: ['tenant_id', 'reported_at', 'repair_status', 'started_at', 'finished_at', 'accepted_at', 'cancelled_at', 'updated_at'],
    parts: (pg, r) => {
      const restored = repairRestoredAt(r);
      const started = `coalesce(${r}started_at, ${restored})`;
      const closed = `coalesce(${r}accepted_at, ${restored})`;
      return [
        { day: `${r}reported_at`, when: 'true', add: { repair_failures: `(case when ${r}repair_status <> 'cancel' then 1 else 0 end)`, repair_opened: '1' } },
        {
          day: restored, when: `${r}repair_status in ('wait_acceptance', 'finish')`,
          add: {
            repair_restored: '1', repair_total_ms: msBetween(pg, closed, `${r}reported_at`), repair_waiting_ms: msBetween(pg, started, `${r}reported_at`),
            repair_work_ms: msBetween(pg, restored, started), repair_acceptance_ms: msBetween(pg, closed, restored),
          },
        },
        { day: later(pg, `${r}reported_at`, repairClosedAt(r)), when: `${repairClosedAt(r)} is not null`, add: { repair_closed: '1' } },
      ];
    },
  },
  {
    table: 'eam_maintain_task',
    watched: ['tenant_id', 'status', 'deadline', 'act_finish_time', 'created_at', 'updated_at'],
    parts: (pg, t) => [
      {
        day: `${t}deadline`, when: `${t}status <> 'cancel'`,
        add: {
          maint_due: '1',
          maint_on_time: `(case when ${t}status = 'finish' and ${t}act_finish_time is not null and ${t}act_finish_time <= ${t}deadline then 1 else 0 end)`,
          maint_finished: `(case when ${t}status = 'finish' then 1 else 0 end)`,
          maint_open: `(case when ${t}status in ('wait', 'acting') then 1 else 0 end)`,
        },
      },
      { day: `${t}created_at`, when: 'true', add: { maint_opened: '1' } },
      { day: later(pg, `${t}created_at`, taskClosedAt(t)), when: `${taskClosedAt(t)} is not null`, add: { maint_closed: '1' } },
    ],
  },
  {
    table: 'eam_inspection_task',
    watched: ['tenant_id', 'task_status', 'deadline', 'point_count', 'point_normal_count', 'point_abnormal_count', 'point_wait_count', 'point_none_count'],
    parts: (_pg, k) => [{
      day: `${k}deadline`, when: `${k}task_status <> 'cancel'`,
      add: {
        round_due: `${k}point_count`, round_recorded: `${k}point_normal_count + ${k}point_abnormal_count`,
        round_abnormal: `${k}point_abnormal_count`, round_missed: `${k}point_none_count + ${k}point_wait_count`,
      },
    }],
  },
];

/** Adds (sign 1) or takes away (-1) the contributions of row `r` ('new.' or 'old.'). */
function upserts(pg: boolean, source: Source, r: string, sign: 1 | -1): string[] {
  return source.parts(pg, r).map((part) => {
    const cols = Object.keys(part.add) as Column[];
    const value = (c: Column) => (sign === 1 ? part.add[c]! : `-(${part.add[c]!})`);
    return `insert into eam_kpi_day (tenant_id, day, ${cols.join(', ')})
      select ${r}tenant_id, ${dayOf(pg, part.day)}, ${cols.map(value).join(', ')} where ${part.when} and ${dayOf(pg, part.day)} is not null
      on conflict (tenant_id, day) do update set ${cols.map((c) => `${c} = eam_kpi_day.${c} + excluded.${c}`).join(', ')}`;
  });
}

/** Every day of the records as they are (a database migrated with data in it). */
function backfill(pg: boolean): string {
  const selects = SOURCES.flatMap((source) => source.parts(pg, 'r.').map((part) =>
    `select r.tenant_id as tenant_id, ${dayOf(pg, part.day)} as day, ${COLUMNS.map((c) => `${part.add[c] ?? '0'} as ${c}`).join(', ')}
      from ${source.table} r where ${part.when}`));
  return `insert into eam_kpi_day (tenant_id, day, ${COLUMNS.join(', ')})
    select tenant_id, day, ${COLUMNS.map((c) => `sum(${c})`).join(', ')} from (${selects.join(' union all ')}) x
    where day is not null group by tenant_id, day`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  let table = db.schema.createTable('eam_kpi_day')
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull());
  for (const c of COLUMNS) table = table.addColumn(c, 'bigint', (col) => col.notNull().defaultTo(0));
  await table.addPrimaryKeyConstraint('eam_kpi_day_pk', ['tenant_id', 'day']).execute();
  await sql.raw(backfill(pg)).execute(db);

  for (const source of SOURCES) {
    if (pg) {
      await sql.raw(`create function ${source.table}_kpi() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' then ${upserts(true, source, 'old.', -1).join('; ')}; end if;
          if tg_op <> 'DELETE' then ${upserts(true, source, 'new.', 1).join('; ')}; end if;
          return null;
        end $$`).execute(db);
      await sql.raw(`create trigger ${source.table}_kpi after insert or delete or update of ${source.watched.join(', ')} on ${source.table}
        for each row execute function ${source.table}_kpi()`).execute(db);
    } else {
      await sql.raw(`create trigger ${source.table}_kpi_insert after insert on ${source.table}
        begin ${upserts(false, source, 'new.', 1).join('; ')}; end`).execute(db);
      await sql.raw(`create trigger ${source.table}_kpi_delete after delete on ${source.table}
        begin ${upserts(false, source, 'old.', -1).join('; ')}; end`).execute(db);
      await sql.raw(`create trigger ${source.table}_kpi_update after update of ${source.watched.join(', ')} on ${source.table}
        begin ${[...upserts(false, source, 'old.', -1), ...upserts(false, source, 'new.', 1)].join('; ')}; end`).execute(db);
    }
  }

  // The part of a day up to now, read from the rows: orders restored or closed, tasks created or closed in it. The
  // repair orders' two range indexes carry what the rankings and the downtime read of an order (covering: a year's
  // ranking by asset reads no table row).
  const orderFigures = ['repair_status', 'asset_id', 'group_id', 'asset_down', 'started_at', 'finished_at', 'accepted_at', 'downtime_end'];
  await sql.raw(`create index eam_repair_order_restored on eam_repair_order (tenant_id, (${repairRestoredAt('')}), reported_at, ${orderFigures.join(', ')})`).execute(db);
  await db.schema.createIndex('eam_repair_order_kpi').on('eam_repair_order').columns(['tenant_id', 'reported_at', ...orderFigures]).execute();
  await sql.raw(`create index eam_repair_order_closed on eam_repair_order (tenant_id, (${repairClosedAt('')}))`).execute(db);
  await sql.raw(`create index eam_maintain_task_closed on eam_maintain_task (tenant_id, (${taskClosedAt('')}))`).execute(db);
  await db.schema.createIndex('eam_maintain_task_created').on('eam_maintain_task').columns(['tenant_id', 'created_at']).execute();
  // The open maintenance now (the summary's backlog): its hours and deadlines without reading the tasks.
  await db.schema.createIndex('eam_maintain_task_open').on('eam_maintain_task').columns(['tenant_id', 'status', 'deadline', 'total_cost', 'asset_id']).execute();
  // SQLite weighs an index without statistics as no better than the status index it has them for, and read every
  // restored order for the part of a day; PostgreSQL's autovacuum analyses by itself.
  if (!pg) for (const analysed of ['eam_repair_order', 'eam_maintain_task']) await sql.raw(`analyze ${analysed}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const name of ['eam_maintain_task_open', 'eam_maintain_task_created', 'eam_maintain_task_closed', 'eam_repair_order_closed', 'eam_repair_order_kpi', 'eam_repair_order_restored']) {
    await db.schema.dropIndex(name).execute();
  }
  for (const source of SOURCES) {
    if (pg) {
      await sql.raw(`drop trigger ${source.table}_kpi on ${source.table}`).execute(db);
      await sql.raw(`drop function ${source.table}_kpi()`).execute(db);
    } else {
      for (const op of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${source.table}_kpi_${op}`).execute(db);
    }
  }
  await db.schema.dropTable('eam_kpi_day').execute();
}
