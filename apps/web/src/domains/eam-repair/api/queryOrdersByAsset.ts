import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import type { RepairOrderRow } from '../types.js';
import { eamCall } from '../../../lib/eam/client.js';
import { nextPage } from '../../../lib/paging.js';
import { asPageList } from '../../eam-assets/api/queryPagedList.js';
import { eamRepairKeys } from '../keys.js';
import { ORDER_PAGE_SIZE } from './queryOrderPagedList.js';

/** POST /service-eam/eam-repair-order/query-by-asset: a page of an asset's repair orders, newest first (its repair history). */
export const queryOrdersByAsset = (assetId: string, pageIndex: number, signal?: AbortSignal) =>
  eamCall(eamApi.repairOrderQueryByAsset, { body: { assetId, pageIndex, pageSize: ORDER_PAGE_SIZE }, signal, parallel: true });

export const ordersByAssetQueryOptions = (assetId: string) =>
  infiniteQueryOptions({
    queryKey: eamRepairKeys.byAsset(assetId),
    queryFn: async ({ pageParam, signal }) => asPageList(await queryOrdersByAsset(assetId, pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: nextPage<RepairOrderRow>,
    staleTime: 30_000,
  });

export const useOrdersByAsset = (assetId: string, enabled = true) => useInfiniteQuery({ ...ordersByAssetQueryOptions(assetId), enabled });
