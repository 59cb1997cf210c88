/**
 * Query keys of approval data. Two roots: `all` holds what an approval action can change (lists, counts,
 * tasks, instances and their records), so one invalidation refreshes every screen; `fixed` holds what no
 * action changes (deployed definitions, who may start what, urgency levels, phrases, due dates, share links),
 * so a large BPMN is not fetched again after each action.
 */
export const approvalKeys = {
  all: ['bpm'] as const,
  /** A paged list (to-do, done, my requests, ...) under the search it shows. */
  list: (name: string, search: { text: string; urgentOnly: boolean; outcome: string | null }) => [...approvalKeys.all, name, search] as const,
  summary: () => [...approvalKeys.all, 'summary'] as const,
  draft: (instId: string | undefined) => [...approvalKeys.all, 'draft', instId] as const,
  instance: (instId: string | undefined) => [...approvalKeys.all, 'instance', instId] as const,
  task: (taskId: string) => [...approvalKeys.all, 'task', taskId] as const,
  taskButtons: (taskId: string, leaderId: string) => [...approvalKeys.all, 'taskButtons', taskId, leaderId] as const,
  notice: (noticeId: string) => [...approvalKeys.all, 'notice', noticeId] as const,
  myTasksIn: (instId: string) => [...approvalKeys.all, 'myTasksIn', instId] as const,
  path: (instId: string) => [...approvalKeys.all, 'path', instId] as const,
  flowImage: (instId: string) => [...approvalKeys.all, 'flowImage', instId] as const,
  opinions: (instId: string | undefined) => [...approvalKeys.all, 'opinions', instId] as const,
  executors: (instId: string) => [...approvalKeys.all, 'executors', instId] as const,
  followed: (instId: string) => [...approvalKeys.all, 'followed', instId] as const,
  rejectOptions: (taskId: string) => [...approvalKeys.all, 'rejectOptions', taskId] as const,
  dueTime: (taskId: string) => [...approvalKeys.all, 'dueTime', taskId] as const,
  canLock: (taskId: string) => [...approvalKeys.all, 'canLock', taskId] as const,

  fixed: ['bpmFixed'] as const,
  definition: (defId: string) => [...approvalKeys.fixed, 'definition', defId] as const,
  definitionOfInstance: (instId: string) => [...approvalKeys.fixed, 'definition', 'of-instance', instId] as const,
  urgencyLevels: (defId: string) => [...approvalKeys.fixed, 'urgencyLevels', defId] as const,
  startPermissions: () => [...approvalKeys.fixed, 'startPermissions'] as const,
  startRight: (defId: string, leaderId: string) => [...approvalKeys.fixed, 'startRight', defId, leaderId] as const,
  startableFlows: (text: string) => [...approvalKeys.fixed, 'startableFlows', text] as const,
  oftenUsedFlows: () => [...approvalKeys.fixed, 'oftenUsedFlows'] as const,
  phrases: (defKey: string) => [...approvalKeys.fixed, 'phrases', defKey] as const,
  expirationDate: (taskId: string, days: number) => [...approvalKeys.fixed, 'expirationDate', taskId, days] as const,
  shareLink: (instId: string) => [...approvalKeys.fixed, 'shareLink', instId] as const,
};
