import { eamApi, type EamPaged } from '@wp/contract';
import type { z } from 'zod';
import type { Session } from '../../../platform/auth/session.js';
import type { Clock } from '../../../platform/clock.js';
import { conflict, forbidden, invalidField, notFound } from '../../../platform/errors.js';
import type { Lang } from '../../../platform/messages.js';
import type { InspectionRepository } from './inspection.repository.js';
import { paged } from '../shared/wire.js';
import { idsOf, toAbnormalRow, toCheckResult, toPointRow, toTaskRow } from './inspection.mappers.js';
import { configOf } from './readings.js';
import { atPlantTime } from './shifts.js';
import { isOpen, listPoints, taskClosed, totalCostHours } from './task-rules.js';
import type {
  AssetInspectionRow, InspectionAbnormalRow, InspectionCheckResult, InspectionStatusCount, InspectionTaskDetail, InspectionTaskPointDetail, InspectionTaskPointRow,
  InspectionTaskRow, ItemHistory, ProcessAction, CheckItemType,
} from './types.js';

const api = eamApi.inspection;
type Body<E extends { body?: unknown }> = z.output<NonNullable<E['body']> & z.ZodType>;

/**
 * Inspection rounds as everyone of the tenant reads them (tasks, points, readings, defects, process actions), the
 * check-in at a point and finishing a task (members of the task's group only). Recording points is in
 * recording.service.ts.
 */
export function createInspectionService(deps: { repo: InspectionRepository; clock: Clock }) {
  const { repo, clock } = deps;

  /** The task of the tenant, or 404. */
  const taskOf = async (session: Session, id: string) => {
    const task = await repo.taskById(session.tenantId, id);
    if (!task) throw notFound('eam.inspection.taskNotFound', { id });
    return task;
  };
  /** The task, if the caller is a member of its group (403 otherwise, administrators included: they view, they do not record). */
  const memberTaskOf = async (session: Session, id: string) => {
    const task = await taskOf(session, id);
    if (!(await repo.isMember(task.group_id, session.userId))) throw forbidden('eam.inspection.notMember');
    return task;
  };
  /** The groups whose tasks a `mine` list shows, or undefined for every task. */
  const groupsFilter = async (session: Session, mine: boolean) => (mine ? repo.groupsOf(session.tenantId, session.userId) : undefined);

  async function taskDetail(session: Session, id: string): Promise<InspectionTaskDetail> {
    const task = await taskOf(session, id);
    const [points, members] = await Promise.all([repo.taskPoints(session.tenantId, id), repo.members(task.group_id)]);
    const member = members.some((m) => m.id === session.userId);
    return {
      ...toTaskRow(task, clock.now()), planNotes: task.plan_notes, actTotalCost: task.act_total_cost === null ? null : Number(task.act_total_cost),
      content: task.content, canRecord: member && isOpen(task.task_status),
      members: members.map((m) => ({ id: m.id, name: m.name, leader: Number(m.leader) === 1 })), points: points.map(toPointRow),
    };
  }

  return {
    memberTaskOf,
    taskDetail,

    /** A page of tasks, newest planned start first; `mine`: of the caller's groups only. */
    async taskPage(session: Session, q: Body<typeof api.taskQueryPagedList>): Promise<EamPaged<InspectionTaskRow>> {
      const groupIds = await groupsFilter(session, q.mine);
      const { list, total } = await repo.taskPage(session.tenantId, { taskStatus: q.taskStatus, groupIds, groupId: q.groupId, searchValue: q.searchValue },
        (q.pageIndex - 1) * q.pageSize, q.pageSize, q.sortType ?? 'desc');
      const now = clock.now();
      return paged(list.map((r) => toTaskRow(r, now)), total, q);
    },

    /** Tasks per status and the open ones overdue; `mine`: of the caller's groups only. */
    async statusCount(session: Session, mine: boolean): Promise<InspectionStatusCount> {
      const { byStatus, overdue } = await repo.statusCounts(session.tenantId, await groupsFilter(session, mine), clock.now().toISOString());
      const n = (status: string) => byStatus.find((r) => r.status === status)?.n ?? 0;
      return { wait: n('wait'), acting: n('acting'), finish: n('finish'), cancel: n('cancel'), all: byStatus.reduce((s, r) => s + r.n, 0), overdue };
    },

    /** The point of a task with this code, to record it (members only); 404 naming the code when the task has none. */
    async check(session: Session, taskId: string, pointCode: string): Promise<InspectionTaskPointRow & { pointContent: string | null }> {
      await memberTaskOf(session, taskId);
      const point = await repo.pointByCode(session.tenantId, taskId, pointCode);
      if (!point) throw notFound('eam.inspection.pointCodeUnknown', { code: pointCode });
      return { ...toPointRow(point), pointContent: point.point_content };
    },

    /**
     * Finishes an open task (members only): refused while points wait, naming them; sets the finish time, the hours
     * from the first to the last recorded point, the feedback, the assets' last inspection and scraps the assets
     * whose point carried `scrap`.
     */
    async finishTask(session: Session, lang: Lang, id: string, content: string | undefined): Promise<InspectionTaskDetail> {
      const task = await memberTaskOf(session, id);
      if (!isOpen(task.task_status)) throw taskClosed(lang, task.task_status);
      const points = await repo.taskPoints(session.tenantId, id);
      const waiting = points.filter((p) => p.point_status === 'wait');
      if (waiting.length > 0) throw conflict('eam.inspection.pointsWaiting', { points: listPoints(lang, waiting.map((p) => p.point_name)) });
      const done = await repo.finishTask({
        tenantId: session.tenantId, taskId: id, userId: session.userId, finishTime: clock.now().toISOString(),
        totalCost: totalCostHours(points.map((p) => p.oper_time)), content: content ?? null,
      });
      if (!done) {
        // Finished or cancelled meanwhile by someone else.
        throw taskClosed(lang, (await taskOf(session, id)).task_status);
      }
      return taskDetail(session, id);
    },

    /** A task point with its items, readings and each number item's last readings from earlier tasks. */
    async pointDetail(session: Session, id: string): Promise<InspectionTaskPointDetail> {
      const point = await repo.pointById(session.tenantId, id);
      if (!point) throw notFound('eam.inspection.pointNotFound', { id });
      const task = (await repo.taskById(session.tenantId, point.task_id))!;
      const [items, abnormalId, member] = await Promise.all([repo.items(id), repo.abnormalOfPoint(id), repo.isMember(task.group_id, session.userId)]);
      // Earlier readings only: before this point's own record, or before now while it waits.
      const before = point.oper_time ?? clock.now().toISOString();
      const numberCodes = items.filter((item) => item.type === 'number_range').map((item) => item.item_code);
      const trends = new Map<string, InspectionCheckResult['trend']>();
      // Newest first per item; each trend is shown oldest first.
      for (const r of await repo.trends(session.tenantId, point.point_code, numberCodes, before, api.TREND_READINGS)) {
        const trend = trends.get(r.item_code) ?? [];
        trends.set(r.item_code, trend);
        trend.unshift({ operTime: r.oper_time!, value: Number(r.value_num), abnormal: Number(r.abnormal) === 1 });
      }
      const results = items.map((item) => toCheckResult(item, item.type === 'number_range' ? trends.get(item.item_code) ?? [] : []));
      return {
        ...toPointRow(point),
        task: { id: task.id, taskCode: task.task_code, planName: task.plan_name, taskStatus: task.task_status as InspectionTaskRow['taskStatus'],
          planStartTime: task.plan_start_time, inspectionMethod: task.inspection_method as InspectionTaskRow['inspectionMethod'] },
        pointContent: point.point_content, actionLabel: point.action_label, pics: idsOf(point.pics_json), abnormalId, recordTime: point.record_time,
        canRecord: member && isOpen(task.task_status) && point.point_status === 'wait', items: results,
      };
    },

    /** A page of a task's points in route order. */
    async pointPage(session: Session, q: Body<typeof api.pointQueryPagedList>): Promise<EamPaged<InspectionTaskPointRow>> {
      await taskOf(session, q.taskId);
      const { list, total } = await repo.pointPage(session.tenantId, q.taskId, q.pointStatus, q.searchValue, (q.pageIndex - 1) * q.pageSize, q.pageSize);
      return paged(list.map(toPointRow), total, q);
    },

    /** An asset's recorded points, newest first. */
    async assetHistory(session: Session, q: Body<typeof api.pointQueryByAsset>): Promise<EamPaged<AssetInspectionRow>> {
      if (!(await repo.assetExists(session.tenantId, q.assetId))) throw notFound('eam.assetNotFound', { code: q.assetId });
      const { list, total } = await repo.assetHistory(session.tenantId, q.assetId, (q.pageIndex - 1) * q.pageSize, q.pageSize);
      return paged(list.map((r) => ({ ...toPointRow(r), taskCode: r.task_code, planName: r.plan_name })), total, q);
    },

    /** Readings of one item of one point over plant days [from, to], the newest MAX_HISTORY_READINGS, oldest first. */
    async itemHistory(session: Session, q: Body<typeof api.pointItemHistory>): Promise<ItemHistory> {
      if (q.from && q.to && q.to < q.from) throw invalidField('to', 'eam.inspection.toBeforeFrom');
      const from = q.from ? atPlantTime(q.from, '00:00').toISOString() : undefined;
      const to = q.to ? new Date(atPlantTime(q.to, '00:00').getTime() + 86_400_000).toISOString() : undefined;
      const rows = await repo.history(session.tenantId, q.pointCode, q.itemCode, from, to, api.MAX_HISTORY_READINGS);
      const latest = rows[0];
      const config = latest ? configOf(latest.config_json) : {};
      return {
        pointCode: q.pointCode, itemCode: q.itemCode, itemName: latest?.item_name ?? null, type: (latest?.type as CheckItemType | undefined) ?? null,
        unit: latest?.unit ?? null, min: config.min ?? null, max: config.max ?? null,
        readings: rows.reverse().map((r) => ({
          operTime: r.oper_time!, value: r.value_num === null ? null : Number(r.value_num), result: r.result, abnormal: Number(r.abnormal) === 1,
          taskId: r.task_id, taskPointId: r.task_point_id,
        })),
      };
    },

    /** The tenant's process actions in order. */
    async processActions(session: Session): Promise<ProcessAction[]> {
      return (await repo.processActions(session.tenantId)).map((a) => ({ id: a.id, code: a.code, name: a.name, classValue: a.class_value, notes: a.notes }));
    },

    /** A page of defects from rounds, newest first. */
    async abnormalPage(session: Session, q: Body<typeof api.abnormalQueryPagedList>): Promise<EamPaged<InspectionAbnormalRow>> {
      const { list, total } = await repo.abnormalPage(session.tenantId, q, (q.pageIndex - 1) * q.pageSize, q.pageSize, q.sortType ?? 'desc');
      return paged(list.map(toAbnormalRow), total, q);
    },

    async abnormalById(session: Session, id: string): Promise<InspectionAbnormalRow> {
      const row = await repo.abnormalById(session.tenantId, id);
      if (!row) throw notFound('eam.inspection.abnormalNotFound', { id });
      return toAbnormalRow(row);
    },

    /** Whether a task point of the session's tenant has this id: who may see a point may see its photos. */
    photoGrantChecker: (session: Session, taskPointId: string) => repo.pointExists(session.tenantId, taskPointId),
  };
}
export type InspectionService = ReturnType<typeof createInspectionService>;
