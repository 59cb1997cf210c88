import { queryOptions, useQuery } from '@tanstack/react-query';
import { sealApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { useSession } from '../../../lib/session/store.js';
import { accountKeys } from '../../../domains/account/keys.js';

/** GET /uc/electronicSeal/v1/getSealByCurrentUserId: the seal's file id, null when the user has none. */
export const getSealByCurrentUserId = (signal?: AbortSignal) =>
  call(sealApi.getSealByCurrentUserId, { signal, parallel: true, silent: true });

export const sealQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: accountKeys.seal(userId),
    queryFn: ({ signal }) => getSealByCurrentUserId(signal),
    enabled: !!userId,
    staleTime: 60_000,
  });

/** The signed-in user's electronic seal. */
export function useCurrentUserSeal() {
  const userId = useSession((s) => s.user?.userId);
  return useQuery(sealQueryOptions(userId));
}
