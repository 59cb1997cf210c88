import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { formKit } from '../test-kit.js';
import { whitelistOf } from '../template/records.service.js';
import type { Bo } from './bo.service.js';
import { createRecordsRepository, type ListFilter, type RecordsRepository } from './records.repository.js';

// A record list's pages against the one query that reads every matching id in order (`ids`): whichever way a
// page is read (from the first rows of the order, the planner's way, after the row a `next` names), on SQLite and
// on PostgreSQL, with NULLs and ties in the sort keys, and more rows than the first rows of the order hold.
const ROWS = 2600;
const DEFAULT_SORT: Array<[string, 'asc' | 'desc']> = [['created_at', 'desc'], ['id', 'desc']];

let t: TestApp;
let repo: RecordsRepository;
let bo: Bo;
let tenant: string;

const fields = [
  { key: 'point', label: '采样点', type: 'text' },
  { key: 'cod', label: 'COD', type: 'number' },
  { key: 'tp', label: 'TP', type: 'number' },
  { key: 'note', label: '备注', type: 'text' },
];

const write = (i: number) => {
  const at = new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 3) * 60_000).toISOString(); // three records a minute: ties of created_at
  return {
    id: `r${String(i).padStart(5, '0')}`, tenantId: tenant, subs: {}, changes: [],
    main: {
      rev: 1, created_by: null, created_by_name: null, created_at: at, updated_by: null, updated_by_name: null, updated_at: at,
      f_point: `p${i % 6}`,
      f_cod: i % 7 === 0 ? null : (i * 37) % 200,
      f_tp: i % 11 === 0 ? null : ((i * 13) % 40) / 10, // 40 values: long ties
      f_note: i % 523 === 0 ? 'rare' : `n${i % 50}`,
    },
  };
};

beforeAll(async () => {
  t = await createTestApp();
  const k = formKit(t);
  tenant = await k.plantId();
  bo = await k.bos.define(tenant, null, { alias: 'paging_bo', name: '分页', fields: fields as never });
  repo = createRecordsRepository(t.db);
  await repo.insertAll(bo.storage, Array.from({ length: ROWS }, (_, i) => write(i)));
});
afterAll(() => t.close());

const page = (filter: ListFilter) => repo.page(bo.storage, tenant, {}, filter, whitelistOf(bo), DEFAULT_SORT, 20);
const everyId = (filter: ListFilter) => repo.ids(bo.storage, tenant, {}, filter, whitelistOf(bo), DEFAULT_SORT);

/** Follows `next` from the first page to the last: the ids of every page, and how many pages. */
async function scroll(filter: ListFilter, pageSize: number) {
  const ids: string[] = [];
  let after: string | undefined;
  for (let n = 1; n < 1000; n++) {
    const p = await page({ ...filter, pageBean: { page: n, pageSize, showTotal: n === 1, ...(after ? { after } : {}) } });
    ids.push(...p.rows.map((r) => r.id));
    if (!p.next) return { ids, pages: n };
    after = p.next;
  }
  throw new Error('no last page');
}

const filters: Array<[string, ListFilter]> = [
  ['one point and a COD bound, by TP descending', { querys: [{ property: 'point', operation: 'EQ', value: 'p1' }, { property: 'cod', operation: 'GE', value: 50 }], sorter: [{ property: 'tp', direction: 'DESC' }] }],
  ['every row, by TP ascending (NULLs at one end)', { sorter: [{ property: 'tp', direction: 'ASC' }] }],
  ['every row, by COD descending (NULLs at the other)', { sorter: [{ property: 'cod', direction: 'DESC' }] }],
  ['a COD range, by the default order', { querys: [{ property: 'cod', operation: 'BETWEEN', value: [20, 60] }] }],
  ['a note no row of the first 2,000 of the order holds enough of', { querys: [{ property: 'note', operation: 'EQ', value: 'rare' }], sorter: [{ property: 'tp', direction: 'DESC' }] }],
  ['by the text of a note, then TP', { sorter: [{ property: 'note', direction: 'ASC' }, { property: 'tp', direction: 'DESC' }] }],
];

describe('record pages', () => {
  it.each(filters)('by number: %s — the same rows, order and total as the whole ordered result', async (_, filter) => {
    const all = await everyId(filter);
    for (const n of [1, 2, 9, Math.ceil(all.length / 20), Math.ceil(all.length / 20) + 1]) {
      const p = await page({ ...filter, pageBean: { page: n, pageSize: 20, showTotal: true } });
      expect(p.rows.map((r) => r.id), `page ${n}`).toEqual(all.slice((n - 1) * 20, n * 20));
      expect(p.total).toBe(all.length);
    }
  });

  it.each(filters)('by next: %s — every row once, in order, to the last page', async (_, filter) => {
    const all = await everyId(filter);
    const { ids, pages } = await scroll(filter, 37);
    expect(ids).toEqual(all);
    expect(pages).toBe(Math.floor(all.length / 37) + 1);
  });

  it('neither repeats nor skips a row when a record is added above the reader between two pages', async () => {
    const filter: ListFilter = {}; // newest first
    const first = await page({ ...filter, pageBean: { page: 1, pageSize: 20, showTotal: true } });
    const before = await everyId(filter);
    const added = { ...write(ROWS), id: 'r_added' };
    added.main.created_at = '2027-01-01T00:00:00.000Z'; // the newest: first in the order
    await repo.insertAll(bo.storage, [added]);
    try {
      const byNext = await page({ ...filter, pageBean: { page: 2, pageSize: 20, after: first.next } });
      expect(byNext.rows.map((r) => r.id)).toEqual(before.slice(20, 40));
      // By number, the same page now begins with the row the reader has already seen.
      const byNumber = await page({ ...filter, pageBean: { page: 2, pageSize: 20 } });
      expect(byNumber.rows[0].id).toBe(before[19]);
    } finally {
      await repo.remove(bo.storage, tenant, ['r_added']);
    }
  });

  it('refuses a next that is not one of this list in this order, naming the field', async () => {
    const byTp: ListFilter = { sorter: [{ property: 'tp', direction: 'DESC' }] };
    const first = await page({ ...byTp, pageBean: { page: 1, pageSize: 20 } });
    const base64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const refused: Array<[ListFilter, string]> = [
      [{}, first.next!], // three sort keys (tp, created_at, id), asked in an order of two
      [byTp, first.next!.slice(0, -4)], // cut short
      [byTp, 'not base64 json'],
      [byTp, base64({ a: 1 })],
      [byTp, base64([{ x: 1 }, '2026-01-01T00:00:00.000Z', 'r00001'])],
      [byTp, 'x'.repeat(2001)],
      // Text where TP is a number: PostgreSQL would fail on the comparison, not answer it.
      [byTp, base64(['0.4 or 1=1', '2026-01-01T00:00:00.000Z', 'r00001'])],
    ];
    for (const [filter, after] of refused) {
      await expect(page({ ...filter, pageBean: { page: 2, pageSize: 20, after } }), after.slice(0, 40))
        .rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/^pageBean\.after: /) });
    }
    // Its own next, with a NULL where the key may hold one, is taken.
    await expect(page({ ...byTp, pageBean: { page: 2, pageSize: 20, after: base64([null, '2026-01-01T00:00:00.000Z', 'r00001']) } })).resolves.toBeDefined();
  });
});
