import { EngineError } from '../../errors.js';
import { isStarter, requireButton, startersOf, requireHolder, requireLive, requireTask } from '../guards.js';
import type { Run } from '../run.js';
import type { Command, InstanceOutcome } from '../types.js';

type EndProcess = Extract<Command, { type: 'endProcess' }>;

/**
 * endProcess (终止): a handler with the button, or an administrator, stops the instance for good. The starter
 * ending their own request from the start (after a revoke or a reject back to them) withdraws it; anyone
 * else's end terminates it.
 */
export function endProcess(run: Run, command: EndProcess): void {
  const { state } = run;
  requireLive(state);
  let outcome: InstanceOutcome = 'terminated';
  if (command.taskId !== null) {
    const task = requireTask(run, command.taskId);
    if (task.nodeId === run.def.model.startId && isStarter(state, command.userId)) outcome = 'withdrawn';
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
  state.outcome = outcome;
  run.notify('end', startersOf(state), undefined, command.reason);
}
