import { EngineError } from '../../errors.js';
import { resetTo } from '../flow.js';
import type { Run } from '../run.js';
import type { Command, InstanceState } from '../types.js';

type Revoke = Extract<Command, { type: 'revoke' }>;

/** Whether the user may revoke (撤回) the instance now, and if not, why. */
export function canRevoke(state: InstanceState, userId: string): { ok: boolean; reason?: string } {
  if (state.status === 'end' || state.status === 'manualend') return { ok: false, reason: 'The instance has already ended' };
  if (userId !== state.starterId) return { ok: false, reason: 'Only the starter can revoke the instance' };
  if (state.status !== 'running') return { ok: false, reason: 'The instance is already back with the starter' };
  if (state.actedSinceSubmit) return { ok: false, reason: 'The next node has already acted on it' };
  return { ok: true };
}

/** revoke: the starter takes the instance back before anyone acted; it waits at the start for resubmission. */
export function revoke(run: Run, command: Revoke): void {
  const { state, def } = run;
  const check = canRevoke(state, command.userId);
  if (!check.ok) throw new EngineError('CANNOT_REVOKE', check.reason ?? 'The instance cannot be revoked');
  const holders = state.tasks.flatMap((t) => (t.assigneeId ? [t.assigneeId] : t.candidates));
  run.record('action', { taskId: null, nodeId: def.model.startId, auditorId: command.userId, status: 'revoker_to_start', opinion: command.opinion });
  resetTo(run, [def.model.startId], { status: 'BACK', reason: 'withdrawn', notify: false });
  state.status = 'revoke';
  run.notify('revoke', holders, undefined, command.opinion);
}
