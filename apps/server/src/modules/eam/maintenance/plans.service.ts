import type { eamApi, EamPaged } from '@wp/contract';
import type { MaintainPlanAction, MaintainPlanDetail, MaintainPlanRow } from './types.js';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import type { Session } from '../../../platform/auth/session.js';
import type { Clock } from '../../../platform/clock.js';
import { conflict, notFound } from '../../../platform/errors.js';
import type { Lang } from '../../../platform/messages.js';
import type { OrgDirectoryProvider } from '../../uc/org-directory.js';
import type { MaintenanceAccess } from './access.js';
import type { MaintenanceGeneration } from './generation.js';
import { inTransaction, type MaintenanceRepository, type PlanViewRow } from './maintenance.repository.js';
import type { MetersService } from './meters.service.js';
import { calendarNextOnStart, completionProjection, fixedOccurrencesFrom, meterProjection, occurrenceTime, plantDateOf } from './schedule.js';
import type { TasksService } from './tasks.service.js';
import { calendarRuleOf, nextTimeOf, toPlanRow, toTaskRow, triggerOf, type MeterState } from './views.js';

type PageQuery = z.output<NonNullable<typeof eamApi.maintainPlanQueryPagedList.body>>;

/** How many of a plan's tasks its page shows, newest first. */
const PLAN_TASKS_SHOWN = 20;
const OCCURRENCES_SHOWN = 5;

/** Maintenance plans: the list, one plan with its schedule and history, start, stop and 立即生成. */
export function createPlansService(deps: {
  db: Db; repo: MaintenanceRepository; clock: Clock; access: MaintenanceAccess; generation: MaintenanceGeneration;
  meters: Pick<MetersService, 'stateOf'>; tasks: Pick<TasksService, 'detail'>; organisation: OrgDirectoryProvider;
}) {
  const { db, repo, clock, access, generation, meters, tasks, organisation } = deps;
  const nowIso = () => clock.now().toISOString();

  async function planOf(session: Session, id: string) {
    const plan = await repo.plan(session.tenantId, id);
    if (!plan) throw notFound('eam.maintenance.planNotFound', { id });
    return plan;
  }

  /** Why a status change found the plan otherwise: deleted meanwhile (404), or already in the status asked for (409). */
  const notStatus = async (r: MaintenanceRepository, session: Session, id: string, already: 'eam.maintenance.planStarted' | 'eam.maintenance.planStopped') =>
    ((await r.plan(session.tenantId, id)) ? conflict(already) : notFound('eam.maintenance.planNotFound', { id }));

  const meterStateOf = async (p: PlanViewRow): Promise<MeterState | undefined> => (p.meter_id ? meters.stateOf(p.meter_id) : undefined);

  /** The next due times the plan's page lists (none while stopped; a waiting completion or meter plan lists none either). */
  function nextOccurrences(p: PlanViewRow, meter: MeterState | undefined): string[] {
    const trigger = triggerOf(p, meter);
    const next = nextTimeOf(p, trigger);
    if (!next) return [];
    if (trigger.kind === 'meter') {
      return meterProjection({ every: trigger.every, lastServiceReading: trigger.lastServiceReading }, meter?.latest ?? null, meter?.perDay ?? null, OCCURRENCES_SHOWN);
    }
    const rule = calendarRuleOf(p)!;
    if (trigger.kind === 'fixed') return fixedOccurrencesFrom(rule, next, OCCURRENCES_SHOWN).map(occurrenceTime);
    // A completion plan due at once (resumed late) is planned at that moment, not at 08:00.
    const [first, ...rest] = completionProjection(rule, plantDateOf(next), OCCURRENCES_SHOWN);
    return first ? [next, ...rest.map(occurrenceTime)] : [];
  }

  async function detail(session: Session, lang: Lang, id: string): Promise<MaintainPlanDetail> {
    const p = await repo.planView(session.tenantId, id);
    if (!p) throw notFound('eam.maintenance.planNotFound', { id });
    const now = nowIso();
    const [meter, projects, recent, skips, actor, org] = await Promise.all([
      meterStateOf(p), repo.projectsOf(id), repo.taskPage(session.tenantId, { planId: id }, now, 0, PLAN_TASKS_SHOWN, 'desc'), repo.skipsOfPlan(id),
      access.actorOf(session), organisation.forTenant(session.tenantId),
    ]);
    const actions: MaintainPlanAction[] = [];
    if (access.mayManage(actor, p.group_id)) {
      actions.push(p.status === 'start' ? 'stop' : 'start');
      if (!p.open_task_id) actions.push('createTask');
      actions.push('update', 'delete');
    }
    return {
      ...toPlanRow(p, lang, meter),
      timeout: Number(p.timeout), totalCost: Math.round(projects.reduce((sum, x) => sum + Number(x.base_cost), 0) * 100) / 100, info: p.info, endDate: p.end_date,
      projects: projects.map((x) => ({ id: x.id, code: x.code, name: x.name, content: x.content, baseCost: Number(x.base_cost), sort: Number(x.sort) })),
      nextOccurrences: nextOccurrences(p, meter),
      tasks: recent.list.map((r) => toTaskRow(r, now, (u) => org.nameOf(u))), taskCount: recent.total,
      skippedCount: skips.length, skippedDates: skips.map((s) => s.occurrence_date),
      actions,
    };
  }


  return {
    detail,

    async page(session: Session, lang: Lang, q: PageQuery): Promise<EamPaged<MaintainPlanRow>> {
      const { list, total } = await repo.planPage(session.tenantId, q, (q.pageIndex - 1) * q.pageSize, q.pageSize, q.sortType ?? 'asc');
      const rows = await Promise.all(list.map(async (p) => toPlanRow(p, lang, await meterStateOf(p))));
      return { list: rows, pageIndex: q.pageIndex, pageSize: q.pageSize, totalRowCount: total, pageCount: Math.ceil(total / q.pageSize) };
    },

    /**
     * Starts a stopped plan: a calendar plan's next occurrence is scheduled from now on (nothing is generated for
     * the time it was stopped); a meter plan waits for its next crossing reading.
     */
    async start(session: Session, lang: Lang, id: string): Promise<MaintainPlanDetail> {
      const plan = await planOf(session, id);
      await access.requireManager(session, await access.actorOf(session), plan.group_id);
      const now = nowIso();
      await inTransaction(db, async (r, tx) => {
        const rule = calendarRuleOf(plan);
        const kind = plan.trigger_kind;
        let next: string | null = null;
        if (rule && (kind === 'fixed' || kind === 'completion') && !(kind === 'completion' && plan.open_task_id)) {
          next = calendarNextOnStart(kind, rule, now, kind === 'completion' ? await r.lastClosedAt(plan.id) : null);
        }
        if (!(await r.setPlanStatus(plan.id, 'stop', 'start', next, null, now))) throw await notStatus(r, session, id, 'eam.maintenance.planStarted');
        if (next) await r.setNext(plan.id, next, await generation.scheduleJob(tx, plan.tenant_id, plan.id, next), now);
      });
      return detail(session, lang, id);
    },

    /** Stops a plan: its scheduled job goes; its open task stays. */
    async stop(session: Session, lang: Lang, id: string): Promise<MaintainPlanDetail> {
      const plan = await planOf(session, id);
      await access.requireManager(session, await access.actorOf(session), plan.group_id);
      await inTransaction(db, async (r, tx) => {
        const current = await r.plan(session.tenantId, id);
        if (!(await r.setPlanStatus(id, 'start', 'stop', null, null, nowIso()))) throw await notStatus(r, session, id, 'eam.maintenance.planStopped');
        if (current?.job_id) await generation.cancelJob(tx, current.job_id);
      });
      return detail(session, lang, id);
    },

    /** 立即生成: a task planned now, unless the plan has one open (409 naming it). The schedule stays as it was. */
    async createTask(session: Session, lang: Lang, id: string) {
      const plan = await planOf(session, id);
      await access.requireManager(session, await access.actorOf(session), plan.group_id);
      const taskId = await inTransaction(db, (r) => generation.createTask(r, plan, nowIso()));
      if (!taskId) {
        // No slot: the plan has an open task, or was deleted since it was read.
        const current = await repo.plan(session.tenantId, id);
        if (!current) throw notFound('eam.maintenance.planNotFound', { id });
        const code = current.open_task_id ? (await repo.task(session.tenantId, current.open_task_id))?.business_code : undefined;
        throw conflict('eam.maintenance.openTask', { code: code ?? '' });
      }
      return tasks.detail(session, lang, taskId);
    },
  };
}
export type PlansService = ReturnType<typeof createPlansService>;
