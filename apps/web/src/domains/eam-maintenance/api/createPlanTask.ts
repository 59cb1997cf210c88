import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamMaintenanceKeys } from '../keys.js';

/**
 * POST /service-eam/eam-maintain-plan/create-task (立即生成): a task of the plan planned now. Silent: the refusal
 * while the plan has an open task (409) is shown on the plan's screen with a way to that task.
 */
export const createPlanTask = (id: string) => eamCall(eamApi.maintainPlanCreateTask, { body: { id }, overlay: true, silent: true });

/** The new task is kept as fetched; the plan (its open task, its tasks), the lists and the counts refresh. */
export function useCreatePlanTask(planId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => createPlanTask(planId),
    onSuccess: async (task) => {
      client.setQueryData(eamMaintenanceKeys.task(task.id), task);
      await client.invalidateQueries({ queryKey: eamMaintenanceKeys.all, predicate: (q) => q.queryKey[1] !== 'task' });
    },
    // A 409 means the plan has a task the screen may not know yet.
    onError: () => client.invalidateQueries({ queryKey: eamMaintenanceKeys.plan(planId) }),
  });
}
