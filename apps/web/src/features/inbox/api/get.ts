import { inboxApi, type Message } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

/** GET /innermsg/messageReceiver/v1/get?id: one message with its content; opening it marks it read. Errors swallowed (null). */
export const getMessage = (id: string): Promise<Message | null> =>
  call(inboxApi.get, { query: { id }, silent: true, parallel: true }).catch(() => null);
