import { queryOptions, useQuery } from '@tanstack/react-query';
import { layoutApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { portalKeys } from '../../../components/portal/api/keys.js';

/** GET /portal/main/v1/myMobileHome: the user's home layout (their pick, else the default), null when none. */
export const myMobileHome = async (signal?: AbortSignal) =>
  (await call(layoutApi.myMobileHome, { signal, parallel: true })).value ?? null;

export const myMobileHomeQueryOptions = () =>
  queryOptions({ queryKey: portalKeys.layout(), queryFn: ({ signal }) => myMobileHome(signal), staleTime: 60_000 });

export const useMyMobileHome = () => useQuery(myMobileHomeQueryOptions());
