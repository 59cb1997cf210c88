import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryFilter } from '@wp/contract';
import { openDatabase } from '../db/database.js';
import { AppError } from './errors.js';
import { applySort, pageOf, pagedList, whereOf, type Whitelist } from './query-filter.js';

/** A tiny table, on SQLite in memory or (with TEST_DATABASE_URL) in a PostgreSQL schema of its own. */
interface ItemDb { item: { id: number; name: string; code: string | null; qty: number; made: string } }

const items = [
  { id: 1, name: 'Pump A', code: 'P-100', qty: 5, made: '2026-01-10' },
  { id: 2, name: 'pump b', code: 'P_200', qty: 10, made: '2026-02-15' },
  { id: 3, name: 'Valve 50%', code: null, qty: 0, made: '2026-03-01' },
  { id: 4, name: 'Blower', code: 'B-1', qty: 20, made: '2026-04-20' },
  { id: 5, name: '格栅机', code: 'G\\1', qty: 7, made: '2026-05-05' },
];

const whitelist: Whitelist = {
  id: { column: 'id', type: 'number' }, name: 'name', code: 'code', qty: { column: 'qty', type: 'number' }, made: 'made',
};

let db: Kysely<ItemDb>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-qf-'));
const pgUrl = process.env.TEST_DATABASE_URL;
const schema = `qf_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  const opened = await openDatabase({ dataDir, databaseUrl: pgUrl, sqliteFile: ':memory:', pgSchema: pgUrl ? schema : undefined });
  db = opened.db as unknown as Kysely<ItemDb>;
  await db.schema.createTable('item')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('code', 'varchar(50)')
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('made', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.insertInto('item').values(items).execute();
});
afterAll(async () => {
  if (pgUrl) await db.schema.dropSchema(schema).ifExists().cascade().execute();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Q = NonNullable<QueryFilter['querys']>[number];

/** The ids matching a filter, in id order. */
async function ids(filter: QueryFilter): Promise<number[]> {
  const where = whereOf(filter, whitelist);
  const q = db.selectFrom('item').select('id').orderBy('id');
  const rows = await (where ? q.where(() => where) : q).execute();
  return rows.map((r) => Number(r.id));
}
const one = (q: Q) => ids({ querys: [q] });

/** Runs `fn` and returns the AppError it throws (fails the test if it throws nothing or something else). */
function appError(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error('expected an AppError');
}

describe('whereOf: every operator, by spec code and by long name', () => {
  it.each([
    ['EQ', 'name', 'Blower', [4]],
    ['EQUAL', 'name', 'Blower', [4]],
    ['EIC', 'name', 'PUMP B', [2]],
    ['EQUAL_IGNORE_CASE', 'name', 'pUmP a', [1]],
    ['LT', 'qty', 7, [1, 3]],
    ['LESS', 'qty', 7, [1, 3]],
    ['GT', 'qty', 7, [2, 4]],
    ['GREAT', 'qty', 7, [2, 4]],
    ['LE', 'qty', 7, [1, 3, 5]],
    ['LESS_EQUAL', 'qty', 7, [1, 3, 5]],
    ['GE', 'qty', 10, [2, 4]],
    ['GREAT_EQUAL', 'qty', 10, [2, 4]],
    ['NE', 'qty', 0, [1, 2, 4, 5]],
    ['NOT_EQUAL', 'qty', 0, [1, 2, 4, 5]],
    ['LK', 'name', 'ump', [1, 2]],
    ['LIKE', 'name', 'UMP', [1, 2]],
    ['LFK', 'name', 'p', [1, 2]],
    ['LEFT_LIKE', 'code', 'p-', [1]],
    ['RHK', 'name', 'ER', [4]],
    ['RIGHT_LIKE', 'name', '机', [5]],
    ['ISNULL', 'code', undefined, [3]],
    ['IS_NULL', 'code', undefined, [3]],
    ['NOTNULL', 'code', undefined, [1, 2, 4, 5]],
    ['IN', 'qty', [0, 20], [3, 4]],
    ['IN', 'qty', '5,10', [1, 2]],
    ['IN', 'name', ['Blower', 'pump b', 'nothing'], [2, 4]],
    ['BETWEEN', 'made', ['2026-02-01', '2026-04-30'], [2, 3, 4]],
    ['BETWEEN', 'qty', [5, 10], [1, 2, 5]],
    ['eq', 'name', 'Blower', [4]],
  ] as const)('%s on %s %j', async (operation, property, value, expected) => {
    expect(await one({ property, operation, value: value as Q['value'] })).toEqual(expected);
  });

  it('defaults to EQ when no operation is given', async () => {
    expect(await one({ property: 'code', value: 'B-1' })).toEqual([4]);
  });

  it('turns numeric strings into numbers for number columns, and refuses other text there', async () => {
    expect(await one({ property: 'qty', value: '5' })).toEqual([1]);
    expect(await one({ property: 'qty', operation: 'GE', value: ' 10 ' })).toEqual([2, 4]);
    const e = appError(() => whereOf({ querys: [{ property: 'qty', value: 'abc' }] }, whitelist));
    expect(e.statusCode).toBe(400);
    expect(e.message).toBe("querys.value: 'qty' needs a number, got 'abc'");
    expect(() => whereOf({ querys: [{ property: 'qty', operation: 'IN', value: ['1', 'x'] }] }, whitelist)).toThrow(/querys\.value/);
  });

  it('binds booleans as 1/0 (SQLite cannot bind booleans)', async () => {
    expect(await one({ property: 'qty', value: false })).toEqual([3]);
    expect(await one({ property: 'qty', operation: 'NE', value: false })).toEqual([1, 2, 4, 5]);
  });

  it('reads EQ null as "is null" and NE null as "is not null"', async () => {
    expect(await one({ property: 'code', value: null })).toEqual([3]);
    expect(await one({ property: 'code', operation: 'NE', value: null })).toEqual([1, 2, 4, 5]);
  });

  it('matches text operators on number columns too', async () => {
    expect(await one({ property: 'qty', operation: 'LK', value: '0' })).toEqual([2, 3, 4]);
    expect(await one({ property: 'qty', operation: 'EIC', value: '20' })).toEqual([4]);
  });

  it('escapes LIKE wildcards in values: %, _ and \\ are plain characters', async () => {
    expect(await one({ property: 'name', operation: 'LK', value: '%' })).toEqual([3]);
    expect(await one({ property: 'code', operation: 'LK', value: '_' })).toEqual([2]);
    expect(await one({ property: 'code', operation: 'LK', value: '\\' })).toEqual([5]);
    expect(await one({ property: 'code', operation: 'LFK', value: 'P_' })).toEqual([2]);
    expect(await one({ property: 'name', operation: 'RHK', value: '0%' })).toEqual([3]);
  });

  it('treats injection strings as data', async () => {
    expect(await one({ property: 'name', value: "x' or '1'='1" })).toEqual([]);
    expect(await one({ property: 'name', operation: 'LK', value: "'; drop table item; --" })).toEqual([]);
    expect(await one({ property: 'name', operation: 'IN', value: ["') or 1=1 --"] })).toEqual([]);
    expect(await ids({})).toEqual([1, 2, 3, 4, 5]);
  });

  it("skips a condition whose value is '' or [] (an empty search box), but not ISNULL", async () => {
    expect(await one({ property: 'name', operation: 'LK', value: '' })).toEqual([1, 2, 3, 4, 5]);
    expect(await one({ property: 'qty', operation: 'IN', value: [] })).toEqual([1, 2, 3, 4, 5]);
    expect(await one({ property: 'code', operation: 'ISNULL', value: '' })).toEqual([3]);
    expect(whereOf({ querys: [{ property: 'name', value: '' }] }, whitelist)).toBeUndefined();
    expect(whereOf(undefined, whitelist)).toBeUndefined();
  });

  it('finds a property by its lower-case name as a fallback', async () => {
    expect(await one({ property: 'NAME', value: 'Blower' })).toEqual([4]);
  });
});

describe('whereOf: relations and groups', () => {
  const lkPump: Q = { property: 'name', operation: 'LK', value: 'pump' };

  it('joins the conditions of a group by AND unless a condition says OR', async () => {
    expect(await ids({ querys: [lkPump, { property: 'qty', operation: 'GT', value: 5 }] })).toEqual([2]);
    expect(await ids({ querys: [lkPump, { property: 'qty', operation: 'GT', value: 5, relation: 'AND' }] })).toEqual([2]);
    expect(await ids({ querys: [lkPump, { property: 'qty', operation: 'GT', value: 15, relation: 'OR' }] })).toEqual([1, 2, 4]);
    expect(await ids({ querys: [lkPump, { property: 'qty', operation: 'GT', value: 15, relation: 'or' }] })).toEqual([1, 2, 4]);
  });

  it('joins groups by AND, or by OR when groupRelation says so', async () => {
    const querys: Q[] = [
      { ...lkPump, group: 'a' },
      { property: 'name', value: 'Blower', relation: 'OR', group: 'a' },
      { property: 'qty', operation: 'GE', value: 10, group: 'b' },
    ];
    expect(await ids({ querys })).toEqual([2, 4]);
    expect(await ids({ querys, groupRelation: 'OR' })).toEqual([1, 2, 4]);
  });

  it('keeps an OR inside its group: (a OR b) AND c, never a OR (b AND c)', async () => {
    const querys: Q[] = [
      { property: 'qty', value: 5, group: 'g1' },
      { property: 'qty', value: 20, relation: 'OR', group: 'g1' },
      { property: 'code', operation: 'LFK', value: 'B', group: 'g2' },
    ];
    expect(await ids({ querys })).toEqual([4]);
  });
});

describe('whereOf: refusals', () => {
  it.each(['password', 'constructor', '__proto__', 'toString', 'name; drop table item', 'hasOwnProperty'])(
    'refuses the unknown property %j with a 400 naming querys.property',
    (property) => {
      const e = appError(() => whereOf({ querys: [{ property, value: 'x' }] }, whitelist));
      expect(e.statusCode).toBe(400);
      expect(e.message).toMatch(/^querys\.property: unknown property '.*'; allowed: id, name, code, qty, made$/);
    },
  );

  it('refuses an unknown property even when its value is empty', () => {
    expect(() => whereOf({ querys: [{ property: 'secret', value: '' }] }, whitelist)).toThrow(/^querys\.property: unknown property 'secret'/);
  });

  it.each(['DROP', 'CONSTRUCTOR', 'like;', 'REGEXP'])('refuses the unknown operation %j with a 400 naming querys.operation', (operation) => {
    const e = appError(() => whereOf({ querys: [{ property: 'name', operation, value: 'x' }] }, whitelist));
    expect(e.statusCode).toBe(400);
    expect(e.message).toBe(`querys.operation: unknown operation '${operation}'`);
  });

  it('refuses the wrong number of values', () => {
    expect(appError(() => whereOf({ querys: [{ property: 'qty', operation: 'BETWEEN', value: [1, 2, 3] }] }, whitelist)).message)
      .toBe("querys.value: 'qty' needs two values for BETWEEN");
    expect(appError(() => whereOf({ querys: [{ property: 'qty', operation: 'EQ', value: [1, 2] }] }, whitelist)).message)
      .toBe("querys.value: 'qty' needs one value for EQ");
    expect(appError(() => whereOf({ querys: [{ property: 'name', operation: 'LK', value: null }] }, whitelist)).message)
      .toBe("querys.value: 'name' needs one value for LK");
  });
});

describe('pageOf', () => {
  it('defaults, clamps, and reads -1 as "all" (1000)', () => {
    expect(pageOf(undefined)).toEqual({ page: 1, pageSize: 10, offset: 0, showTotal: true });
    expect(pageOf(undefined, 20).pageSize).toBe(20);
    expect(pageOf({ pageBean: { page: 3, pageSize: 15 } })).toEqual({ page: 3, pageSize: 15, offset: 30, showTotal: true });
    expect(pageOf({ pageBean: { page: 1, pageSize: -1 } }).pageSize).toBe(1000);
    expect(pageOf({ pageBean: { page: 1, pageSize: 0 } }).pageSize).toBe(1);
    expect(pageOf({ pageBean: { page: 1, pageSize: 10, showTotal: 'false' } }).showTotal).toBe(false);
    expect(pageOf({ pageBean: { page: 1, pageSize: 10, showTotal: false } }).showTotal).toBe(false);
  });
});

describe('pagedList', () => {
  const list = (filter: QueryFilter | undefined, defaultSize?: number) =>
    pagedList(db.selectFrom('item').select(['id', 'name']), filter, whitelist, [['id', 'asc']], defaultSize)
      .then((p) => ({ ...p, ids: p.rows.map((r) => Number(r.id)) }));

  it('pages by the default sort and counts the whole result', async () => {
    const p = await list({ pageBean: { page: 2, pageSize: 2 } });
    expect(p).toMatchObject({ ids: [3, 4], total: 5, page: 2, pageSize: 2 });
    expect((await list({ pageBean: { page: 3, pageSize: 2 } })).ids).toEqual([5]);
    expect((await list({ pageBean: { page: 4, pageSize: 2 } }))).toMatchObject({ ids: [], total: 5 });
  });

  it('uses the default page size of the caller', async () => {
    expect(await list(undefined, 3)).toMatchObject({ ids: [1, 2, 3], total: 5, page: 1, pageSize: 3 });
  });

  it('counts only the filtered rows', async () => {
    const p = await list({ pageBean: { page: 1, pageSize: 1 }, querys: [{ property: 'name', operation: 'LK', value: 'pump' }] });
    expect(p).toMatchObject({ ids: [1], total: 2 });
  });

  it('sorts by the sorter, through the whitelist', async () => {
    expect((await list({ sorter: [{ property: 'qty', direction: 'DESC' }] })).ids).toEqual([4, 2, 5, 1, 3]);
    expect((await list({ sorter: [{ property: 'qty', direction: 'asc' }] })).ids).toEqual([3, 1, 5, 2, 4]);
    expect((await list({ sorter: [{ property: 'made', direction: 'DESC' }], pageBean: { page: 1, pageSize: 2 } })).ids).toEqual([5, 4]);
    await expect(list({ sorter: [{ property: 'qty; drop table item', direction: 'ASC' }] }))
      .rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/^querys\.property: unknown property/) });
  });

  it('breaks ties of the client\'s sorts by the default sort, so pages of a tie never repeat or skip a row', () => {
    const order = (filter: QueryFilter) => applySort(db.selectFrom('item').select('id'), filter, whitelist, [['made', 'desc'], ['id', 'asc']]).compile().sql;
    expect(order({ sorter: [{ property: 'qty', direction: 'DESC' }] })).toMatch(/order by "qty" desc, "made" desc, "id" asc$/);
    // A column the client sorts by is not sorted twice.
    expect(order({ sorter: [{ property: 'id', direction: 'DESC' }] })).toMatch(/order by "id" desc, "made" desc$/);
  });

  it('returns everything for pageSize -1', async () => {
    expect(await list({ pageBean: { page: 1, pageSize: -1 } })).toMatchObject({ ids: [1, 2, 3, 4, 5], total: 5, pageSize: 1000 });
  });

  it('skips the count when showTotal is false and reports the rows it returned', async () => {
    expect(await list({ pageBean: { page: 1, pageSize: 2, showTotal: false } })).toMatchObject({ ids: [1, 2], total: 2 });
  });
});
