import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamMaintenanceKeys } from '../keys.js';

/**
 * POST /service-eam/eam-maintain-task/get-by-id: a task with its projects, parts and what the caller may do.
 * Silent: the screen says itself that it is not found or failed.
 */
export const getTaskById = (id: string, signal?: AbortSignal) =>
  eamCall(eamApi.maintainTaskGetById, { body: { id }, signal, parallel: true, silent: true });

export const taskQueryOptions = (id: string) =>
  queryOptions({ queryKey: eamMaintenanceKeys.task(id), queryFn: ({ signal }) => getTaskById(id, signal), staleTime: 10_000 });

export const useTask = (id: string) => useQuery(taskQueryOptions(id));
