import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { columnApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { portalKeys } from '../keys.js';

/**
 * POST /portal/sysIndexColumn/sysIndexColumn/v1/getColumnData: the data of a dataMode 3 column, fetched by
 * the server from the column's URL with the user's account and id filled in. Silent: the card shows the
 * failure text in red as its content.
 */
export const getColumnData = (alias: string, paging: { page: number; pageSize: number } | undefined, signal?: AbortSignal) =>
  call(columnApi.getColumnData, { query: { alias }, body: paging ? { pageBean: paging } : {}, signal, parallel: true, silent: true });

export const columnDataQueryOptions = (alias: string, paging: { page: number; pageSize: number } | undefined, enabled = true) =>
  queryOptions({
    queryKey: portalKeys.columnData(alias, paging?.page ?? 0),
    queryFn: async ({ signal }) => (await getColumnData(alias, paging, signal)).value ?? null,
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useColumnData = (alias: string, paging: { page: number; pageSize: number } | undefined, enabled = true) =>
  useQuery(columnDataQueryOptions(alias, paging, enabled));
