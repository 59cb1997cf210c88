import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { nextPage } from '../../../lib/paging.js';
import { asPageList } from '../../eam-assets/api/queryPagedList.js';
import { eamInspectionKeys } from '../keys.js';

/** Records per page of an asset's history (the original's default). */
export const ASSET_POINT_PAGE_SIZE = 10;

/**
 * POST /service-eam/eam-inspection-task-point/query-by-asset: a page of one asset's recorded points (normal,
 * abnormal, not inspected; never the waiting ones), newest record first, with their round's code and plan; 404 for
 * an asset not of the tenant. Silent: the history tab says itself that it failed, with a retry.
 */
export const pointQueryByAsset = (assetId: string, pageIndex: number, signal?: AbortSignal) =>
  eamCall(eamApi.inspection.pointQueryByAsset, {
    body: { assetId, pageIndex, pageSize: ASSET_POINT_PAGE_SIZE },
    signal, parallel: true, silent: true,
  });

export const assetPointsQueryOptions = (assetId: string) =>
  infiniteQueryOptions({
    queryKey: eamInspectionKeys.assetPoints(assetId),
    queryFn: async ({ pageParam, signal }) => asPageList(await pointQueryByAsset(assetId, pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: nextPage<eamApi.inspection.AssetInspectionRow>,
    staleTime: 30_000,
  });

export const useAssetPoints = (assetId: string, enabled = true) => useInfiniteQuery({ ...assetPointsQueryOptions(assetId), enabled });
