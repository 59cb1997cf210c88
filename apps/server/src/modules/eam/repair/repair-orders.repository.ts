import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database, EamRepairAcceptanceTable, EamRepairActTable, EamRepairOrderTable, EamRepairProcessTable } from '../../../db/schema.js';
import { escapeLike } from '../../../platform/query-filter.js';

/** The statuses of an open order (its assetDown asset stays 'repair'). */
export const OPEN_STATUSES = ['approval', 'not_dispatch', 'dispatched', 'repairing', 'wait_acceptance', 'acceptance_failed'];

/** Which orders a list shows: every one of the tenant, those a user reported, or those of the teams they are in (or execute). */
export type OrderScope = { kind: 'all' } | { kind: 'reported'; userId: string } | { kind: 'team'; userId: string };
export interface OrderFilter { scope: OrderScope; repairStatus?: string; assetId?: string; searchValue?: string }

type OrderEb = ExpressionBuilder<Database & { o: EamRepairOrderTable }, 'o'>;

/**
 * SQL of repair orders. Every status change is one UPDATE guarded by the status it was read in (`transition`), run
 * in the caller's transaction with the timeline row and the other writes of the step; of two concurrent changes one
 * updates the row and the other finds it moved on.
 */
export function createRepairOrdersRepository(db: Db) {
  const listColumns = [
    'o.id', 'o.business_code', 'o.repair_status', 'o.asset_id', 'a.asset_code', 'a.name as asset_name', 'p.path as position_name', 'o.content',
    't.name as tpl_name', 'o.urgency_id', 'u.code as urgency_code', 'u.name as urgency_name', 'u.response_hours', 'o.repair_type', 'o.asset_down',
    'o.report_user_id', 'o.reported_at', 'o.plan_finish_date', 'g.name as group_name', 'o.executor_id', 'o.response_deadline', 'o.started_at', 'o.picture_ids',
  ] as const;
  const joined = (tenantId: string) => db.selectFrom('eam_repair_order as o')
    .innerJoin('eam_asset as a', 'a.id', 'o.asset_id')
    .innerJoin('eam_repair_urgency as u', 'u.id', 'o.urgency_id')
    .leftJoin('eam_position as p', 'p.id', 'a.position_id')
    .leftJoin('eam_repair_category_tpl as t', 't.id', 'o.category_tpl_id')
    .leftJoin('eam_repair_group as g', 'g.id', 'o.group_id')
    .where('o.tenant_id', '=', tenantId);

  /** The orders of a team the user is in, or that the user executes. */
  const ofMyTeams = (eb: OrderEb, userId: string) => eb.or([
    eb('o.executor_id', '=', userId),
    eb('o.group_id', 'in', eb.selectFrom('eam_repair_group_member as m').select('m.group_id').where('m.user_id', '=', userId)),
  ]);
  const filtered = (tenantId: string, f: Omit<OrderFilter, 'repairStatus'> & { repairStatus?: string }) => {
    let q = db.selectFrom('eam_repair_order as o').innerJoin('eam_asset as a', 'a.id', 'o.asset_id').where('o.tenant_id', '=', tenantId);
    const { scope } = f;
    if (scope.kind === 'reported') q = q.where('o.report_user_id', '=', scope.userId);
    if (scope.kind === 'team') q = q.where((eb) => ofMyTeams(eb as never, scope.userId));
    if (f.repairStatus) q = q.where('o.repair_status', '=', f.repairStatus);
    if (f.assetId) q = q.where('o.asset_id', '=', f.assetId);
    if (f.searchValue) {
      const pattern = `%${escapeLike(f.searchValue)}%`;
      const like = (column: 'o.business_code' | 'a.name' | 'a.asset_code') => sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
      q = q.where((eb) => eb.or([like('o.business_code'), like('a.name'), like('a.asset_code')]));
    }
    return q;
  };

  return {
    /** Runs the writes of one step in one transaction (the repository's functions take the `tx` it gives). */
    inTransaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction().execute(work),

    /** One page of orders, newest report first, and how many match. */
    async page(tenantId: string, f: OrderFilter, offset: number, limit: number, direction: 'asc' | 'desc') {
      const ids = filtered(tenantId, f).select('o.id');
      const [list, total] = await Promise.all([
        joined(tenantId).where('o.id', 'in', ids).select([...listColumns]).orderBy('o.reported_at', direction).orderBy('o.business_code', direction)
          .offset(offset).limit(limit).execute(),
        filtered(tenantId, f).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list, total: Number(total.n) };
    },

    /** How many orders of the scope are in each status. */
    statusCounts: (tenantId: string, scope: OrderScope) =>
      filtered(tenantId, { scope }).select(['o.repair_status', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('o.repair_status').execute(),

    /** An order with what its list row and detail show. */
    detail: (tenantId: string, id: string) => joined(tenantId).where('o.id', '=', id)
      .select([...listColumns, 'o.category_tpl_id', 'o.source_abnormal_id', 'o.proc_id', 'a.model as asset_model', 'a.asset_status', 'o.group_id', 'g.leader_id as group_leader_id',
        'o.dispatcher_id', 'o.approved_at', 'o.dispatched_at', 'o.finished_at', 'o.accepted_at', 'o.cancelled_at', 'o.downtime_end',
        't.code as tpl_code', 't.repair_solution as tpl_solution', 't.cost_time as tpl_cost_time',
        (eb) => eb.selectFrom('eam_repair_category as c').select('c.name').whereRef('c.id', '=', 't.category_id').as('tpl_category_name'),
        (eb) => eb.selectFrom('eam_repair_category as c').select('c.hierarchy_name').whereRef('c.id', '=', 't.category_id').as('tpl_category_hierarchy')])
      .executeTakeFirst(),

    /** The order's row alone (for the rules of an action). */
    row: (tenantId: string, id: string) => db.selectFrom('eam_repair_order').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),

    acts: (orderId: string) => db.selectFrom('eam_repair_act').selectAll().where('order_id', '=', orderId).orderBy('attempt').execute(),
    acceptances: (orderId: string) => db.selectFrom('eam_repair_acceptance').selectAll().where('order_id', '=', orderId).orderBy('accepted_at').orderBy('id').execute(),
    timeline: (orderId: string) => db.selectFrom('eam_repair_process').selectAll().where('order_id', '=', orderId).orderBy('seq').execute(),

    /** The asset an order is about, with its position's path (for the approval form). */
    asset: (tenantId: string, id: string) => db.selectFrom('eam_asset as a').leftJoin('eam_position as p', 'p.id', 'a.position_id')
      .select(['a.id', 'a.asset_code', 'a.name', 'a.asset_status', 'a.position_detail', 'p.path as position_name']).where('a.tenant_id', '=', tenantId).where('a.id', '=', id)
      .executeTakeFirst(),

    /** The teams the user is in, with whether they lead each (and its status). */
    teamsOf: (tenantId: string, userId: string) => db.selectFrom('eam_repair_group_member as m').innerJoin('eam_repair_group as g', 'g.id', 'm.group_id')
      .select(['g.id', 'g.leader_id', 'g.status']).where('m.tenant_id', '=', tenantId).where('m.user_id', '=', userId).execute(),
    /** Whether the user is a member of the team. */
    isMember: async (groupId: string, userId: string) =>
      Boolean(await db.selectFrom('eam_repair_group_member').select('user_id').where('group_id', '=', groupId).where('user_id', '=', userId).executeTakeFirst()),

    /** Whether an order of the tenant exists (the photo grant's check: every user of the tenant reads orders). */
    exists: async (tenantId: string, id: string) =>
      Boolean(await db.selectFrom('eam_repair_order').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()),

    /** The inspection defect an order follows up: the one coupling to the inspection rounds' table (migration 023). */
    abnormal: (tenantId: string, id: string) => db.selectFrom('eam_inspection_abnormal').select(['id', 'asset_id', 'status'])
      .where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst(),
    /** Marks the defect processed by the order, unless it was already: true when this call marked it. */
    async markAbnormalProcessed(tx: Db, tenantId: string, id: string, orderId: string): Promise<boolean> {
      const res = await tx.updateTable('eam_inspection_abnormal').set({ status: 'processed', repair_order_id: orderId })
        .where('tenant_id', '=', tenantId).where('id', '=', id).where('status', '=', 'not_process').executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /** The greatest business code of the tenant starting with `prefix` (the day's), read in the creating transaction. */
    lastCode: async (tx: Db, tenantId: string, prefix: string) =>
      (await tx.selectFrom('eam_repair_order').select((eb) => eb.fn.max('business_code').as('code')).where('tenant_id', '=', tenantId)
        .where('business_code', 'like', `${prefix}%`).executeTakeFirst())?.code ?? null,

    insertOrder: (tx: Db, row: EamRepairOrderTable) => tx.insertInto('eam_repair_order').values(row).execute(),
    setProcId: (tenantId: string, id: string, procId: string) =>
      db.updateTable('eam_repair_order').set({ proc_id: procId }).where('tenant_id', '=', tenantId).where('id', '=', id).execute(),
    /** Removes an order whose approval could not start, with its timeline (nobody has seen it yet). */
    async discard(tx: Db, tenantId: string, id: string): Promise<void> {
      await tx.deleteFrom('eam_repair_process').where('order_id', '=', id).execute();
      await tx.deleteFrom('eam_repair_order').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },
    /** Gives the defect back to the follow-up list (its order was discarded). */
    unmarkAbnormal: (tx: Db, tenantId: string, id: string, orderId: string) =>
      tx.updateTable('eam_inspection_abnormal').set({ status: 'not_process', repair_order_id: null })
        .where('tenant_id', '=', tenantId).where('id', '=', id).where('repair_order_id', '=', orderId).execute(),

    /** The status change of one step: true when the order was still in `from` (and now is in its new status). */
    async transition(tx: Db, tenantId: string, id: string, from: string, set: Partial<EamRepairOrderTable>): Promise<boolean> {
      const res = await tx.updateTable('eam_repair_order').set(set).where('tenant_id', '=', tenantId).where('id', '=', id).where('repair_status', '=', from)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /** Appends a step to the order's timeline, after its last. */
    async appendProcess(tx: Db, row: Omit<EamRepairProcessTable, 'seq'>): Promise<void> {
      const last = await tx.selectFrom('eam_repair_process').select((eb) => eb.fn.max('seq').as('seq')).where('order_id', '=', row.order_id).executeTakeFirst();
      await tx.insertInto('eam_repair_process').values({ ...row, seq: Number(last?.seq ?? 0) + 1 }).execute();
    },

    insertAct: (tx: Db, row: EamRepairActTable) => tx.insertInto('eam_repair_act').values(row).execute(),
    lastAttempt: async (orderId: string) =>
      Number((await db.selectFrom('eam_repair_act').select((eb) => eb.fn.max('attempt').as('n')).where('order_id', '=', orderId).executeTakeFirst())?.n ?? 0),
    /** Writes the record of the attempt being repaired (the order's last). */
    finishAct: (tx: Db, orderId: string, attempt: number, set: Partial<EamRepairActTable>) =>
      tx.updateTable('eam_repair_act').set(set).where('order_id', '=', orderId).where('attempt', '=', attempt).execute(),
    insertAcceptance: (tx: Db, row: EamRepairAcceptanceTable) => tx.insertInto('eam_repair_acceptance').values(row).execute(),

    /** Marks the asset under repair (an assetDown order opened). */
    assetDown: (tx: Db, tenantId: string, assetId: string, now: string) =>
      tx.updateTable('eam_asset').set({ asset_status: 'repair', updated_at: now }).where('tenant_id', '=', tenantId).where('id', '=', assetId)
        .where('asset_status', 'in', ['using', 'idle', 'repair']).execute(),
    /** Puts the asset back in use unless another assetDown order of it is still open. */
    assetUp: (tx: Db, tenantId: string, assetId: string, now: string) =>
      tx.updateTable('eam_asset').set({ asset_status: 'using', updated_at: now }).where('tenant_id', '=', tenantId).where('id', '=', assetId)
        .where('asset_status', '=', 'repair')
        .where((eb) => eb.not(eb.exists(eb.selectFrom('eam_repair_order as o').select('o.id').where('o.asset_id', '=', assetId).where('o.asset_down', '=', 1)
          .where('o.repair_status', 'in', OPEN_STATUSES))))
        .execute(),

    /** Puts back the status the asset had before a report that was then discarded marked it under repair. */
    assetBack: (tx: Db, tenantId: string, assetId: string, status: string, now: string) =>
      tx.updateTable('eam_asset').set({ asset_status: status, updated_at: now }).where('tenant_id', '=', tenantId).where('id', '=', assetId)
        .where('asset_status', '=', 'repair').execute(),

    /** The order an approval instance stands for, read in the action's transaction (outcome listener). */
    orderOfApproval: (tx: Db, tenantId: string, orderId: string) =>
      tx.selectFrom('eam_repair_order').selectAll().where('tenant_id', '=', tenantId).where('id', '=', orderId).executeTakeFirst(),
  };
}
export type RepairOrdersRepository = ReturnType<typeof createRepairOrdersRepository>;
export type OrderListRow = Awaited<ReturnType<RepairOrdersRepository['page']>>['list'][number];
export type OrderDetailRow = NonNullable<Awaited<ReturnType<RepairOrdersRepository['detail']>>>;
