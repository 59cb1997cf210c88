import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import type { RepairScope, RepairStatusCount } from '../types.js';
import { eamCall } from '../../../lib/eam/client.js';
import { eamRepairKeys } from '../keys.js';

/** POST /service-eam/eam-repair-order/query-status-count-data: how many orders of the scope are in each status (the tabs). */
export const queryStatusCount = (scope: RepairScope, signal?: AbortSignal) =>
  eamCall(eamApi.repairOrderQueryStatusCountData, { body: { scope }, signal, parallel: true }) as Promise<RepairStatusCount>;

export const statusCountQueryOptions = (scope: RepairScope) =>
  queryOptions({ queryKey: eamRepairKeys.statusCount(scope), queryFn: ({ signal }) => queryStatusCount(scope, signal), staleTime: 15_000 });

export const useStatusCount = (scope: RepairScope) => useQuery(statusCountQueryOptions(scope));
