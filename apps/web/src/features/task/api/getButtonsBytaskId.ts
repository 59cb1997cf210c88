import { useQuery } from '@tanstack/react-query';
import { runtimeTaskApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../../../domains/approval/keys.js';
import { keptQuery } from '../../../lib/offline/status.js';

/** GET /runtime/task/v1/getButtonsBytaskId: the buttons I may use on this task now (acting for a leader: fewer). Kept: offline the task shows the buttons it had. */
export const getButtonsBytaskId = (taskId: string, leaderId: string | undefined, signal?: AbortSignal) =>
  call(runtimeTaskApi.getButtonsBytaskId, { query: { taskId, ...(leaderId && leaderId !== '0' ? { leaderId } : {}) }, signal, parallel: true, keep: true });

export const useTaskButtons = (taskId: string, leaderId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: approvalKeys.taskButtons(taskId, leaderId ?? '0'),
    queryFn: ({ signal }) => getButtonsBytaskId(taskId, leaderId, signal).then((r) => r.buttons),
    enabled,
    staleTime: 0,
    ...keptQuery,
  });
