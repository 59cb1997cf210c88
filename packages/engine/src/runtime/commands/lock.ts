import { EngineError } from '../../errors.js';
import { requireTask } from '../guards.js';
import type { Run } from '../run.js';
import type { Command } from '../types.js';

type Lock = Extract<Command, { type: 'claim' | 'unclaim' }>;

/** claim (签收): one candidate of a shared task takes it, so the others cannot act on it meanwhile. */
export function claim(run: Run, command: Lock): void {
  const task = requireTask(run, command.taskId);
  if (task.assigneeId !== null) throw new EngineError('NO_LOCK_NEEDED', 'The task has a single handler; it needs no claim');
  if (task.lockedBy === command.userId) throw new EngineError('NOT_ALLOWED', 'You have already claimed this task');
  if (task.lockedBy !== undefined) throw new EngineError('LOCKED_BY_OTHER', 'Another candidate has claimed this task');
  if (!task.candidates.includes(command.userId) && !run.ctx.isAdmin) throw new EngineError('NOT_ASSIGNEE', 'You are not a candidate of this task');
  task.lockedBy = command.userId;
  run.updateTask(task);
  run.record('action', { taskId: task.id, nodeId: task.nodeId, auditorId: command.userId, status: 'lockTask' });
  run.markActed();
}

/** unclaim: the claimer (or an administrator) gives the shared task back to all candidates. */
export function unclaim(run: Run, command: Lock): void {
  const task = requireTask(run, command.taskId);
  if (task.assigneeId !== null) throw new EngineError('NO_LOCK_NEEDED', 'The task has a single handler; there is no claim to cancel');
  if (task.lockedBy === undefined) throw new EngineError('NOT_ALLOWED', 'The task is not claimed');
  if (task.lockedBy !== command.userId && !run.ctx.isAdmin) throw new EngineError('LOCKED_BY_OTHER', 'Another candidate has claimed this task');
  delete task.lockedBy;
  run.updateTask(task);
  run.record('action', { taskId: task.id, nodeId: task.nodeId, auditorId: command.userId, status: 'unlockTask' });
  run.markActed();
}
