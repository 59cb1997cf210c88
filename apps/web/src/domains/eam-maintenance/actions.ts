import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { eamApi } from '@wp/contract';
import { eamMaintenanceKeys } from './keys.js';

/** Every maintenance query but `kept` goes stale; those on screen (the list beside a task on a tablet) refetch now. */
const refreshAllBut = (client: ReturnType<typeof useQueryClient>, kept: QueryKey) =>
  client.invalidateQueries({
    queryKey: eamMaintenanceKeys.all,
    predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(kept),
  });

/**
 * An action on a task (start, execute, finish, cancel; a plan's create-task): each answers the task as get-by-id
 * does, so its screen shows the answer at once (not fetched again), and the lists, counts and plans refresh.
 * A refusal reaches the caller, and the task is fetched again: a refusal often means it changed meanwhile.
 */
export function useTaskAction<A>(run: (args: A) => Promise<eamApi.MaintainTaskDetail>, taskId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (task) => {
      client.setQueryData(eamMaintenanceKeys.task(task.id), task);
      await refreshAllBut(client, eamMaintenanceKeys.task(task.id));
    },
    onError: async () => {
      if (taskId) await client.invalidateQueries({ queryKey: eamMaintenanceKeys.task(taskId) });
    },
  });
}

/** An action on a plan (start, stop): the plan's answer replaces its screen; lists and its tasks refresh. */
export function usePlanAction<A>(run: (args: A) => Promise<eamApi.MaintainPlanDetail>, planId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (plan) => {
      client.setQueryData(eamMaintenanceKeys.plan(plan.id), plan);
      await refreshAllBut(client, eamMaintenanceKeys.plan(plan.id));
    },
    onError: async () => {
      if (planId) await client.invalidateQueries({ queryKey: eamMaintenanceKeys.plan(planId) });
    },
  });
}
