import { queryOptions, useQuery } from '@tanstack/react-query';
import { layoutApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { portalKeys } from '../../../components/portal/api/keys.js';

/** GET /portal/main/v1/myMobileHome: the user's home layout (their pick, else the default), null when none. */
export const myMobileHome = async (signal?: AbortSignal, token?: string) =>
  (await call(layoutApi.myMobileHome, { signal, token, parallel: true })).value ?? null;

/** `token`: fetch as the holder of this token rather than the stored session (see home/prefetch.ts). */
export const myMobileHomeQueryOptions = (token?: string) =>
  queryOptions({ queryKey: portalKeys.layout(), queryFn: ({ signal }) => myMobileHome(signal, token), staleTime: 60_000 });

export const useMyMobileHome = () => useQuery(myMobileHomeQueryOptions());
