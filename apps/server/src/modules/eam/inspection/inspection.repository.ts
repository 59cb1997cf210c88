import { sql, type Transaction } from 'kysely';
import type { Db } from '../../../db/database.js';
import { insertRows } from '../../../db/insert-rows.js';
import type { Database, EamInspectionAbnormalTable, EamInspectionTaskItemTable, EamInspectionTaskPointTable, EamInspectionTaskTable } from '../../../db/schema.js';
import { likeAny } from '../shared/search.repository.js';

type Tx = Transaction<Database>;

export interface TaskFilter { taskStatus?: string; groupIds?: string[]; groupId?: string; searchValue?: string }

/** What recording one point writes, in one transaction (see recordPoint). */
export interface PointRecord {
  tenantId: string; taskId: string; taskPointId: string; status: 'normal' | 'abnormal' | 'none'; inspMethod: string; operTime: string; userId: string;
  content: string | null; actionLabel: string | null; pics: string[]; clientId: string | null; recordTime: string; abnormalItemCount: number;
  items: Array<{ id: string; result: string | null; resultMeta: string | null; valueNum: number | null; abnormal: boolean; pics: string[] }>;
  abnormal: Omit<EamInspectionAbnormalTable, 'status' | 'repair_order_id'> | null;
}

/** SQL of inspection rounds: groups, tasks, task points and their readings, defects, process actions, generation. */
export function createInspectionRepository(db: Db) {
  const taskRows = (tenantId: string) => db.selectFrom('eam_inspection_task as t')
    .innerJoin('eam_inspection_group as g', 'g.id', 't.group_id')
    .where('t.tenant_id', '=', tenantId);
  const taskColumns = [
    't.id', 't.task_code', 't.plan_name', 't.plan_notes', 't.route_name', 't.task_status', 't.inspection_method', 't.group_id', 'g.name as group_name',
    't.plan_start_time', 't.deadline', 't.act_start_time', 't.act_finish_time', 't.act_total_cost', 't.content', 't.point_count', 't.point_normal_count',
    't.point_abnormal_count', 't.point_wait_count', 't.point_none_count',
  ] as const;
  const filteredTasks = (tenantId: string, f: TaskFilter) => {
    let q = taskRows(tenantId);
    if (f.taskStatus) q = q.where('t.task_status', '=', f.taskStatus);
    if (f.groupIds) q = q.where('t.group_id', 'in', f.groupIds.length > 0 ? f.groupIds : ['']);
    if (f.groupId) q = q.where('t.group_id', '=', f.groupId);
    if (f.searchValue) q = q.where(likeAny(['t.task_code', 't.plan_name', 't.route_name'], f.searchValue));
    return q;
  };

  const pointRows = (tenantId: string) => db.selectFrom('eam_inspection_task_point as p')
    .leftJoin('eam_asset as a', 'a.id', 'p.asset_id')
    .leftJoin('uc_user as u', 'u.id', 'p.oper_user_id')
    .where('p.tenant_id', '=', tenantId);
  const pointColumns = [
    'p.id', 'p.task_id', 'p.sort', 'p.point_code', 'p.point_name', 'p.point_content', 'p.position_name', 'p.point_status', 'p.insp_method', 'p.oper_time',
    'p.oper_user_id', 'u.fullname as oper_user_name', 'p.content', 'p.action_label', 'p.pics_json', 'p.client_id', 'p.record_time', 'p.abnormal_item_count',
    'a.id as asset_id', 'a.asset_code', 'a.name as asset_name',
  ] as const;

  const page = async <R>(list: Promise<R[]>, count: Promise<{ n: number | string }>) => {
    const [rows, total] = await Promise.all([list, count]);
    return { list: rows, total: Number(total.n) };
  };

  const abnormalRows = (tenantId: string) => db.selectFrom('eam_inspection_abnormal as d')
    .innerJoin('eam_inspection_task as t', 't.id', 'd.task_id')
    .innerJoin('eam_inspection_task_point as p', 'p.id', 'd.task_point_id')
    .leftJoin('eam_asset as a', 'a.id', 'd.asset_id')
    .leftJoin('uc_user as u', 'u.id', 'd.oper_user_id')
    .where('d.tenant_id', '=', tenantId);
  const abnormalColumns = [
    'd.id', 'd.task_id', 't.task_code', 'd.task_point_id', 'p.point_code', 'p.point_name', 'p.position_name', 'a.id as asset_id', 'a.asset_code',
    'a.name as asset_name', 'd.summary', 'd.content', 'd.pics_json', 'd.status', 'u.fullname as oper_user_name', 'd.oper_time', 'd.repair_order_id',
  ] as const;

  return {
    /** Ids of the groups the user belongs to. */
    groupsOf: async (tenantId: string, userId: string) =>
      (await db.selectFrom('eam_inspection_group_member').select('group_id').where('tenant_id', '=', tenantId).where('user_id', '=', userId).execute()).map((r) => r.group_id),

    isMember: async (groupId: string, userId: string) =>
      Boolean(await db.selectFrom('eam_inspection_group_member').select('user_id').where('group_id', '=', groupId).where('user_id', '=', userId).executeTakeFirst()),

    /** The group's members, leader first, then by name. */
    members: (groupId: string) =>
      db.selectFrom('eam_inspection_group_member as m').innerJoin('uc_user as u', 'u.id', 'm.user_id')
        .select(['u.id', 'u.fullname as name', 'm.leader']).where('m.group_id', '=', groupId)
        .orderBy('m.leader', 'desc').orderBy('u.account').execute(),

    /** A page of tasks, newest planned start first (or oldest with 'asc'). */
    taskPage: (tenantId: string, f: TaskFilter, offset: number, limit: number, direction: 'asc' | 'desc') => page(
      filteredTasks(tenantId, f).select([...taskColumns]).orderBy('t.plan_start_time', direction).orderBy('t.task_code', direction).offset(offset).limit(limit).execute(),
      filteredTasks(tenantId, f).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ),

    /** Tasks per status, and the open ones past their deadline at `now`. */
    async statusCounts(tenantId: string, groupIds: string[] | undefined, now: string) {
      const [byStatus, overdue] = await Promise.all([
        filteredTasks(tenantId, { groupIds }).select(['t.task_status', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('t.task_status').execute(),
        filteredTasks(tenantId, { groupIds }).where('t.task_status', 'in', ['wait', 'acting']).where('t.deadline', '<', now)
          .select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { byStatus: byStatus.map((r) => ({ status: r.task_status, n: Number(r.n) })), overdue: Number(overdue.n) };
    },

    taskById: (tenantId: string, id: string) => taskRows(tenantId).select([...taskColumns]).where('t.id', '=', id).executeTakeFirst(),

    /** Every point of a task in route order. */
    taskPoints: (tenantId: string, taskId: string) => pointRows(tenantId).select([...pointColumns]).where('p.task_id', '=', taskId).orderBy('p.sort').execute(),

    /** A page of a task's points in route order. */
    pointPage(tenantId: string, taskId: string, status: string | undefined, search: string | undefined, offset: number, limit: number) {
      let q = pointRows(tenantId).where('p.task_id', '=', taskId);
      if (status) q = q.where('p.point_status', '=', status);
      if (search) q = q.where(likeAny(['p.point_code', 'p.point_name'], search));
      return page(q.select([...pointColumns]).orderBy('p.sort').offset(offset).limit(limit).execute(),
        q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow());
    },

    /** An asset's recorded points (not the waiting ones), newest first, with their task. */
    assetHistory(tenantId: string, assetId: string, offset: number, limit: number) {
      const q = pointRows(tenantId).innerJoin('eam_inspection_task as t', 't.id', 'p.task_id')
        .where('p.asset_id', '=', assetId).where('p.point_status', '<>', 'wait');
      return page(q.select([...pointColumns, 't.task_code', 't.plan_name']).orderBy('p.oper_time', 'desc').orderBy('p.id').offset(offset).limit(limit).execute(),
        q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow());
    },

    pointById: (tenantId: string, id: string) => pointRows(tenantId).select([...pointColumns]).where('p.id', '=', id).executeTakeFirst(),
    pointByCode: (tenantId: string, taskId: string, code: string) =>
      pointRows(tenantId).select([...pointColumns]).where('p.task_id', '=', taskId).where('p.point_code', '=', code).executeTakeFirst(),
    pointByClientId: (tenantId: string, clientId: string) =>
      db.selectFrom('eam_inspection_task_point').select(['id']).where('tenant_id', '=', tenantId).where('client_id', '=', clientId).executeTakeFirst(),
    /** Whether a task point of the tenant has this id (the photos' grant). */
    pointExists: async (tenantId: string, id: string) =>
      Boolean(await db.selectFrom('eam_inspection_task_point').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()),

    /** The check items of a task point in order, with their readings. */
    items: (taskPointId: string) => db.selectFrom('eam_inspection_task_item').selectAll().where('task_point_id', '=', taskPointId).orderBy('sort').execute(),

    /** For each item code of a point code, the last `limit` numbers read before `before`, newest first: one query for all. */
    trends: (tenantId: string, pointCode: string, itemCodes: string[], before: string, limit: number) => itemCodes.length === 0 ? Promise.resolve([]) :
      db.selectFrom((eb) => eb.selectFrom('eam_inspection_task_item')
        .select(['item_code', 'oper_time', 'value_num', 'abnormal', sql<number>`row_number() over (partition by item_code order by oper_time desc)`.as('n')])
        .where('tenant_id', '=', tenantId).where('point_code', '=', pointCode).where('item_code', 'in', itemCodes)
        .where('oper_time', '<', before).where('value_num', 'is not', null)
        .as('r'))
        .select(['item_code', 'oper_time', 'value_num', 'abnormal']).where('n', '<=', limit)
        .orderBy('item_code').orderBy('oper_time', 'desc').execute(),

    /** Readings of a point code and item code within [from, to), newest first, at most `limit`. */
    history(tenantId: string, pointCode: string, itemCode: string, from: string | undefined, to: string | undefined, limit: number) {
      let q = db.selectFrom('eam_inspection_task_item')
        .select(['oper_time', 'value_num', 'result', 'abnormal', 'task_id', 'task_point_id', 'item_name', 'type', 'unit', 'config_json'])
        .where('tenant_id', '=', tenantId).where('point_code', '=', pointCode).where('item_code', '=', itemCode).where('oper_time', 'is not', null);
      if (from) q = q.where('oper_time', '>=', from);
      if (to) q = q.where('oper_time', '<', to);
      return q.orderBy('oper_time', 'desc').limit(limit).execute();
    },

    processActions: (tenantId: string) =>
      db.selectFrom('eam_inspection_process_action').select(['id', 'code', 'name', 'class_value', 'notes']).where('tenant_id', '=', tenantId).orderBy('sort').execute(),

    abnormalPage(tenantId: string, f: { status?: string; assetId?: string; taskId?: string; searchValue?: string }, offset: number, limit: number, direction: 'asc' | 'desc') {
      let q = abnormalRows(tenantId);
      if (f.status) q = q.where('d.status', '=', f.status);
      if (f.assetId) q = q.where('d.asset_id', '=', f.assetId);
      if (f.taskId) q = q.where('d.task_id', '=', f.taskId);
      if (f.searchValue) q = q.where(likeAny(['p.point_code', 'p.point_name', 'a.asset_code', 'a.name'], f.searchValue));
      return page(q.select([...abnormalColumns]).orderBy('d.oper_time', direction).orderBy('d.id').offset(offset).limit(limit).execute(),
        q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow());
    },
    /** The defect a task point raised, if any. */
    abnormalOfPoint: async (taskPointId: string) =>
      (await db.selectFrom('eam_inspection_abnormal').select('id').where('task_point_id', '=', taskPointId).executeTakeFirst())?.id ?? null,
    assetExists: async (tenantId: string, id: string) =>
      Boolean(await db.selectFrom('eam_asset').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()),
    abnormalById: (tenantId: string, id: string) => abnormalRows(tenantId).select([...abnormalColumns]).where('d.id', '=', id).executeTakeFirst(),

    /**
     * Records a waiting point in one transaction. The point changes only while it waits (one conditional UPDATE: of
     * two members recording it, exactly one changes the row); then the task's counts, its move to acting with the
     * earliest device time as its start, the readings, and the defect of an abnormal point. `false`: the point was
     * no longer waiting, nothing written. A task no longer open rolls everything back ('closed').
     */
    recordPoint: (r: PointRecord) => db.transaction().execute(async (tx): Promise<'recorded' | 'notWaiting' | 'closed'> => {
      const changed = await tx.updateTable('eam_inspection_task_point')
        .set({
          point_status: r.status, insp_method: r.inspMethod, oper_time: r.operTime, oper_user_id: r.userId, content: r.content, action_label: r.actionLabel,
          pics_json: JSON.stringify(r.pics), client_id: r.clientId, record_time: r.recordTime, abnormal_item_count: r.abnormalItemCount,
        })
        .where('id', '=', r.taskPointId).where('tenant_id', '=', r.tenantId).where('point_status', '=', 'wait')
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return 'notWaiting';
      const counter = ({ normal: 'point_normal_count', abnormal: 'point_abnormal_count', none: 'point_none_count' } as const)[r.status];
      const task = await tx.updateTable('eam_inspection_task')
        .set((eb) => ({
          task_status: 'acting',
          act_start_time: sql<string>`case when ${sql.ref('act_start_time')} is null or ${sql.ref('act_start_time')} > ${r.operTime} then ${r.operTime} else ${sql.ref('act_start_time')} end`,
          point_wait_count: eb('point_wait_count', '-', 1),
          [counter]: eb(counter, '+', 1),
        }))
        .where('id', '=', r.taskId).where('task_status', 'in', ['wait', 'acting'])
        .executeTakeFirst();
      if (Number(task.numUpdatedRows) !== 1) throw new TaskClosed();
      for (const item of r.items) {
        await tx.updateTable('eam_inspection_task_item')
          .set({ result: item.result, result_meta: item.resultMeta, value_num: item.valueNum, abnormal: item.abnormal ? 1 : 0, pics_json: JSON.stringify(item.pics), oper_time: r.operTime })
          .where('id', '=', item.id).where('task_point_id', '=', r.taskPointId)
          .execute();
      }
      // A point not inspected is still dated: its items' time keeps the history's "when" without a reading.
      if (r.items.length === 0) await tx.updateTable('eam_inspection_task_item').set({ oper_time: r.operTime }).where('task_point_id', '=', r.taskPointId).execute();
      if (r.abnormal) await tx.insertInto('eam_inspection_abnormal').values({ ...r.abnormal, status: 'not_process', repair_order_id: null }).execute();
      return 'recorded';
    }).catch((e: unknown) => {
      if (e instanceof TaskClosed) return 'closed' as const;
      throw e;
    }),

    /**
     * Finishes an open task with no waiting point in one transaction: the task's times, cost and feedback; each
     * inspected asset's last inspection time; assets whose point carried the `scrap` action become scrapped.
     * `false`: the task was not open or had waiting points, nothing written.
     */
    finishTask: (f: { tenantId: string; taskId: string; userId: string; finishTime: string; totalCost: number | null; content: string | null }) =>
      db.transaction().execute(async (tx) => {
        const done = await tx.updateTable('eam_inspection_task')
          .set({ task_status: 'finish', act_finish_time: f.finishTime, act_total_cost: f.totalCost, content: f.content, finished_by: f.userId })
          .where('id', '=', f.taskId).where('tenant_id', '=', f.tenantId).where('task_status', 'in', ['wait', 'acting']).where('point_wait_count', '=', 0)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) return false;
        const points = await tx.selectFrom('eam_inspection_task_point').select(['asset_id', 'oper_time', 'point_status', 'action_label'])
          .where('task_id', '=', f.taskId).where('asset_id', 'is not', null).execute();
        const lastByAsset = new Map<string, string>();
        for (const p of points) {
          if (p.point_status === 'none' || !p.oper_time || !p.asset_id) continue;
          if ((lastByAsset.get(p.asset_id) ?? '') < p.oper_time) lastByAsset.set(p.asset_id, p.oper_time);
        }
        for (const [assetId, time] of lastByAsset) {
          await tx.updateTable('eam_asset').set({ last_inspect_time: time })
            .where('id', '=', assetId).where('tenant_id', '=', f.tenantId)
            .where((eb) => eb.or([eb('last_inspect_time', 'is', null), eb('last_inspect_time', '<', time)]))
            .execute();
        }
        const scrapped = [...new Set(points.filter((p) => p.action_label === 'scrap' && p.asset_id).map((p) => p.asset_id!))];
        if (scrapped.length > 0) {
          await tx.updateTable('eam_asset').set({ asset_status: 'scrapped', updated_at: f.finishTime }).where('tenant_id', '=', f.tenantId).where('id', 'in', scrapped).execute();
        }
        return true;
      }),

    /** A plan with its route's name: what generating its task needs. */
    plan: (tenantId: string, planId: string) => db.selectFrom('eam_inspection_plan as pl').innerJoin('eam_inspection_route as r', 'r.id', 'pl.route_id')
      .selectAll('pl').select('r.name as route_name').where('pl.tenant_id', '=', tenantId).where('pl.id', '=', planId).executeTakeFirst(),

    /** A plan by its code (the seed's plans are known by code). */
    planByCode: (tenantId: string, code: string) => db.selectFrom('eam_inspection_plan').selectAll().where('tenant_id', '=', tenantId).where('plan_code', '=', code).executeTakeFirst(),
    /** The id of the task of a plan's occurrence, if generated. */
    taskOfOccurrence: async (planId: string, planStartTime: string) =>
      (await db.selectFrom('eam_inspection_task').select('id').where('plan_id', '=', planId).where('plan_start_time', '=', planStartTime).executeTakeFirst())?.id,

    /** The points of a route in order, each with its asset's position path, and their check items. */
    async routePoints(tenantId: string, routeId: string) {
      const points = await db.selectFrom('eam_inspection_point as p')
        .leftJoin('eam_asset as a', 'a.id', 'p.asset_id')
        .leftJoin('eam_position as pos', (j) => j.on((eb) => eb('pos.id', '=', eb.fn.coalesce('p.position_id', 'a.position_id'))))
        .select(['p.id', 'p.code', 'p.name', 'p.content', 'p.asset_id', 'p.sort', 'pos.path as position_name'])
        .where('p.tenant_id', '=', tenantId).where('p.route_id', '=', routeId).orderBy('p.sort').execute();
      const items = points.length === 0 ? [] : await db.selectFrom('eam_inspection_point_item').selectAll()
        .where('point_id', 'in', points.map((p) => p.id)).orderBy('sort').execute();
      return { points, items };
    },

    /**
     * Writes a generated task, its points and items, and the plan's times, in one transaction, unless the task of
     * this plan and planned start exists already (the unique key decides: `false`, nothing written). `then` runs in
     * the same transaction after a real insert (the next job is scheduled with the task, or not at all).
     */
    insertTask: (task: EamInspectionTaskTable, points: EamInspectionTaskPointTable[], items: EamInspectionTaskItemTable[], nextTime: string | null, then: (tx: Tx) => Promise<void>) =>
      db.transaction().execute(async (tx) => {
        const inserted = await tx.insertInto('eam_inspection_task').values(task)
          .onConflict((oc) => oc.columns(['plan_id', 'plan_start_time']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
        await insertRows(tx, 'eam_inspection_task_point', points);
        await insertRows(tx, 'eam_inspection_task_item', items);
        await tx.updateTable('eam_inspection_plan').set({ last_time: task.plan_start_time, next_time: nextTime }).where('id', '=', task.plan_id).execute();
        await then(tx);
        return true;
      }),
  };
}
export type InspectionRepository = ReturnType<typeof createInspectionRepository>;

/** Thrown inside recordPoint's transaction to roll it back when the task closed meanwhile. */
class TaskClosed extends Error {}
