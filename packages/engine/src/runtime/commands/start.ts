import type { CompiledDefinition } from '../../definition/compile.js';
import { EngineError } from '../../errors.js';
import { leave } from '../flow.js';
import type { Run } from '../run.js';
import type { Command, InstanceState, StepContext } from '../types.js';
import { renderSubject } from '../subject.js';

type Start = Extract<Command, { type: 'start' }>;

/** The state of a new instance before its first step: nothing has moved yet. */
export function newInstance(def: CompiledDefinition, command: Start, ctx: StepContext): InstanceState {
  for (const id of [command.starterId, command.agentId]) {
    if (id !== undefined && !ctx.directory.exists(id)) throw new EngineError('UNKNOWN_USER', `Unknown user: ${id}`);
  }
  const vars = { ...(command.vars ?? {}) };
  const state: InstanceState = {
    id: ctx.newId(),
    defId: def.id,
    status: 'running',
    starterId: command.starterId,
    subject: command.subject?.trim() || renderSubject(def.settings.subjectTemplate ?? def.model.name, vars) || def.model.name,
    vars,
    tokens: [],
    joins: {},
    tasks: [],
    visits: {},
    prevOf: {},
    actedSinceSubmit: false,
    createdAt: ctx.now,
    revision: 0,
  };
  if (command.agentId !== undefined && command.agentId !== command.starterId) state.agentId = command.agentId;
  return state;
}

/** start: the starter's record, then the token walks from the start event to the first tasks. */
export function start(run: Run, command: Start): void {
  const startId = run.def.model.startId;
  // The record names who submitted it: the agent, when it was filed on the starter's behalf.
  run.record('action', { taskId: null, nodeId: startId, auditorId: run.state.agentId ?? command.starterId, status: 'start', opinion: command.opinion, files: command.files });
  run.visit(startId, 'done', command.starterId);
  leave(run, run.newToken(startId, [], [startId]));
}
