import { useQuery } from '@tanstack/react-query';
import { runtimeMiscApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../../../domains/approval/keys.js';

/** GET /runtime/bpmTaskDueTime/v1/getByTaskId: a task's due time, working days left and earlier extensions. */
export const getDueTimeByTaskId = (taskId: string, signal?: AbortSignal) =>
  call(runtimeMiscApi.getDueTimeByTaskId, { query: { taskId }, signal, parallel: true });

export const useDueTime = (taskId: string, enabled: boolean) =>
  useQuery({ queryKey: approvalKeys.dueTime(taskId), queryFn: ({ signal }) => getDueTimeByTaskId(taskId, signal), enabled, staleTime: 0 });
