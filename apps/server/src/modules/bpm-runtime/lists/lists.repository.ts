import { sql, type SelectQueryBuilder } from 'kysely';
import type { ParsedQueryFilter } from '@wp/contract';
import { compiledOnce } from '../../../db/compiled-once.js';
import type { Db } from '../../../db/database.js';
import type { BpmTaskTable, Database } from '../../../db/schema.js';
import { pageOf, pagedList, whereOf, type Whitelist } from '../../../platform/query-filter.js';

/**
 * The SQL of the runtime lists. Every list maps the client's property names (the original's column names
 * such as `bt.subject_`, and the row field names) through its own whitelist; tenant and user conditions are
 * fixed here, never taken from the filter.
 */

const taskColumns = {
  'bt.subject_': 't.subject', subject: 't.subject', 'bt.proc_def_name_': 't.def_name', procDefName: 't.def_name',
  'bt.proc_def_key_': 't.def_key', procDefKey: 't.def_key', 'bt.name_': 't.name', name: 't.name', taskName: 't.name',
  'bt.node_id_': 't.node_id', nodeId: 't.node_id', taskKey: 't.node_id', 'bt.status_': 't.status', status: 't.status',
  'bt.create_time_': 't.created_at', createTime: 't.created_at', creator: 't.starter_name', creatorId: 't.starter_id',
  typeId: 't.type_id', 'bt.type_id_': 't.type_id', dueTime: 't.due_at', procInstId: 't.inst_id', 'bt.proc_inst_id_': 't.inst_id',
  // The instance's urgency, as the row shows it (the to-do list's 'urgent' filter).
  urgentStateValue: { column: 'i.urgent_state', type: 'number' },
} satisfies Whitelist;

const instanceColumns = {
  subject: 'i.subject', subject_: 'i.subject', 'bt.subject_': 'i.subject', 'inst.subject_': 'i.subject',
  procDefName: 'i.def_name', proc_def_name_: 'i.def_name', 'bt.proc_def_name_': 'i.def_name', 'inst.proc_def_name_': 'i.def_name',
  procDefKey: 'i.def_key', proc_def_key_: 'i.def_key', 'inst.proc_def_key_': 'i.def_key', status: 'i.status', status_: 'i.status',
  createTime: 'i.created_at', create_time_: 'i.created_at', creator: 'i.starter_name', typeId: 'i.type_id', type_id_: 'i.type_id',
  id: 'i.id', endTime: 'i.end_time', urgentState: { column: 'i.urgent_state', type: 'number' }, bizKey: 'i.biz_key',
  // 审批中 / 已通过 / 未通过 / 已撤回 / 已终止 (instanceOutcome).
  outcome: 'i.outcome',
} satisfies Whitelist;

const noticeColumns = {
  subject: 'i.subject', 'bt.subject_': 'i.subject', 'bpm_pro_inst.subject_': 'i.subject', procDefName: 'i.def_name', 'bt.proc_def_name_': 'i.def_name',
  procDefKey: 'i.def_key', 'bpm_pro_inst.proc_def_key_': 'i.def_key', 'inst.proc_def_key_': 'i.def_key', createTime: 'n.created_at',
  readTime: 'n.read_time', procInstId: 'n.inst_id', nodeId: 'n.node_id', status: 'i.status', outcome: 'i.outcome',
} satisfies Whitelist;

const delegateColumns = {
  subject: 't.subject', taskSubject: 't.subject', 'bt.subject_': 't.subject', procDefName: 't.def_name', 'bt.proc_def_name_': 't.def_name',
  procDefKey: 't.def_key', 'hi.proc_def_key_': 't.def_key', taskName: 't.name', status: 'r.status', createTime: 'r.created_at',
  finishTime: 'r.finish_time', procInstId: 'r.inst_id',
} satisfies Whitelist;

const doneColumns = {
  ...instanceColumns, completeTime: 'o.complete_time', opinionStatus: 'o.status', taskKey: 'o.node_id', nodeName: 'o.node_name',
} satisfies Whitelist;

const readColumns = {
  procInstId: 'r.inst_id', userId: 'r.user_id', readTime: 'r.read_time', taskId: 'r.task_id',
} satisfies Whitelist;

const urgeColumns = { instId: 'o.inst_id', promoterId: 'o.auditor_id', urgrntDate: 'o.create_time' } satisfies Whitelist;

/** Opinion statuses that mean "I handled a task" (已办): decisions, answers and hand-overs, not claims or reminders. */
export const doneStatuses = ['agree', 'oppose', 'abandon', 'reject', 'backToStart', 'reSubmit', 'deliverto', 'feedback', 'inqu_reply', 'manual_end'];

const instanceSelect = ['i.id', 'i.def_id', 'i.def_key', 'i.def_name', 'i.type_id', 'i.subject', 'i.status', 'i.starter_id', 'i.starter_name',
  'i.starter_org_id', 'i.agent_leader_id', 'i.biz_key', 'i.urgent_state', 'i.created_at', 'i.updated_at', 'i.end_time', 'i.outcome',
  'i.acted_since_submit', 'i.branched', 'i.handoff_task_id', 'i.handoff_user_id', 'i.task_names'] as const;

type Filter = ParsedQueryFilter | undefined;
const page = <DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>, f: Filter, w: Whitelist, sort: Array<[string, 'asc' | 'desc']>) =>
  pagedList(q, f, w, sort);

export function createListsRepository(db: Db) {
  /** Ids of the open tasks of a user: assigned to them, or shared with them as a candidate. */
  const myOpenTaskIds = (userId: string) =>
    db.selectFrom('bpm_task').select('id').where('assignee_id', '=', userId).where('open', '=', 1)
      .unionAll(db.selectFrom('bpm_task_candidate').select('task_id as id').where('user_id', '=', userId).where('open', '=', 1));

  /** The open tasks a user may act on: assigned, or shared and not claimed by someone else. */
  const todoBase = (tenantId: string, userId: string) =>
    db.selectFrom('bpm_task as t').selectAll('t')
      .where('t.tenant_id', '=', tenantId).where('t.open', '=', 1).where('t.id', 'in', myOpenTaskIds(userId))
      .where((eb) => eb.or([
        eb('t.assignee_id', '=', userId),
        eb.and([eb('t.assignee_id', 'is', null), eb.or([eb('t.locked_by', 'is', null), eb('t.locked_by', '=', userId)])]),
      ]));

  /** Adds the instance facts a task row shows (process version, status, urgency, whether I may revoke) to a task query: columns, never the state. */
  const withInstance = <O>(q: SelectQueryBuilder<Database & { t: BpmTaskTable }, 't', O>) =>
    q.innerJoin('bpm_instance as i', 'i.id', 't.inst_id')
      .select(['i.def_id', 'i.status as inst_status', 'i.urgent_state', 'i.starter_id as inst_starter_id', 'i.agent_leader_id as inst_agent_leader_id',
        'i.acted_since_submit', 'i.branched', 'i.handoff_task_id', 'i.handoff_user_id']);

  /** My assigned open tasks, as the bpm_task_todo index holds them. */
  const assignedIds = (userId: string) =>
    db.selectFrom('bpm_task').select(['created_at', 'id']).where('assignee_id', '=', userId).where('open', '=', 1);
  /** Shared open tasks I may take: driven by my candidate rows (few), not by every unassigned task, hence the cross join's order. */
  const sharedIds = (userId: string) =>
    db.selectFrom('bpm_task_candidate as c').crossJoin('bpm_task as t').select(['c.created_at', 'c.task_id as id'])
      .whereRef('t.id', '=', 'c.task_id').where('c.user_id', '=', userId).where('c.open', '=', 1).where('t.assignee_id', 'is', null)
      .where((eb) => eb.or([eb('t.locked_by', 'is', null), eb('t.locked_by', '=', userId)]));
  // Assigned tasks are counted by the database as they open and close (bpm_todo_count, migration 008); shared
  // ones are few per user and counted from the candidate index.
  const todoCountQuery = compiledOnce(db, (userId: string) => db.selectNoFrom((eb) => [
    eb.selectFrom('bpm_todo_count').select('n').where('user_id', '=', userId).as('assigned'),
    eb.selectFrom(sharedIds(userId).clearSelect().select((e) => e.fn.countAll<number | string>().as('n')).as('s')).select('s.n').as('shared'),
  ]));
  const todoCount = async (userId: string) => {
    const [row] = await todoCountQuery(userId);
    return Number(row?.assigned ?? 0) + Number(row?.shared ?? 0);
  };
  /** The page's ids in a subquery (index only), then only their rows, in one statement. */
  const todoPageQuery = compiledOnce(db, (tenantId: string, userId: string, limit: number, offset: number) => {
    const pageIds = db.selectFrom(assignedIds(userId).unionAll(sharedIds(userId)).orderBy('created_at', 'desc').orderBy('id', 'desc')
      .limit(limit).offset(offset).as('p')).select('p.id');
    return withInstance(db.selectFrom('bpm_task as t').selectAll('t')).where('t.tenant_id', '=', tenantId).where('t.id', 'in', pageIds)
      .orderBy('t.created_at', 'desc').orderBy('t.id', 'desc');
  });

  return {
    /**
     * My to-do page. Without search conditions or a sorter (the list as it opens), the page's ids come from
     * the indexes alone, merging my assigned tasks (already in time order in bpm_task_todo) with the shared
     * ones, and only that page's rows are read; with conditions the general query filters every task.
     */
    async todo(tenantId: string, userId: string, f: Filter) {
      if (whereOf(f, taskColumns) || f?.sorter?.length) return page(withInstance(todoBase(tenantId, userId)), f, taskColumns, [['t.created_at', 'desc'], ['t.id', 'desc']]);
      const p = pageOf(f);
      const [rows, total] = await Promise.all([
        todoPageQuery(tenantId, userId, p.pageSize, p.offset),
        p.showTotal ? todoCount(userId) : Promise.resolve(-1),
      ]);
      return { rows, total: total < 0 ? rows.length : total, page: p.page, pageSize: p.pageSize };
    },

    /** How many open tasks the user may act on. */
    todoCount: (_tenantId: string, userId: string) => todoCount(userId),

    delegated: (tenantId: string, userId: string, f: Filter) =>
      page(db.selectFrom('bpm_transfer as r').innerJoin('bpm_task as t', 't.id', 'r.task_id')
        .select(['r.id', 'r.task_id', 'r.inst_id', 'r.owner_id', 'r.assignee_id', 'r.turn_type', 'r.status', 'r.created_at', 'r.finish_time',
          't.name', 't.subject', 't.node_id', 't.def_key', 't.def_name', 't.open', 't.locked_by'])
        .where('r.tenant_id', '=', tenantId).where('r.owner_id', '=', userId), f, delegateColumns, [['r.created_at', 'desc'], ['r.id', 'desc']]),

    /** Transfers by me whose task is still open and untouched (for the summary count). */
    delegatedRunningCount: async (tenantId: string, userId: string) =>
      Number((await db.selectFrom('bpm_transfer').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId)
        .where('owner_id', '=', userId).where('status', '=', 'running').executeTakeFirst())?.n ?? 0),

    /** Open ADDSIGN/INQU children of tasks: a transferred task with these has been acted on. */
    openChildrenOf: (taskIds: string[]) =>
      taskIds.length === 0 ? Promise.resolve([]) : db.selectFrom('bpm_task').select(['parent_task_id']).where('parent_task_id', 'in', taskIds)
        .where('open', '=', 1).where('status', 'in', ['ADDSIGN', 'INQU']).execute(),

    notices: (tenantId: string, userId: string, which: 'sent' | 'unread' | 'read', f: Filter) => {
      let q = db.selectFrom('bpm_notice as n').innerJoin('bpm_instance as i', 'i.id', 'n.inst_id')
        .select(['n.id', 'n.inst_id', 'n.task_id', 'n.node_id', 'n.user_id', 'n.from_user_id', 'n.opinion', 'n.is_read', 'n.read_time', 'n.created_at',
          'i.subject', 'i.def_id', 'i.def_key', 'i.def_name', 'i.status', 'i.outcome'])
        .where('n.tenant_id', '=', tenantId);
      q = which === 'sent' ? q.where('n.from_user_id', '=', userId) : q.where('n.user_id', '=', userId).where('n.is_read', '=', which === 'read' ? 1 : 0);
      return page(q, f, noticeColumns, [[which === 'read' ? 'n.read_time' : 'n.created_at', 'desc'], ['n.id', 'desc']]);
    },

    unreadNoticeCount: async (tenantId: string, userId: string) =>
      Number((await db.selectFrom('bpm_notice').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId).where('is_read', '=', 0).executeTakeFirst())?.n ?? 0),

    /**
     * Instances started by the user; drafts only, or everything but drafts. A request started on a leader's
     * behalf is the leader's request as much as the agent's; its draft stays the agent's alone.
     */
    started: (tenantId: string, userId: string, drafts: boolean, mobileOnly: boolean, f: Filter) => {
      let q = db.selectFrom('bpm_instance as i').select([...instanceSelect]).where('i.tenant_id', '=', tenantId)
        .where((eb) => (drafts ? eb('i.starter_id', '=', userId) : eb.or([eb('i.starter_id', '=', userId), eb('i.agent_leader_id', '=', userId)])))
        .where('i.status', drafts ? '=' : '<>', 'draft');
      if (mobileOnly) q = q.where('i.def_id', 'in', db.selectFrom('bpm_definition').select('id').where('tenant_id', '=', tenantId).where('support_mobile', '=', 1));
      return page(q, f, instanceColumns, [[drafts ? 'i.updated_at' : 'i.created_at', 'desc'], ['i.id', 'desc']]);
    },

    startedCount: async (tenantId: string, userId: string) =>
      Number((await db.selectFrom('bpm_instance').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId)
        .where((eb) => eb.or([eb('starter_id', '=', userId), eb('agent_leader_id', '=', userId)])).where('status', '<>', 'draft').executeTakeFirst())?.n ?? 0),

    /** Instances in which the user handled a task, with the time of the latest such action. */
    doneInstances: (tenantId: string, userId: string, status: string | undefined, f: Filter) => {
      const mine = db.selectFrom('bpm_opinion').select(['inst_id']).select((eb) => eb.fn.max('complete_time').as('complete_time'))
        .where('auditor_id', '=', userId).where('tenant_id', '=', tenantId).where('status', 'in', doneStatuses).where('task_id', 'is not', null)
        .groupBy('inst_id');
      let q = db.selectFrom(mine.as('o')).innerJoin('bpm_instance as i', 'i.id', 'o.inst_id').select([...instanceSelect, 'o.complete_time']);
      if (status) q = q.where('i.status', '=', status);
      return page(q, f, { ...instanceColumns, completeTime: 'o.complete_time' }, [['o.complete_time', 'desc'], ['i.id', 'desc']]);
    },

    doneInstanceCount: async (tenantId: string, userId: string) =>
      Number((await db.selectFrom('bpm_opinion').select((eb) => eb.fn.count<number>('inst_id').distinct().as('n')).where('tenant_id', '=', tenantId)
        .where('auditor_id', '=', userId).where('status', 'in', doneStatuses).where('task_id', 'is not', null).executeTakeFirst())?.n ?? 0),

    /**
     * The user's latest action on a task of each instance (已办 lists an instance once, as the done tile counts
     * it: `doneInstanceCount`), with the instance.
     */
    doneActions: (tenantId: string, userId: string, status: string | undefined, f: Filter) => {
      let q = db.selectFrom('bpm_opinion as o').innerJoin('bpm_instance as i', 'i.id', 'o.inst_id')
        .select([...instanceSelect, 'o.task_id', 'o.node_id', 'o.node_name', 'o.status as opinion_status', 'o.opinion', 'o.complete_time'])
        // The handler took this decision back (撤回) since: her row says so instead of 'the next node acted'.
        .select((eb) => eb.exists(eb.selectFrom('bpm_opinion as b').select(sql`1`.as('x')).whereRef('b.inst_id', '=', 'o.inst_id')
          .whereRef('b.node_id', '=', 'o.node_id').whereRef('b.auditor_id', '=', 'o.auditor_id').where('b.status', '=', 'revoker')
          .whereRef('b.create_time', '>=', 'o.complete_time')).as('taken_back'))
        .where('o.tenant_id', '=', tenantId).where('o.auditor_id', '=', userId).where('o.status', 'in', doneStatuses).where('o.task_id', 'is not', null)
        // No later action of mine on the same instance (the id breaks a tie of equal times).
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('bpm_opinion as l').select(sql`1`.as('x'))
          .whereRef('l.auditor_id', '=', 'o.auditor_id').whereRef('l.inst_id', '=', 'o.inst_id').where('l.status', 'in', doneStatuses).where('l.task_id', 'is not', null)
          .where((e) => e.or([e('l.complete_time', '>', e.ref('o.complete_time')), e.and([e('l.complete_time', '=', e.ref('o.complete_time')), e('l.id', '>', e.ref('o.id'))])])))));
      if (status) q = q.where('i.status', '=', status);
      return page(q, f, doneColumns, [['o.complete_time', 'desc'], ['o.id', 'desc']]);
    },

    /** Instances the user took part in (see records.isParticipant), any status but drafts. */
    related: (tenantId: string, userId: string, f: Filter) => {
      const ids = db.selectFrom('bpm_task').select('inst_id as id').where((eb) => eb.or([eb('assignee_id', '=', userId), eb('owner_id', '=', userId), eb('completed_by', '=', userId)]))
        .union(db.selectFrom('bpm_task_candidate as c').innerJoin('bpm_task as t', 't.id', 'c.task_id').select('t.inst_id as id').where('c.user_id', '=', userId))
        .union(db.selectFrom('bpm_notice').select('inst_id as id').where('user_id', '=', userId))
        .union(db.selectFrom('bpm_instance').select('id').where('starter_id', '=', userId));
      const q = db.selectFrom('bpm_instance as i').select([...instanceSelect]).where('i.tenant_id', '=', tenantId).where('i.status', '<>', 'draft').where('i.id', 'in', ids);
      return page(q, f, instanceColumns, [['i.created_at', 'desc'], ['i.id', 'desc']]);
    },

    /** Instances by id (the caller then keeps those the user may read). */
    byIds: (tenantId: string, ids: string[], f: Filter) => {
      let q = db.selectFrom('bpm_instance as i').select([...instanceSelect]).where('i.tenant_id', '=', tenantId).where('i.status', '<>', 'draft');
      if (ids.length > 0) q = q.where('i.id', 'in', ids);
      return page(q, f, instanceColumns, [['i.created_at', 'desc'], ['i.id', 'desc']]);
    },

    /** Read records of an instance; `latestOnly` keeps each reader's latest read. */
    reads: (instId: string, latestOnly: boolean, f: Filter) => {
      let q = db.selectFrom('bpm_read_record as r').innerJoin('bpm_task as t', 't.id', 'r.task_id')
        .select(['r.inst_id', 'r.task_id', 'r.user_id', 'r.read_time', 't.name', 't.node_id']).where('r.inst_id', '=', instId);
      if (latestOnly) {
        q = q.where(({ not, exists, selectFrom }) => not(exists(selectFrom('bpm_read_record as r2').select(sql`1`.as('x'))
          .whereRef('r2.inst_id', '=', 'r.inst_id').whereRef('r2.user_id', '=', 'r.user_id').whereRef('r2.read_time', '>', 'r.read_time'))));
      }
      return page(q, f, readColumns, [['r.read_time', 'desc'], ['r.task_id', 'desc']]);
    },

    urges: (tenantId: string, instId: string, f: Filter) =>
      page(db.selectFrom('bpm_opinion as o').innerJoin('bpm_instance as i', 'i.id', 'o.inst_id')
        .select(['o.id', 'o.inst_id', 'o.auditor_id', 'o.qualified_json', 'o.opinion', 'o.create_time', 'i.subject'])
        .where('o.tenant_id', '=', tenantId).where('o.inst_id', '=', instId).where('o.status', '=', 'urge'), f, urgeColumns, [['o.create_time', 'desc'], ['o.id', 'desc']]),
  };
}
export type ListsRepository = ReturnType<typeof createListsRepository>;
