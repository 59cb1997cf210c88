import type {
  DelegateRow, DoneInstRow, DoneRow, FlowGroup, InstanceRow, NoticeRow, PageList, ParsedQueryFilter, ReadRecordRow, StartableFlow, TaskRow,
} from '@wp/contract';
import type { BpmDefinitionTable } from '../../../db/schema.js';
import { badRequest, invalidField } from '../../../platform/errors.js';
import { t } from '../../../platform/messages.js';
import type { AccessService } from '../detail/access.service.js';
import { label } from '../shared/labels.js';
import type { ListsRepository } from './lists.repository.js';
import type { Categories, Definitions, Directory, StartRights } from '../shared/ports.js';
import { retrieveCheck, toInstanceRow, toNoticeRow, toTaskRow, type Viewer, viewerOf } from '../shared/rows.js';
import type { Caller } from '../actions/task-actions.service.js';

type Filter = ParsedQueryFilter | undefined;
const FLOW_TYPE = 'FLOW_TYPE';

/** The value of an EQUAL condition on one property of a QueryFilter, if the client sent one. */
function equalsOf(f: Filter, ...properties: string[]): string | undefined {
  const q = f?.querys?.find((x) => properties.includes(x.property) && (x.operation ?? 'EQUAL').toUpperCase().startsWith('EQ'));
  return typeof q?.value === 'string' && q.value ? q.value : undefined;
}

/** A done row whose decision its handler has taken back: there is nothing left to revoke, and it says why. */
const tookBack = (c: Caller, row: DoneRow): DoneRow => ({
  ...row, preconditions: { ...row.preconditions, canRevoke: false, reason: { ...row.preconditions.reason, revoke: t(c.lang, 'bpm.revoke.takenBack') } },
});

/** The same filter without the conditions on these properties (the list handles them itself). */
const without = (f: Filter, ...properties: string[]): Filter => (f ? { ...f, querys: f.querys?.filter((q) => !properties.includes(q.property)) } : f);

/**
 * The runtime lists: to-do, transferred, circulated, done, my requests and drafts, startable processes,
 * related instances, read records and urges. Rows carry names (from the organisation) and preconditions.
 */
export function createListsService(deps: {
  repo: ListsRepository; access: AccessService; definitions: Definitions; organisation: Directory; startRights: StartRights; categories: Categories;
}) {
  const { repo, access, definitions, organisation, startRights, categories } = deps;

  async function viewer(c: Caller): Promise<Viewer> {
    const dir = await organisation.forTenant(c.session.tenantId);
    return viewerOf(c, dir);
  }

  /** Instance rows with extra fields; `revokeTaskOf` names the row's own decision when revoke is about that one. */
  async function instanceRows<R extends Parameters<typeof toInstanceRow>[1]>(c: Caller, page: PageList<R>, extend?: (row: R) => object, revokeTaskOf?: (row: R) => string) {
    const v = await viewer(c);
    return { ...page, rows: page.rows.map((r) => ({ ...toInstanceRow(v, r, revokeTaskOf?.(r)), ...extend?.(r) })) };
  }

  /** Startable main versions of the user, in process order, with their category names. */
  async function startable(c: Caller, mobileOnly: boolean): Promise<StartableFlow[]> {
    const [defs, keys, types] = await Promise.all([definitions.mainOnes(c.session.tenantId), startRights.startableKeys(c.session), categories.tree(c.session.tenantId, FLOW_TYPE)]);
    const names = new Map<string, string>();
    const walk = (nodes: typeof types) => nodes.forEach((n) => { names.set(n.id, n.name); walk(n.children ?? []); });
    walk(types);
    const allowed = new Set(keys);
    return defs.filter((d) => allowed.has(d.def_key) && (!mobileOnly || d.support_mobile === 1)).map((d: BpmDefinitionTable) => ({
      id: d.id, defId: d.id, defKey: d.def_key, name: d.name, version: d.version, typeId: d.type_id, typeName: d.type_id ? (names.get(d.type_id) ?? null) : null,
      description: d.description, icon: d.icon, supportMobile: d.support_mobile,
    }));
  }

  /** Quick search over startable processes: any LIKE condition matches name or key (case-insensitive). */
  function matches(f: Filter, flow: StartableFlow): boolean {
    const terms = (f?.querys ?? []).filter((q) => typeof q.value === 'string' && q.value.trim()).map((q) => String(q.value).trim().toLowerCase());
    return terms.length === 0 || terms.some((term) => flow.name.toLowerCase().includes(term) || flow.defKey.toLowerCase().includes(term));
  }

  return {
    /** My to-do tasks, newest first, with the instance facts and preconditions of each row. */
    async todo(c: Caller, f: Filter): Promise<PageList<TaskRow>> {
      const [page, v] = await Promise.all([repo.todo(c.session.tenantId, c.session.userId, f), viewer(c)]);
      return {
        ...page,
        rows: page.rows.map((r) => toTaskRow(v, r, {
          def_id: r.def_id, status: r.inst_status, urgent_state: r.urgent_state, starter_id: r.inst_starter_id, agent_leader_id: r.inst_agent_leader_id,
          acted_since_submit: r.acted_since_submit, branched: r.branched, handoff_task_id: r.handoff_task_id, handoff_user_id: r.handoff_user_id,
        })),
      };
    },

    /** Tasks I transferred, with whether I can still take each back. */
    async delegated(c: Caller, f: Filter): Promise<PageList<DelegateRow>> {
      const page = await repo.delegated(c.session.tenantId, c.session.userId, f);
      const v = await viewer(c);
      const busy = new Set((await repo.openChildrenOf(page.rows.map((r) => r.task_id))).map((r) => r.parent_task_id));
      return {
        ...page,
        rows: page.rows.map((r) => {
          const retrieve = r.status === 'running' ? retrieveCheck(v, { owner_id: r.owner_id, status: 'DELIVERTO', open: r.open, locked_by: r.locked_by }, busy.has(r.task_id)) : { ok: false, reason: 'bpm.retrieve.closed' as const };
          return {
            id: r.id, taskId: r.task_id, taskName: r.name, taskSubject: r.subject, nodeId: r.node_id, procInstId: r.inst_id, procDefKey: r.def_key,
            procDefName: r.def_name, ownerId: r.owner_id, ownerName: v.nameOf(r.owner_id), assigneeId: r.assignee_id, assigneeName: v.nameOf(r.assignee_id),
            status: r.status as DelegateRow['status'], turnType: r.turn_type as DelegateRow['turnType'], createTime: r.created_at, finishTime: r.finish_time,
            supportMobile: 1,
            // Only the take-back applies to a transfer; revoke and urge belong to the instance's starter.
            preconditions: { canRevoke: false, canUrge: false, canRetrieve: retrieve.ok, reason: retrieve.ok ? {} : { retrieve: t(c.lang, retrieve.reason ?? 'bpm.retrieve.closed') } },
          };
        }),
      };
    },

    /** Notices I circulated ('sent'), or circulated to me and unread / read. */
    async notices(c: Caller, which: 'sent' | 'unread' | 'read', f: Filter): Promise<PageList<NoticeRow>> {
      const page = await repo.notices(c.session.tenantId, c.session.userId, which, f);
      const v = await viewer(c);
      const defIds = [...new Set(page.rows.map((r) => r.def_id))];
      const defs = new Map(await Promise.all(defIds.map(async (id) => [id, await definitions.load(c.session.tenantId, id)] as const)));
      return { ...page, rows: page.rows.map((n) => toNoticeRow(v, n, (nodeId) => (nodeId ? (defs.get(n.def_id)?.def.model.nodes[nodeId]?.name ?? '') : ''))) };
    },

    /** Instances I started (not drafts), or my drafts. */
    started: async (c: Caller, drafts: boolean, mobileOnly: boolean, f: Filter): Promise<PageList<InstanceRow>> =>
      instanceRows(c, await repo.started(c.session.tenantId, c.session.userId, drafts, mobileOnly, f)),

    /** Instances I handled a task of, latest action first. */
    doneInstances: async (c: Caller, status: string | undefined, f: Filter): Promise<PageList<DoneInstRow>> =>
      instanceRows(c, await repo.doneInstances(c.session.tenantId, c.session.userId, status, f), (r) => ({ completeTime: r.complete_time as string })) as Promise<PageList<DoneInstRow>>,

    /** My actions on tasks, newest first; a decision I took back since says so instead of 'the next node acted'. */
    async doneActions(c: Caller, status: string | undefined, f: Filter): Promise<PageList<DoneRow>> {
      const page = await repo.doneActions(c.session.tenantId, c.session.userId, status, f);
      const takenBack = new Set(page.rows.filter((r) => Number(r.taken_back) === 1).map((r) => r.task_id));
      const out = await instanceRows(c, page, (r) => ({
        taskId: r.task_id as string, taskKey: r.node_id ?? '', nodeName: r.node_name, opinionStatus: r.opinion_status,
        opinionStatusName: label(c.lang, 'opinion', r.opinion_status), opinion: r.opinion,
        completeTime: r.complete_time as string,
      }), (r) => r.task_id as string) as PageList<DoneRow>;
      return { ...out, rows: out.rows.map((row) => (takenBack.has(row.taskId) ? tookBack(c, row) : row)) };
    },

    /** Processes I may start, filtered by the quick search, paged. */
    async startable(c: Caller, f: Filter): Promise<PageList<StartableFlow>> {
      const all = (await startable(c, false)).filter((flow) => matches(f, flow));
      const page = Math.max(1, Number(f?.pageBean?.page ?? 1));
      const raw = Number(f?.pageBean?.pageSize ?? 10);
      const pageSize = raw === -1 ? Math.max(all.length, 1) : raw;
      return { rows: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize };
    },

    /** Processes I may start on mobile, grouped by FLOW_TYPE category in category order; uncategorised last. */
    async startableGroups(c: Caller, f: Filter): Promise<PageList<FlowGroup>> {
      const flows = (await startable(c, true)).filter((flow) => matches(f, flow));
      const types = await categories.tree(c.session.tenantId, FLOW_TYPE);
      const groups: FlowGroup[] = [];
      // A flow filed under a sub-category is listed under its top-level category.
      const rootOf = new Map<string, string>();
      const walk = (nodes: typeof types, root?: string) => nodes.forEach((n) => { rootOf.set(n.id, root ?? n.id); walk(n.children ?? [], root ?? n.id); });
      walk(types);
      for (const type of types) {
        groups.push({ typeId: type.id, typeName: type.name, icon: type.icon, sn: type.sn, flowList: flows.filter((fl) => fl.typeId && rootOf.get(fl.typeId) === type.id) });
      }
      const loose = flows.filter((fl) => !fl.typeId || !rootOf.has(fl.typeId));
      if (loose.length > 0) groups.push({ typeId: null, typeName: t(c.lang, 'bpm.uncategorised'), icon: null, sn: Number.MAX_SAFE_INTEGER, flowList: loose });
      return { rows: groups, total: groups.length, page: 1, pageSize: Math.max(groups.length, 1) };
    },

    /** Instances I took part in. */
    related: async (c: Caller, f: Filter) => instanceRows(c, await repo.related(c.session.tenantId, c.session.userId, f)),

    /** Instances by id; those I may not read are left out. */
    async byIds(c: Caller, pks: string | undefined, f: Filter): Promise<PageList<InstanceRow>> {
      const fromQuery = (pks ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      const fromFilter = (f?.querys ?? []).filter((q) => q.property === 'id' && Array.isArray(q.value)).flatMap((q) => (q.value as unknown[]).map(String));
      const ids = [...new Set([...fromQuery, ...fromFilter])];
      if (ids.length === 0) throw invalidField('pks', 'field.instanceIds');
      const readable: string[] = [];
      for (const id of ids) if (await access.mayRead(c.session, id)) readable.push(id);
      if (readable.length === 0) return { rows: [], total: 0, page: 1, pageSize: Number(f?.pageBean?.pageSize ?? 10) };
      return instanceRows(c, await repo.byIds(c.session.tenantId, readable, without(f, 'id')));
    },

    /** Who opened an instance's tasks and when; the instance must be readable. */
    async reads(c: Caller, f: Filter): Promise<PageList<ReadRecordRow>> {
      const instId = equalsOf(f, 'procInstId');
      if (!instId) throw badRequest('bpm.readRecordInstRequired');
      await access.readableInstance(c.session, instId);
      const latestOnly = String(f?.params?.distinct ?? '') === '1';
      const page = await repo.reads(instId, latestOnly, without(f, 'procInstId'));
      const v = await viewer(c);
      return {
        ...page,
        rows: page.rows.map((r) => ({
          id: `${r.task_id}:${r.user_id}`, procInstId: r.inst_id, taskId: r.task_id, taskName: r.name, nodeId: r.node_id, userId: r.user_id,
          userName: v.nameOf(r.user_id), readTime: r.read_time,
        })),
      };
    },

    /** Urge records of an instance I may read. */
    async urges(c: Caller, f: Filter) {
      const instId = equalsOf(f, 'instId', 'procInstId');
      if (!instId) throw badRequest('bpm.urgeInstRequired');
      await access.readableInstance(c.session, instId);
      const page = await repo.urges(c.session.tenantId, instId, without(f, 'instId', 'procInstId'));
      const v = await viewer(c);
      return {
        ...page,
        rows: page.rows.map((r) => {
          const to = JSON.parse(r.qualified_json) as string[];
          return {
            id: r.id, instId: r.inst_id, subject: r.subject, promoterId: r.auditor_id ?? '', promoter: r.auditor_id ? v.nameOf(r.auditor_id) : '',
            appointeeId: to.join(','), appointee: to.map((id) => v.nameOf(id)).join(','), content: r.opinion, urgrntDate: r.create_time,
          };
        }),
      };
    },

    /** Counts for the home summary. */
    async counts(c: Caller) {
      const [todo, started, done, unread, delegated] = await Promise.all([
        repo.todoCount(c.session.tenantId, c.session.userId), repo.startedCount(c.session.tenantId, c.session.userId),
        repo.doneInstanceCount(c.session.tenantId, c.session.userId), repo.unreadNoticeCount(c.session.tenantId, c.session.userId),
        repo.delegatedRunningCount(c.session.tenantId, c.session.userId),
      ]);
      return { todo, started, done, unread, delegated };
    },

  };
}
export type ListsService = ReturnType<typeof createListsService>;
