import type { CompiledDefinition } from '../definition/compile.js';
import { EngineError } from '../errors.js';
import { complete } from './commands/complete.js';
import { addSign, communicate, feedback, inquire, inquiryReply, withdrawInquiry, withdrawSign } from './commands/consult.js';
import { copyTo, urge } from './commands/circulate.js';
import { setDueTime } from './commands/due-time.js';
import { timerFired } from './commands/timer.js';
import { callEnded } from './commands/call.js';
import { endProcess } from './commands/end-process.js';
import { claim, unclaim } from './commands/lock.js';
import { reject } from './commands/reject.js';
import { revoke } from './commands/revoke.js';
import { newInstance, start } from './commands/start.js';
import { retrieveTransfer, transfer } from './commands/transfer.js';
import { pruneCalls, pruneTimers, settle } from './flow.js';
import { Run } from './run.js';
import type { Command, InstanceState, StepContext, StepResult } from './types.js';

type Handlers = { [K in Command['type']]: (run: Run, command: Extract<Command, { type: K }>) => void };

const handlers: Handlers = {
  start, complete, reject, claim, unclaim, transfer, retrieveTransfer, addSign, withdrawSign, copyTo, communicate,
  feedback, inquire, inquiryReply, withdrawInquiry, endProcess, revoke, urge, setDueTime, timerFired, callEnded,
};

/**
 * The engine's one transition: applies a command to an instance and returns the new state and the
 * effects to persist and send. Pure: the input state is never changed, and a refused command throws
 * EngineError without any effect. `state` is null only for 'start'.
 */
export function step(def: CompiledDefinition, state: InstanceState | null, command: Command, ctx: StepContext): StepResult {
  let working: InstanceState;
  if (command.type === 'start') {
    if (state !== null) throw new EngineError('BAD_COMMAND', 'The instance has already started');
    working = newInstance(def, command, ctx);
  } else {
    if (state === null) throw new EngineError('BAD_COMMAND', `'${command.type}' needs an instance`);
    if (state.defId !== def.id) throw new EngineError('BAD_COMMAND', `The instance belongs to definition '${state.defId}', not '${def.id}'`);
    working = structuredClone(state);
  }
  const run = new Run(def, working, ctx, actorOf(command, working));
  (handlers[command.type] as (run: Run, command: Command) => void)(run, command);
  settle(run);
  pruneTimers(run);
  pruneCalls(run);
  // Back to plain running once nothing waits for a resubmission any more.
  if ((working.status === 'back' || working.status === 'backToStart' || working.status === 'revoke') && !working.tasks.some((t) => t.status === 'BACK')) {
    working.status = 'running';
  }
  working.revision = (state?.revision ?? 0) + 1;
  return { state: working, effects: run.effects };
}

/**
 * Whose action this is; a timer acts for the holder of the task it watches (their head rules apply), else for
 * nobody, as the end of a called instance does.
 */
function actorOf(command: Command, state: InstanceState): string {
  if (command.type === 'start') return command.starterId;
  if (command.type === 'callEnded') return '';
  if (command.type !== 'timerFired') return command.userId;
  const taskId = state.timers?.find((t) => t.id === command.timerId)?.taskId;
  const task = state.tasks.find((t) => t.id === taskId);
  return task?.assigneeId ?? task?.lockedBy ?? '';
}
