import type { Db } from '../../../db/database.js';
import type { EamMaintainPlanTable, EamMaintainTaskTable } from '../../../db/schema.js';
import { newId, type Clock } from '../../../platform/clock.js';
import type { Job } from '../../jobs/executor.js';
import { jobRow } from '../../jobs/index.js';
import type { JobsRepository } from '../../jobs/jobs.repository.js';
import { inTransaction, type MaintenanceRepository } from './maintenance.repository.js';
import { completionNext, fixedRun, meterCrossed, occurrenceTime, plantDateOf } from './schedule.js';
import { calendarRuleOf } from './views.js';

/** The due job of a started calendar plan: generates the task of the occurrence it stands for. */
export const MAINTAIN_PLAN_JOB = 'eam.maintainPlan';
interface PlanJobPayload { planId: string; at: string }

type Plan = EamMaintainPlanTable;
const HOUR_MS = 3_600_000;

/** BY + the planned start's plant date + the day's number: BY20260615-003. */
const businessCode = (day: string, n: number) => `BY${day}-${String(n).padStart(3, '0')}`;

/**
 * Task generation and the plan schedule: one task per occurrence and one open task per plan, whoever asks (the
 * due job, 立即生成, a meter reading) and however often (a job run twice). Every write of one step happens in
 * the caller's transaction through the repository over it.
 */
export function createMaintenanceGeneration(deps: { db: Db; jobs: Pick<JobsRepository, 'insert' | 'cancel'>; clock: Clock }) {
  const { db, jobs, clock } = deps;
  const nowIso = () => clock.now().toISOString();

  /** Schedules the plan's job for the occurrence at `at`, in the transaction; answers the job's id. */
  async function scheduleJob(tx: Db, tenantId: string, planId: string, at: string): Promise<string> {
    const id = newId();
    await jobs.insert([jobRow({ id, tenantId, kind: MAINTAIN_PLAN_JOB, payload: { planId, at } satisfies PlanJobPayload, dueAt: at }, nowIso())], tx);
    return id;
  }

  /** Drops a scheduled job (a stopped plan's, a rescheduled one's), in the transaction. */
  const cancelJob = (tx: Db, jobId: string) => jobs.cancel([jobId], tx);

  /**
   * Creates the plan's task planned at `planStartTime` when the plan has none open (else null): the asset's
   * snapshot, a copy of the projects, and the occurrences it makes up for recorded as skipped.
   */
  async function createTask(repo: MaintenanceRepository, plan: Plan, planStartTime: string, makesUpFor: string[] = []): Promise<string | null> {
    const now = nowIso();
    const taskId = newId();
    if (!(await repo.takeOpenSlot(plan.id, taskId, planStartTime, now))) return null;
    const [asset, projects] = await Promise.all([repo.assetSnapshot(plan.tenant_id, plan.asset_id), repo.projectsOf(plan.id)]);
    if (!asset) throw new Error(`maintenance plan ${plan.id}: its asset ${plan.asset_id} is gone`);
    const day = plantDateOf(planStartTime).replaceAll('-', '');
    const n = await repo.nextCodeNumber(plan.tenant_id, day);
    const totalCost = projects.reduce((sum, p) => sum + Number(p.base_cost), 0);
    const task: EamMaintainTaskTable = {
      id: taskId, tenant_id: plan.tenant_id, business_code: businessCode(day, n), name: plan.name, plan_id: plan.id, maintain_type: plan.maintain_type,
      status: 'wait', asset_id: asset.id, asset_code: asset.asset_code, asset_name: asset.name, asset_model: asset.model, asset_position: asset.position,
      group_id: plan.group_id, executor_id: null, plan_start_time: planStartTime, timeout: Number(plan.timeout),
      deadline: new Date(Date.parse(planStartTime) + Number(plan.timeout) * HOUR_MS).toISOString(), act_start_time: null, act_finish_time: null,
      total_cost: Math.round(totalCost * 100) / 100, act_total_cost: null, result: null, cancel_reason: null, cancelled_by: null, parts_json: '[]',
      created_at: now, updated_at: now,
    };
    await repo.insertTask(task);
    await repo.insertTaskProjects(projects.map((p) => ({
      id: newId(), tenant_id: plan.tenant_id, task_id: taskId, code: p.code, name: p.name, content: p.content, base_cost: Number(p.base_cost), sort: Number(p.sort),
      status: 'unexecuted', result: null, picture_ids_json: '[]', operator_id: null, oper_time: null,
    })));
    await recordSkips(repo, plan, makesUpFor, taskId);
    return taskId;
  }

  const recordSkips = (repo: MaintenanceRepository, plan: Plan, dates: string[], taskId: string | null) =>
    repo.insertSkips(dates.map((date) => ({ id: newId(), tenant_id: plan.tenant_id, plan_id: plan.id, occurrence_date: date, task_id: taskId, recorded_at: nowIso() })));

  /**
   * The job of a calendar plan's occurrence. It does nothing unless the plan is started and still waits for this
   * occurrence (a second run, a stop, a reschedule); else it takes the occurrence, schedules the next one, and
   * creates the task of the latest occurrence now due — or, while the plan's task is still open, records the
   * occurrences as skipped (Odoo's "N occurrence(s) skipped").
   */
  async function runPlanJob(job: Job): Promise<void> {
    const { planId, at } = job.payload as PlanJobPayload;
    await inTransaction(db, async (repo, tx) => {
      const plan = await repo.plan(job.tenantId, planId);
      if (!plan || plan.status !== 'start' || plan.next_time !== at) return;
      const rule = calendarRuleOf(plan);
      if (!rule) return;
      const now = nowIso();
      // A fixed plan catches up: every occurrence up to now is due, the next one follows now. A completion plan
      // has its one occurrence; its next waits for the task's close.
      const run = plan.trigger_kind === 'fixed' ? fixedRun(rule, at, now) : { due: [plantDateOf(at)], next: null };
      if (run.due.length === 0) return;
      const nextAt = run.next ? occurrenceTime(run.next) : null;
      // The claim comes first: of two runs of this job only one gets past it. The next job is then its to write.
      if (!(await repo.claimOccurrence(plan.id, at, nextAt, null, now))) return;
      if (nextAt) await repo.setNext(plan.id, nextAt, await scheduleJob(tx, plan.tenant_id, plan.id, nextAt), now);
      const startTime = plan.trigger_kind === 'fixed' ? occurrenceTime(run.due.at(-1)!) : at;
      const created = await createTask(repo, plan, startTime, run.due.slice(0, -1));
      if (!created) {
        const open = await repo.plan(plan.tenant_id, plan.id);
        await recordSkips(repo, plan, run.due, open?.open_task_id ?? null);
      }
    });
  }

  /**
   * What a task's close (finish or cancel) does to its plan, in the close's transaction: the plan's slot is free;
   * a finished meter task sets the service reading to the meter's value; a completion plan is scheduled
   * `every` units after the close.
   */
  async function afterClose(repo: MaintenanceRepository, tx: Db, task: Pick<EamMaintainTaskTable, 'id' | 'tenant_id' | 'plan_id'>, finished: boolean): Promise<void> {
    if (!task.plan_id) return;
    const plan = await repo.plan(task.tenant_id, task.plan_id);
    if (!plan || plan.open_task_id !== task.id) return;
    const now = nowIso();
    let serviceReading: number | undefined;
    if (finished && plan.trigger_kind === 'meter' && plan.meter_id) {
      const meter = await repo.meter(plan.tenant_id, plan.meter_id);
      if (meter?.last_value !== null && meter?.last_value !== undefined) serviceReading = Number(meter.last_value);
    }
    await repo.releaseOpenSlot(plan.id, task.id, serviceReading, now);
    const rule = calendarRuleOf(plan);
    if (plan.trigger_kind !== 'completion' || plan.status !== 'start' || !rule) return;
    const date = completionNext(rule, now);
    if (plan.job_id) await cancelJob(tx, plan.job_id);
    const nextAt = date ? occurrenceTime(date) : null;
    const jobId = nextAt ? await scheduleJob(tx, plan.tenant_id, plan.id, nextAt) : null;
    await repo.setNext(plan.id, nextAt, jobId, now);
  }

  /** After a reading: the started meter plans of the meter that it brought to their due value get their task. */
  async function afterReading(repo: MaintenanceRepository, tenantId: string, meterId: string): Promise<string[]> {
    const meter = await repo.meter(tenantId, meterId);
    if (meter?.last_value === null || meter?.last_value === undefined) return [];
    const created: string[] = [];
    for (const plan of await repo.meterPlans(meterId)) {
      if (plan.open_task_id || plan.meter_every === null) continue;
      if (!meterCrossed({ every: Number(plan.meter_every), lastServiceReading: Number(plan.last_service_reading ?? 0) }, Number(meter.last_value))) continue;
      const id = await createTask(repo, plan, nowIso());
      if (id) created.push(id);
    }
    return created;
  }

  return { scheduleJob, cancelJob, createTask, runPlanJob, afterClose, afterReading };
}
export type MaintenanceGeneration = ReturnType<typeof createMaintenanceGeneration>;
