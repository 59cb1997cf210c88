/** Why the engine refused a command; the server maps each code to an HTTP status and message. */
export type EngineErrorCode =
  | 'TASK_NOT_FOUND' // the task is not open any more: already handled (or never existed)
  | 'NOT_ASSIGNEE'
  | 'OPINION_REQUIRED'
  | 'LOCKED_BY_OTHER'
  | 'NO_LOCK_NEEDED' // claim/unclaim on a task with a single assignee (lock code 2)
  | 'NOT_ALLOWED' // the button is not available on this node or in this task state
  | 'CANNOT_REVOKE'
  | 'BAD_TARGET' // reject target not allowed, or no previous node
  | 'INSTANCE_ENDED'
  | 'UNKNOWN_USER'
  | 'NO_ASSIGNEE' // a node's assignee rules found nobody
  | 'NO_PATH' // a gateway found no outgoing flow to take
  | 'BAD_EXPRESSION'
  | 'BAD_COMMAND'
  | 'LOOP'; // the flow kept moving without reaching a wait state

/** A refused command: nothing changed; `code` says why. */
export class EngineError extends Error {
  constructor(
    readonly code: EngineErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/** A definition that cannot be deployed; `problems` lists every reason in readable English. */
export class DefinitionError extends Error {
  constructor(readonly problems: string[]) {
    super(`The process definition is not valid:\n- ${problems.join('\n- ')}`);
    this.name = 'DefinitionError';
  }
}
