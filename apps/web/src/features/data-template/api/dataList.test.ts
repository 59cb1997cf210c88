import { QueryClient, InfiniteQueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formDataApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { optionsOf, serveCalls } from '../../../test/serve-calls.js';
import { row } from '../test/fixtures.js';
import { recordsQueryOptions } from './dataList.js';

vi.mock('../../../lib/http/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http/client.js')>()),
  call: vi.fn(),
}));

const permission = { columns: {}, buttons: {} };
/** Three pages of two rows; each full page names its last row. */
const pages = [['r1', 'r2'], ['r3', 'r4'], ['r5']].map((ids, i) => ({
  rows: ids.map((id) => row(id, {})), total: i === 0 ? 5 : ids.length, page: i + 1, pageSize: 2,
  ...(ids.length === 2 ? { next: `after-${ids[1]}` } : {}),
}));

beforeEach(() => {
  vi.mocked(call).mockReset();
  serveCalls([[formDataApi.dataList, ({ body }) => {
    const after = (body?.pageBean as { after?: string } | undefined)?.after;
    const at = after ? pages.findIndex((p) => p.next === after) + 1 : 0;
    return { state: true, message: '', value: { ...pages[at], permission } };
  }]]);
});

describe('the records of a template, page after page', () => {
  it('asks each later page after the row the page before named, counts only the first, and ends at a page that names none', async () => {
    const client = new QueryClient();
    const observer = new InfiniteQueryObserver(client, recordsQueryOptions('lab', { text: '', conditions: [], filter: [] }, 2));
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.pages).toHaveLength(1));
    await observer.fetchNextPage();
    const last = await observer.fetchNextPage();
    unsubscribe();

    expect(last.data?.pages.flatMap((p) => p.rows.map((r) => r.id_))).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    expect(last.hasNextPage).toBe(false);
    expect(optionsOf(formDataApi.dataList).map((o) => o.body?.pageBean)).toEqual([
      { page: 1, pageSize: 2, showTotal: true },
      { page: 2, pageSize: 2, showTotal: false, after: 'after-r2' },
      { page: 3, pageSize: 2, showTotal: false, after: 'after-r4' },
    ]);
  });
});
