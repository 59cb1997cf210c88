import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runtimeActionApi, type BatchResult } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { actionKey } from '../../../domains/approval/finish-action.js';
import { approvalKeys } from '../../../domains/approval/keys.js';

export interface BatchInput {
  taskIds: string[];
  actionName: 'agree' | 'oppose';
  opinion: string;
}

/**
 * POST /runtime/task/v1/batchComplete: one decision and one opinion for several to-do tasks; each task is its
 * own transaction, so the reply is a result per task (some may fail while others succeed).
 */
export async function batchComplete({ taskIds, actionName, opinion }: BatchInput): Promise<BatchResult[]> {
  const reply = await call(runtimeActionApi.batchComplete, {
    body: { taskIds, actionName, ...(opinion.trim() ? { opinion: opinion.trim() } : {}), idempotencyKey: actionKey() },
    overlay: true,
  });
  return reply.value ?? [];
}

/** Batch approval; the lists refresh afterwards whatever the per-task outcome. */
export function useBatchComplete() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: batchComplete,
    onSettled: () => client.invalidateQueries({ queryKey: approvalKeys.all }),
  });
}
