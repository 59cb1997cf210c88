import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { EamRepairCategoryTplTable, EamRepairGroupTable, EamRepairUrgencyTable } from '../../../db/schema.js';
import { escapeLike } from '../../../platform/query-filter.js';

/** Statuses in which an order still belongs to its team's open work. */
const OPEN = ['approval', 'not_dispatch', 'dispatched', 'repairing', 'wait_acceptance', 'acceptance_failed'];

/** SQL of the repair settings: fault types, the fault library, urgencies, teams and the plant's approval setting. */
export function createRepairSettingsRepository(db: Db) {
  const tplRows = (tenantId: string) => db.selectFrom('eam_repair_category_tpl as t')
    .innerJoin('eam_repair_category as c', 'c.id', 't.category_id')
    .where('t.tenant_id', '=', tenantId)
    .select(['t.id', 't.code', 't.name', 't.repair_solution', 't.cost_time', 't.category_id', 'c.name as category_name', 'c.hierarchy_name as category_hierarchy_name',
      (eb) => eb.selectFrom('eam_repair_order as o').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('o.category_tpl_id', '=', 't.id').as('used_count')]);

  const tplFiltered = (tenantId: string, f: { categoryIds?: string[]; searchValue?: string }) => {
    let q = db.selectFrom('eam_repair_category_tpl as t').where('t.tenant_id', '=', tenantId);
    if (f.categoryIds) q = q.where('t.category_id', 'in', f.categoryIds.length > 0 ? f.categoryIds : ['']);
    if (f.searchValue) {
      const pattern = `%${escapeLike(f.searchValue)}%`;
      const like = (column: 't.code' | 't.name' | 't.repair_solution') => sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
      q = q.where((eb) => eb.or([like('t.code'), like('t.name'), like('t.repair_solution')]));
    }
    return q;
  };

  const urgencyRows = (tenantId: string) => db.selectFrom('eam_repair_urgency as u').where('u.tenant_id', '=', tenantId)
    .select(['u.id', 'u.code', 'u.name', 'u.sort', 'u.response_hours',
      (eb) => eb.selectFrom('eam_repair_order as o').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('o.urgency_id', '=', 'u.id').as('used_count')]);

  const groupRows = (tenantId: string) => db.selectFrom('eam_repair_group as g').where('g.tenant_id', '=', tenantId)
    .select(['g.id', 'g.name', 'g.leader_id', 'g.status', 'g.notes',
      (eb) => eb.selectFrom('eam_repair_order as o').select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('o.group_id', '=', 'g.id').where('o.repair_status', 'in', OPEN).as('open_count')]);

  return {
    /** The tenant's fault types, parents first by hierarchy then sort. */
    categories: (tenantId: string) =>
      db.selectFrom('eam_repair_category').selectAll().where('tenant_id', '=', tenantId).orderBy('hierarchy_name').orderBy('sort').execute(),

    /** A page of the fault library in code order and how many match. */
    async tplPage(tenantId: string, f: { categoryIds?: string[]; searchValue?: string }, offset: number, limit: number, direction: 'asc' | 'desc') {
      const ids = tplFiltered(tenantId, f).select('t.id');
      const [list, total] = await Promise.all([
        tplRows(tenantId).where('t.id', 'in', ids).orderBy('t.code', direction).offset(offset).limit(limit).execute(),
        tplFiltered(tenantId, f).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list, total: Number(total.n) };
    },
    tplById: (tenantId: string, id: string) => tplRows(tenantId).where('t.id', '=', id).executeTakeFirst(),
    /** Whether another template of the tenant has this code. */
    tplCodeTaken: async (tenantId: string, code: string, exceptId?: string) =>
      Boolean(await db.selectFrom('eam_repair_category_tpl').select('id').where('tenant_id', '=', tenantId).where('code', '=', code)
        .$if(Boolean(exceptId), (q) => q.where('id', '<>', exceptId!)).executeTakeFirst()),
    insertTpl: (row: EamRepairCategoryTplTable) => db.insertInto('eam_repair_category_tpl').values(row).execute(),
    async updateTpl(tenantId: string, id: string, set: Partial<EamRepairCategoryTplTable>): Promise<boolean> {
      const res = await db.updateTable('eam_repair_category_tpl').set(set).where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
    /** Deletes the template unless an order names it, in one statement: true when deleted. */
    async deleteTplUnused(tenantId: string, id: string): Promise<boolean> {
      const res = await db.deleteFrom('eam_repair_category_tpl').where('id', '=', id).where('tenant_id', '=', tenantId)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('eam_repair_order as o').select('o.id').where('o.category_tpl_id', '=', id)))).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    urgencies: (tenantId: string) => urgencyRows(tenantId).orderBy('u.sort').orderBy('u.code').execute(),
    urgencyById: (tenantId: string, id: string) => urgencyRows(tenantId).where('u.id', '=', id).executeTakeFirst(),
    urgencyCodeTaken: async (tenantId: string, code: string, exceptId?: string) =>
      Boolean(await db.selectFrom('eam_repair_urgency').select('id').where('tenant_id', '=', tenantId).where('code', '=', code)
        .$if(Boolean(exceptId), (q) => q.where('id', '<>', exceptId!)).executeTakeFirst()),
    insertUrgency: (row: EamRepairUrgencyTable) => db.insertInto('eam_repair_urgency').values(row).execute(),
    async updateUrgency(tenantId: string, id: string, set: Partial<EamRepairUrgencyTable>): Promise<boolean> {
      const res = await db.updateTable('eam_repair_urgency').set(set).where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
    async deleteUrgencyUnused(tenantId: string, id: string): Promise<boolean> {
      const res = await db.deleteFrom('eam_repair_urgency').where('id', '=', id).where('tenant_id', '=', tenantId)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('eam_repair_order as o').select('o.id').where('o.urgency_id', '=', id)))).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    /** The tenant's teams in name order, each with its open orders. */
    groups: (tenantId: string, status?: string) => groupRows(tenantId).$if(Boolean(status), (q) => q.where('g.status', '=', status!)).orderBy('g.name').execute(),
    groupById: (tenantId: string, id: string) => groupRows(tenantId).where('g.id', '=', id).executeTakeFirst(),
    /** The members of the teams given, by team. */
    async membersOf(groupIds: string[]): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>();
      if (groupIds.length === 0) return out;
      const rows = await db.selectFrom('eam_repair_group_member').select(['group_id', 'user_id']).where('group_id', 'in', groupIds).execute();
      for (const r of rows) out.set(r.group_id, [...(out.get(r.group_id) ?? []), r.user_id]);
      return out;
    },
    /** Creates or rewrites a team with its members, in one transaction; false when the team to update is not the tenant's. */
    saveGroup: (row: EamRepairGroupTable, memberIds: string[], isNew: boolean) =>
      db.transaction().execute(async (tx) => {
        if (isNew) {
          await tx.insertInto('eam_repair_group').values(row).execute();
        } else {
          const { id, tenant_id: tenantId, created_at: _created, ...set } = row;
          const res = await tx.updateTable('eam_repair_group').set(set).where('id', '=', id).where('tenant_id', '=', tenantId).executeTakeFirst();
          if (Number(res.numUpdatedRows) === 0) return false;
          await tx.deleteFrom('eam_repair_group_member').where('group_id', '=', id).execute();
        }
        await tx.insertInto('eam_repair_group_member').values(memberIds.map((userId) => ({ group_id: row.id, tenant_id: row.tenant_id, user_id: userId }))).execute();
        return true;
      }),

    /** Names the process a new order's approval runs (null: none), creating the tenant's setting row when there is none. */
    async setApprovalKey(tenantId: string, processKey: string | null, now: string): Promise<void> {
      const res = await db.updateTable('eam_repair_setting').set({ approval_process_key: processKey, updated_at: now }).where('tenant_id', '=', tenantId).executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) await db.insertInto('eam_repair_setting').values({ tenant_id: tenantId, approval_process_key: processKey, updated_at: now }).execute();
    },
    /** The tenant's approval setting (the process key a new order's approval runs), null when none. */
    approvalKey: async (tenantId: string) =>
      (await db.selectFrom('eam_repair_setting').select('approval_process_key').where('tenant_id', '=', tenantId).executeTakeFirst())?.approval_process_key ?? null,
  };
}
export type RepairSettingsRepository = ReturnType<typeof createRepairSettingsRepository>;
