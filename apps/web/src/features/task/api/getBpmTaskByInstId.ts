import { useQuery } from '@tanstack/react-query';
import { runtimeTaskApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../../../domains/approval/keys.js';

/** GET /runtime/task/v1/getBpmTaskByInstId: my open tasks in an instance (silent: a shared link's guest may not ask). */
export const getBpmTaskByInstId = (instId: string, signal?: AbortSignal) =>
  call(runtimeTaskApi.getBpmTaskByInstId, { query: { instId }, signal, silent: true, parallel: true });

export const useMyTasksIn = (instId: string, enabled: boolean) =>
  useQuery({ queryKey: approvalKeys.myTasksIn(instId), queryFn: ({ signal }) => getBpmTaskByInstId(instId, signal), enabled, staleTime: 0, retry: false });
