import type { eamApi, EamPaged } from '@wp/contract';
import type { z } from 'zod';
import type { Session } from '../../../platform/auth/session.js';
import { newId, type Clock } from '../../../platform/clock.js';
import { conflict, forbidden, invalidField, notFound } from '../../../platform/errors.js';
import type { OrgDirectoryProvider, OrgSnapshot } from '../../uc/org-directory.js';
import type { EamAuthService } from '../auth/eam-auth.service.js';
import type { RepairSettingsRepository } from './repair-settings.repository.js';

type RepairCategory = eamApi.RepairCategory;
type RepairCategoryTpl = eamApi.RepairCategoryTpl;
type RepairGroup = eamApi.RepairGroup;
type RepairGroupStatus = eamApi.RepairGroupStatus;
type RepairUrgency = eamApi.RepairUrgency;
type RepairUserRef = eamApi.RepairUserRef;

type Body<E extends { body?: z.ZodType }> = z.output<NonNullable<E['body']>>;
type TplRow = NonNullable<Awaited<ReturnType<RepairSettingsRepository['tplById']>>>;
type UrgencyRow = NonNullable<Awaited<ReturnType<RepairSettingsRepository['urgencyById']>>>;
type GroupRow = NonNullable<Awaited<ReturnType<RepairSettingsRepository['groupById']>>>;

const toTpl = (r: TplRow): RepairCategoryTpl => ({
  id: r.id, code: r.code, name: r.name, repairSolution: r.repair_solution, costTime: r.cost_time === null ? null : Number(r.cost_time),
  categoryId: r.category_id, categoryName: r.category_name, categoryHierarchyName: r.category_hierarchy_name, usedCount: Number(r.used_count ?? 0),
});
const toUrgency = (r: UrgencyRow): RepairUrgency => ({
  id: r.id, code: r.code, name: r.name, sort: Number(r.sort), responseHours: Number(r.response_hours), usedCount: Number(r.used_count ?? 0),
});
/** Users as the screens show them, in name order. */
export const userRefs = (dir: OrgSnapshot, ids: Iterable<string>): RepairUserRef[] =>
  [...ids].map((id) => ({ id, name: dir.nameOf(id) })).sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));

/** Who may write the repair settings (and dispatch, cancel and accept any order): administrators and the 维修主管 role. */
export async function isRepairManager(auth: Pick<EamAuthService, 'rightsOf'>, session: Session): Promise<boolean> {
  const rights = await auth.rightsOf(session);
  return rights.includes('admin') || rights.includes('repairManager');
}

/**
 * The repair settings: fault types (a tree, read only here), the fault library, urgencies and repair teams. Every
 * user of the tenant reads them; repair managers write them; a fault or urgency an order names is not deleted.
 */
export function createRepairSettingsService(deps: { repo: RepairSettingsRepository; clock: Clock; auth: Pick<EamAuthService, 'rightsOf'>; organisation: OrgDirectoryProvider }) {
  const { repo, clock, auth, organisation } = deps;
  const mustManage = async (session: Session) => {
    if (!(await isRepairManager(auth, session))) throw forbidden('eam.repair.settingsForbidden');
  };

  async function toGroups(tenantId: string, rows: GroupRow[]): Promise<RepairGroup[]> {
    const [dir, members] = await Promise.all([organisation.forTenant(tenantId), repo.membersOf(rows.map((r) => r.id))]);
    return rows.map((r) => ({
      id: r.id, name: r.name, leader: { id: r.leader_id, name: dir.nameOf(r.leader_id) }, members: userRefs(dir, members.get(r.id) ?? []),
      status: r.status as RepairGroupStatus, notes: r.notes, openOrderCount: Number(r.open_count ?? 0),
    }));
  }
  const tplById = async (tenantId: string, id: string): Promise<RepairCategoryTpl> => {
    const row = await repo.tplById(tenantId, id);
    if (!row) throw notFound('eam.repair.tplNotFound', { id });
    return toTpl(row);
  };
  const urgencyById = async (tenantId: string, id: string): Promise<RepairUrgency> => {
    const row = await repo.urgencyById(tenantId, id);
    if (!row) throw notFound('eam.repair.urgencyNotFound', { id });
    return toUrgency(row);
  };
  const groupById = async (tenantId: string, id: string) => {
    const row = await repo.groupById(tenantId, id);
    if (!row) throw notFound('eam.repair.groupNotFound', { id });
    return (await toGroups(tenantId, [row]))[0]!;
  };

  return {
    /** The fault types, parents before children. */
    async categories(session: Session): Promise<RepairCategory[]> {
      const rows = await repo.categories(session.tenantId);
      return rows.map((r) => ({ id: r.id, parentId: r.parent_id, code: r.code, name: r.name, hierarchyName: r.hierarchy_name, sort: Number(r.sort) }));
    },

    /** A page of the fault library: of a fault type and the types under it, matching the search. */
    async tplPage(session: Session, q: Body<typeof eamApi.repairCategoryTplQueryPagedList>): Promise<EamPaged<RepairCategoryTpl>> {
      let categoryIds: string[] | undefined;
      if (q.categoryId) {
        const all = await repo.categories(session.tenantId);
        const under = new Set([q.categoryId]);
        // Parents come before children (hierarchy order), so one pass gathers the subtree.
        for (const c of all) if (c.parent_id && under.has(c.parent_id)) under.add(c.id);
        categoryIds = all.some((c) => c.id === q.categoryId) ? [...under] : [];
      }
      const { list, total } = await repo.tplPage(session.tenantId, { categoryIds, searchValue: q.searchValue }, (q.pageIndex - 1) * q.pageSize, q.pageSize, q.sortType ?? 'asc');
      return { list: list.map(toTpl), pageIndex: q.pageIndex, pageSize: q.pageSize, totalRowCount: total, pageCount: Math.ceil(total / q.pageSize) };
    },

    tplById: (session: Session, id: string) => tplById(session.tenantId, id),

    /** Creates or updates a fault template (repair managers); its code is unique in the tenant. */
    async tplSave(session: Session, b: Body<typeof eamApi.repairCategoryTplSave>): Promise<RepairCategoryTpl> {
      await mustManage(session);
      const tenantId = session.tenantId;
      if (b.id && !(await repo.tplById(tenantId, b.id))) throw notFound('eam.repair.tplNotFound', { id: b.id });
      const categories = await repo.categories(tenantId);
      if (!categories.some((c) => c.id === b.categoryId)) throw invalidField('categoryId', 'eam.repair.unknownCategory', { id: b.categoryId });
      if (await repo.tplCodeTaken(tenantId, b.code, b.id)) throw conflict('eam.repair.codeTaken', { field: 'code', code: b.code });
      const now = clock.now().toISOString();
      const fields = { category_id: b.categoryId, code: b.code, name: b.name, repair_solution: b.repairSolution ?? null, cost_time: b.costTime ?? null, updated_at: now };
      const id = b.id ?? newId();
      if (b.id) await repo.updateTpl(tenantId, id, fields);
      else await repo.insertTpl({ id, tenant_id: tenantId, created_at: now, ...fields });
      return tplById(tenantId, id);
    },

    /** Deletes a fault template no order names (repair managers). */
    async tplDelete(session: Session, id: string): Promise<{ id: string }> {
      await mustManage(session);
      if (!(await repo.tplById(session.tenantId, id))) throw notFound('eam.repair.tplNotFound', { id });
      if (!(await repo.deleteTplUnused(session.tenantId, id))) throw conflict('eam.repair.tplInUse');
      return { id };
    },

    urgencies: async (session: Session): Promise<RepairUrgency[]> => (await repo.urgencies(session.tenantId)).map(toUrgency),

    urgencyById: (session: Session, id: string) => urgencyById(session.tenantId, id),

    /** Creates or updates an urgency (repair managers); its code is unique in the tenant. */
    async urgencySave(session: Session, b: Body<typeof eamApi.repairUrgencySave>): Promise<RepairUrgency> {
      await mustManage(session);
      const tenantId = session.tenantId;
      if (b.id && !(await repo.urgencyById(tenantId, b.id))) throw notFound('eam.repair.urgencyNotFound', { id: b.id });
      if (await repo.urgencyCodeTaken(tenantId, b.code, b.id)) throw conflict('eam.repair.codeTaken', { field: 'code', code: b.code });
      const fields = { code: b.code, name: b.name, sort: b.sort, response_hours: b.responseHours };
      const id = b.id ?? newId();
      if (b.id) await repo.updateUrgency(tenantId, id, fields);
      else await repo.insertUrgency({ id, tenant_id: tenantId, ...fields });
      return urgencyById(tenantId, id);
    },

    async urgencyDelete(session: Session, id: string): Promise<{ id: string }> {
      await mustManage(session);
      if (!(await repo.urgencyById(session.tenantId, id))) throw notFound('eam.repair.urgencyNotFound', { id });
      if (!(await repo.deleteUrgencyUnused(session.tenantId, id))) throw conflict('eam.repair.urgencyInUse');
      return { id };
    },

    /** The teams in name order as the plant reads it (pinyin), the same on both database engines. */
    groups: async (session: Session, status?: RepairGroupStatus): Promise<RepairGroup[]> =>
      (await toGroups(session.tenantId, await repo.groups(session.tenantId, status))).sort((a, b) => a.name.localeCompare(b.name, 'zh-CN')),
    groupById: (session: Session, id: string) => groupById(session.tenantId, id),

    /** Creates or updates a team (repair managers): its leader and members are active users of the tenant; the leader is a member. */
    async groupSave(session: Session, b: Body<typeof eamApi.repairGroupSave>): Promise<RepairGroup> {
      await mustManage(session);
      const tenantId = session.tenantId;
      if (b.id && !(await repo.groupById(tenantId, b.id))) throw notFound('eam.repair.groupNotFound', { id: b.id });
      const dir = await organisation.forTenant(tenantId);
      if (!dir.exists(b.leaderId)) throw invalidField('leaderId', 'eam.repair.unknownUser', { id: b.leaderId });
      const stranger = b.memberIds.find((m) => !dir.exists(m));
      if (stranger) throw invalidField('memberIds', 'eam.repair.unknownUser', { id: stranger });
      const now = clock.now().toISOString();
      const id = b.id ?? newId();
      const row = { id, tenant_id: tenantId, name: b.name, leader_id: b.leaderId, status: b.status, notes: b.notes ?? null, created_at: now, updated_at: now };
      const saved = await repo.saveGroup(row, [...new Set([b.leaderId, ...b.memberIds])], !b.id);
      if (!saved) throw notFound('eam.repair.groupNotFound', { id });
      return groupById(tenantId, id);
    },

    /** The tenant's active users whose name holds the search text, for the team pickers (50 at most). */
    async users(session: Session, searchValue?: string): Promise<RepairUserRef[]> {
      const dir = await organisation.forTenant(session.tenantId);
      const needle = searchValue?.toLowerCase();
      const ids = [...dir.names.users.entries()].filter(([id, name]) => dir.exists(id) && (!needle || name.toLowerCase().includes(needle))).map(([id]) => id);
      return userRefs(dir, ids).slice(0, 50);
    },
  };
}
export type RepairSettingsService = ReturnType<typeof createRepairSettingsService>;
