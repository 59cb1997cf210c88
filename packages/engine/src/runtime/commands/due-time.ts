import { EngineError } from '../../errors.js';
import { requireButton, requireHolder, requireTask } from '../guards.js';
import type { Run } from '../run.js';
import type { Command } from '../types.js';

type SetDueTime = Extract<Command, { type: 'setDueTime' }>;

/** setDueTime (延期): the holder (with the button) or an administrator moves the task's due time. */
export function setDueTime(run: Run, command: SetDueTime): void {
  const task = requireTask(run, command.taskId);
  if (!run.ctx.isAdmin) {
    requireHolder(run, task, command.userId);
    requireButton(run, task, 'taskDelay');
  }
  if (Number.isNaN(Date.parse(command.dueAt))) throw new EngineError('BAD_COMMAND', `Not a date and time: ${command.dueAt}`);
  const dueAt = new Date(command.dueAt).toISOString();
  task.dueAt = dueAt;
  run.updateTask(task);
  run.armDueTimers(task);
  run.record('action', { taskId: task.id, nodeId: task.nodeId, auditorId: command.userId, status: 'taskDelay', opinion: dueAt });
}
