import { useQuery } from '@tanstack/react-query';
import { runtimeActionApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { approvalKeys } from '../../../domains/approval/keys.js';
import { keptQuery } from '../../../lib/offline/status.js';

/** What claiming (签收) a shared task means for me: 0 handled, 1 can claim, 2 no claim needed, 3 can cancel my claim, 4 claimed by another. */
export const LockCode = { handled: 0, canClaim: 1, noClaim: 2, canUnclaim: 3, lockedByOther: 4 } as const;

/** GET /runtime/task/v1/canLock. Kept on the device, as the task it belongs to. */
export const canLock = (taskId: string, leaderId: string | undefined, signal?: AbortSignal) =>
  call(runtimeActionApi.canLock, { query: { taskId, ...(leaderId && leaderId !== '0' ? { leaderId } : {}) }, signal, parallel: true, keep: true });

export const useCanLock = (taskId: string, leaderId: string | undefined, enabled: boolean) =>
  useQuery({ queryKey: approvalKeys.canLock(taskId), queryFn: ({ signal }) => canLock(taskId, leaderId, signal), enabled, staleTime: 0, ...keptQuery });
