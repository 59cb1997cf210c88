import type { CompiledDefinition } from '../../definition/compile.js';
import { EngineError } from '../../errors.js';
import { leave } from '../flow.js';
import type { Run } from '../run.js';
import type { Command, InstanceState, StepContext } from '../types.js';

type Start = Extract<Command, { type: 'start' }>;

/** The state of a new instance before its first step: nothing has moved yet. */
export function newInstance(def: CompiledDefinition, command: Start, ctx: StepContext): InstanceState {
  if (!ctx.directory.exists(command.starterId)) throw new EngineError('UNKNOWN_USER', `Unknown user: ${command.starterId}`);
  const vars = { ...(command.vars ?? {}) };
  return {
    id: ctx.newId(),
    defId: def.id,
    status: 'running',
    starterId: command.starterId,
    subject: command.subject?.trim() || subjectFrom(def.settings.subjectTemplate ?? def.model.name, vars),
    vars,
    tokens: [],
    joins: {},
    tasks: [],
    history: [],
    prevOf: {},
    actedSinceSubmit: false,
    createdAt: ctx.now,
    revision: 0,
  };
}

/** start: the starter's record, then the token walks from the start event to the first tasks. */
export function start(run: Run, command: Start): void {
  const startId = run.def.model.startId;
  run.record('action', { taskId: null, nodeId: startId, auditorId: command.starterId, status: 'start', opinion: command.opinion, files: command.files });
  run.visit(startId, 'done', command.starterId);
  leave(run, run.newToken(startId, [], [startId]));
}

/** Fills `{variable}` placeholders of the subject template. */
function subjectFrom(template: string, vars: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => (vars[name] === undefined ? '' : String(vars[name])));
}
