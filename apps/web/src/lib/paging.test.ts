import { describe, expect, it } from 'vitest';
import { nextPage, nextPageAfter } from './paging.js';

const page = (n: number, rows: number, total: number, pageSize = 10) => ({ page: n, pageSize, total, rows: Array.from({ length: rows }, (_, i) => i) });

describe('paging', () => {
  it('nextPage follows the last page\'s total and stops at an empty page', () => {
    expect(nextPage(page(1, 10, 25), [page(1, 10, 25)])).toBe(2);
    expect(nextPage(page(3, 5, 25), [page(1, 10, 25), page(2, 10, 25), page(3, 5, 25)])).toBeUndefined();
    expect(nextPage(page(2, 0, 25), [page(1, 10, 25), page(2, 0, 25)])).toBeUndefined();
  });

  it('nextPageAfter starts the next page after the row the last one names, and ends at a page that names none', () => {
    expect(nextPageAfter({ ...page(1, 10, 25), next: 'k1' })).toEqual({ page: 2, after: 'k1' });
    expect(nextPageAfter({ ...page(3, 10, 10), next: 'k3' })).toEqual({ page: 4, after: 'k3' });
    expect(nextPageAfter(page(3, 5, 5))).toBeUndefined();
  });
});
