import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import type { RepairOrderRow } from '../types.js';
import { eamCall } from '../../../lib/eam/client.js';
import { nextPage } from '../../../lib/paging.js';
import { asPageList } from '../../eam-assets/api/queryPagedList.js';
import { eamRepairKeys, type RepairOrderSearch } from '../keys.js';

/** Orders per page (the original's default). */
export const ORDER_PAGE_SIZE = 10;

/**
 * POST /service-eam/eam-repair-order/query-paged-list: a page of repair orders, newest report first, by scope and
 * status; `searchValue` matches the order code and the asset's name and code.
 */
export const queryOrderPagedList = (search: RepairOrderSearch, pageIndex: number, signal?: AbortSignal) =>
  eamCall(eamApi.repairOrderQueryPagedList, {
    body: { pageIndex, pageSize: ORDER_PAGE_SIZE, scope: search.scope, repairStatus: search.status, searchValue: search.text || undefined },
    signal, parallel: true,
  });

export const orderListQueryOptions = (search: RepairOrderSearch) =>
  infiniteQueryOptions({
    queryKey: eamRepairKeys.orderList(search),
    queryFn: async ({ pageParam, signal }) => asPageList(await queryOrderPagedList(search, pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: nextPage<RepairOrderRow>,
    staleTime: 15_000,
  });

export const useOrderList = (search: RepairOrderSearch, enabled = true) => useInfiniteQuery({ ...orderListQueryOptions(search), enabled });
