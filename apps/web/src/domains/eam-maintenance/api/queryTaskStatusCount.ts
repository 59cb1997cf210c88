import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamMaintenanceKeys, type CountSearch } from '../keys.js';

/**
 * POST /service-eam/eam-maintain-task/query-status-count-data: how many tasks of each status the caller's scope
 * holds (searched as the list is), and how many open ones are overdue.
 */
export const queryTaskStatusCount = (search: CountSearch, signal?: AbortSignal) =>
  eamCall(eamApi.maintainTaskQueryStatusCountData, { body: { scope: search.scope, searchValue: search.text || undefined, planId: search.planId }, signal, parallel: true });

export const taskStatusCountQueryOptions = (search: CountSearch) =>
  queryOptions({ queryKey: eamMaintenanceKeys.taskCounts(search), queryFn: ({ signal }) => queryTaskStatusCount(search, signal), staleTime: 30_000 });

export const useTaskStatusCount = (search: CountSearch) => useQuery(taskStatusCountQueryOptions(search));
