import type { PageList } from '@wp/contract';

/** The next page number of a paged list, or undefined once every row is loaded or a page came back empty (spec section 9). */
export function nextPage<R>(last: PageList<R>, all: Array<PageList<R>>): number | undefined {
  const loaded = all.reduce((n, p) => n + p.rows.length, 0);
  return last.rows.length === 0 || loaded >= last.total ? undefined : last.page + 1;
}

/**
 * The next page of an infinite list whose first page alone is counted (recordFilter asks the later pages with
 * showTotal false, sparing the server a count per page scrolled): undefined once the first page's total is
 * loaded or a page came back short.
 */
export function nextPageCountedOnce<R>(last: PageList<R>, all: Array<PageList<R>>): number | undefined {
  const loaded = all.reduce((n, p) => n + p.rows.length, 0);
  return last.rows.length < last.pageSize || loaded >= all[0].total ? undefined : last.page + 1;
}
