import { useQuery } from '@tanstack/react-query';
import { inboxApi, type Message } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { inboxKeys } from '../../../domains/inbox/keys.js';

/** GET /innermsg/messageReceiver/v1/get?id: one message with its content; opening it marks it read. Errors swallowed (null). */
export const getMessage = (id: string): Promise<Message | null> =>
  call(inboxApi.get, { query: { id }, silent: true, parallel: true }).catch(() => null);

/** One message, read (and so marked read) once per opening; null when it could not be fetched. Not under the list's key: refreshing the list does not fetch it again. */
export const useMessage = (id: string) =>
  useQuery({ queryKey: inboxKeys.message(id), queryFn: () => getMessage(id), staleTime: 0, gcTime: 0 });
