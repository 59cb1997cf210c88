import { infiniteQueryOptions } from '@tanstack/react-query';
import { runtimeListApi, type InstanceOutcomeValue, type PageList, type QueryFilter } from '@wp/contract';
import { nextPage } from '../../../lib/paging.js';
import { approvalKeys } from '../../../domains/approval/keys.js';

/** Rows per page of every approval list. */
export const PAGE_SIZE = 20;

/** What a list screen asks for besides the page: the quick-search text and extra conditions. */
export interface ListSearch {
  /** Quick-search text, trimmed; '' for none. */
  text: string;
  /** Only urgent items (to-do list). */
  urgentOnly?: boolean;
  /** Only requests with this outcome (我的请求, 已办): 审批中 / 已通过 / 未通过 / 已撤回. */
  outcome?: InstanceOutcomeValue;
}

/**
 * The QueryFilter of one page. Quick search is the original mobile build's: two LIKE conditions in group
 * 'quickSearch', on `bt.subject_` and `bt.proc_def_name_`, joined by OR (reference/original-wire-shapes.md).
 * The server keeps its own order (newest first), so no sorter is sent.
 */
export function listFilter(search: ListSearch, page: number): QueryFilter {
  const querys: NonNullable<QueryFilter['querys']> = [];
  if (search.text) {
    for (const property of ['bt.subject_', 'bt.proc_def_name_']) {
      querys.push({ property, value: search.text, operation: 'LIKE', relation: 'OR', group: 'quickSearch' });
    }
  }
  if (search.urgentOnly) querys.push({ property: 'urgentStateValue', value: 0, operation: 'GREAT', relation: 'AND', group: 'urgent' });
  if (search.outcome) querys.push({ property: runtimeListApi.outcomeFilterProperty, value: search.outcome, operation: 'EQUAL', relation: 'AND', group: 'outcome' });
  return { pageBean: { page, pageSize: PAGE_SIZE, showTotal: true }, ...(querys.length ? { querys } : {}) };
}

/**
 * Query options of a paged approval list. Lists are always refetched when their screen mounts again (back
 * from a task) and when the window regains focus or the page becomes visible, so an item handled elsewhere
 * disappears by itself; `pollMs` also refetches while the screen stays open and visible.
 */
export function pagedListOptions<R>(name: string, fetch: (filter: QueryFilter, signal?: AbortSignal) => Promise<PageList<R>>, pollMs?: number) {
  return (search: ListSearch) =>
    infiniteQueryOptions({
      queryKey: approvalKeys.list(name, { text: search.text, urgentOnly: !!search.urgentOnly, outcome: search.outcome ?? null }),
      queryFn: ({ pageParam, signal }) => fetch(listFilter(search, pageParam), signal),
      initialPageParam: 1,
      getNextPageParam: nextPage<R>,
      staleTime: 0,
      refetchOnMount: 'always',
      refetchOnWindowFocus: 'always',
      refetchInterval: pollMs ?? false,
    });
}
