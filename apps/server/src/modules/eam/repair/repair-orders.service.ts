import type { eamApi, EamPaged } from '@wp/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import type { Session } from '../../../platform/auth/session.js';
import { newId, type Clock } from '../../../platform/clock.js';
import { conflict, forbidden, invalidField, notFound } from '../../../platform/errors.js';
import { t, type Lang, type MessageKey } from '../../../platform/messages.js';
import { formatPlantDate } from '../../sys/date-format.js';
import type { InstanceOutcomeChange } from '../../bpm-runtime/actions/outcome-listeners.js';
import type { BpmRuntimeProvides } from '../../bpm-runtime/index.js';
import type { OrgDirectoryProvider, OrgSnapshot } from '../../uc/org-directory.js';
import type { EamAuthService } from '../auth/eam-auth.service.js';
import { startApproval } from './repair-approval.js';
import { actionsFor, LABEL_OF, nextStatus, roleAllows, type RepairEvent, type RepairRole } from './repair-machine.js';
import type { OrderDetailRow, OrderFilter, OrderListRow, OrderScope, RepairOrdersRepository } from './repair-orders.repository.js';
import type { RepairPhotos } from './repair-photos.js';
import type { RepairSettingsRepository } from './repair-settings.repository.js';
import { isRepairManager } from './repair-settings.service.js';
import { retryOnUniqueViolation } from '../../../db/unique-violation.js';

type FailureCause = eamApi.FailureCause;
type FailureMechanism = eamApi.FailureMechanism;
type FailureMode = eamApi.FailureMode;
type RepairAcceptance = eamApi.RepairAcceptance;
type RepairAction = eamApi.RepairAction;
type RepairOrderAct = eamApi.RepairOrderAct;
type RepairOrderDetail = eamApi.RepairOrderDetail;
type RepairOrderRow = eamApi.RepairOrderRow;
type RepairPart = eamApi.RepairPart;
type RepairProcessLabel = eamApi.RepairProcessLabel;
type RepairStatus = eamApi.RepairStatus;
type RepairStatusCount = eamApi.RepairStatusCount;
type RepairType = eamApi.RepairType;

type Body<E extends { body?: z.ZodType }> = z.output<NonNullable<E['body']>>;
type Caller = { session: Session; lang: Lang };
type OrderRow = NonNullable<Awaited<ReturnType<RepairOrdersRepository['row']>>>;

const HOUR = 3_600_000;
/** How far ahead of the server's clock a device's downtime end may be (its clock may run a little fast). */
const CLOCK_SKEW_MS = 5 * 60_000;
/** Times are entered to the minute (the downtime end): a time up to a minute before an instant may stand for it. */
const ENTRY_PRECISION_MS = 60_000;
/** The plant's language: the timeline's own words (a dispatch, an approval's verdict) are written once, in it. */
const PLANT_LANG: Lang = 'zh-CN';

const ids = (json: string): string[] => {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};
const num = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** The refusal of an action the order's status does not allow (or no longer allows: someone was faster). */
const STALE: Record<RepairEvent, MessageKey> = {
  approve: 'eam.repair.notDispatchable', refuse: 'eam.repair.notDispatchable', dispatch: 'eam.repair.notDispatchable', cancel: 'eam.repair.notCancellable',
  start: 'eam.repair.notStartable', finish: 'eam.repair.notFinishable', accept: 'eam.repair.notAcceptable', fail: 'eam.repair.notAcceptable',
};
const FORBIDDEN: Record<RepairAction, MessageKey> = {
  dispatch: 'eam.repair.dispatchForbidden', cancel: 'eam.repair.cancelForbidden', start: 'eam.repair.workForbidden', finish: 'eam.repair.workForbidden',
  accept: 'eam.repair.acceptForbidden',
};
/** The success message of each action. */
const DONE: Record<RepairEvent, MessageKey> = {
  approve: 'eam.ok', refuse: 'eam.ok', dispatch: 'eam.repair.dispatched', cancel: 'eam.repair.cancelled', start: 'eam.repair.started',
  finish: 'eam.repair.finished', accept: 'eam.repair.accepted', fail: 'eam.repair.rejected',
};

/**
 * Repair orders: report, dispatch, work order (start, finish), acceptance, cancel, and the approval's verdict.
 * Rules: every user of the tenant reports and reads; the team's leader or a manager dispatches to it, its
 * executor or a member starts and finishes, the reporter or a manager accepts and cancels. Each step is one
 * transaction: a status UPDATE guarded by the status read (the loser of a race gets 409), its timeline row, and
 * its other writes (the work order, the verdict, the asset's status).
 */
export function createRepairOrdersService(deps: {
  repo: RepairOrdersRepository; settings: RepairSettingsRepository; clock: Clock; auth: Pick<EamAuthService, 'rightsOf'>;
  organisation: OrgDirectoryProvider; photos: RepairPhotos; instances: Pick<BpmRuntimeProvides['instances'], 'start'>;
}) {
  const { repo, settings, clock, auth, organisation, photos, instances } = deps;
  const nowIso = () => clock.now().toISOString();

  async function roleOf(session: Session, order: Pick<OrderRow, 'report_user_id' | 'executor_id' | 'group_id'>): Promise<RepairRole> {
    const [manager, teams] = await Promise.all([isRepairManager(auth, session), repo.teamsOf(session.tenantId, session.userId)]);
    const me = session.userId;
    return {
      manager,
      reporter: order.report_user_id === me,
      worker: order.executor_id === me || (order.group_id !== null && teams.some((g) => g.id === order.group_id)),
      leader: teams.some((g) => g.leader_id === me && g.status === 'enable'),
    };
  }

  async function orderOf(session: Session, id: string): Promise<OrderRow> {
    const row = await repo.row(session.tenantId, id);
    if (!row) throw notFound('eam.repair.orderNotFound', { id });
    return row;
  }

  /** Refuses an action the caller's role does not allow (403), then one the status does not (409). */
  function mustMay(order: OrderRow, role: RepairRole, action: RepairAction, event: RepairEvent): RepairStatus {
    if (!roleAllows(action, role)) throw forbidden(FORBIDDEN[action]);
    const next = nextStatus(order.repair_status as RepairStatus, event);
    if (!next) throw conflict(STALE[event]);
    return next;
  }

  /** One step: the guarded status change, its timeline row and the step's other writes, in one transaction. */
  async function step(order: OrderRow, event: RepairEvent, next: RepairStatus, opts: {
    userId: string | null; set?: Record<string, unknown>; content?: string | null; pictureIds?: string[]; at?: string;
    more?: (tx: Db, at: string) => Promise<void>;
  }, ex?: Db): Promise<void> {
    const at = opts.at ?? nowIso();
    const run = async (tx: Db) => {
      const moved = await repo.transition(tx, order.tenant_id, order.id, order.repair_status, { ...opts.set, repair_status: next, updated_at: at });
      if (!moved) throw conflict(STALE[event]);
      await repo.appendProcess(tx, {
        id: newId(), tenant_id: order.tenant_id, order_id: order.id, label: LABEL_OF[event], process_content: opts.content ?? null,
        picture_ids: JSON.stringify(opts.pictureIds ?? []), rcd_time: at, user_id: opts.userId,
      });
      // Leaving the open statuses ends the asset's downtime (unless another of its orders keeps it down).
      if (order.asset_down === 1 && (next === 'finish' || next === 'cancel')) await repo.assetUp(tx, order.tenant_id, order.asset_id, at);
      // A cancelled request hands its inspection defect back to the follow-up list.
      if (next === 'cancel' && order.source_abnormal_id) await repo.unmarkAbnormal(tx, order.tenant_id, order.source_abnormal_id, order.id);
      await opts.more?.(tx, at);
    };
    if (ex) await run(ex);
    else await repo.inTransaction(run);
  }

  const toRow = (r: OrderListRow, dir: OrgSnapshot, now: number): RepairOrderRow => {
    const deadline = r.response_deadline;
    const startedLate = r.started_at !== null && r.started_at > deadline;
    const waitingLate = r.started_at === null && r.repair_status !== 'cancel' && now > Date.parse(deadline);
    const pictureIds = ids(r.picture_ids);
    return {
      id: r.id, businessCode: r.business_code, repairStatus: r.repair_status as RepairStatus, assetId: r.asset_id, assetCode: r.asset_code, assetName: r.asset_name,
      positionName: r.position_name, content: r.content, categoryTplName: r.tpl_name, urgency: { id: r.urgency_id, code: r.urgency_code, name: r.urgency_name },
      repairType: r.repair_type as RepairType, assetDown: Number(r.asset_down) === 1, reporter: { id: r.report_user_id, name: dir.nameOf(r.report_user_id) },
      reportedAt: r.reported_at, planFinishDate: r.plan_finish_date, groupName: r.group_name,
      executor: r.executor_id ? { id: r.executor_id, name: dir.nameOf(r.executor_id) } : null,
      responseDeadline: deadline, responseOverdue: startedLate || waitingLate, pictureId: pictureIds[0] ?? null,
    };
  };

  async function detail(session: Session, id: string): Promise<RepairOrderDetail> {
    const r: OrderDetailRow | undefined = await repo.detail(session.tenantId, id);
    if (!r) throw notFound('eam.repair.orderNotFound', { id });
    const [dir, acts, acceptances, timeline, role] = await Promise.all([
      organisation.forTenant(session.tenantId), repo.acts(id), repo.acceptances(id), repo.timeline(id),
      roleOf(session, { report_user_id: r.report_user_id, executor_id: r.executor_id, group_id: r.group_id }),
    ]);
    const user = (uid: string) => ({ id: uid, name: dir.nameOf(uid) });
    const actList: RepairOrderAct[] = acts.map((a) => ({
      id: a.id, attempt: Number(a.attempt), executor: user(a.executor_id), startedAt: a.started_at, finishedAt: a.finished_at, cause: a.cause, remedy: a.remedy,
      failureMode: a.failure_mode as FailureMode | null, failureMechanism: a.failure_mechanism as FailureMechanism | null, failureCause: a.failure_cause as FailureCause | null,
      parts: JSON.parse(a.parts_json) as RepairPart[], laborHours: num(a.labor_hours), cost: num(a.cost), downtimeEnd: a.downtime_end, pictureIds: ids(a.picture_ids),
      notes: a.notes,
    }));
    const acceptanceList: RepairAcceptance[] = acceptances.map((a) => ({
      id: a.id, acceptResult: a.accept_result as RepairAcceptance['acceptResult'], notes: a.notes, actualCost: num(a.actual_cost), accepter: user(a.accepter_id),
      acceptedAt: a.accepted_at,
    }));
    const row = toRow(r, dir, clock.now().getTime());
    return {
      ...row,
      pictureIds: ids(r.picture_ids), sourceAbnormalId: r.source_abnormal_id, procId: r.proc_id,
      asset: { id: r.asset_id, assetCode: r.asset_code, name: r.asset_name, model: r.asset_model, positionName: r.position_name, assetStatus: r.asset_status },
      categoryTpl: r.category_tpl_id && r.tpl_code && r.tpl_name ? {
        id: r.category_tpl_id, code: r.tpl_code, name: r.tpl_name, repairSolution: r.tpl_solution, costTime: num(r.tpl_cost_time),
        categoryName: r.tpl_category_name ?? '', categoryHierarchyName: r.tpl_category_hierarchy ?? '',
      } : null,
      urgency: { ...row.urgency, responseHours: Number(r.response_hours) },
      dispatch: r.group_id && r.executor_id && r.dispatcher_id ? {
        group: { id: r.group_id, name: r.group_name ?? '', leader: user(r.group_leader_id ?? '') }, executor: user(r.executor_id), dispatcher: user(r.dispatcher_id),
      } : null,
      act: actList.at(-1) ?? null, acts: actList,
      acceptance: acceptanceList.at(-1) ?? null, acceptances: acceptanceList,
      times: {
        reportedAt: r.reported_at, approvedAt: r.approved_at, dispatchedAt: r.dispatched_at, startedAt: r.started_at, finishedAt: r.finished_at,
        acceptedAt: r.accepted_at, cancelledAt: r.cancelled_at, downtimeEnd: r.downtime_end,
      },
      timeline: timeline.map((p) => ({
        id: p.id, label: p.label as RepairProcessLabel, processContent: p.process_content, pictureIds: ids(p.picture_ids), rcdTime: p.rcd_time,
        user: p.user_id ? user(p.user_id) : null,
      })),
      actions: actionsFor(r.repair_status as RepairStatus, role),
    };
  }

  const scopeOf = (session: Session, scope: 'reported' | 'team' | 'all'): OrderScope =>
    (scope === 'all' ? { kind: 'all' } : { kind: scope, userId: session.userId });

  async function page(session: Session, f: OrderFilter, q: { pageIndex: number; pageSize: number; sortType?: 'asc' | 'desc' }): Promise<EamPaged<RepairOrderRow>> {
    const [{ list, total }, dir] = await Promise.all([
      repo.page(session.tenantId, f, (q.pageIndex - 1) * q.pageSize, q.pageSize, q.sortType ?? 'desc'), organisation.forTenant(session.tenantId),
    ]);
    const now = clock.now().getTime();
    return { list: list.map((r) => toRow(r, dir, now)), pageIndex: q.pageIndex, pageSize: q.pageSize, totalRowCount: total, pageCount: Math.ceil(total / q.pageSize) };
  }

  /** The next business code of the day: BX yyyyMMdd-nnn, read in the creating transaction. */
  async function businessCode(tx: Db, tenantId: string, at: Date): Promise<string> {
    const prefix = `BX${formatPlantDate(at, 'yyyyMMdd')}-`;
    const last = await repo.lastCode(tx, tenantId, prefix);
    const n = last ? Number(last.slice(prefix.length)) + 1 : 1;
    return `${prefix}${String(n).padStart(3, '0')}`;
  }

  return {
    detail,

    /** Reports a fault: the order waits for dispatch, or for the approval the plant's setting names. */
    async create(c: Caller, b: Body<typeof eamApi.repairOrderCreate>): Promise<RepairOrderDetail> {
      const { session } = c;
      const tenantId = session.tenantId;
      const asset = await repo.asset(tenantId, b.assetId);
      if (!asset) throw invalidField('assetId', 'eam.repair.unknownAsset', { id: b.assetId });
      const tpl = b.categoryTplId ? await settings.tplById(tenantId, b.categoryTplId) : undefined;
      if (b.categoryTplId && !tpl) throw invalidField('categoryTplId', 'eam.repair.unknownTpl', { id: b.categoryTplId });
      const urgency = await settings.urgencyById(tenantId, b.urgencyId);
      if (!urgency) throw invalidField('urgencyId', 'eam.repair.unknownUrgency', { id: b.urgencyId });
      const now = clock.now();
      if (b.planFinishDate && b.planFinishDate < formatPlantDate(now, 'yyyy-MM-dd')) throw invalidField('planFinishDate', 'eam.repair.planFinishPast');
      if (b.sourceAbnormalId) {
        const abnormal = await repo.abnormal(tenantId, b.sourceAbnormalId);
        if (!abnormal) throw invalidField('sourceAbnormalId', 'eam.repair.unknownAbnormal', { id: b.sourceAbnormalId });
        if (abnormal.asset_id && abnormal.asset_id !== b.assetId) throw invalidField('sourceAbnormalId', 'eam.repair.abnormalOtherAsset');
        if (abnormal.status !== 'not_process') throw conflict('eam.repair.abnormalProcessed', { field: 'sourceAbnormalId' });
      }
      await photos.check(session, 'pictureIds', b.pictureIds);
      const approvalKey = await settings.approvalKey(tenantId);

      const id = newId();
      const at = now.toISOString();
      const assetDown = b.assetDown === 'yes';
      const insert = (tx: Db) => async () => {
        await repo.insertOrder(tx, {
          id, tenant_id: tenantId, business_code: await businessCode(tx, tenantId, now), asset_id: b.assetId, category_tpl_id: b.categoryTplId ?? null,
          urgency_id: b.urgencyId, content: b.content, picture_ids: JSON.stringify(b.pictureIds), asset_down: assetDown ? 1 : 0,
          plan_finish_date: b.planFinishDate ?? null, repair_type: b.repairType, source_abnormal_id: b.sourceAbnormalId ?? null,
          repair_status: approvalKey ? 'approval' : 'not_dispatch', proc_id: null, report_user_id: session.userId, reported_at: at,
          response_deadline: new Date(now.getTime() + Number(urgency.response_hours) * HOUR).toISOString(), approved_at: null, group_id: null, executor_id: null,
          dispatcher_id: null, dispatched_at: null, started_at: null, finished_at: null, accepted_at: null, cancelled_at: null, downtime_end: null, updated_at: at,
        });
        await repo.appendProcess(tx, {
          id: newId(), tenant_id: tenantId, order_id: id, label: 'report', process_content: b.content, picture_ids: JSON.stringify(b.pictureIds), rcd_time: at,
          user_id: session.userId,
        });
        if (assetDown) await repo.assetDown(tx, tenantId, b.assetId, at);
        if (b.sourceAbnormalId && !(await repo.markAbnormalProcessed(tx, tenantId, b.sourceAbnormalId, id))) {
          throw conflict('eam.repair.abnormalProcessed', { field: 'sourceAbnormalId' });
        }
      };
      // Two reports of one day numbered at once on PostgreSQL: the loser numbers again.
      await retryOnUniqueViolation(() => repo.inTransaction((tx) => insert(tx)()));

      if (approvalKey) {
        try {
          const procId = await startApproval(instances, c, approvalKey, {
            orderId: id, assetName: asset.name, assetCode: asset.asset_code, location: asset.position_name ?? asset.position_detail, urgencyCode: urgency.code,
            content: b.content, faultName: tpl?.name ?? null, pictureIds: b.pictureIds,
          });
          await repo.setProcId(tenantId, id, procId);
        } catch (e) {
          // Nobody has seen the order yet: it goes, and what it changed comes back.
          await repo.inTransaction(async (tx) => {
            await repo.discard(tx, tenantId, id);
            if (assetDown) await repo.assetBack(tx, tenantId, b.assetId, asset.asset_status, at);
            if (b.sourceAbnormalId) await repo.unmarkAbnormal(tx, tenantId, b.sourceAbnormalId, id);
          });
          throw e;
        }
      }
      await photos.grant(b.pictureIds, id);
      return detail(session, id);
    },

    /** A page of orders by status, scope, asset and search, newest first. */
    page: (session: Session, q: Body<typeof eamApi.repairOrderQueryPagedList>) =>
      page(session, { scope: scopeOf(session, q.scope), repairStatus: q.repairStatus, assetId: q.assetId, searchValue: q.searchValue }, q),

    /** An asset's orders, newest first (404 for an asset not of the tenant). */
    async byAsset(session: Session, q: Body<typeof eamApi.repairOrderQueryByAsset>): Promise<EamPaged<RepairOrderRow>> {
      if (!(await repo.asset(session.tenantId, q.assetId))) throw notFound('eam.assetNotFound', { code: q.assetId });
      return page(session, { scope: { kind: 'all' }, assetId: q.assetId }, q);
    },

    /** How many orders of the scope are in each status. */
    async statusCounts(session: Session, scope: 'reported' | 'team' | 'all'): Promise<RepairStatusCount> {
      const rows = await repo.statusCounts(session.tenantId, scopeOf(session, scope));
      const counts: RepairStatusCount = { all: 0, approval: 0, not_dispatch: 0, dispatched: 0, repairing: 0, wait_acceptance: 0, acceptance_failed: 0, finish: 0, cancel: 0 };
      for (const r of rows) {
        const n = Number(r.n);
        if (r.repair_status in counts) counts[r.repair_status as RepairStatus] += n;
        counts.all += n;
      }
      return counts;
    },

    /** Dispatches a waiting order to an enabled team and one of its members (the team's leader or a manager). */
    async dispatch(c: Caller, b: Body<typeof eamApi.repairOrderDispatch>): Promise<RepairOrderDetail> {
      const { session } = c;
      const order = await orderOf(session, b.id);
      const group = await settings.groupById(session.tenantId, b.groupId);
      if (!group) throw invalidField('groupId', 'eam.repair.unknownGroup', { id: b.groupId });
      const role = await roleOf(session, order);
      // Dispatching is the manager's, or the leader's of the team it goes to.
      const next = mustMay(order, { ...role, leader: group.leader_id === session.userId }, 'dispatch', 'dispatch');
      if (group.status !== 'enable') throw invalidField('groupId', 'eam.repair.groupDisabled');
      const dir = await organisation.forTenant(session.tenantId);
      if (!dir.exists(b.executorId) || !(await repo.isMember(b.groupId, b.executorId))) throw invalidField('executorId', 'eam.repair.executorNotMember');
      const said = t(PLANT_LANG, 'eam.repair.dispatchContent', { group: group.name, executor: dir.nameOf(b.executorId) });
      await step(order, 'dispatch', next, {
        userId: session.userId, content: b.notes ? `${said}\n${b.notes}` : said,
        set: { group_id: b.groupId, executor_id: b.executorId, dispatcher_id: session.userId, dispatched_at: nowIso() },
      });
      return detail(session, order.id);
    },

    /** Cancels an order before its repair starts (its reporter or a manager). */
    async cancel(c: Caller, b: Body<typeof eamApi.repairOrderCancel>): Promise<RepairOrderDetail> {
      const order = await orderOf(c.session, b.id);
      const next = mustMay(order, await roleOf(c.session, order), 'cancel', 'cancel');
      await step(order, 'cancel', next, { userId: c.session.userId, content: b.notes, set: { cancelled_at: nowIso() } });
      return detail(c.session, order.id);
    },

    /** Starts the repair (again, after a failed acceptance): a new attempt of the work order by the caller. */
    async start(c: Caller, b: Body<typeof eamApi.repairOrderActStart>): Promise<RepairOrderDetail> {
      const { session } = c;
      const order = await orderOf(session, b.orderId);
      const next = mustMay(order, await roleOf(session, order), 'start', 'start');
      const at = nowIso();
      const attempt = Number(await repo.lastAttempt(order.id)) + 1;
      await step(order, 'start', next, {
        userId: session.userId, at, set: { started_at: order.started_at ?? at },
        content: attempt > 1 ? t(PLANT_LANG, 'eam.repair.startAgainContent', { attempt }) : null,
        more: async (tx) => {
          await repo.insertAct(tx, {
          id: newId(), tenant_id: order.tenant_id, order_id: order.id, attempt, executor_id: session.userId, started_at: at, finished_at: null, cause: null,
          remedy: null, failure_mode: null, failure_mechanism: null, failure_cause: null, parts_json: '[]', labor_hours: null, cost: null, downtime_end: null,
          picture_ids: '[]', notes: null,
          });
        },
      });
      return detail(session, order.id);
    },

    /** Finishes the repair with its record: the order waits for acceptance. */
    async finish(c: Caller, b: Body<typeof eamApi.repairOrderActFinish>): Promise<RepairOrderDetail> {
      const { session } = c;
      const order = await orderOf(session, b.orderId);
      const next = mustMay(order, await roleOf(session, order), 'finish', 'finish');
      const now = clock.now();
      let downtimeEnd: string | null = null;
      if (b.downtimeEnd) {
        const end = Date.parse(b.downtimeEnd);
        const reported = Date.parse(order.reported_at);
        // The form gives the time to the minute: "now" picked in the report's own minute is not before the report.
        if (end < reported - ENTRY_PRECISION_MS || end > now.getTime() + CLOCK_SKEW_MS) throw invalidField('downtimeEnd', 'eam.repair.downtimeRange');
        downtimeEnd = new Date(Math.max(end, reported)).toISOString();
      }
      if (order.asset_down === 1) downtimeEnd ??= now.toISOString();
      await photos.check(session, 'pictureIds', b.pictureIds);
      const attempt = await repo.lastAttempt(order.id);
      await step(order, 'finish', next, {
        userId: session.userId, at: now.toISOString(), content: b.remedy, pictureIds: b.pictureIds,
        set: { finished_at: now.toISOString(), downtime_end: downtimeEnd },
        more: async (tx, at) => {
          await repo.finishAct(tx, order.id, attempt, {
          finished_at: at, cause: b.cause, remedy: b.remedy, failure_mode: b.failureMode ?? null, failure_mechanism: b.failureMechanism ?? null,
          failure_cause: b.failureCause ?? null, parts_json: JSON.stringify(b.parts), labor_hours: b.laborHours ?? null, cost: b.cost ?? null,
          downtime_end: downtimeEnd, picture_ids: JSON.stringify(b.pictureIds), notes: b.notes ?? null,
          });
        },
      });
      await photos.grant(b.pictureIds, order.id);
      return detail(session, order.id);
    },

    /** The acceptance's verdict (the reporter or a manager): finish closes the order, acceptance_failed sends it back to the team. */
    async accept(c: Caller, b: Body<typeof eamApi.repairOrderAcceptance>): Promise<RepairOrderDetail> {
      const { session } = c;
      const order = await orderOf(session, b.id);
      const event: RepairEvent = b.result === 'finish' ? 'accept' : 'fail';
      const next = mustMay(order, await roleOf(session, order), 'accept', event);
      const at = nowIso();
      await step(order, event, next, {
        userId: session.userId, at, content: b.notes ?? null,
        // A failed repair has not given the asset back: its downtime runs on until the next finish.
        set: event === 'accept' ? { accepted_at: at } : { downtime_end: null },
        more: async (tx) => {
          await repo.insertAcceptance(tx, {
          id: newId(), tenant_id: order.tenant_id, order_id: order.id, accept_result: b.result, notes: b.notes ?? null, actual_cost: b.actualCost ?? null,
          accepter_id: session.userId, accepted_at: at,
          });
        },
      });
      return detail(session, order.id);
    },

    /** The success message of a step, in the caller's language. */
    doneKey: (action: RepairEvent) => DONE[action],

    /**
     * The approval's verdict, told by the flow runtime in its transaction: an approved request waits for dispatch;
     * a refused, withdrawn or terminated one is cancelled. Instances that are no order's in approval are ignored.
     */
    async onApprovalOutcome(change: InstanceOutcomeChange, tx: Db): Promise<void> {
      if (!change.businessKey) return;
      const order = await repo.orderOfApproval(tx, change.tenantId, change.businessKey);
      if (!order || order.repair_status !== 'approval' || (order.proc_id !== null && order.proc_id !== change.instId)) return;
      const event: RepairEvent = change.outcome === 'approved' ? 'approve' : 'refuse';
      const content: MessageKey = change.outcome === 'approved' ? 'eam.repair.approvedContent'
        : change.outcome === 'withdrawn' ? 'eam.repair.withdrawnContent' : change.outcome === 'terminated' ? 'eam.repair.terminatedContent' : 'eam.repair.refusedContent';
      await step(order, event, nextStatus('approval', event)!, {
        userId: null, at: change.at, content: t(PLANT_LANG, content),
        set: event === 'approve' ? { approved_at: change.at, proc_id: change.instId } : { cancelled_at: change.at, proc_id: change.instId },
      }, tx);
    },
  };
}
export type RepairOrdersService = ReturnType<typeof createRepairOrdersService>;
