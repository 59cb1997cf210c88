import { describe, expect, it } from 'vitest';
import { recordFilter } from './template-query.js';

describe('recordFilter', () => {
  it('asks the count with the first page only, and a later page after the row the page before named', () => {
    const search = { text: '', conditions: [], filter: [] };
    expect(recordFilter(search, 1, 20).pageBean).toEqual({ page: 1, pageSize: 20, showTotal: true });
    expect(recordFilter(search, 2, 20).pageBean).toEqual({ page: 2, pageSize: 20, showTotal: false });
    expect(recordFilter(search, 2, 20, 'k1').pageBean).toEqual({ page: 2, pageSize: 20, showTotal: false, after: 'k1' });
  });
});
