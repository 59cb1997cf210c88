import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamInspectionKeys } from '../keys.js';

/** POST /service-eam/eam-inspection-task/query-status-count-data: how many rounds each status holds (the tabs' counts). */
export const taskStatusCount = (mine: boolean, signal?: AbortSignal) =>
  eamCall(eamApi.inspection.taskStatusCount, { body: { mine: mine ? 'true' : 'false' }, signal, parallel: true });

export const taskStatusCountQueryOptions = (mine: boolean) =>
  queryOptions({ queryKey: eamInspectionKeys.counts(mine), queryFn: ({ signal }) => taskStatusCount(mine, signal), staleTime: 30_000 });

export const useInspectionStatusCount = (mine: boolean) => useQuery(taskStatusCountQueryOptions(mine));
