import type { Effect, InstanceOutcome, InstanceState, NotifyKind, Task } from '@wp/engine';
import type {
  BpmNoticeTable, BpmOpinionTable, BpmTaskCandidateTable, BpmTaskTable, BpmTransferTable, BpmVisitTable, SysMessageReceiverTable, SysMessageTable,
} from '../../../db/schema.js';
import { fill, label } from '../shared/labels.js';
import type { TimerJob } from '../timers/timer-jobs.js';

/** An attachment as opinion records list it. */
export interface FileRef { id: string; name: string; size: number; mimeType: string }

/** Everything the rows of one step need besides the effects themselves. */
export interface WriteContext {
  tenantId: string;
  /** The instance after the step. */
  after: InstanceState;
  /** The instance before the step (null for a start): closed tasks are looked up here. */
  before: InstanceState | null;
  def: { key: string; name: string; typeId: string | null };
  /** The instance row's starter (for a start on a leader's behalf: the agent who started it). */
  starter: { id: string; name: string };
  actorId: string;
  now: string;
  nameOf(userId: string): string;
  newId(): string;
  /** Attachments named by the action, already checked readable by the actor. */
  files: ReadonlyMap<string, FileRef>;
  /** copyTo: the task it was circulated from and the circulator's note, for the notice rows. */
  copy?: { taskId: string | null; opinion: string | null };
  /** Who follows which nodes of this instance (跟踪): told when a task there is handled. */
  followers: ReadonlyArray<{ userId: string; nodeIds: string[] }>;
}

/** The table writes of one step, in the order they must be applied. */
export interface StepWrites {
  tasks: BpmTaskTable[];
  candidates: BpmTaskCandidateTable[];
  taskUpdates: Array<{ id: string; locked_by: string | null; due_at: string | null; assignee_id: string | null }>;
  taskCloses: Array<{ id: string; close_reason: string; completed_by: string | null; shared: boolean; transferred: boolean }>;
  opinions: BpmOpinionTable[];
  /** Node visits, appended (the state keeps only the latest per node). */
  visits: BpmVisitTable[];
  opinionCompletions: Array<Pick<BpmOpinionTable, 'id' | 'status' | 'opinion' | 'auditor_id' | 'auditor_name' | 'files_json' | 'complete_time' | 'origin'>>;
  messages: SysMessageTable[];
  receivers: SysMessageReceiverTable[];
  notices: BpmNoticeTable[];
  transfers: BpmTransferTable[];
  /** Claims changed: other candidates' messages about the task are handled (claimed) or waiting again (released). */
  claims: Array<{ taskId: string; lockedBy: string | null }>;
  /** Engine timers to schedule as due jobs (the job id is the timer id), and timers whose jobs may go. */
  timers: TimerJob[];
  timerCancels: string[];
  closedAt: string;
}

const filesJson = (ids: string[], files: ReadonlyMap<string, FileRef>) =>
  ids.length === 0 ? null : JSON.stringify(ids.map((id) => files.get(id) ?? { id, name: id, size: 0, mimeType: '' }));

// Tasks whose holder's decision ends them; any other close (cancelled, withdrawn, skipped) has no completer.
const completing = new Set(['completed', 'transferred']);

/** Turns the effects of one accepted step into rows: tasks, candidates, opinions, inbox messages, notices, transfers. */
export function stepWrites(effects: Effect[], ctx: WriteContext): StepWrites {
  const w: StepWrites = {
    tasks: [], candidates: [], taskUpdates: [], taskCloses: [], opinions: [], visits: [], opinionCompletions: [], messages: [], receivers: [],
    notices: [], transfers: [], claims: [], timers: [], timerCancels: [], closedAt: ctx.now,
  };
  const created = new Map<string, Task>();
  const known = (id: string) => created.get(id) ?? ctx.before?.tasks.find((t) => t.id === id) ?? ctx.after.tasks.find((t) => t.id === id);
  const subject = ctx.after.subject;

  for (const e of effects) {
    switch (e.type) {
      case 'taskCreated': {
        const t = e.task;
        created.set(t.id, t);
        w.tasks.push({
          id: t.id, tenant_id: ctx.tenantId, inst_id: ctx.after.id, node_id: t.nodeId, name: t.name, subject, def_key: ctx.def.key,
          def_name: ctx.def.name, type_id: ctx.def.typeId, status: t.status, assignee_id: t.assigneeId, owner_id: t.ownerId ?? null,
          locked_by: t.lockedBy ?? null, parent_task_id: t.parentTaskId ?? null, starter_id: ctx.starter.id, starter_name: ctx.starter.name,
          created_at: t.createdAt, due_at: t.dueAt ?? null, open: 1, closed_at: null, close_reason: null, completed_by: null,
        });
        if (t.assigneeId === null) {
          for (const userId of t.candidates) w.candidates.push({ task_id: t.id, user_id: userId, open: 1, created_at: t.createdAt });
        }
        if (t.status === 'DELIVERTO' && t.ownerId && t.assigneeId) {
          w.transfers.push({
            id: ctx.newId(), tenant_id: ctx.tenantId, inst_id: ctx.after.id, task_id: t.id, owner_id: t.ownerId, assignee_id: t.assigneeId,
            turn_type: 'turn', status: 'running', created_at: ctx.now, finish_time: null,
          });
        }
        break;
      }
      case 'taskUpdated': {
        const t = e.task;
        const previous = known(t.id);
        w.taskUpdates.push({ id: t.id, locked_by: t.lockedBy ?? null, due_at: t.dueAt ?? null, assignee_id: t.assigneeId });
        if ((previous?.lockedBy ?? null) !== (t.lockedBy ?? null)) w.claims.push({ taskId: t.id, lockedBy: t.lockedBy ?? null });
        break;
      }
      case 'taskClosed': {
        const t = known(e.taskId);
        const byActor = completing.has(e.reason);
        w.taskCloses.push({
          id: e.taskId, close_reason: e.reason, completed_by: byActor ? ctx.actorId : null,
          shared: t ? t.assigneeId === null : true, transferred: t?.status === 'DELIVERTO',
        });
        if (t && e.reason === 'completed') notifyFollowers(w, ctx, t);
        break;
      }
      case 'opinion': {
        const r = e.record;
        w.opinions.push({
          id: r.id, tenant_id: ctx.tenantId, inst_id: ctx.after.id, task_id: r.taskId, node_id: r.nodeId, node_name: r.nodeName,
          auditor_id: r.auditorId, auditor_name: r.auditorId ? ctx.nameOf(r.auditorId) : null, qualified_json: JSON.stringify(r.qualified),
          qualified_names: r.qualified.length > 0 ? r.qualified.map((id) => ctx.nameOf(id)).join('/') : null, status: r.status,
          opinion: r.opinion, files_json: filesJson(r.files, ctx.files), origin: e.origin, create_time: r.createTime, complete_time: r.completeTime,
          rev: ctx.after.revision, ord: w.opinions.length,
        });
        break;
      }
      case 'opinionCompleted':
        w.opinionCompletions.push({
          id: e.id, status: e.status, opinion: e.opinion, auditor_id: e.auditorId, auditor_name: e.auditorId ? ctx.nameOf(e.auditorId) : null,
          files_json: filesJson(e.files, ctx.files), complete_time: e.completeTime, origin: e.origin,
        });
        break;
      case 'notify':
        addMessage(w, ctx, e.kind, e.userIds, e.taskId, e.text, { of: known, isNew: (id) => created.has(id) });
        break;
      case 'copyCreated':
        w.notices.push({
          id: e.notice.id, tenant_id: ctx.tenantId, inst_id: ctx.after.id, task_id: ctx.copy?.taskId ?? null, node_id: e.notice.nodeId,
          user_id: e.notice.userId, from_user_id: e.notice.fromUserId, opinion: ctx.copy?.opinion || null, is_read: 0, read_time: null, created_at: ctx.now,
        });
        break;
      case 'visit':
        w.visits.push({
          inst_id: ctx.after.id, rev: ctx.after.revision, ord: w.visits.length, tenant_id: ctx.tenantId, node_id: e.visit.nodeId,
          status: e.visit.status, user_id: e.visit.by ?? null, at: e.visit.at,
        });
        break;
      case 'timer':
        w.timers.push({ timerId: e.timerId, instId: ctx.after.id, at: e.at });
        break;
      case 'timerCancelled':
        w.timerCancels.push(e.timerId);
        break;
    }
  }
  return w;
}

/** The message template announcing each outcome to the starter. */
const endMessages: Record<InstanceOutcome, string> = { approved: 'approved', refused: 'refused', withdrawn: 'withdrawn', terminated: 'manualEnd' };

/**
 * One inbox message with a receiver per person. It refers to the receiver's own task when there is one, so
 * that the message counts as handled once the task is (messages follow the task); otherwise to the instance.
 */
function addMessage(w: StepWrites, ctx: WriteContext, kind: NotifyKind | 'follow', userIds: string[], taskId: string | undefined, note: string | undefined,
  tasks: { of(id: string): Task | undefined; isNew(id: string): boolean }) {
  const receivers = userIds.filter((id) => id !== ctx.actorId || kind === 'newTask' || kind === 'reject');
  if (receivers.length === 0) return;
  // The task may be made by this step or an earlier one (a due-time reminder concerns a task opened days ago).
  const task = taskId ? tasks.of(taskId) : undefined;
  const text = (key: string) => fill('zh-CN', key, {
    subject: ctx.after.subject, starter: ctx.starter.name, actor: ctx.nameOf(ctx.actorId), node: task?.name ?? '',
    note: note?.trim() ? fill('zh-CN', 'note', { text: note.trim() }) : '',
  });
  // The message concerns a task of the receiver when it announces one; copy-to names the circulator's task, not theirs.
  let refTask = kind !== 'copyTo' && taskId ? taskId : null;
  let content: string;
  switch (kind) {
    case 'communicate':
    case 'inquiry': {
      // A new COMMU/INQU task asks the receiver; otherwise it answers the receiver's own task.
      const what = kind === 'communicate' ? 'Communicate' : 'Inquiry';
      content = text(taskId && tasks.isNew(taskId) ? `ask${what}` : `answer${what}`);
      break;
    }
    case 'end':
      // The starter learns how the request came out: approved, refused, withdrawn or terminated (终止).
      content = text(endMessages[ctx.after.outcome ?? 'approved']);
      refTask = null;
      break;
    case 'follow':
      content = text('follow');
      refTask = null;
      break;
    default:
      content = text(kind);
  }
  const id = ctx.newId();
  w.messages.push({
    id, tenant_id: ctx.tenantId, subject: fill('zh-CN', 'subject', { kind: kind === 'end' ? label('zh-CN', 'outcome', ctx.after.outcome ?? 'approved') : label('zh-CN', 'notify', kind), subject: ctx.after.subject }),
    content, owner_id: ctx.actorId, owner: ctx.nameOf(ctx.actorId),
    message_type: `bpm.${kind}`, ref_type: refTask ? 'task' : 'instance', ref_id: refTask ?? ctx.after.id, created_at: ctx.now,
  });
  for (const userId of new Set(receivers)) {
    w.receivers.push({ id: ctx.newId(), message_id: id, receiver_id: userId, receiver_name: ctx.nameOf(userId), receive_time: null, handled: 0, created_at: ctx.now });
  }
}

function notifyFollowers(w: StepWrites, ctx: WriteContext, task: Task) {
  const users = ctx.followers.filter((f) => f.nodeIds.includes(task.nodeId) && f.userId !== ctx.actorId).map((f) => f.userId);
  if (users.length > 0) addMessage(w, ctx, 'follow', users, task.id, undefined, { of: () => task, isNew: () => false });
}
