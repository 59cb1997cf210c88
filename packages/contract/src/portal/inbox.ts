import { z } from 'zod';
import { commonResult, idString, pageList, queryFilter } from '../common.js';
import { endpoint } from '../endpoint.js';

/** The inbox (站内信) of spec 000: messages the workflow sends to one user (host `portal`). */

/** One received message. `id` is the message, `rid` the receipt of the current user. */
export const message = z.object({
  id: z.string(),
  rid: z.string(),
  subject: z.string(),
  content: z.string(),
  /** Sender's name; `ownerId` is null for system messages. */
  owner: z.string(),
  ownerId: z.string().nullable(),
  messageType: z.string(),
  createTime: z.string(),
  /** When the user opened it; null while not opened. */
  receiveTime: z.string().nullable(),
  receiverName: z.string(),
  /** The task it is about was handled (by this user or another): nothing is left to do about it. */
  handled: z.boolean(),
});
export type Message = z.infer<typeof message>;

/**
 * Unread: neither opened nor about a task that somebody already handled. The list's unread marks, its order and
 * the tab-bar badge all count by this one rule (the server's SQL says the same).
 */
export const isUnreadMessage = (m: Pick<Message, 'receiveTime' | 'handled'>) => !m.receiveTime && !m.handled;

export const list = endpoint({
  host: 'portal', method: 'POST', path: '/innermsg/messageReceiver/v1/list',
  summary: "The current user's messages. Properties: subject, content, owner, messageType, createTime (CREATE_TIME_), "
    + 'receiveTime, receiverName (receiver_name_). Without a sorter: unread first, then newest first',
  body: queryFilter,
  reply: pageList(message),
});

export const get = endpoint({
  host: 'portal', method: 'GET', path: '/innermsg/messageReceiver/v1/get',
  summary: 'One message of the current user, by message id; opening it marks it read',
  query: z.object({ id: idString }),
  reply: message,
});

export const getMsgbadge = endpoint({
  host: 'portal', method: 'GET', path: '/innermsg/messageReceiver/v1/getMsgbadge',
  summary: 'The number of unread messages (isUnreadMessage: not opened, and not about a task already handled)',
  reply: commonResult(z.number().int()),
});
