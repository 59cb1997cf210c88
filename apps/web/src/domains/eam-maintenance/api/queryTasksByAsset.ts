import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { nextPage } from '../../../lib/paging.js';
import { asPageList } from '../../eam-assets/api/queryPagedList.js';
import { eamMaintenanceKeys } from '../keys.js';

/** Tasks per page of an asset's history (the original's default). */
export const ASSET_TASK_PAGE_SIZE = 10;

/**
 * POST /service-eam/eam-maintain-task/query-by-asset: a page of one asset's maintenance tasks of every status and
 * group, planned start newest first; 404 for an asset not of the tenant. Silent: the history tab says itself that
 * it failed, with a retry.
 */
export const queryTasksByAsset = (assetId: string, pageIndex: number, signal?: AbortSignal) =>
  eamCall(eamApi.maintainTaskQueryByAsset, {
    body: { assetId, pageIndex, pageSize: ASSET_TASK_PAGE_SIZE },
    signal, parallel: true, silent: true,
  });

export const assetTasksQueryOptions = (assetId: string) =>
  infiniteQueryOptions({
    queryKey: eamMaintenanceKeys.tasksByAsset(assetId),
    queryFn: async ({ pageParam, signal }) => asPageList(await queryTasksByAsset(assetId, pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: nextPage<eamApi.MaintainTaskRow>,
    staleTime: 30_000,
  });

export const useAssetTasks = (assetId: string, enabled = true) => useInfiniteQuery({ ...assetTasksQueryOptions(assetId), enabled });
