import type { eamApi } from '@wp/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { retryOnUniqueViolation } from '../../../db/unique-violation.js';
import type { Session } from '../../../platform/auth/session.js';
import type { Clock } from '../../../platform/clock.js';
import { conflict, invalidField, notFound } from '../../../platform/errors.js';
import { t, type Lang } from '../../../platform/messages.js';
import type { OrgDirectoryProvider } from '../../uc/org-directory.js';
import type { MaintenanceAccess } from './access.js';
import type { MaintenanceGeneration } from './generation.js';
import { inTransaction, type MaintenanceRepository } from './maintenance.repository.js';
import { insertNewPlan, planRows, type PlanSpec } from './plan-rows.js';
import type { PlansService } from './plans.service.js';
import { calendarNextOnStart } from './schedule.js';
import type { MaintainGroup, MaintainPlanDeleted, MaintainPlanDetail } from './types.js';

type PlanInput = z.output<NonNullable<typeof eamApi.maintainPlanInsert.body>>;
type PlanUpdate = z.output<NonNullable<typeof eamApi.maintainPlanUpdate.body>>;

/** Plan codes: BYJH-001, BYJH-002 … per tenant (the seed's numbering). */
const CODE_PREFIX = 'BYJH-';
const planCode = (n: number) => `${CODE_PREFIX}${String(n).padStart(3, '0')}`;

/** What a save changes of a plan: never its code, status, schedule or open task. */
const EDITED_COLUMNS = [
  'name', 'asset_id', 'group_id', 'maintain_type', 'trigger_kind', 'interval_every', 'interval_unit', 'start_date', 'end_date',
  'meter_id', 'meter_every', 'last_service_reading', 'timeout', 'info', 'updated_at',
] as const;

/** Thrown inside a delete's transaction when the plan's tasks or schedule moved since they were read: it rolls back and looks again. */
class PlanMoved extends Error {}
/** How often a delete looks again before it gives up (409): a plan moves only as a task of it is generated, started or closed. */
const DELETE_ATTEMPTS = 3;

/**
 * Entering plans: the groups a plan may go to, a new plan, a changed plan, a deleted plan. Who may: the leader of
 * the plan's group or a maintenance manager (of the old group and the new one when a plan moves). Every write of
 * one save or delete, the plan, its projects, its schedule and its tasks, happens in one transaction.
 */
export function createPlanEditingService(deps: {
  db: Db; repo: MaintenanceRepository; clock: Clock; access: MaintenanceAccess; generation: MaintenanceGeneration;
  plans: Pick<PlansService, 'detail'>; organisation: OrgDirectoryProvider;
}) {
  const { db, repo, clock, access, generation, plans, organisation } = deps;
  const nowIso = () => clock.now().toISOString();

  /** 400 naming groupId unless the group is the tenant's; 403 unless the caller may manage it. */
  async function requireGroup(session: Session, actor: Awaited<ReturnType<MaintenanceAccess['actorOf']>>, groupId: string) {
    if (!(await repo.group(session.tenantId, groupId))) throw invalidField('groupId', 'eam.maintenance.groupUnknown', { id: groupId });
    await access.requireManager(session, actor, groupId);
  }

  /**
   * The plan the form describes, its references checked (the asset and the meter are the tenant's, the meter on
   * the asset) and the trigger's own fields required. `keptServiceReading`: the service reading a meter plan keeps
   * when the form gives none and the meter stays.
   */
  async function specOf(session: Session, b: PlanInput, keptServiceReading?: { meterId: string; value: number }): Promise<Omit<PlanSpec, 'code'>> {
    const asset = await repo.assetSnapshot(session.tenantId, b.assetId);
    if (!asset) throw invalidField('assetId', 'eam.maintenance.assetUnknown', { id: b.assetId });
    let trigger: PlanSpec['trigger'];
    if (b.triggerKind === 'meter') {
      if (!b.meterId) throw invalidField('meterId', 'eam.maintenance.triggerFieldMissing');
      const meter = await repo.meter(session.tenantId, b.meterId);
      if (!meter || meter.asset_id !== asset.id) throw invalidField('meterId', 'eam.maintenance.meterNotOfAsset');
      const kept = keptServiceReading?.meterId === meter.id ? keptServiceReading.value : undefined;
      trigger = { kind: 'meter', meterId: meter.id, every: b.every, lastServiceReading: b.lastServiceReading ?? kept ?? Number(meter.last_value ?? 0) };
    } else {
      if (!Number.isInteger(b.every)) throw invalidField('every', 'eam.maintenance.everyWhole');
      if (!b.unit) throw invalidField('unit', 'eam.maintenance.triggerFieldMissing');
      if (!b.startDate) throw invalidField('startDate', 'eam.maintenance.triggerFieldMissing');
      if (b.endDate && b.endDate < b.startDate) throw invalidField('endDate', 'eam.maintenance.endBeforeStart');
      trigger = { kind: b.triggerKind, every: b.every, unit: b.unit, startDate: b.startDate, endDate: b.endDate ?? null };
    }
    return {
      name: b.name, assetId: asset.id, groupId: b.groupId, maintainType: b.maintainType, trigger, timeout: b.timeout, info: b.info ?? null,
      projects: b.projects.map((p) => ({ name: p.name, content: p.content || null, baseCost: p.baseCost })),
    };
  }

  return {
    async groups(session: Session): Promise<MaintainGroup[]> {
      const [rows, actor, org] = await Promise.all([repo.groups(session.tenantId), access.actorOf(session), organisation.forTenant(session.tenantId)]);
      return rows.map((g) => ({
        id: g.id, code: g.code, name: g.name, leader: { id: g.leader_id, name: org.nameOf(g.leader_id) },
        memberCount: Number(g.member_count ?? 0), mayManage: access.mayManage(actor, g.id),
      }));
    },

    /**
     * A new started plan: a calendar plan's first occurrence is scheduled from now on (an anchor already passed is
     * due at once); a meter plan whose meter is past its due reading gets its task now. Two saves at the same
     * moment that took the same code: the plan code's unique constraint refuses the second, which numbers again.
     */
    async insert(session: Session, lang: Lang, b: PlanInput): Promise<MaintainPlanDetail> {
      await requireGroup(session, await access.actorOf(session), b.groupId);
      const spec = await specOf(session, b);
      const id = await retryOnUniqueViolation(() => inTransaction(db, async (r, tx) => {
        const now = nowIso();
        const planId = await insertNewPlan(tx, session.tenantId, { ...spec, code: planCode((await r.lastPlanNumber(session.tenantId, CODE_PREFIX)) + 1) }, now);
        if (spec.trigger.kind === 'meter') await generation.afterReading(r, session.tenantId, spec.trigger.meterId);
        return planId;
      }));
      return plans.detail(session, lang, id);
    },

    /**
     * A changed plan keeps its code, status, history and open task. Its schedule is worked out again from now on,
     * as a start would: the old due job goes, a calendar plan gets its next occurrence (none while a completion
     * plan's task is open), a meter plan already past its due reading gets its task.
     */
    async update(session: Session, lang: Lang, b: PlanUpdate): Promise<MaintainPlanDetail> {
      const current = await repo.plan(session.tenantId, b.id);
      if (!current) throw notFound('eam.maintenance.planNotFound', { id: b.id });
      const actor = await access.actorOf(session);
      await access.requireManager(session, actor, current.group_id);
      if (b.groupId !== current.group_id) await requireGroup(session, actor, b.groupId);
      const kept = current.meter_id && current.last_service_reading !== null ? { meterId: current.meter_id, value: Number(current.last_service_reading) } : undefined;
      const spec = await specOf(session, b, kept);
      await inTransaction(db, async (r, tx) => {
        const plan = await r.plan(session.tenantId, b.id);
        if (!plan) throw notFound('eam.maintenance.planNotFound', { id: b.id });
        const now = nowIso();
        const { plan: row, projects } = planRows(session.tenantId, { ...spec, code: plan.code }, now, plan.id);
        if (!(await r.updatePlan(plan.id, Object.fromEntries(EDITED_COLUMNS.map((c) => [c, row[c]]))))) throw notFound('eam.maintenance.planNotFound', { id: b.id });
        await r.replaceProjects(plan.id, projects);
        if (plan.job_id) await generation.cancelJob(tx, plan.job_id);
        const t = spec.trigger;
        let next: string | null = null;
        if (plan.status === 'start' && t.kind !== 'meter' && !(t.kind === 'completion' && plan.open_task_id)) {
          const rule = { every: t.every, unit: t.unit, startDate: t.startDate, endDate: t.endDate ?? null };
          next = calendarNextOnStart(t.kind, rule, now, t.kind === 'completion' ? await r.lastClosedAt(plan.id) : null);
        }
        await r.setNext(plan.id, next, next ? await generation.scheduleJob(tx, plan.tenant_id, plan.id, next) : null, now);
        if (plan.status === 'start' && t.kind === 'meter') await generation.afterReading(r, session.tenantId, t.meterId);
      });
      return plans.detail(session, lang, b.id);
    },

    /**
     * Deletes a plan (the leader of its group or a maintenance manager): refused (409 naming the task) while one of
     * its tasks is in progress, whose work would lose its plan halfway. Its waiting task is cancelled with the
     * reason, its due job dropped, in one transaction. Its finished and cancelled tasks stay as they were: the row
     * of the plan is kept, marked deleted, rather than removed with a copy of its name on each task, because a
     * task's page shows its plan's code, name and trigger and the occurrences it made up for, which all point at
     * the plan; the KPI roll-ups already counted those tasks, and the plan's code stays its own. A delete and a
     * task's generation exclude each other on the plan row: the delete writes it only if the open task and the
     * job are still those it read, else it looks again; generation takes the open slot only of a plan not deleted.
     */
    async delete(session: Session, lang: Lang, id: string): Promise<MaintainPlanDeleted> {
      const plan = await repo.plan(session.tenantId, id);
      if (!plan) throw notFound('eam.maintenance.planNotFound', { id });
      await access.requireManager(session, await access.actorOf(session), plan.group_id);
      const reason = t(lang, 'eam.maintenance.planDeletedReason', { code: plan.code });
      for (let attempt = 1; ; attempt++) {
        try {
          return await inTransaction(db, async (r, tx) => {
            const current = await r.plan(session.tenantId, id);
            if (!current) throw notFound('eam.maintenance.planNotFound', { id });
            const open = await r.openTasksOfPlan(id);
            const acting = open.find((task) => task.status === 'acting');
            if (acting) throw conflict('eam.maintenance.planInProgress', { code: acting.business_code });
            const now = nowIso();
            for (const task of open) {
              // Started meanwhile: look again (and refuse); cancelled or finished meanwhile: look again.
              if (!(await r.moveTask(task.id, ['wait'], { status: 'cancel', cancel_reason: reason, cancelled_by: session.userId, updated_at: now }))) throw new PlanMoved();
            }
            // A task generated or closed since the read changed open_task_id, a reschedule job_id.
            if (!(await r.markPlanDeleted(id, current, now))) throw new PlanMoved();
            if (current.job_id) await generation.cancelJob(tx, current.job_id);
            return { id, code: current.code, cancelledTaskCodes: open.map((task) => task.business_code) };
          });
        } catch (e) {
          if (!(e instanceof PlanMoved)) throw e;
          if (attempt === DELETE_ATTEMPTS) throw conflict('eam.maintenance.planMoved');
        }
      }
    },
  };
}
export type PlanEditingService = ReturnType<typeof createPlanEditingService>;
