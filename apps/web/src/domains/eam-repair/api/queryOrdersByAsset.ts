import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import type { RepairOrderRow } from '../types.js';
import { eamCall } from '../../../lib/eam/client.js';
import { nextPage } from '../../../lib/paging.js';
import { asPageList } from '../../eam-assets/api/queryPagedList.js';
import { eamRepairKeys } from '../keys.js';

/** Orders per page of an asset's history (the original's default). */
export const ASSET_ORDER_PAGE_SIZE = 10;

/**
 * POST /service-eam/eam-repair-order/query-by-asset: a page of one asset's repair orders, newest report first,
 * whoever reported or repaired them (every user of the tenant reads an asset's history); 404 for an asset not of
 * the tenant. Silent: the history tab says itself that it failed, with a retry.
 */
export const queryOrdersByAsset = (assetId: string, pageIndex: number, signal?: AbortSignal) =>
  eamCall(eamApi.repairOrderQueryByAsset, {
    body: { assetId, pageIndex, pageSize: ASSET_ORDER_PAGE_SIZE },
    signal, parallel: true, silent: true,
  });

export const assetOrdersQueryOptions = (assetId: string) =>
  infiniteQueryOptions({
    queryKey: eamRepairKeys.byAsset(assetId),
    queryFn: async ({ pageParam, signal }) => asPageList(await queryOrdersByAsset(assetId, pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: nextPage<RepairOrderRow>,
    staleTime: 30_000,
  });

export const useAssetOrders = (assetId: string, enabled = true) => useInfiniteQuery({ ...assetOrdersQueryOptions(assetId), enabled });
