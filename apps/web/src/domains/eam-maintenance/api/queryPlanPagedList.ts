import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eamApi, type EamPaged, type PageList } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { nextPage } from '../../../lib/paging.js';
import { eamMaintenanceKeys, type PlanSearch } from '../keys.js';

export const PLAN_PAGE_SIZE = 10;

/** POST /service-eam/eam-maintain-plan/query-paged-list: a page of plans in code order, by status, searched. */
export const queryPlanPagedList = (search: PlanSearch, pageIndex: number, signal?: AbortSignal) =>
  eamCall(eamApi.maintainPlanQueryPagedList, {
    body: { pageIndex, pageSize: PLAN_PAGE_SIZE, status: search.status, searchValue: search.text || undefined },
    signal, parallel: true,
  });

const asPageList = <R>(p: EamPaged<R>): PageList<R> => ({ rows: p.list, total: p.totalRowCount, page: p.pageIndex, pageSize: p.pageSize });

export const planListQueryOptions = (search: PlanSearch) =>
  infiniteQueryOptions({
    queryKey: eamMaintenanceKeys.planList(search),
    queryFn: async ({ pageParam, signal }) => asPageList(await queryPlanPagedList(search, pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: nextPage<eamApi.MaintainPlanRow>,
    staleTime: 30_000,
  });

export const usePlanList = (search: PlanSearch) => useInfiniteQuery(planListQueryOptions(search));
