import type { InstanceOutcomeValue } from '@wp/contract';
import type { InstanceState } from '@wp/engine';

/**
 * The outcome column of an instance row, from the engine state: the engine's outcome once it ended; while it
 * runs, withdrawn when its starter took it back (revoked, waiting at the start), else in progress.
 */
export function outcomeOf(state: InstanceState): InstanceOutcomeValue {
  if (state.outcome) return state.outcome;
  return state.status === 'revoke' ? 'withdrawn' : 'inProgress';
}
