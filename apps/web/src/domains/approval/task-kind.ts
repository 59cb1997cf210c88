import type { TaskRow } from '@wp/contract';

/** The kind of a task as its tag names it: the starter's own request she withdrew is not 'rejected'. */
export const taskKindOf = (task: Pick<TaskRow, 'status' | 'instStatus'>) => (task.status === 'BACK' && task.instStatus === 'revoke' ? 'REVOKED' : task.status);

/** The tag colour of a task's kind: a returned task stands out. */
export const taskKindColour = (status: TaskRow['status']) => (status === 'BACK' ? 'warning' : 'primary');
