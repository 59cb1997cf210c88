import { EngineError } from '../../errors.js';
import { requireButton, requireHolder, requireTask, requireUsers } from '../guards.js';
import type { Run } from '../run.js';
import { openSignTask } from '../sign.js';
import type { Command, OpinionStatus, Task, TaskStatus } from '../types.js';

type AskOthers = Extract<Command, { type: 'addSign' | 'communicate' | 'inquire' }>;
type Answer = Extract<Command, { type: 'feedback' | 'inquiryReply' }>;

/**
 * addSign (加签): more approvers on the current node. On a sign task they join the vote; on an ordinary
 * task each gets an ADDSIGN task and the holder decides only after all of them have answered.
 */
export function addSign(run: Run, command: Extract<AskOthers, { type: 'addSign' }>): void {
  const task = requireTask(run, command.taskId);
  requireHolder(run, task, command.userId);
  requireButton(run, task, 'addSign');
  const token = run.tokenOf(task);
  const already = new Set(run.tasksOf(token).flatMap((t) => (t.assigneeId ? [t.assigneeId] : t.candidates)).concat(token.sign?.members ?? []));
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
  } else {
    openChildren(run, task, users, 'ADDSIGN');
  }
  run.markActed();
}

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
