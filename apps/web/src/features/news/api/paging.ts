import type { PageList, QueryFilter } from '@wp/contract';

export const NEWS_PAGE_SIZE = 20;

/** A page of published items whose title or summary contains the text. */
export function newsFilter(text: string, page: number): QueryFilter {
  return {
    pageBean: { page, pageSize: NEWS_PAGE_SIZE, showTotal: true },
    ...(text ? { querys: ['title', 'summary'].map((property) => ({ property, value: text, operation: 'LIKE', relation: 'OR' as const, group: 'search' })) } : {}),
  };
}

/** The next page, or none once everything is loaded or a page came back empty. */
export function nextNewsPage<R>(last: PageList<R>, all: Array<PageList<R>>): number | undefined {
  const loaded = all.reduce((n, p) => n + p.rows.length, 0);
  return last.rows.length === 0 || loaded >= last.total ? undefined : all.length + 1;
}
