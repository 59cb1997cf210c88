import { describe, expect, it } from 'vitest';
import { nextPage, nextPageCountedOnce } from './paging.js';

const page = (n: number, rows: number, total: number, pageSize = 10) => ({ page: n, pageSize, total, rows: Array.from({ length: rows }, (_, i) => i) });

describe('paging', () => {
  it('nextPage follows the last page\'s total and stops at an empty page', () => {
    expect(nextPage(page(1, 10, 25), [page(1, 10, 25)])).toBe(2);
    expect(nextPage(page(3, 5, 25), [page(1, 10, 25), page(2, 10, 25), page(3, 5, 25)])).toBeUndefined();
    expect(nextPage(page(2, 0, 25), [page(1, 10, 25), page(2, 0, 25)])).toBeUndefined();
  });

  it('nextPageCountedOnce follows the first page\'s total: a later page, not counted, reports only its own rows', () => {
    const first = page(1, 10, 25);
    // Page 2 came back without a count: its total is its ten rows, which must not end the list.
    expect(nextPageCountedOnce(page(2, 10, 10), [first, page(2, 10, 10)])).toBe(3);
    expect(nextPageCountedOnce(page(3, 5, 5), [first, page(2, 10, 10), page(3, 5, 5)])).toBeUndefined();
    // A short page ends it even when rows were removed since page 1 was counted.
    expect(nextPageCountedOnce(page(2, 4, 4), [page(1, 10, 30), page(2, 4, 4)])).toBeUndefined();
    expect(nextPageCountedOnce(page(1, 10, 10), [page(1, 10, 10)])).toBeUndefined();
  });
});
