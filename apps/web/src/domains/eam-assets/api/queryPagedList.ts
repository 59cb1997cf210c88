import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eamApi, type AssetRow, type EamPaged, type PageList } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { nextPage } from '../../../lib/paging.js';
import { eamAssetKeys, type AssetSearch } from '../keys.js';

/** Rows per page of the ledger (the original's default). */
export const ASSET_PAGE_SIZE = 10;

/**
 * POST /service-eam/eam-asset/query-paged-list: a page of the ledger by kind, category and status, `searchValue`
 * matching code, name and model. Lists run side by side (parallel): the query cache cancels what it drops.
 */
export const queryPagedList = (search: AssetSearch, pageIndex: number, signal?: AbortSignal) =>
  eamCall(eamApi.queryPagedList, {
    body: {
      pageIndex, pageSize: ASSET_PAGE_SIZE, searchValue: search.text || undefined,
      kind: search.kind, categoryId: search.categoryId, assetStatus: search.status,
    },
    signal, parallel: true,
  });

/** The asset system's page as the app's list widgets take it. */
export const asPageList = <R>(p: EamPaged<R>): PageList<R> => ({ rows: p.list, total: p.totalRowCount, page: p.pageIndex, pageSize: p.pageSize });

export const assetListQueryOptions = (search: AssetSearch) =>
  infiniteQueryOptions({
    queryKey: eamAssetKeys.list(search),
    queryFn: async ({ pageParam, signal }) => asPageList(await queryPagedList(search, pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: nextPage<AssetRow>,
    staleTime: 30_000,
  });

export const useAssetList = (search: AssetSearch, enabled = true) => useInfiniteQuery({ ...assetListQueryOptions(search), enabled });
