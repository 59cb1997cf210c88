import { EngineError } from '../../errors.js';
import { hasBlockingChildren } from '../buttons.js';
import { requireButton, requireHolder, requireTask } from '../guards.js';
import type { Run } from '../run.js';
import type { Command, Task } from '../types.js';

type Transfer = Extract<Command, { type: 'transfer' }>;
type Retrieve = Extract<Command, { type: 'retrieveTransfer' }>;

/** transfer (转办, the original's delegate): the task goes to one other person, who may be asked to give it back. */
export function transfer(run: Run, command: Transfer): void {
  const task = requireTask(run, command.taskId);
  requireHolder(run, task, command.userId);
  requireButton(run, task, 'delegate');
  if (!run.ctx.directory.exists(command.toUserId)) throw new EngineError('UNKNOWN_USER', `Unknown user: ${command.toUserId}`);
  if (command.toUserId === command.userId || command.toUserId === task.assigneeId) throw new EngineError('BAD_COMMAND', 'Transfer the task to someone else');
  run.completeRecord('action', task.opinionId, 'deliverto', command.userId, command.opinion, command.files);
  run.closeTask(task, 'transferred', false);
  reopen(run, task, command.toUserId, 'DELIVERTO', command.userId);
  run.markActed();
}

/** retrieveTransfer: whoever transferred the task takes it back, as long as the new holder has not acted. */
export function retrieveTransfer(run: Run, command: Retrieve): void {
  const task = requireTask(run, command.taskId);
  if (task.status !== 'DELIVERTO' || task.ownerId !== command.userId) throw new EngineError('NOT_ALLOWED', 'Only the person who transferred this task can retrieve it');
  if (task.lockedBy !== undefined || hasBlockingChildren(run.state, task)) throw new EngineError('NOT_ALLOWED', 'The new handler has already acted on this task');
  run.completeRecord('action', task.opinionId, 'deliverto_cancel', command.userId, command.opinion);
  run.closeTask(task, 'withdrawn', false);
  reopen(run, task, command.userId, 'NORMAL');
  run.markActed();
}

/** The same work under a new holder: same node, token, due time and sign position. */
export function reopen(run: Run, from: Task, userId: string, status: 'DELIVERTO' | 'NORMAL', ownerId?: string): void {
  const token = run.tokenOf(from);
  if (from.sign && token.sign) token.sign.members[from.sign.order] = userId;
  run.openTask({
    nodeId: from.nodeId,
    tokenId: from.tokenId,
    assigneeId: userId,
    candidates: [userId],
    status: from.sign && status === 'NORMAL' ? 'SIGN' : status,
    ownerId,
    sign: from.sign,
    dueAt: from.dueAt,
  });
}
