import { queryOptions, useQuery } from '@tanstack/react-query';
import { columnApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { portalKeys } from './keys.js';

/** GET /portal/sysIndexColumn/sysIndexColumn/v1/getByAlias: one column with the user's display rights. */
export const getColumnByAlias = (alias: string, signal?: AbortSignal) =>
  call(columnApi.getByAlias, { query: { alias }, signal, parallel: true, silent: true });

export const columnQueryOptions = (alias: string) =>
  queryOptions({ queryKey: portalKeys.column(alias), queryFn: ({ signal }) => getColumnByAlias(alias, signal), staleTime: 60_000 });

export const useColumn = (alias: string) => useQuery(columnQueryOptions(alias));
