import { useQuery } from '@tanstack/react-query';
import { runtimeInstanceApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../../../domains/approval/keys.js';

/** GET /runtime/instance/v1/getExcutorNameByInstId: each user-task node with who handled, holds or would get it. */
export const getExcutorNameByInstId = (instId: string, signal?: AbortSignal) =>
  call(runtimeInstanceApi.getExcutorNameByInstId, { query: { instId }, signal, parallel: true });

export const useExecutors = (instId: string, enabled: boolean) =>
  useQuery({ queryKey: approvalKeys.executors(instId), queryFn: ({ signal }) => getExcutorNameByInstId(instId, signal), enabled, staleTime: 30_000 });
