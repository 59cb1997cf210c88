import { EngineError } from '../../errors.js';
import { requireButton, requireHolder, requireTask, requireUsers } from '../guards.js';
import type { Run } from '../run.js';
import { openSignTask } from '../sign.js';
import type { Command, OpinionStatus, Task, TaskStatus } from '../types.js';

type AskOthers = Extract<Command, { type: 'addSign' | 'communicate' | 'inquire' }>;
type Answer = Extract<Command, { type: 'feedback' | 'inquiryReply' }>;

/**
 * addSign (加签): more approvers on the current node. On a sign task they join the vote; on an ordinary
 * task each gets an ADDSIGN task and the holder decides only after all of them have answered, either all
 * asked at once (并行签署) or, `sequential`, one after the other (顺序签署).
 */
export function addSign(run: Run, command: Extract<AskOthers, { type: 'addSign' }>): void {
  const task = requireTask(run, command.taskId);
  requireHolder(run, task, command.userId);
  const token = run.tokenOf(task);
  const inGroup = !!(token.sign && task.sign);
  requireButton(run, task, command.sequential && !inGroup ? 'signSequence' : 'addSign');
  const already = new Set(run.tasksOf(token).flatMap((t) => (t.assigneeId ? [t.assigneeId] : t.candidates))
    .concat(token.sign?.members ?? [], task.signQueue ?? []));
  const users = requireUsers(run, command.userIds);
  const duplicate = users.filter((id) => already.has(id));
  if (duplicate.length > 0) throw new EngineError('BAD_COMMAND', `Already an approver on this node: ${duplicate.join(', ')}`);
  run.record('action', { taskId: task.id, nodeId: task.nodeId, auditorId: command.userId, status: 'addsign', opinion: command.opinion, qualified: users, files: command.files });
  if (token.sign && task.sign) {
    const group = token.sign;
    for (const userId of users) {
      group.members.push(userId);
      group.votes.push(null);
      // A sequential group reaches the new members in turn; a parallel one asks them now.
      if (!group.sequential) openSignTask(run, token, group.members.length - 1);
    }
  } else if (command.sequential) {
    // Behind the one already answering, if any; else the first is asked now.
    task.signQueue = [...(task.signQueue ?? []), ...users];
    if (!pendingSigners(run, task).some((t) => t.status === 'ADDSIGN')) askNextSigner(run, task);
  } else {
    openChildren(run, task, users, 'ADDSIGN');
  }
  run.markActed();
}

/** withdrawSign (撤回加签): the holder takes back the added approvers who have not answered yet. */
export function withdrawSign(run: Run, command: Extract<Command, { type: 'withdrawSign' }>): void {
  const task = requireTask(run, command.taskId);
  requireHolder(run, task, command.userId);
  const open = pendingSigners(run, task);
  const users = [...open.map((t) => t.assigneeId!), ...(task.signQueue ?? [])];
  if (users.length === 0) throw new EngineError('NOT_ALLOWED', 'No added approver is still waiting to answer');
  run.record('action', { taskId: task.id, nodeId: task.nodeId, auditorId: command.userId, status: 'signLineRetracted', opinion: command.opinion, qualified: users });
  delete task.signQueue;
  for (const child of open) run.closeTask(child, 'withdrawn', true);
  run.notify('revoke', open.map((t) => t.assigneeId!), task.id, command.opinion);
  run.markActed();
}

/** withdrawInquiry (撤回征询): the holder takes back the inquiries not answered yet and may decide again. */
export function withdrawInquiry(run: Run, command: Extract<Command, { type: 'withdrawInquiry' }>): void {
  const task = requireTask(run, command.taskId);
  requireHolder(run, task, command.userId);
  const open = run.state.tasks.filter((t) => t.parentTaskId === task.id && t.status === 'INQU');
  if (open.length === 0) throw new EngineError('NOT_ALLOWED', 'No inquiry is still waiting for a reply');
  const users = open.map((t) => t.assigneeId!);
  run.record('action', { taskId: task.id, nodeId: task.nodeId, auditorId: command.userId, status: 'inquRetracted', opinion: command.opinion, qualified: users });
  for (const child of open) run.closeTask(child, 'withdrawn', true);
  run.notify('revoke', users, task.id, command.opinion);
  run.markActed();
}

/** After an add-sign answer: the next approver of a sequential line, if one is queued under `parentTaskId`. */
export function askNextSigner(run: Run, parent: Task | undefined): void {
  const next = parent?.signQueue?.shift();
  if (!parent || next === undefined) return;
  if (parent.signQueue!.length === 0) delete parent.signQueue;
  openChildren(run, parent, [next], 'ADDSIGN');
}

const pendingSigners = (run: Run, task: Task) => run.state.tasks.filter((t) => t.parentTaskId === task.id && t.status === 'ADDSIGN');

/** communicate (沟通): others give feedback; the holder can still decide meanwhile. */
export function communicate(run: Run, command: Extract<AskOthers, { type: 'communicate' }>): void {
  ask(run, command, 'startCommu', 'COMMU', 'start_commu');
}

/** inquire (征询): others are asked for their opinion; the holder decides after they reply. */
export function inquire(run: Run, command: Extract<AskOthers, { type: 'inquire' }>): void {
  ask(run, command, 'inqu', 'INQU', 'inqu');
}

/** feedback: the answer to a communicate task. */
export function feedback(run: Run, command: Extract<Answer, { type: 'feedback' }>): void {
  answer(run, command, 'COMMU', 'feedback', 'communicate');
}

/** inquiryReply: the answer to an inquiry task. */
export function inquiryReply(run: Run, command: Extract<Answer, { type: 'inquiryReply' }>): void {
  answer(run, command, 'INQU', 'inqu_reply', 'inquiry');
}

function ask(run: Run, command: Extract<AskOthers, { type: 'communicate' | 'inquire' }>, button: string, status: TaskStatus, opinion: OpinionStatus): void {
  const task = requireTask(run, command.taskId);
  requireHolder(run, task, command.userId);
  requireButton(run, task, button);
  const users = requireUsers(run, command.userIds);
  run.record('action', { taskId: task.id, nodeId: task.nodeId, auditorId: command.userId, status: opinion, opinion: command.opinion, qualified: users, files: command.files });
  openChildren(run, task, users, status);
  run.markActed();
}

function answer(run: Run, command: Answer, status: TaskStatus, opinion: OpinionStatus, kind: 'communicate' | 'inquiry'): void {
  const task = requireTask(run, command.taskId);
  if (task.status !== status) throw new EngineError('NOT_ALLOWED', `This task is not ${status === 'COMMU' ? 'a communication' : 'an inquiry'} to answer`);
  requireHolder(run, task, command.userId);
  run.completeRecord('action', task.opinionId, opinion, command.userId, command.opinion, command.files);
  run.closeTask(task, 'completed', false);
  const parent = run.state.tasks.find((t) => t.id === task.parentTaskId);
  if (parent) run.notify(kind, parent.assigneeId ? [parent.assigneeId] : parent.candidates, parent.id, command.opinion);
  run.markActed();
}

function openChildren(run: Run, parent: Task, users: string[], status: TaskStatus): void {
  for (const userId of users) {
    run.openTask({ nodeId: parent.nodeId, tokenId: parent.tokenId, assigneeId: userId, candidates: [userId], status, parentTaskId: parent.id });
  }
}
