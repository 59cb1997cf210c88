import { EngineError } from '../../errors.js';
import { proceed, setOutcome } from '../flow.js';
import { requireButton, requireHolder, requireOpinion, requireTask } from '../guards.js';
import type { Run } from '../run.js';
import { castVote } from '../sign.js';
import { askNextSigner } from './consult.js';
import type { Command, Token } from '../types.js';

type Complete = Extract<Command, { type: 'complete' }>;

/**
 * complete: agree / oppose / abandon. On a sign task it is a vote; on an add-sign task an answer to the
 * asker; on the start event's BACK task it is the resubmission (reSubmit).
 */
export function complete(run: Run, command: Complete): void {
  const { state, def } = run;
  const task = requireTask(run, command.taskId);
  if (task.status === 'COMMU' || task.status === 'INQU') throw new EngineError('NOT_ALLOWED', 'Answer this task with feedback or an inquiry reply');
  requireHolder(run, task, command.userId);
  requireButton(run, task, command.action);
  requireOpinion(run, task, command.opinion);
  if (command.vars) Object.assign(state.vars, command.vars);

  const resubmit = task.nodeId === def.model.startId;
  run.completeRecord('action', task.opinionId, resubmit ? 'reSubmit' : command.action, command.userId, command.opinion, command.files);
  run.closeTask(task, 'completed', false);
  if (task.status === 'ADDSIGN') {
    askNextSigner(run, state.tasks.find((t) => t.id === task.parentTaskId));
    run.markActed();
    return;
  }
  const token = run.tokenOf(task);
  run.visit(task.nodeId, 'done', command.userId);
  if (resubmit) state.actedSinceSubmit = false;
  else run.markActed();

  if (task.sign) {
    const outcome = castVote(run, token, task.sign.order, command.action);
    if (outcome) finishSign(run, token, outcome);
    return;
  }
  setOutcome(state, task.nodeId, command.action);
  proceed(run, token);
  // An agreement that handed the case on can be revoked by its handler until someone acts on it.
  if (!resubmit && command.action === 'agree' && state.status !== 'end') state.lastHandoff = { taskId: task.id, nodeId: task.nodeId, userId: command.userId };
}

/** The sign group is decided: close the members who have not voted, record the result, go on. */
export function finishSign(run: Run, token: Token, outcome: 'pass' | 'notPass'): void {
  for (const open of run.tasksOf(token)) run.closeTask(open, 'cancelled', true);
  run.record('engine', { taskId: null, nodeId: token.nodeId, auditorId: null, status: outcome === 'pass' ? 'signPass' : 'signNotPass' });
  setOutcome(run.state, token.nodeId, outcome);
  proceed(run, token);
}
