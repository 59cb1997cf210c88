import { queryOptions, useQuery } from '@tanstack/react-query';
import { sysTagApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../../../domains/approval/keys.js';

/** POST /portal/sysTag/v1/query: my often-used flows (常用流程), in my order. */
export const querySysTag = async (signal?: AbortSignal) => (await call(sysTagApi.query, { body: {}, signal, parallel: true })).value ?? [];

export const oftenUsedQueryOptions = () =>
  queryOptions({ queryKey: approvalKeys.oftenUsedFlows(), queryFn: ({ signal }) => querySysTag(signal), staleTime: 60_000 });

export const useOftenUsedFlows = () => useQuery(oftenUsedQueryOptions());
