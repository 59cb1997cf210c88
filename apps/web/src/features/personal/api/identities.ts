import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { useSession } from '../../../lib/session/store.js';
import { accountKeys } from '../../../domains/account/keys.js';

/** GET /api/user/v1/user/identities: the third-party sign-ins bound to my account. */
export const getMyIdentities = (signal?: AbortSignal) =>
  call(userApi.getMyIdentities, { signal, parallel: true, silent: true }).then((r) => r.value ?? []);

export const identitiesQueryOptions = (userId: string | undefined) =>
  queryOptions({ queryKey: accountKeys.identities(userId), queryFn: ({ signal }) => getMyIdentities(signal), enabled: !!userId });

export function useMyIdentities() {
  const userId = useSession((s) => s.user?.userId);
  return useQuery(identitiesQueryOptions(userId));
}

/** POST /api/user/v1/user/unbindIdentity: unbinds my WeChat official account or mini-program; the list follows. */
export function useUnbindIdentity() {
  const client = useQueryClient();
  const userId = useSession((s) => s.user?.userId);
  return useMutation({
    mutationFn: (provider: 'wechat-oa' | 'wechat-mp') => call(userApi.unbindIdentity, { body: { provider }, overlay: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.identities(userId) }),
  });
}
