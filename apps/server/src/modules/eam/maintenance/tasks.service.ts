import type { eamApi, EamPaged } from '@wp/contract';
import type { MaintainTaskAction, MaintainTaskDetail, MaintainTaskRow, MaintainTaskStatusCount } from './types.js';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import type { Session } from '../../../platform/auth/session.js';
import type { Clock } from '../../../platform/clock.js';
import { conflict, invalidField, notFound } from '../../../platform/errors.js';
import { t, type Lang } from '../../../platform/messages.js';
import type { FilesService } from '../../files/files.service.js';
import type { OrgDirectoryProvider } from '../../uc/org-directory.js';
import type { Actor, MaintenanceAccess } from './access.js';
import type { MaintenanceGeneration } from './generation.js';
import { inTransaction, PLAN_DELETED, type MaintenanceRepository, type TaskFilter } from './maintenance.repository.js';
import { triggerOf, triggerText, partsOf, picturesOf, toTaskProject, toTaskRow } from './views.js';

type Body<E extends { body?: unknown }> = z.output<NonNullable<E['body']>>;
type PageQuery = Body<typeof eamApi.maintainTaskQueryPagedList>;
type CountQuery = Body<typeof eamApi.maintainTaskQueryStatusCountData>;
type ByAssetQuery = Body<typeof eamApi.maintainTaskQueryByAsset>;
type ExecuteBody = Body<typeof eamApi.maintainTaskExecute>;
type FinishBody = Body<typeof eamApi.maintainTaskFinish>;

/** Files of task photos are granted to the task: whoever may read the task may see them. */
export const TASK_FILE_GRANT = 'eamMaintainTask';

const HOUR_MS = 3_600_000;

/** Maintenance tasks: lists, one task with what the caller may do, and its steps start → execute … → finish, or cancel. */
export function createTasksService(deps: {
  db: Db; repo: MaintenanceRepository; clock: Clock; access: MaintenanceAccess; generation: MaintenanceGeneration;
  organisation: OrgDirectoryProvider; files: Pick<FilesService, 'grant' | 'refusedPhoto'>;
}) {
  const { db, repo, clock, access, generation, organisation, files } = deps;
  const nowIso = () => clock.now().toISOString();
  const namesOf = async (session: Session) => {
    const org = await organisation.forTenant(session.tenantId);
    return (id: string) => org.nameOf(id);
  };

  /** The task's row, or 404 (another tenant's too). */
  async function taskOf(session: Session, id: string) {
    const task = await repo.task(session.tenantId, id);
    if (!task) throw notFound('eam.maintenance.taskNotFound', { id });
    return task;
  }

  /** 409 naming the task's status now: another member moved it first. Read through `r`, the transaction's when in one. */
  async function stale(r: MaintenanceRepository, session: Session, lang: Lang, id: string) {
    const current = await r.task(session.tenantId, id);
    return conflict('eam.maintenance.taskStale', { status: t(lang, `eam.maintenance.status.${(current?.status ?? 'cancel') as 'wait'}`) });
  }

  async function filterOf(session: Session, q: CountQuery & { status?: string; overdue?: boolean }): Promise<TaskFilter> {
    const f: TaskFilter = { status: q.status, overdue: q.overdue, planId: q.planId, assetId: q.assetId, searchValue: q.searchValue };
    if (q.scope === 'mine' || q.scope === 'group') {
      const actor = await access.actorOf(session);
      if (q.scope === 'mine') f.mine = { userId: session.userId, groupIds: actor.groupIds };
      else f.groupIds = actor.groupIds;
    }
    return f;
  }

  function actionsOf(actor: Actor, task: { status: string; group_id: string }): MaintainTaskAction[] {
    const actions: MaintainTaskAction[] = [];
    const member = access.isMember(actor, task.group_id);
    if (task.status === 'wait' && member) actions.push('start');
    if (task.status === 'acting' && member) actions.push('execute', 'finish');
    if ((task.status === 'wait' || task.status === 'acting') && access.mayManage(actor, task.group_id)) actions.push('cancel');
    return actions;
  }

  async function detail(session: Session, lang: Lang, id: string): Promise<MaintainTaskDetail> {
    const view = await repo.taskView(session.tenantId, id);
    if (!view) throw notFound('eam.maintenance.taskNotFound', { id });
    const [nameOf, projects, skips, actor, plan] = await Promise.all([
      namesOf(session), repo.taskProjects(id), repo.skipsOfTask(id), access.actorOf(session),
      // A deleted plan still names the task's origin.
      view.plan_id ? repo.planView(session.tenantId, view.plan_id, true) : Promise.resolve(undefined),
    ]);
    return {
      ...toTaskRow(view, nowIso(), nameOf),
      plan: plan ? { id: plan.id, code: plan.code, name: plan.name, triggerText: triggerText(lang, triggerOf(plan, undefined)), deleted: plan.status === PLAN_DELETED } : null,
      totalCost: Number(view.total_cost), actTotalCost: view.act_total_cost === null ? null : Number(view.act_total_cost),
      result: view.result, cancelReason: view.cancel_reason, cancelledBy: view.cancelled_by ? { id: view.cancelled_by, name: nameOf(view.cancelled_by) } : null,
      projects: projects.map((p) => toTaskProject(p, nameOf)), parts: partsOf(view.parts_json), skippedDates: skips.map((s) => s.occurrence_date),
      actions: actionsOf(actor, view),
    };
  }

  /** Checks the photos of one project (field `projects.<i>.pictureIds`): the caller's uploads (JPEG, PNG, WebP), or the project's own. */
  async function checkPictures(session: Session, field: string, ids: string[], already: string[]) {
    const fresh = [...new Set(ids)].filter((id) => !already.includes(id));
    const refused = await files.refusedPhoto(session, fresh);
    if (refused) throw invalidField(field, refused.reason === 'type' ? 'eam.maintenance.pictureType' : 'eam.maintenance.pictureRefused', { id: refused.id });
    return fresh;
  }

  /** A page of tasks, planned start newest first (or oldest, sortType asc). */
  async function page(session: Session, q: PageQuery): Promise<EamPaged<MaintainTaskRow>> {
    const now = nowIso();
    const [{ list, total }, nameOf] = await Promise.all([
      repo.taskPage(session.tenantId, await filterOf(session, q), now, (q.pageIndex - 1) * q.pageSize, q.pageSize, q.sortType ?? 'desc'),
      namesOf(session),
    ]);
    return { list: list.map((r) => toTaskRow(r, now, nameOf)), pageIndex: q.pageIndex, pageSize: q.pageSize, totalRowCount: total, pageCount: Math.ceil(total / q.pageSize) };
  }

  return {
    detail,
    page,

    /** An asset's maintenance history, newest first; 404 for an asset not of the tenant. */
    async byAsset(session: Session, q: ByAssetQuery): Promise<EamPaged<MaintainTaskRow>> {
      if (!(await repo.assetSnapshot(session.tenantId, q.assetId))) throw notFound('eam.assetNotFound', { code: q.assetId });
      return page(session, { ...q, scope: 'all' });
    },

    async counts(session: Session, q: CountQuery): Promise<MaintainTaskStatusCount> {
      const { byStatus, overdue } = await repo.taskCounts(session.tenantId, await filterOf(session, q), nowIso());
      const of = (status: string) => byStatus.find((r) => r.status === status)?.n ?? 0;
      return { wait: of('wait'), acting: of('acting'), finish: of('finish'), cancel: of('cancel'), overdue };
    },

    /** acting, actStartTime now, the caller its executor: one conditional update from wait. */
    async start(session: Session, lang: Lang, id: string): Promise<MaintainTaskDetail> {
      const task = await taskOf(session, id);
      await access.requireMember(session, await access.actorOf(session), task.group_id);
      const now = nowIso();
      if (!(await repo.moveTask(id, ['wait'], { status: 'acting', executor_id: session.userId, act_start_time: now, updated_at: now }))) throw await stale(repo, session, lang, id);
      return detail(session, lang, id);
    },

    /** Progress on an acting task: the projects given (status, note, photos) and, when given, the parts list. */
    async execute(session: Session, lang: Lang, body: ExecuteBody): Promise<MaintainTaskDetail> {
      const task = await taskOf(session, body.taskId);
      await access.requireMember(session, await access.actorOf(session), task.group_id);
      if (task.status !== 'acting') throw await stale(repo, session, lang, task.id);
      const projects = new Map((await repo.taskProjects(task.id)).map((p) => [p.id, p]));
      const seen = new Set<string>();
      const granted: string[] = [];
      for (const [i, p] of body.projects.entries()) {
        const own = projects.get(p.id);
        if (!own) throw invalidField(`projects.${i}.id`, 'eam.maintenance.projectUnknown', { id: p.id });
        if (seen.has(p.id)) throw invalidField(`projects.${i}.id`, 'eam.maintenance.projectTwice', { id: p.id });
        seen.add(p.id);
        if (p.status === 'none' && !p.content) throw invalidField(`projects.${i}.content`, 'eam.maintenance.noneNeedsReason');
        if (p.pictureIds) granted.push(...(await checkPictures(session, `projects.${i}.pictureIds`, p.pictureIds, picturesOf(own.picture_ids_json))));
      }
      const now = nowIso();
      await inTransaction(db, async (r) => {
        // The guard: the task is still acting when its projects are written (a finish or cancel meanwhile wins).
        if (!(await r.moveTask(task.id, ['acting'], { updated_at: now, ...(body.parts ? { parts_json: JSON.stringify(body.parts) } : {}) }))) throw await stale(r, session, lang, task.id);
        for (const p of body.projects) {
          await r.updateTaskProject(p.id, task.id, {
            status: p.status, result: p.content ?? null, operator_id: session.userId, oper_time: now,
            ...(p.pictureIds ? { picture_ids_json: JSON.stringify([...new Set(p.pictureIds)]) } : {}),
          });
        }
      });
      for (const fileId of granted) await files.grant(fileId, TASK_FILE_GRANT, task.id);
      return detail(session, lang, task.id);
    },

    /** finish from acting with no project unexecuted, in one conditional update; the plan then moves on. */
    async finish(session: Session, lang: Lang, body: FinishBody): Promise<MaintainTaskDetail> {
      const task = await taskOf(session, body.id);
      await access.requireMember(session, await access.actorOf(session), task.group_id);
      const now = nowIso();
      const started = task.act_start_time ?? now;
      const hours = body.actTotalCost ?? Math.round(((Date.parse(now) - Date.parse(started)) / HOUR_MS) * 10) / 10;
      await inTransaction(db, async (r, tx) => {
        const moved = await r.moveTask(task.id, ['acting'], { status: 'finish', act_finish_time: now, act_total_cost: hours, result: body.result ?? null, updated_at: now }, 'noProjectPending');
        if (!moved) {
          const current = await r.task(session.tenantId, task.id);
          if (current?.status !== 'acting') throw await stale(r, session, lang, task.id);
          const pending = (await r.taskProjects(task.id)).filter((p) => p.status === 'unexecuted').map((p) => p.name);
          throw conflict('eam.maintenance.projectsPending', { names: pending.join(lang === 'en-US' ? ', ' : '、') });
        }
        await generation.afterClose(r, tx, task, true);
      });
      return detail(session, lang, task.id);
    },

    /** cancel from wait or acting, by the group's leader or a manager, with the reason. */
    async cancel(session: Session, lang: Lang, id: string, reason: string): Promise<MaintainTaskDetail> {
      const task = await taskOf(session, id);
      await access.requireManager(session, await access.actorOf(session), task.group_id);
      const now = nowIso();
      await inTransaction(db, async (r, tx) => {
        if (!(await r.moveTask(id, ['wait', 'acting'], { status: 'cancel', cancel_reason: reason, cancelled_by: session.userId, updated_at: now }))) throw await stale(r, session, lang, id);
        await generation.afterClose(r, tx, task, false);
      });
      return detail(session, lang, id);
    },

    /** Whether a task of the caller's tenant exists (files granted to it are readable by the whole tenant). */
    readable: async (session: Session, id: string) => Boolean(await repo.task(session.tenantId, id)),
  };
}
export type TasksService = ReturnType<typeof createTasksService>;
