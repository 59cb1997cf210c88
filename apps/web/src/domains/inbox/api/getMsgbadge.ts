import { queryOptions, useQuery } from '@tanstack/react-query';
import { inboxApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { useSession } from '../../../lib/session/store.js';
import { inboxKeys } from '../keys.js';

/** The badge is fetched again this often while the app stays open and visible. */
export const BADGE_POLL_MS = 60_000;

/** GET /innermsg/messageReceiver/v1/getMsgbadge: the number of unread messages. Inbox errors are swallowed. */
export const getMsgbadge = async (signal?: AbortSignal) =>
  (await call(inboxApi.getMsgbadge, { signal, parallel: true, silent: true }).catch(() => ({ value: 0 }))).value ?? 0;

export const msgBadgeQueryOptions = () =>
  queryOptions({
    queryKey: inboxKeys.badge(),
    queryFn: ({ signal }) => getMsgbadge(signal),
    staleTime: 10_000,
    refetchOnWindowFocus: 'always',
    refetchInterval: BADGE_POLL_MS,
  });

/** The unread count of the signed-in user (0 while unknown). */
export function useMsgBadge() {
  const signedIn = useSession((s) => !!s.user);
  return useQuery({ ...msgBadgeQueryOptions(), enabled: signedIn });
}
