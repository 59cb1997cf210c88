import { EngineError } from '../../errors.js';
import { requireButton, requireHolder, requireLive, requireTask } from '../guards.js';
import type { Run } from '../run.js';
import type { Command } from '../types.js';

type EndProcess = Extract<Command, { type: 'endProcess' }>;

/** endProcess (终止): a handler with the button, or an administrator, stops the instance for good. */
export function endProcess(run: Run, command: EndProcess): void {
  const { state } = run;
  requireLive(state);
  if (command.taskId !== null) {
    const task = requireTask(run, command.taskId);
    requireHolder(run, task, command.userId);
    requireButton(run, task, 'endProcess');
    run.completeRecord('action', task.opinionId, 'manual_end', command.userId, command.reason, command.files);
    run.closeTask(task, 'completed', false);
  } else {
    if (!run.ctx.isAdmin) throw new EngineError('NOT_ALLOWED', 'Only an administrator can end an instance without holding one of its tasks');
    run.record('action', { taskId: null, nodeId: null, auditorId: command.userId, status: 'manual_end', opinion: command.reason, files: command.files });
  }
  for (const task of [...state.tasks]) run.closeTask(task, 'cancelled', true);
  state.tokens = [];
  state.joins = {};
  state.status = 'manualend';
  state.endedAt = run.now;
  run.notify('end', [state.starterId], undefined, command.reason);
}
