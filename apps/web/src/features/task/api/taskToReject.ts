import { useQuery } from '@tanstack/react-query';
import { runtimeActionApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../../../domains/approval/keys.js';

/** GET /runtime/task/v1/taskToReject: what the reject dialog may offer on this task (previous step, starter, earlier nodes). */
export const taskToReject = (taskId: string, signal?: AbortSignal) =>
  call(runtimeActionApi.taskToReject, { query: { taskId, backModel: 'reject' }, signal, parallel: true });

export const useRejectOptions = (taskId: string, enabled: boolean) =>
  useQuery({ queryKey: approvalKeys.rejectOptions(taskId), queryFn: ({ signal }) => taskToReject(taskId, signal), enabled, staleTime: 0 });
