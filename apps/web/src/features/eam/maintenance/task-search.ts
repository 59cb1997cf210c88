import { eamApi } from '@wp/contract';
import type { TaskScope, TaskSearch } from '../../../domains/eam-maintenance/keys.js';

const isStatus = (v: string | null): v is eamApi.MaintainTaskStatus => (eamApi.MAINTAIN_TASK_STATUSES as readonly string[]).includes(v ?? '');
const isScope = (v: string | null): v is TaskScope => (eamApi.MAINTAIN_TASK_SCOPES as readonly string[]).includes(v ?? '');

/** The list a worker opens: the tasks waiting for me. */
export const DEFAULT_TASK_SEARCH: TaskSearch = { status: 'wait', overdue: false, scope: 'mine', text: '' };

/**
 * The task list's filters as kept in its URL (`?status=acting&overdue=1&scope=group&q=泵&planId=…`): a reload,
 * back and a shared link show the same list. Unknown values fall back to the defaults.
 */
export function taskSearchOf(params: URLSearchParams): TaskSearch & { planId?: string } {
  const status = params.get('status');
  const scope = params.get('scope');
  return {
    status: isStatus(status) ? status : DEFAULT_TASK_SEARCH.status,
    overdue: params.get('overdue') === '1',
    scope: isScope(scope) ? scope : DEFAULT_TASK_SEARCH.scope,
    text: (params.get('q') ?? '').trim(),
    planId: params.get('planId') || undefined,
  };
}
