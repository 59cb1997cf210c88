import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamMaintenanceKeys } from '../keys.js';

/**
 * POST /service-eam/eam-maintain-plan/get-by-id: a plan with its projects, next occurrences, last tasks, skipped
 * dates and what the caller may do. Silent: the screen says itself that it is not found or failed.
 */
export const getPlanById = (id: string, signal?: AbortSignal) =>
  eamCall(eamApi.maintainPlanGetById, { body: { id }, signal, parallel: true, silent: true });

export const planQueryOptions = (id: string) =>
  queryOptions({ queryKey: eamMaintenanceKeys.plan(id), queryFn: ({ signal }) => getPlanById(id, signal), staleTime: 10_000 });

export const usePlan = (id: string) => useQuery({ ...planQueryOptions(id), enabled: !!id });
