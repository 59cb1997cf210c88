import { CallError, isNetworkFailure } from '../http/client.js';

/** What an action queued offline does (ADR 0029): a decision on a task, a saved form, a message read. */
export type ActionKind = 'complete' | 'saveFormData' | 'readMessage';

/** An action taken without a network, kept on the device for its user until the server has answered it. */
export interface QueuedAction {
  /** Its idempotency key too: a replay the server has seen before gets the first answer, and acts once. */
  id: string;
  userId: string;
  kind: ActionKind;
  /** The call's body (or query) without the key. */
  payload: Record<string, unknown>;
  /** What the user reads in the list: the task's or the message's subject. */
  title: string;
  /** What was done, as a text key of the `offline` namespace's `action` group (agree, oppose, reject, save, read). */
  label: string;
  queuedAt: number;
  state: 'waiting' | 'done' | 'refused';
  /** The server's words: its message when done, the refusal when refused. */
  message?: string;
  attempts: number;
  settledAt?: number;
}

/** Where queued actions are kept (IndexedDB on a device, a Map in tests). */
export interface ActionStore {
  list(userId: string): Promise<QueuedAction[]>;
  put(action: QueuedAction): Promise<void>;
  remove(id: string): Promise<void>;
}

/** Sends one action with its key; answers the server's reply. */
export type Sender = (action: QueuedAction) => Promise<{ message?: string } | unknown>;

/** What one replay did. */
export interface ReplayReport {
  done: QueuedAction[];
  refused: QueuedAction[];
  /** Still waiting: the network failed on the way (or the session needs signing in again). */
  waiting: number;
}

/**
 * A failure a later try may pass: no network, a time-out, a gateway without its server, the session to renew,
 * the server busy. Anything else is the server refusing the action, which sending it again will not change.
 */
export const isTransient = (err: unknown) =>
  isNetworkFailure(err) || !(err instanceof CallError) || err.cancelled || [401, 408, 429].includes(err.status ?? 0);

const messageOf = (reply: unknown) =>
  reply && typeof reply === 'object' && typeof (reply as { message?: unknown }).message === 'string' ? (reply as { message: string }).message : undefined;

const running = new Map<string, Promise<ReplayReport>>();

/**
 * Sends the user's waiting actions, oldest first, each with its key. Done and refused ones keep the server's words
 * for the user to read; a transient failure stops the run, the rest waits for the next. One run per user at a
 * time: a second call while one runs answers the same run.
 */
export function replay(store: ActionStore, userId: string, send: Sender, now: () => number = Date.now): Promise<ReplayReport> {
  const current = running.get(userId);
  if (current) return current;
  const run = runReplay(store, userId, send, now).finally(() => running.delete(userId));
  running.set(userId, run);
  return run;
}

async function runReplay(store: ActionStore, userId: string, send: Sender, now: () => number): Promise<ReplayReport> {
  const report: ReplayReport = { done: [], refused: [], waiting: 0 };
  const waiting = (await store.list(userId)).filter((a) => a.state === 'waiting').sort((a, b) => a.queuedAt - b.queuedAt);
  for (const [i, action] of waiting.entries()) {
    const tried = { ...action, attempts: action.attempts + 1 };
    try {
      const reply = await send(action);
      const done: QueuedAction = { ...tried, state: 'done', message: messageOf(reply), settledAt: now() };
      await store.put(done);
      report.done.push(done);
    } catch (err) {
      if (isTransient(err)) {
        await store.put(tried);
        report.waiting = waiting.length - i;
        break;
      }
      const refused: QueuedAction = { ...tried, state: 'refused', message: err instanceof Error ? err.message : String(err), settledAt: now() };
      await store.put(refused);
      report.refused.push(refused);
    }
  }
  return report;
}

/** A new waiting action. */
export function newAction(input: Pick<QueuedAction, 'id' | 'userId' | 'kind' | 'payload' | 'title' | 'label'>, now = Date.now()): QueuedAction {
  return { ...input, queuedAt: now, state: 'waiting', attempts: 0 };
}
