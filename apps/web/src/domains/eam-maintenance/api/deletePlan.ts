import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamMaintenanceKeys } from '../keys.js';

/**
 * POST /service-eam/eam-maintain-plan/delete: the plan goes, its waiting task is cancelled, its finished tasks
 * stay. Silent: a refusal (409 while a task of the plan is in progress) is shown on the plan's screen.
 */
export const deletePlan = (id: string) => eamCall(eamApi.maintainPlanDelete, { body: { id }, overlay: true, silent: true });

/**
 * The lists, tasks and counts refresh (awaited, so a list beside the plan no longer shows it when the screen
 * leaves the plan). The plan itself is only marked stale: refetched while its screen is still up, it would
 * flash "not found"; if that screen is opened again, it asks again and says so.
 */
export function useDeletePlan(planId: string) {
  const client = useQueryClient();
  const key = JSON.stringify(eamMaintenanceKeys.plan(planId));
  return useMutation({
    mutationFn: () => deletePlan(planId),
    onSuccess: () => Promise.all([
      client.invalidateQueries({ queryKey: eamMaintenanceKeys.plan(planId), refetchType: 'none' }),
      client.invalidateQueries({ queryKey: eamMaintenanceKeys.all, predicate: (q) => JSON.stringify(q.queryKey) !== key }),
    ]),
    // A refusal often means the plan changed (a task started): show it as it is now.
    onError: () => client.invalidateQueries({ queryKey: eamMaintenanceKeys.plan(planId) }),
  });
}
