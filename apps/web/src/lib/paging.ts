import type { PageList } from '@wp/contract';

/** The next page number of a paged list, or undefined once every row is loaded or a page came back empty (spec section 9). */
export function nextPage<R>(last: PageList<R>, all: Array<PageList<R>>): number | undefined {
  const loaded = all.reduce((n, p) => n + p.rows.length, 0);
  return last.rows.length === 0 || loaded >= last.total ? undefined : last.page + 1;
}
