import type { PageList } from '@wp/contract';

/** The next page number of a paged list, or undefined once every row is loaded or a page came back empty (spec section 9). */
export function nextPage<R>(last: PageList<R>, all: Array<PageList<R>>): number | undefined {
  const loaded = all.reduce((n, p) => n + p.rows.length, 0);
  return last.rows.length === 0 || loaded >= last.total ? undefined : last.page + 1;
}

/** Where a page of a list that names its next page starts: its number, and the `next` of the page before it. */
export interface PagePlace { page: number; after?: string }

/**
 * The next page of an infinite list whose pages name the row the next one starts after (`next`, the records of a
 * data template): a row added or deleted above the reader's place then neither repeats nor skips one, as page
 * numbers would. Undefined once a page names none: it was the last.
 */
export function nextPageAfter<R>(last: PageList<R> & { next?: string }): PagePlace | undefined {
  return last.next ? { page: last.page + 1, after: last.next } : undefined;
}
