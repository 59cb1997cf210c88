import type { eamApi } from '@wp/contract';

export type TaskScope = (typeof eamApi.MAINTAIN_TASK_SCOPES)[number];

/** What the task list asks for besides the page: its tab, the overdue filter, whose tasks, and the search text. */
export interface TaskSearch {
  status: eamApi.MaintainTaskStatus;
  overdue: boolean;
  scope: TaskScope;
  /** Search text over code, name and the asset's code and name, trimmed; '' for none. */
  text: string;
  /** Only the tasks of this plan. */
  planId?: string;
}

/** What the tab counts ask for: the list's filters but status and overdue. */
export type CountSearch = Pick<TaskSearch, 'scope' | 'text' | 'planId'>;

/** What the plan list asks for besides the page. */
export interface PlanSearch {
  status?: eamApi.MaintainPlanStatus;
  /** Search text over the plan's code and name and the asset's code and name, trimmed; '' for none. */
  text: string;
}

/**
 * Query keys of preventive maintenance (the asset system, ADR 0024). One root: an action on a task changes its
 * plan (next run, open task) and an action on a plan its tasks, so one invalidation refreshes every screen.
 */
export const eamMaintenanceKeys = {
  all: ['eamMaintenance'] as const,
  taskList: (s: TaskSearch) =>
    [...eamMaintenanceKeys.all, 'tasks', { status: s.status, overdue: s.overdue, scope: s.scope, text: s.text, planId: s.planId ?? null }] as const,
  /** The tab counts: the list's filters but status and overdue. */
  taskCounts: (s: CountSearch) => [...eamMaintenanceKeys.all, 'taskCounts', { scope: s.scope, text: s.text, planId: s.planId ?? null }] as const,
  task: (id: string) => [...eamMaintenanceKeys.all, 'task', id] as const,
  /** An asset's tasks (its maintenance history). */
  tasksByAsset: (assetId: string) => [...eamMaintenanceKeys.all, 'tasksByAsset', assetId] as const,
  planList: (s: PlanSearch) => [...eamMaintenanceKeys.all, 'plans', { status: s.status ?? null, text: s.text }] as const,
  plan: (id: string) => [...eamMaintenanceKeys.all, 'plan', id] as const,
  meters: (assetId: string) => [...eamMaintenanceKeys.all, 'meters', assetId] as const,
  /** The maintenance groups with whether the caller may manage each. */
  groups: () => [...eamMaintenanceKeys.all, 'groups'] as const,
};
