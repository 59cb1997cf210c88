import { queryOptions, useQuery } from '@tanstack/react-query';
import { columnApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { portalKeys } from '../keys.js';

/** GET /portal/sysIndexColumn/sysIndexColumn/v1/getByAlias: one column with the user's display rights. */
export const getColumnByAlias = (alias: string, signal?: AbortSignal, token?: string) =>
  call(columnApi.getByAlias, { query: { alias }, signal, token, parallel: true, silent: true });

/** `token`: fetch as the holder of this token rather than the stored session (see home/prefetch.ts). */
export const columnQueryOptions = (alias: string, token?: string) =>
  queryOptions({ queryKey: portalKeys.column(alias), queryFn: ({ signal }) => getColumnByAlias(alias, signal, token), staleTime: 60_000 });

export const useColumn = (alias: string) => useQuery(columnQueryOptions(alias));
