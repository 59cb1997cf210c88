import type { eamApi } from '@wp/contract';

/** The round list's tabs: a status, or every status. */
export type TaskTab = Exclude<eamApi.inspection.InspectionTaskStatus, 'cancel'> | 'all';

/** What the round list asks for besides the page. */
export interface TaskSearch {
  tab: TaskTab;
  /** Only the tasks of my inspection groups. */
  mine: boolean;
  /** Search text over task code, plan and route name, trimmed; '' for none. */
  text: string;
}

/**
 * Query keys of inspection rounds (the asset system, ADR 0024). One root: recording a point changes its task's
 * counts, status and the list's progress bars, so one invalidation refreshes every round screen.
 */
export const eamInspectionKeys = {
  all: ['eamInspection'] as const,
  taskList: (s: TaskSearch) => [...eamInspectionKeys.all, 'tasks', { tab: s.tab, mine: s.mine, text: s.text }] as const,
  counts: (mine: boolean) => [...eamInspectionKeys.all, 'counts', { mine }] as const,
  task: (id: string) => [...eamInspectionKeys.all, 'task', id] as const,
  point: (id: string) => [...eamInspectionKeys.all, 'point', id] as const,
  /** An asset's recorded points (its inspection history). */
  assetPoints: (assetId: string) => [...eamInspectionKeys.all, 'assetPoints', assetId] as const,
  processActions: () => [...eamInspectionKeys.all, 'processActions'] as const,
  abnormal: (id: string) => [...eamInspectionKeys.all, 'abnormal', id] as const,
};
