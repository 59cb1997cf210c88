import { inboxApi, runtimeActionApi, type BodyOf } from '@wp/contract';
import { call } from '../http/client.js';
import { currentUser } from '../session/store.js';
import { deviceOnly } from '../session/known-session.js';
import { deviceActionStore } from './action-store.js';
import { newAction, replay, type ActionKind, type QueuedAction, type ReplayReport, type Sender } from './queue.js';

/** The device's queue of actions taken offline (ADR 0029). */
export const actionStore = deviceActionStore();

type Body<K extends 'complete' | 'saveFormData'> = BodyOf<(typeof runtimeActionApi)[K]>;

/** Each kind's call, its key sent as the runtime's idempotencyKey; silent: the queue shows the answer. */
const senders: Record<ActionKind, Sender> = {
  complete: (a) => call(runtimeActionApi.complete, { body: { ...a.payload, idempotencyKey: a.id } as Body<'complete'>, silent: true, parallel: true }),
  saveFormData: (a) => call(runtimeActionApi.saveFormData, { body: { ...a.payload, idempotencyKey: a.id } as Body<'saveFormData'>, silent: true, parallel: true }),
  // Reading a message marks it read: asking again is harmless, so it needs no key.
  readMessage: (a) => call(inboxApi.get, { query: { id: String(a.payload.id) }, silent: true, parallel: true }),
};

export const sendAction: Sender = (a) => senders[a.kind](a);

/** What a screen hands over to be sent later. */
export type ActionInput = Pick<QueuedAction, 'id' | 'kind' | 'payload' | 'title' | 'label'>;

/**
 * Keeps an action the network did not take for the signed-in user; null when no one is signed in, or the session
 * was only resumed from what the device knows (no token: whoever holds the device offline may read its copies,
 * but acts in the user's name only after signing in), or the device cannot store it.
 */
export async function queueAction(input: ActionInput): Promise<QueuedAction | null> {
  const user = currentUser();
  if (!user || deviceOnly(user)) return null;
  const action = newAction({ ...input, userId: user.userId });
  try {
    await actionStore.put(action);
    return action;
  } catch {
    return null;
  }
}

/** Whether an unread message's read already waits (opening it twice offline queues it once). */
async function readWaits(messageId: string): Promise<boolean> {
  const user = currentUser();
  if (!user) return false;
  const all = await actionStore.list(user.userId).catch(() => []);
  return all.some((a) => a.kind === 'readMessage' && a.state === 'waiting' && a.payload.id === messageId);
}

/** A key for an action that carries none of its own (a message read). */
const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);

/** Queues marking a message read, once however often it is opened offline. */
export async function queueRead(messageId: string, subject: string): Promise<void> {
  if (await readWaits(messageId)) return;
  await queueAction({ id: newKey(), kind: 'readMessage', payload: { id: messageId }, title: subject, label: 'read' });
}

/** Sends the signed-in user's waiting actions now. */
export async function replayNow(): Promise<ReplayReport | null> {
  const user = currentUser();
  if (!user) return null;
  return replay(actionStore, user.userId, sendAction).catch(() => null);
}
