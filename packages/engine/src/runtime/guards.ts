import { settingsOf } from '../definition/compile.js';
import { allRejectModes, type RejectMode } from '../definition/settings.js';
import { EngineError } from '../errors.js';
import { allowedButtons, hasBlockingChildren, rejectButton } from './buttons.js';
import type { Run } from './run.js';
import type { InstanceState, Task, Token } from './types.js';

/** Refuses any command on an ended instance. */
export function requireLive(state: InstanceState): void {
  if (state.status === 'end' || state.status === 'manualend') throw new EngineError('INSTANCE_ENDED', 'The instance has already ended');
}

/**
 * The timer that fires or the call that ends now, taken off the state (so nothing cancels it afterwards), with the
 * token waiting on it; BAD_COMMAND when the instance waits for it no more (it moved on, or the message came twice).
 */
export function takeWaiting<K extends 'timers' | 'calls'>(run: Run, list: K, id: string): { item: NonNullable<InstanceState[K]>[number]; token: Token } {
  const { state } = run;
  requireLive(state);
  const what = list === 'timers' ? 'Timer' : 'Call';
  const items: Array<NonNullable<InstanceState[K]>[number]> = state[list] ?? [];
  const item = items.find((x) => x.id === id);
  if (!item) throw new EngineError('BAD_COMMAND', `${what} '${id}' is not waiting any more`);
  state[list] = items.filter((x) => x !== item) as InstanceState[K];
  const token = state.tokens.find((t) => t.id === item.tokenId);
  if (!token) throw new Error(`${what} '${id}' has no token: the instance state is inconsistent`);
  return { item, token };
}

/** The open task, or TASK_NOT_FOUND: someone already handled it (the loser of a concurrent completion). */
export function requireTask(run: Run, taskId: string): Task {
  requireLive(run.state);
  const task = run.state.tasks.find((t) => t.id === taskId);
  if (!task) throw new EngineError('TASK_NOT_FOUND', 'The task has already been handled or does not exist');
  return task;
}

/** The user holds the task (or may claim it and nobody else has); an administrator may always act. */
export function requireHolder(run: Run, task: Task, userId: string): void {
  if (run.ctx.isAdmin) return;
  if (task.assigneeId !== null ? task.assigneeId !== userId : !task.candidates.includes(userId)) {
    throw new EngineError('NOT_ASSIGNEE', 'You are not a handler of this task');
  }
  if (task.lockedBy !== undefined && task.lockedBy !== userId) throw new EngineError('LOCKED_BY_OTHER', 'Another candidate has claimed this task');
}

/** The node offers the button in the task's current state. */
export function requireButton(run: Run, task: Task, button: string): void {
  if (!allowedButtons(run.def, run.state, task).includes(button)) throw refusal(run, task, `'${button}' is not available on this task`);
}

/** The node offers this reject mode, through the general reject button or the mode's own button. */
export function requireRejectMode(run: Run, task: Task, mode: RejectMode): void {
  const buttons = allowedButtons(run.def, run.state, task);
  const modes = settingsOf(run.def, task.nodeId).rejectModes ?? allRejectModes;
  const enabled = modes.includes(mode) && (buttons.includes('reject') || buttons.includes(rejectButton[mode]));
  if (!enabled) throw new EngineError('NOT_ALLOWED', `Reject mode '${mode}' is not available on this task`);
}

/** Nodes set to require an opinion refuse a decision without one. */
export function requireOpinion(run: Run, task: Task, opinion: string | undefined): void {
  if (settingsOf(run.def, task.nodeId).opinionRequired && !opinion?.trim()) throw new EngineError('OPINION_REQUIRED', 'An opinion is required on this node');
}

/** A non-empty list of existing users, without duplicates and without the acting user. */
export function requireUsers(run: Run, userIds: string[]): string[] {
  const users = [...new Set(userIds)].filter((id) => id !== run.actorId);
  if (users.length === 0) throw new EngineError('BAD_COMMAND', 'Choose at least one other person');
  const unknown = users.filter((id) => !run.ctx.directory.exists(id));
  if (unknown.length > 0) throw new EngineError('UNKNOWN_USER', `Unknown user(s): ${unknown.join(', ')}`);
  return users;
}

/** The starter (or an administrator) acts on the instance as a whole. */
export function requireStarter(run: Run, userId: string, what: string): void {
  if (!run.ctx.isAdmin && !isStarter(run.state, userId)) throw new EngineError('NOT_ALLOWED', `Only the starter can ${what}`);
}

/** The starter, or the agent who started it on their behalf: both speak for the request as a whole. */
export function isStarter(state: Pick<InstanceState, 'starterId' | 'agentId'>, userId: string): boolean {
  return userId === state.starterId || (state.agentId !== undefined && userId === state.agentId);
}

/** Who hears how the request ends: the starter, and the agent who filed it for them. */
export function startersOf(state: Pick<InstanceState, 'starterId' | 'agentId'>): string[] {
  return state.agentId !== undefined ? [state.starterId, state.agentId] : [state.starterId];
}

// Say why a decision button is missing when the reason is a pending inquiry, not the node's settings.
function refusal(run: Run, task: Task, fallback: string): EngineError {
  const waiting = hasBlockingChildren(run.state, task);
  return new EngineError('NOT_ALLOWED', waiting ? 'Waiting for the inquiry or add-sign replies on this task' : fallback);
}
