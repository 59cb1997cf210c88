import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database, EamMaintainPlanTable, EamMaintainSkipTable, EamMaintainTaskProjectTable, EamMaintainTaskTable, EamMeterReadingTable } from '../../../db/schema.js';
import { insertRows } from '../../../db/insert-rows.js';
import { escapeLike } from '../../../platform/query-filter.js';

/** The database or a transaction: every write of one rule goes through the same repository over its transaction. */
type Executor = Kysely<Database>;

export interface TaskFilter {
  status?: string;
  overdue?: boolean;
  /** Groups to keep (scope group), or mine: executor, or waiting in these groups. */
  groupIds?: string[];
  mine?: { userId: string; groupIds: string[] };
  planId?: string;
  assetId?: string;
  searchValue?: string;
}
export interface PlanFilter { status?: string; assetId?: string; triggerKind?: string; searchValue?: string }

const OPEN = ['wait', 'acting'];
/**
 * A deleted plan's status (never on the wire). Its row stays: its finished and cancelled tasks, and the occurrences
 * they skipped, keep pointing at it (code, name, trigger), and its code is never given to another plan. Every read
 * of plans but a task's own plan leaves it out.
 */
export const PLAN_DELETED = 'deleted';
const like = (column: string, value: string) => sql<SqlBool>`lower(${sql.ref(column)}) like lower(${`%${escapeLike(value)}%`}) escape '\\'`;

/** SQL of preventive maintenance: groups, meters and readings, plans and projects, tasks and their projects, skips. */
export function createMaintenanceRepository(db: Executor) {
  // ---- tasks -------------------------------------------------------------------------------------------------
  const taskRows = (tenantId: string) => db.selectFrom('eam_maintain_task as t')
    .innerJoin('eam_maintain_group as g', 'g.id', 't.group_id')
    .where('t.tenant_id', '=', tenantId);
  const taskColumns = (q: ReturnType<typeof taskRows>) => q.selectAll('t').select((eb) => [
    'g.name as group_name',
    eb.selectFrom('eam_maintain_task_project as p').whereRef('p.task_id', '=', 't.id').where('p.status', '<>', 'unexecuted')
      .select((e) => e.fn.countAll<number | string>().as('n')).as('project_done'),
    eb.selectFrom('eam_maintain_task_project as p').whereRef('p.task_id', '=', 't.id')
      .select((e) => e.fn.countAll<number | string>().as('n')).as('project_total'),
  ]);
  const filteredTasks = (tenantId: string, f: TaskFilter, now: string) => {
    let q = taskRows(tenantId);
    if (f.status) q = q.where('t.status', '=', f.status);
    if (f.overdue !== undefined) {
      // Open past the deadline, or finished after it (ISO text in UTC compares as time).
      const overdue = sql<SqlBool>`((t.status in ('wait', 'acting') and t.deadline < ${now}) or (t.status = 'finish' and t.act_finish_time > t.deadline))`;
      q = q.where(f.overdue ? overdue : sql<SqlBool>`not ${overdue}`);
    }
    if (f.groupIds) q = f.groupIds.length ? q.where('t.group_id', 'in', f.groupIds) : q.where(sql<SqlBool>`1 = 0`);
    if (f.mine) {
      const { userId, groupIds } = f.mine;
      q = q.where((eb) => eb.or([
        eb('t.executor_id', '=', userId),
        ...(groupIds.length ? [eb.and([eb('t.status', '=', 'wait'), eb('t.group_id', 'in', groupIds)])] : []),
      ]));
    }
    if (f.planId) q = q.where('t.plan_id', '=', f.planId);
    if (f.assetId) q = q.where('t.asset_id', '=', f.assetId);
    if (f.searchValue) {
      const v = f.searchValue;
      q = q.where((eb) => eb.or([like('t.business_code', v), like('t.name', v), like('t.asset_code', v), like('t.asset_name', v)]));
    }
    return q;
  };

  // ---- plans -------------------------------------------------------------------------------------------------
  const planRows = (tenantId: string, withDeleted = false) => {
    const q = db.selectFrom('eam_maintain_plan as m')
      .innerJoin('eam_asset as a', 'a.id', 'm.asset_id')
      .innerJoin('eam_maintain_group as g', 'g.id', 'm.group_id')
      .leftJoin('eam_asset_meter as mt', 'mt.id', 'm.meter_id')
      .where('m.tenant_id', '=', tenantId);
    return withDeleted ? q : q.where('m.status', '<>', PLAN_DELETED);
  };
  const planColumns = (q: ReturnType<typeof planRows>) => q.selectAll('m').select([
    'a.asset_code', 'a.name as asset_name', 'a.model as asset_model', 'g.name as group_name',
    'mt.name as meter_name', 'mt.kind as meter_kind', 'mt.unit as meter_unit', 'mt.last_value as meter_last_value', 'mt.last_read_time as meter_last_read_time',
  ]);
  const filteredPlans = (tenantId: string, f: PlanFilter) => {
    let q = planRows(tenantId);
    if (f.status) q = q.where('m.status', '=', f.status);
    if (f.assetId) q = q.where('m.asset_id', '=', f.assetId);
    if (f.triggerKind) q = q.where('m.trigger_kind', '=', f.triggerKind);
    if (f.searchValue) {
      const v = f.searchValue;
      q = q.where((eb) => eb.or([like('m.code', v), like('m.name', v), like('a.asset_code', v), like('a.name', v)]));
    }
    return q;
  };

  return {
    // ---- groups and rights -------------------------------------------------------------------------------------
    /** The groups the user leads or belongs to, with whether they lead it. */
    groupsOf: (tenantId: string, userId: string) =>
      db.selectFrom('eam_maintain_group as g')
        .leftJoin('eam_maintain_group_member as m', (j) => j.onRef('m.group_id', '=', 'g.id').on('m.user_id', '=', userId))
        .where('g.tenant_id', '=', tenantId)
        .where((eb) => eb.or([eb('g.leader_id', '=', userId), eb('m.user_id', '=', userId)]))
        .select(['g.id', 'g.name', 'g.leader_id'])
        .execute(),
    group: (tenantId: string, id: string) => db.selectFrom('eam_maintain_group').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),
    /** The tenant's groups in code order, with how many members each has. */
    groups: (tenantId: string) =>
      db.selectFrom('eam_maintain_group as g').selectAll('g').where('g.tenant_id', '=', tenantId)
        .select((eb) => eb.selectFrom('eam_maintain_group_member as m').whereRef('m.group_id', '=', 'g.id')
          .select((e) => e.fn.countAll<number | string>().as('n')).as('member_count'))
        .orderBy('g.code').execute(),

    // ---- plans ---------------------------------------------------------------------------------------------------
    async planPage(tenantId: string, f: PlanFilter, offset: number, limit: number, direction: 'asc' | 'desc') {
      const [list, total] = await Promise.all([
        planColumns(filteredPlans(tenantId, f)).orderBy('m.code', direction).offset(offset).limit(limit).execute(),
        filteredPlans(tenantId, f).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list, total: Number(total.n) };
    },
    /** A plan with its asset, group and meter; `withDeleted` for the plan a task was generated from. */
    planView: (tenantId: string, id: string, withDeleted = false) => planColumns(planRows(tenantId, withDeleted)).where('m.id', '=', id).executeTakeFirst(),
    plan: (tenantId: string, id: string) => db.selectFrom('eam_maintain_plan').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id)
      .where('status', '<>', PLAN_DELETED).executeTakeFirst(),
    projectsOf: (planId: string) => db.selectFrom('eam_maintain_project').selectAll().where('plan_id', '=', planId).orderBy('sort').execute(),
    /** Started meter plans on a meter. */
    meterPlans: (meterId: string) => db.selectFrom('eam_maintain_plan').selectAll().where('meter_id', '=', meterId).where('status', '=', 'start').execute(),

    /** A plan's status change from the status expected: true when this call made it. */
    async setPlanStatus(id: string, from: string, to: string, nextTime: string | null, jobId: string | null, now: string) {
      const res = await db.updateTable('eam_maintain_plan').set({ status: to, next_time: nextTime, job_id: jobId, updated_at: now })
        .where('id', '=', id).where('status', '=', from).executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    /**
     * Takes the occurrence a job stands for: moves next_time on from `expected`, once. True when this call did
     * (a second run of the job, or a stopped or rescheduled plan, finds next_time changed).
     */
    async claimOccurrence(id: string, expected: string, next: string | null, jobId: string | null, now: string) {
      const res = await db.updateTable('eam_maintain_plan').set({ next_time: next, job_id: jobId, updated_at: now })
        .where('id', '=', id).where('status', '=', 'start').where('next_time', '=', expected).executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    /** When the plan's last closed task closed (finished or cancelled), or null before the first. */
    async lastClosedAt(planId: string) {
      const row = await db.selectFrom('eam_maintain_task').select(['act_finish_time', 'updated_at', 'status']).where('plan_id', '=', planId)
        .where('status', 'in', ['finish', 'cancel']).orderBy('updated_at', 'desc').limit(1).executeTakeFirst();
      return row ? (row.status === 'finish' && row.act_finish_time ? row.act_finish_time : row.updated_at) : null;
    },
    /** Reschedules a plan (completion after a close): next_time and its job. */
    setNext: (id: string, next: string | null, jobId: string | null, now: string) =>
      db.updateTable('eam_maintain_plan').set({ next_time: next, job_id: jobId, updated_at: now }).where('id', '=', id).where('status', '<>', PLAN_DELETED).execute(),
    /**
     * The plan's one open task: set only while none is and the plan is not deleted (true when this call set it).
     * This conditional update is where generation and a plan's delete meet: whoever reads the plan before the
     * other wrote it (立即生成's plan, read before its transaction) is stopped here, and on PostgreSQL the row
     * lock makes the later of the two wait for the earlier and look again.
     */
    async takeOpenSlot(planId: string, taskId: string, planStartTime: string, now: string) {
      const res = await db.updateTable('eam_maintain_plan').set({ open_task_id: taskId, last_time: planStartTime, updated_at: now })
        .where('id', '=', planId).where('open_task_id', 'is', null).where('status', '<>', PLAN_DELETED).executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    /**
     * Deletes a plan (its row kept, see PLAN_DELETED) unless its open task or its job changed since the caller
     * read them as `seen`: true when this call did. Nothing is scheduled or open for it afterwards.
     */
    async markPlanDeleted(id: string, seen: { open_task_id: string | null; job_id: string | null }, now: string) {
      const same = (column: 'open_task_id' | 'job_id', v: string | null) => (v === null ? sql<SqlBool>`${sql.ref(column)} is null` : sql<SqlBool>`${sql.ref(column)} = ${v}`);
      const res = await db.updateTable('eam_maintain_plan').set({ status: PLAN_DELETED, next_time: null, job_id: null, open_task_id: null, updated_at: now })
        .where('id', '=', id).where('status', '<>', PLAN_DELETED).where(same('open_task_id', seen.open_task_id)).where(same('job_id', seen.job_id))
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    /** Frees the slot of a task that closed; a meter plan's service reading moves to the meter's value then. */
    releaseOpenSlot: (planId: string, taskId: string, lastServiceReading: number | undefined, now: string) =>
      db.updateTable('eam_maintain_plan')
        .set({ open_task_id: null, updated_at: now, ...(lastServiceReading === undefined ? {} : { last_service_reading: lastServiceReading }) })
        .where('id', '=', planId).where('open_task_id', '=', taskId).execute(),
    /** The highest number of the tenant's plan codes of the form `<prefix>nnn`, 0 before the first (deleted plans' too: a code is never reused). */
    async lastPlanNumber(tenantId: string, prefix: string) {
      const codes = await db.selectFrom('eam_maintain_plan').select('code').where('tenant_id', '=', tenantId)
        .where('code', 'like', `${escapeLike(prefix)}%`).execute();
      return codes.reduce((max, { code }) => Math.max(max, /^\d+$/.test(code.slice(prefix.length)) ? Number(code.slice(prefix.length)) : 0), 0);
    },
    /** A plan's own fields as edited (not its schedule, status or open task): true unless it was deleted meanwhile. */
    async updatePlan(id: string, set: Partial<EamMaintainPlanTable>) {
      const res = await db.updateTable('eam_maintain_plan').set(set).where('id', '=', id).where('status', '<>', PLAN_DELETED).executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    /** The plan's projects replaced (tasks keep their copies). */
    async replaceProjects(planId: string, rows: Array<Database['eam_maintain_project']>) {
      await db.deleteFrom('eam_maintain_project').where('plan_id', '=', planId).execute();
      await insertRows(db, 'eam_maintain_project', rows);
    },

    // ---- skips ---------------------------------------------------------------------------------------------------
    /** Records skipped occurrences; one already recorded (a second run) stays as it was. */
    insertSkips: async (rows: EamMaintainSkipTable[]) => {
      for (const row of rows) await db.insertInto('eam_maintain_skip').values(row).onConflict((oc) => oc.columns(['plan_id', 'occurrence_date']).doNothing()).execute();
    },
    skipsOfPlan: (planId: string) => db.selectFrom('eam_maintain_skip').select(['occurrence_date', 'task_id']).where('plan_id', '=', planId).orderBy('occurrence_date', 'desc').execute(),
    skipsOfTask: (taskId: string) => db.selectFrom('eam_maintain_skip').select('occurrence_date').where('task_id', '=', taskId).orderBy('occurrence_date').execute(),

    // ---- tasks ---------------------------------------------------------------------------------------------------
    async taskPage(tenantId: string, f: TaskFilter, now: string, offset: number, limit: number, direction: 'asc' | 'desc') {
      const [list, total] = await Promise.all([
        taskColumns(filteredTasks(tenantId, f, now)).orderBy('t.plan_start_time', direction).orderBy('t.business_code', direction).offset(offset).limit(limit).execute(),
        filteredTasks(tenantId, f, now).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list, total: Number(total.n) };
    },
    /** Tasks by status under the filter, and the open ones past their deadline. */
    async taskCounts(tenantId: string, f: TaskFilter, now: string) {
      const [byStatus, overdue] = await Promise.all([
        filteredTasks(tenantId, f, now).select(['t.status', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('t.status').execute(),
        filteredTasks(tenantId, f, now).where('t.status', 'in', OPEN).where('t.deadline', '<', now)
          .select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { byStatus: byStatus.map((r) => ({ status: r.status, n: Number(r.n) })), overdue: Number(overdue.n) };
    },
    taskView: (tenantId: string, id: string) => taskColumns(taskRows(tenantId)).where('t.id', '=', id).executeTakeFirst(),
    task: (tenantId: string, id: string) => db.selectFrom('eam_maintain_task').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),
    /** The plan's open tasks (wait or acting), whatever its open_task_id says. */
    openTasksOfPlan: (planId: string) =>
      db.selectFrom('eam_maintain_task').select(['id', 'business_code', 'status']).where('plan_id', '=', planId).where('status', 'in', OPEN).execute(),
    taskProjects: (taskId: string) => db.selectFrom('eam_maintain_task_project').selectAll().where('task_id', '=', taskId).orderBy('sort').execute(),
    insertTask: (row: EamMaintainTaskTable) => db.insertInto('eam_maintain_task').values(row).execute(),
    insertTaskProjects: (rows: EamMaintainTaskProjectTable[]) => insertRows(db, 'eam_maintain_task_project', rows),

    /** One conditional UPDATE from the expected status(es): true when this call changed the task. */
    async moveTask(id: string, from: string[], set: Partial<EamMaintainTaskTable>, extra?: 'noProjectPending') {
      let q = db.updateTable('eam_maintain_task').set(set).where('id', '=', id).where('status', 'in', from);
      if (extra === 'noProjectPending') {
        q = q.where((eb) => eb.not(eb.exists(eb.selectFrom('eam_maintain_task_project as p').select('p.id')
          .whereRef('p.task_id', '=', 'eam_maintain_task.id').where('p.status', '=', 'unexecuted'))));
      }
      return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
    },
    updateTaskProject: (id: string, taskId: string, set: Partial<EamMaintainTaskProjectTable>) =>
      db.updateTable('eam_maintain_task_project').set(set).where('id', '=', id).where('task_id', '=', taskId).execute(),

    /** The next business code number of the tenant's day (yyyyMMdd), taken atomically. */
    async nextCodeNumber(tenantId: string, day: string) {
      const row = await db.insertInto('eam_maintain_code_seq').values({ tenant_id: tenantId, day, last: 1 })
        .onConflict((oc) => oc.columns(['tenant_id', 'day']).doUpdateSet((eb) => ({ last: eb('eam_maintain_code_seq.last', '+', 1) })))
        .returning('last').executeTakeFirstOrThrow();
      return Number(row.last);
    },

    /** The asset's snapshot for a task: code, name, model, position path. */
    assetSnapshot: (tenantId: string, assetId: string) =>
      db.selectFrom('eam_asset as a').leftJoin('eam_position as p', 'p.id', 'a.position_id')
        .select(['a.id', 'a.asset_code', 'a.name', 'a.model', 'p.path as position']).where('a.tenant_id', '=', tenantId).where('a.id', '=', assetId)
        .executeTakeFirst(),

    // ---- meters --------------------------------------------------------------------------------------------------
    metersOfAsset: (tenantId: string, assetId: string) =>
      db.selectFrom('eam_asset_meter').selectAll().where('tenant_id', '=', tenantId).where('asset_id', '=', assetId).orderBy('code').execute(),
    meter: (tenantId: string, id: string) => db.selectFrom('eam_asset_meter').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),
    /** The last `limit` readings, newest first. */
    lastReadings: (meterId: string, limit: number) =>
      db.selectFrom('eam_meter_reading').select(['value', 'read_time', 'recorded_by']).where('meter_id', '=', meterId).orderBy('read_time', 'desc').limit(limit).execute(),
    /** The readings since `from` (for the average use). */
    readingsSince: (meterId: string, from: string) =>
      db.selectFrom('eam_meter_reading').select(['value', 'read_time']).where('meter_id', '=', meterId).where('read_time', '>=', from).orderBy('read_time').execute(),
    /** The readings just before (at or before) and just after `at`: a counter must lie between them. */
    async neighbours(meterId: string, at: string) {
      const [before, after] = await Promise.all([
        db.selectFrom('eam_meter_reading').select(['value', 'read_time']).where('meter_id', '=', meterId).where('read_time', '<=', at)
          .orderBy('value', 'desc').limit(1).executeTakeFirst(),
        db.selectFrom('eam_meter_reading').select(['value', 'read_time']).where('meter_id', '=', meterId).where('read_time', '>', at)
          .orderBy('value').limit(1).executeTakeFirst(),
      ]);
      return { before, after };
    },
    insertReading: (row: EamMeterReadingTable) => db.insertInto('eam_meter_reading').values(row).execute(),
    /** Keeps the meter's latest reading: moved only by a reading not older than the one it holds. */
    setMeterLatest: (id: string, value: number, readTime: string) =>
      db.updateTable('eam_asset_meter').set({ last_value: value, last_read_time: readTime }).where('id', '=', id)
        .where((eb) => eb.or([eb('last_read_time', 'is', null), eb('last_read_time', '<=', readTime)])).execute(),
  };
}
export type MaintenanceRepository = ReturnType<typeof createMaintenanceRepository>;

/** Runs one step's writes in one transaction, through a repository over it (and the transaction, for due jobs). */
export const inTransaction = <T>(db: Executor, step: (r: MaintenanceRepository, tx: Executor) => Promise<T>): Promise<T> =>
  db.transaction().execute((tx) => step(createMaintenanceRepository(tx), tx));
export type TaskViewRow = NonNullable<Awaited<ReturnType<MaintenanceRepository['taskView']>>>;
export type PlanViewRow = NonNullable<Awaited<ReturnType<MaintenanceRepository['planView']>>>;
