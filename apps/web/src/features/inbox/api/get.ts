import { useQuery } from '@tanstack/react-query';
import { inboxApi, type Message } from '@wp/contract';
import { call, isNetworkFailure } from '../../../lib/http/client.js';
import { keptQuery } from '../../../lib/offline/status.js';
import { inboxKeys } from '../../../domains/inbox/keys.js';

/** An unread message: opened without a network, its reading waits on the device and is sent later (ADR 0029). */
export interface Unread {
  subject: string;
}

/**
 * GET /innermsg/messageReceiver/v1/get?id: one message with its content; opening it marks it read. Kept on the
 * device: a message opened before opens offline. Errors swallowed (null).
 */
export const getMessage = (id: string, unread?: Unread): Promise<Message | null> =>
  call(inboxApi.get, { query: { id }, silent: true, parallel: true, keep: true }).catch(async (err: unknown) => {
    if (unread && isNetworkFailure(err)) {
      await import('../../../lib/offline/actions.js').then((m) => m.queueRead(id, unread.subject)).catch(() => undefined);
    }
    return null;
  });

/** One message, read (and so marked read) once per opening; null when it could not be fetched. Not under the list's key: refreshing the list does not fetch it again. */
export const useMessage = (id: string, unread?: Unread) =>
  useQuery({ queryKey: inboxKeys.message(id), queryFn: () => getMessage(id, unread), staleTime: 0, gcTime: 0, ...keptQuery });
