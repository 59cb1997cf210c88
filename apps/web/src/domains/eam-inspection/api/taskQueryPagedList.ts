import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eamApi, type EamPaged, type PageList } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { nextPage } from '../../../lib/paging.js';
import { eamInspectionKeys, type TaskSearch } from '../keys.js';

/** Rows per page (the original's default). */
export const TASK_PAGE_SIZE = 10;

/**
 * POST /service-eam/eam-inspection-task/query-paged-list: a page of rounds of one status (or all), newest planned
 * start first; `mine`: of my inspection groups only; searchValue over task code, plan and route name.
 */
export const taskQueryPagedList = (search: TaskSearch, pageIndex: number, signal?: AbortSignal) =>
  eamCall(eamApi.inspection.taskQueryPagedList, {
    body: {
      pageIndex, pageSize: TASK_PAGE_SIZE, taskStatus: search.tab === 'all' ? undefined : search.tab,
      mine: search.mine ? 'true' : 'false', searchValue: search.text || undefined,
    },
    signal, parallel: true,
  });

const asPageList = <R>(p: EamPaged<R>): PageList<R> => ({ rows: p.list, total: p.totalRowCount, page: p.pageIndex, pageSize: p.pageSize });

export const taskListQueryOptions = (search: TaskSearch) =>
  infiniteQueryOptions({
    queryKey: eamInspectionKeys.taskList(search),
    queryFn: async ({ pageParam, signal }) => asPageList(await taskQueryPagedList(search, pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: nextPage<eamApi.inspection.InspectionTaskRow>,
    staleTime: 30_000,
  });

export const useInspectionTaskList = (search: TaskSearch) => useInfiniteQuery(taskListQueryOptions(search));
