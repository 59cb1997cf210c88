import { nodeOf } from '../../definition/compile.js';
import { passOn, setOutcome, withoutOutcomes } from '../flow.js';
import { takeWaiting } from '../guards.js';
import type { Run } from '../run.js';
import type { Command } from '../types.js';

type CallEnded = Extract<Command, { type: 'callEnded' }>;

/**
 * callEnded: the instance a call activity started has ended (the server sends it in the same transaction). The
 * call activity is done, its outcome is where flow conditions read decisions (`_outcome.<node>`: approved,
 * refused, withdrawn or terminated), and the token goes on. An end event reached straight from a call whose
 * instance was not approved refuses this instance too, as an oppose does. The one record of the step has no
 * auditor: nobody acted here.
 */
export function callEnded(run: Run, command: CallEnded): void {
  const { state } = run;
  const { item: call, token } = takeWaiting(run, 'calls', command.callId);
  const node = nodeOf(run.def, call.nodeId);
  if (command.vars) Object.assign(state.vars, withoutOutcomes(command.vars));
  run.record('action', { taskId: null, nodeId: node.id, auditorId: null, status: 'callEnd', opinion: command.opinion });
  setOutcome(state, node.id, command.outcome);
  const reached = run.endsReached.length;
  passOn(run, token, node);
  if (command.outcome !== 'approved') for (const end of run.endsReached.slice(reached)) end.after.push(node.id);
}
