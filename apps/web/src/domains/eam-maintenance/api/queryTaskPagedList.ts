import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { eamApi, type EamPaged, type PageList } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { nextPage } from '../../../lib/paging.js';
import { eamMaintenanceKeys, type TaskSearch } from '../keys.js';

/** Rows per page (the original's default). */
export const TASK_PAGE_SIZE = 10;

/**
 * POST /service-eam/eam-maintain-task/query-paged-list: a page of tasks of one status, planned start newest first
 * (open tasks oldest first: the most urgent on top), only overdue ones when asked, of the caller's scope.
 */
export const queryTaskPagedList = (search: TaskSearch, pageIndex: number, signal?: AbortSignal) =>
  eamCall(eamApi.maintainTaskQueryPagedList, {
    body: {
      pageIndex, pageSize: TASK_PAGE_SIZE, status: search.status, scope: search.scope,
      overdue: search.overdue ? 'true' : undefined, searchValue: search.text || undefined, planId: search.planId,
      sortType: search.status === 'wait' || search.status === 'acting' ? 'asc' : undefined,
    },
    signal, parallel: true,
  });

const asPageList = <R>(p: EamPaged<R>): PageList<R> => ({ rows: p.list, total: p.totalRowCount, page: p.pageIndex, pageSize: p.pageSize });

export const taskListQueryOptions = (search: TaskSearch) =>
  infiniteQueryOptions({
    queryKey: eamMaintenanceKeys.taskList(search),
    queryFn: async ({ pageParam, signal }) => asPageList(await queryTaskPagedList(search, pageParam, signal)),
    initialPageParam: 1,
    getNextPageParam: nextPage<eamApi.MaintainTaskRow>,
    staleTime: 30_000,
  });

export const useTaskList = (search: TaskSearch) => useInfiniteQuery(taskListQueryOptions(search));
