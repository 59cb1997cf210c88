import type { TaskSearch, TaskTab } from '../../../domains/eam-inspection/keys.js';

export const TASK_TABS: readonly TaskTab[] = ['wait', 'acting', 'finish', 'all'];

/**
 * The round list's filters as the URL keeps them: `tab` (待检 by default), `mine=0` to see every group's rounds
 * ("只看我的" is on by default), `q` the search text. Other parameters (the open round's `id`) are left alone.
 */
export function taskSearchOf(params: URLSearchParams): TaskSearch {
  const tab = params.get('tab');
  return {
    tab: TASK_TABS.includes(tab as TaskTab) ? (tab as TaskTab) : 'wait',
    mine: params.get('mine') !== '0',
    text: (params.get('q') ?? '').trim(),
  };
}

/** The URL parameters with one filter changed (its default value removed from the URL). */
export function withTaskFilter(params: URLSearchParams, key: 'tab' | 'mine' | 'q', value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  const isDefault = value === undefined || value === '' || (key === 'tab' && value === 'wait') || (key === 'mine' && value === '1');
  if (isDefault) next.delete(key);
  else next.set(key, value);
  return next;
}
