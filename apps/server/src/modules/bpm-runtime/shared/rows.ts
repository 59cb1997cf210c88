import type { InstanceOutcomeValue, InstanceRow, InstanceStatusValue, NoticeRow, OpinionRecordRow, Preconditions, TaskRow } from '@wp/contract';
import { canRevokeBy, type InstanceState } from '@wp/engine';
import type { BpmInstanceTable, BpmOpinionTable, BpmTaskTable } from '../../../db/schema.js';
import { t, type Lang, type MessageKey } from '../../../platform/messages.js';
import { revokeFactsOfRow, type FactRow } from './instance-facts.js';
import { label } from './labels.js';
import type { Caller } from '../actions/task-actions.service.js';

/** Who is looking, in which language, and how to name people: what every row mapping needs. */
export interface Viewer {
  lang: Lang;
  userId: string;
  isAdmin: boolean;
  /** A shared link's guest: reads as the sharer, acts as nobody. */
  guest: boolean;
  nameOf(userId: string): string;
}

/** The viewer of a call, naming people from the tenant's directory. */
export const viewerOf = (c: Caller, dir: { nameOf(userId: string): string }): Viewer =>
  ({ lang: c.lang, userId: c.session.userId, isAdmin: c.session.isAdmin, guest: !!c.session.guest, nameOf: (id) => dir.nameOf(id) });

/** Instance columns list rows read. */
export type InstanceColumns = Pick<BpmInstanceTable, 'id' | 'def_id' | 'def_key' | 'def_name' | 'type_id' | 'subject' | 'status' | 'starter_id'
  | 'starter_name' | 'starter_org_id' | 'agent_leader_id' | 'biz_key' | 'urgent_state' | 'created_at' | 'updated_at' | 'end_time' | 'outcome'
  | 'acted_since_submit' | 'branched' | 'handoff_task_id' | 'handoff_user_id' | 'task_names'>;

/** The outcome of a row and its words: null and '' for a draft. */
export function outcomeFields(lang: Lang, outcome: string | null): { outcome: InstanceOutcomeValue | null; outcomeName: string } {
  return { outcome: outcome as InstanceOutcomeValue | null, outcomeName: outcome ? label(lang, 'outcome', outcome) : '' };
}

export const parseState = (json: string | null): InstanceState | null => (json ? (JSON.parse(json) as InstanceState) : null);

/** Instances that wait for someone other than the starter can be urged. */
const urgeable = new Set(['running', 'back']);

/** Whether revoke, retrieve and urge are possible now for this viewer, and why not. */
export function preconditionsFor(v: Viewer, inst: FactRow, retrieve: { ok: boolean; reason?: MessageKey }, revokeTaskId?: string): Preconditions {
  if (v.guest) {
    const readOnly = t(v.lang, 'bpm.guest.readOnly');
    return { canRevoke: false, canRetrieve: false, canUrge: false, reason: { revoke: readOnly, retrieve: readOnly, urge: readOnly } };
  }
  const reason: Preconditions['reason'] = {};
  let revoke = false;
  const facts = revokeFactsOfRow(inst);
  if (!facts) {
    reason.revoke = t(v.lang, inst.status === 'draft' ? 'bpm.revoke.draft' : 'bpm.revoke.notStarter');
  } else {
    const check = canRevokeBy(facts, v.userId, revokeTaskId);
    revoke = check.ok;
    if (!check.ok) reason.revoke = t(v.lang, `bpm.revoke.${check.code}`);
  }
  if (!retrieve.ok) reason.retrieve = t(v.lang, retrieve.reason ?? 'bpm.retrieve.notOwner');
  // Started on a leader's behalf, the agent (the row's starter) and the leader both speak for the request.
  const mayUrge = v.userId === inst.starter_id || v.userId === inst.agent_leader_id || v.isAdmin;
  const urge = mayUrge && urgeable.has(inst.status);
  if (!urge) reason.urge = t(v.lang, mayUrge ? 'bpm.urge.ended' : 'bpm.urge.notStarter');
  return { canRevoke: revoke, canRetrieve: retrieve.ok, canUrge: urge, reason };
}

/** Why the viewer cannot take this task back, or ok: they transferred it and the new holder has not acted. */
export function retrieveCheck(v: Viewer, task: Pick<BpmTaskTable, 'owner_id' | 'status' | 'open' | 'locked_by'>, hasOpenChildren: boolean): { ok: boolean; reason?: MessageKey } {
  if (task.owner_id !== v.userId || task.status !== 'DELIVERTO') return { ok: false, reason: 'bpm.retrieve.notOwner' };
  if (task.open !== 1) return { ok: false, reason: 'bpm.retrieve.closed' };
  if (task.locked_by || hasOpenChildren) return { ok: false, reason: 'bpm.retrieve.acted' };
  return { ok: true };
}

/** The instance facts a task row needs besides the task itself (columns, never the state). */
export type TaskInstance = FactRow & { def_id: string; urgent_state: number };

export function toTaskRow(v: Viewer, task: BpmTaskTable, inst: TaskInstance, hasOpenChildren = false): TaskRow {
  return {
    id: task.id, taskId: task.id, name: task.name, subject: task.subject, procInstId: task.inst_id, procDefId: inst.def_id, procDefKey: task.def_key,
    procDefName: task.def_name, nodeId: task.node_id, taskKey: task.node_id, status: task.status as TaskRow['status'], createTime: task.created_at,
    creator: task.starter_name, creatorId: task.starter_id, assigneeId: task.assignee_id, assigneeName: task.assignee_id ? v.nameOf(task.assignee_id) : null,
    ownerId: task.owner_id, ownerName: task.owner_id ? v.nameOf(task.owner_id) : null, lockedBy: task.locked_by, parentId: task.parent_task_id,
    dueTime: task.due_at, urgentStateValue: inst.urgent_state, instStatus: inst.status as InstanceStatusValue, typeId: task.type_id, supportMobile: 1,
    preconditions: preconditionsFor(v, inst, retrieveCheck(v, task, hasOpenChildren)),
  };
}

/**
 * An instance row, from its columns alone (lists never parse the state). `revokeTaskId`: the row is my
 * decision on that task (a done row), and revoke means taking that decision back.
 */
export function toInstanceRow(v: Viewer, i: InstanceColumns, revokeTaskId?: string): InstanceRow {
  return {
    id: i.id, subject: i.subject, procDefId: i.def_id, procDefKey: i.def_key, procDefName: i.def_name, typeId: i.type_id,
    status: i.status as InstanceStatusValue, statusName: label(v.lang, 'instance', i.status), creator: i.starter_name, createBy: i.starter_id,
    createOrgId: i.starter_org_id, createTime: i.created_at, updateTime: i.updated_at, endTime: i.end_time, bizKey: i.biz_key,
    urgentState: i.urgent_state, supportMobile: 1, ...outcomeFields(v.lang, i.outcome),
    agentLeaderId: i.agent_leader_id, agentLeaderName: i.agent_leader_id ? v.nameOf(i.agent_leader_id) : null,
    taskName: i.task_names ?? '',
    preconditions: preconditionsFor(v, i, { ok: false, reason: 'bpm.retrieve.notOwner' }, revokeTaskId),
  };
}

const pending = new Set(['awaiting_check', 'awaiting_feedback']);

/**
 * An opinion record as the approval history shows it: names of who may act while pending, whether one of
 * them opened the task, and the time it took.
 */
export function toOpinionRow(v: Viewer, o: BpmOpinionTable, readers: ReadonlyMap<string, ReadonlySet<string>>, now: Date): OpinionRecordRow {
  const qualified = JSON.parse(o.qualified_json) as string[];
  const isPending = pending.has(o.status);
  const read = isPending ? qualified.some((id) => readers.get(o.task_id ?? '')?.has(id)) : true;
  const end = o.complete_time ? Date.parse(o.complete_time) : now.getTime();
  return {
    id: o.id, procInstId: o.inst_id, taskId: o.task_id, taskKey: o.node_id, taskName: o.node_name,
    qualfieds: JSON.stringify(qualified.map((id) => ({ id, name: v.nameOf(id), type: 'user' }))),
    qualfiedNames: isPending ? qualified.map((id) => v.nameOf(id)).join('/') : (o.qualified_names ?? ''),
    auditor: o.auditor_id, auditorName: o.auditor_id ? (o.auditor_name ?? v.nameOf(o.auditor_id)) : null, opinion: o.opinion || systemOpinion(v.lang, o), status: o.status,
    statusVal: label(v.lang, 'opinion', o.status), isRead: read ? 1 : 0, createTime: o.create_time, completeTime: o.complete_time,
    durMs: Math.max(0, end - Date.parse(o.create_time)), files: o.files_json ?? '[]', zfiles: '[]',
  };
}

/** The words of a record the engine wrote without anyone acting: a node skipped because its rules named nobody. */
function systemOpinion(lang: Lang, o: BpmOpinionTable): string {
  return o.status === 'skip' && !o.auditor_id ? t(lang, 'bpm.skippedNoAssignee') : '';
}

/** A notice row joined with its instance. */
export type NoticeColumns = {
  id: string; inst_id: string; task_id: string | null; node_id: string | null; user_id: string; from_user_id: string; opinion: string | null;
  is_read: number; read_time: string | null; created_at: string; subject: string; def_id: string; def_key: string; def_name: string; status: string;
  outcome: string | null;
};

export function toNoticeRow(v: Viewer, n: NoticeColumns, nodeName: (nodeId: string | null) => string): NoticeRow {
  return {
    id: n.id, name: nodeName(n.node_id), subject: n.subject, procInstId: n.inst_id, taskId: n.task_id, nodeId: n.node_id, procDefId: n.def_id,
    procDefKey: n.def_key, procDefName: n.def_name, ownerId: n.from_user_id, ownerName: v.nameOf(n.from_user_id), assigneeId: n.user_id,
    assigneeName: v.nameOf(n.user_id), status: n.status as InstanceStatusValue, ...outcomeFields(v.lang, n.outcome), createTime: n.created_at, opinion: n.opinion, isRead: n.is_read,
    readTime: n.read_time, isRevoke: 0,
  };
}

/** Pending readers per task of an instance, from its read records. */
export function readersByTask(reads: ReadonlyArray<{ task_id: string; user_id: string }>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const r of reads) out.set(r.task_id, (out.get(r.task_id) ?? new Set()).add(r.user_id));
  return out;
}
