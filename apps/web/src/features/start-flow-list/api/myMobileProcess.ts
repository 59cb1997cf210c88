import { queryOptions, useQuery } from '@tanstack/react-query';
import { runtimeListApi, type QueryFilter } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../../../domains/approval/keys.js';

/**
 * The QueryFilter of the start list: every category at once; a search keeps the flows whose name contains
 * the text (the server still returns every category, empty ones included).
 */
export function processFilter(text: string): QueryFilter {
  return {
    pageBean: { page: 1, pageSize: -1, showTotal: false },
    ...(text ? { querys: [{ property: 'name', value: text, operation: 'LIKE', relation: 'AND', group: 'quickSearch' }] } : {}),
  };
}

/** POST /runtime/instance/v1/myMobileProcess: the processes I may start on mobile, grouped by FLOW_TYPE category. */
export const myMobileProcess = (filter: QueryFilter, signal?: AbortSignal) =>
  call(runtimeListApi.myMobileProcess, { body: filter, signal, parallel: true });

export const startableQueryOptions = (text: string) =>
  queryOptions({
    queryKey: approvalKeys.startableFlows(text),
    queryFn: ({ signal }) => myMobileProcess(processFilter(text), signal),
    staleTime: 60_000,
    // Start rights change rarely; what the user saw stays while a search is typed.
    placeholderData: (previous) => previous,
  });

/** The startable processes by category (for a search: only the matching flows, categories left without any removed). */
export const useStartableFlows = (text: string, enabled = true) => useQuery({ ...startableQueryOptions(text), enabled });
