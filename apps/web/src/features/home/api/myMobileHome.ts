import { queryOptions, useQuery } from '@tanstack/react-query';
import { layoutApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { portalKeys } from '../../../domains/portal/keys.js';
import { columnQueryOptions } from '../../../domains/portal/api/getByAlias.js';

/** GET /portal/main/v1/myMobileHome: the user's home layout (their pick, else the default) with its columns, null when none. */
export const myMobileHome = async (signal?: AbortSignal, token?: string) =>
  (await call(layoutApi.myMobileHome, { signal, token, parallel: true })).value ?? null;

/**
 * The layout comes with its columns' definitions: each goes into the cache as getByAlias would have put it,
 * so the cards render without a request each (one round trip, not two, before the first column shows).
 * `token`: fetch as the holder of this token rather than the stored session (see home/prefetch.ts).
 */
export const myMobileHomeQueryOptions = (token?: string) =>
  queryOptions({
    queryKey: portalKeys.layout(),
    queryFn: async ({ signal, client }) => {
      const home = await myMobileHome(signal, token);
      for (const column of home?.columns ?? []) client.setQueryData(columnQueryOptions(column.alias).queryKey, column);
      return home;
    },
    staleTime: 60_000,
  });

export const useMyMobileHome = () => useQuery(myMobileHomeQueryOptions());
