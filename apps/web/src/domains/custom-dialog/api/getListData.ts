import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery, type QueryKey } from '@tanstack/react-query';
import { formDataApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { nextPage } from '../../../lib/paging.js';
import { customDialogKeys } from '../keys.js';

/** Rows per page of a dialog that does not say (spec 001 section 9). */
export const DIALOG_PAGE_SIZE = 20;

/** What one list of a dialog asks: search values by condition field, a tree node whose children to list, the page size. */
export interface DialogSearch {
  mapParam: formDataApi.dialog.DialogParams;
  /** A tree dialog's node (style 1); none: its top level. */
  pid?: string;
  pageSize: number;
}

/**
 * POST /form/customDialog/v1/getListData: a page of a dialog's rows, `{rows, page, pageSize, total}`, each row
 * its fields' values under their lower-cased names. The search goes as a JSON object in the body (never the
 * original's brace-less text); silent, the caller shows the failure in place.
 */
export const getListData = (alias: string, search: DialogSearch, page: number, signal?: AbortSignal) =>
  call(formDataApi.dialog.getListData, {
    query: { alias },
    body: { pageBean: { page, pageSize: search.pageSize, showTotal: true }, mapParam: search.mapParam, ...(search.pid !== undefined ? { pid: search.pid } : {}) },
    signal, parallel: true, silent: true,
  });

/** Page after page of a search, for the picker's infinite list. */
export const dialogRowsQueryOptions = (alias: string, search: DialogSearch) =>
  infiniteQueryOptions({
    queryKey: customDialogKeys.rows(alias, search),
    queryFn: ({ pageParam, signal }) => getListData(alias, search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 30_000,
  });

export const useDialogRows = (alias: string, search: DialogSearch) => useInfiniteQuery(dialogRowsQueryOptions(alias, search));

/**
 * One page of a search, for a home column that turns pages (the previous page stays while the next loads).
 * Cached under `scope`, the caller's key: a column's page belongs with the other columns' data, which the home
 * page's pull to refresh reloads.
 */
export const dialogPageQueryOptions = (scope: QueryKey, alias: string, search: DialogSearch, page: number, enabled = true) =>
  queryOptions({
    queryKey: [...scope, ...customDialogKeys.rows(alias, search), page],
    queryFn: ({ signal }) => getListData(alias, search, page, signal),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useDialogPage = (scope: QueryKey, alias: string, search: DialogSearch, page: number, enabled = true) =>
  useQuery(dialogPageQueryOptions(scope, alias, search, page, enabled));
