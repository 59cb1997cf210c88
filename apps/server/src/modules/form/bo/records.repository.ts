import { PostgresAdapter, sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, type Transaction } from 'kysely';
import type { QueryFilter, formDataApi } from '@wp/contract';
import type { Db } from '../../../db/database.js';
import type { BoChangeTable, Database } from '../../../db/schema.js';
import { afterKey, decodeKey, encodeKey, fromKey, type KeyValue } from '../../../platform/keyset.js';
import { applySort, countRows, orderBy, pageOf, sortsOf, whereOf, type Whitelist } from '../../../platform/query-filter.js';
import type { BoStorage } from './storage.js';

/** The record tables are made at run time (bo.repository), so their rows are typed loosely here. */
type Row = Record<string, unknown>;
interface RecordTables { [table: string]: Row }
const loose = (db: Db) => db as unknown as Kysely<RecordTables>;

/** A record's main row as stored: system columns and `f_` columns. */
export interface StoredRecord extends Row { id: string; rev: number; updated_by_name: string | null; updated_at: string }

/**
 * Which rows a list may show besides its QueryFilter: the rows any of `anyOf` allows (each a filter's
 * conditions, joined by AND), those `also` allows, and only `id` when given.
 */
export interface Scope { anyOf?: QueryFilter[]; also?: QueryFilter; id?: string }

/** The SQL condition of a scope (undefined: no condition), names only through the whitelist. */
export function scopeWhere(scope: Scope, whitelist: Whitelist): Expression<SqlBool> | undefined {
  const parts: Expression<SqlBool>[] = [];
  const any = (scope.anyOf ?? []).map((f) => whereOf(f, whitelist)).filter((c): c is Expression<SqlBool> => !!c);
  if (any.length) parts.push(sql<SqlBool>`(${sql.join(any, sql` or `)})`);
  const also = scope.also && whereOf(scope.also, whitelist);
  if (also) parts.push(also);
  if (scope.id !== undefined) parts.push(sql<SqlBool>`${sql.ref('id')} = ${scope.id}`);
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : undefined;
}

/** The writes of one save: the main row's columns, each sub-table's rows, the change rows. */
export interface RecordWrite {
  id: string;
  tenantId: string;
  main: Row;
  subs: Record<string, Row[]>;
  changes: BoChangeTable[];
}

/** A QueryFilter whose page may start after a row: the `next` of the page before (platform/keyset.ts). */
export type ListFilter = formDataApi.template.RecordsFilter;

/** Rows of the order an early page is looked for in, and how deep a page may start for it to be looked for there. */
const WALK_ROWS = 2000;
const WALK_PAGE_ROWS = 200;

/** The columns of a record table with an index of their own (after the tenant): every field's, and the default order's. */
const indexed = (storage: BoStorage) => new Set(['created_at', ...Object.values(storage.columns).map((c) => c.column)]);

type Query = SelectQueryBuilder<RecordTables, string, Row>;
const where = <Q extends Query>(q: Q, conditions: Array<Expression<SqlBool>>): Q =>
  conditions.reduce((acc, c) => acc.where(() => c) as Q, q);

/** SQL of business-object records in their own tables (ADR 0019). */
export function createRecordsRepository(db: Db) {
  const d = loose(db);
  // Where NULL sorts: below every value on SQLite, above on PostgreSQL (keyset.ts).
  const nullsLow = !(db.getExecutor().adapter instanceof PostgresAdapter);
  return {
    /**
     * A page of main rows: the scope and the QueryFilter through the whitelist (the only names that reach SQL), in
     * the order of `sorts` after the client's; from the row its `pageBean.after` names (the `next` of the page
     * before) or else by page number. Its `next` names its last row when it is full.
     */
    page: async (storage: BoStorage, tenantId: string, scope: Scope, filter: ListFilter | undefined, whitelist: Whitelist,
      sorts: Array<[string, 'asc' | 'desc']>, pageSize: number) => {
      const order = sortsOf(filter, whitelist, sorts);
      const p = pageOf(filter, pageSize);
      const after = filter?.pageBean?.after ? decodeKey(filter.pageBean.after, order.map((s) => s.type)) : undefined;
      const table = () => d.selectFrom(storage.table).where(sql.ref('tenant_id'), '=', tenantId);
      const matching = [scopeWhere(scope, whitelist), whereOf(filter, whitelist)].filter((c) => c !== undefined);
      const wanted = after ? [...matching, afterKey(order, after, nullsLow)] : matching;
      const offset = after ? 0 : p.offset;
      const total = p.showTotal ? await countRows(where(table(), matching)) : undefined;
      const whole = (rows: Row[]) => rows.length === p.pageSize || (!after && total !== undefined && offset + rows.length >= total);

      // The planner reads every row the filter's best index gives and sorts them (SQLite does not weigh the LIMIT):
      // 16,000 wide rows for a page of 20. The first rows of the order itself, read through the index of its
      // first key, hold an early page whenever the filter passes enough of them; only when they do not is the
      // page read the planner's way. The rows before the page are within them, so a page filled from them is right.
      let rows: Row[] | undefined;
      const first = order[0];
      // One record by its id (whether the caller may see it) is a lookup: nothing to look for among the first rows.
      if (first && scope.id === undefined && indexed(storage).has(first.column) && (after || offset + p.pageSize <= WALK_PAGE_ROWS)) {
        const bound = after ? fromKey(first, after[0], nullsLow) : undefined;
        const window = orderBy((bound ? table().where(() => bound) : table()).selectAll(), order).limit(WALK_ROWS);
        rows = await orderBy(where(d.selectFrom(window.as('w')).selectAll(), wanted), order).limit(p.pageSize).offset(offset).execute();
      }
      if (!rows || !whole(rows)) {
        // The sort and the OFFSET carry the id alone; the page's rows are read by it afterwards (a sorter otherwise
        // holds every column of every row it passes: a deep page of 13,000 matches, 24 ms against 11 ms).
        const ids = orderBy(where(table(), wanted).select(sql.ref('id').as('page_key')), order).limit(p.pageSize).offset(offset);
        rows = await orderBy(table().selectAll().where(sql.ref('id'), 'in', ids), order).execute();
      }
      // Both drivers give a record's column as a number, a string or null (flags are stored as 0 / 1).
      const last = rows.length === p.pageSize ? rows[rows.length - 1] : undefined;
      return {
        rows: rows as StoredRecord[], total: total ?? rows.length, page: p.page, pageSize: p.pageSize,
        ...(last ? { next: encodeKey(order.map((s) => (last[s.column] ?? null) as KeyValue)) } : {}),
      };
    },

    /**
     * Every id a list would show, in its order, from one narrow query: a whole result is then read in batches
     * by id (`byIds`), which costs the same for the last batch as for the first, unlike OFFSET pages.
     */
    ids: async (storage: BoStorage, tenantId: string, scope: Scope, filter: QueryFilter | undefined, whitelist: Whitelist,
      sorts: Array<[string, 'asc' | 'desc']>): Promise<string[]> => {
      let q = d.selectFrom(storage.table).select(sql.ref<string>('id').as('id')).where(sql.ref('tenant_id'), '=', tenantId);
      for (const condition of [scopeWhere(scope, whitelist), whereOf(filter, whitelist)]) if (condition) q = q.where(() => condition);
      return (await applySort(q, filter, whitelist, sorts).execute()).map((r) => r.id as string);
    },

    /** The main rows of `ids` (a batch: at most a few thousand), in no particular order. */
    byIds: (storage: BoStorage, tenantId: string, ids: string[]) =>
      d.selectFrom(storage.table).selectAll().where(sql.ref('tenant_id'), '=', tenantId).where(sql.ref('id'), 'in', ids).execute(),

    get: (storage: BoStorage, tenantId: string, id: string) =>
      d.selectFrom(storage.table).selectAll().where(sql.ref('tenant_id'), '=', tenantId).where(sql.ref('id'), '=', id).executeTakeFirst() as Promise<StoredRecord | undefined>,

    /** The rows of one sub-table of a record, in their order. */
    subRows: (storage: BoStorage, subKey: string, tenantId: string, refId: string) =>
      d.selectFrom(storage.subs[subKey].table).selectAll().where(sql.ref('tenant_id'), '=', tenantId).where(sql.ref('ref_id'), '=', refId).orderBy(sql.ref('sn')).execute(),

    /** The ids among `ids` that exist. */
    existing: async (storage: BoStorage, tenantId: string, ids: string[]) =>
      new Set((await d.selectFrom(storage.table).select(sql.ref<string>('id').as('id')).where(sql.ref('tenant_id'), '=', tenantId).where(sql.ref('id'), 'in', ids).execute()).map((r) => r.id as string)),

    /** Adds a record with its sub-table rows and change rows, in one transaction. */
    insert: (storage: BoStorage, w: RecordWrite) =>
      db.transaction().execute(async (tx) => {
        const t = loose(tx);
        await t.insertInto(storage.table).values({ ...w.main, id: w.id, tenant_id: w.tenantId }).execute();
        await writeSubs(t, storage, w);
        if (w.changes.length) await tx.insertInto('form_bo_change').values(w.changes).execute();
      }),

    /**
     * Changes a record if it is still at `rev` (the optimistic lock): the row, its sub-table rows (replaced)
     * and the change rows, in one transaction. False when another save came first: nothing is written.
     */
    update: (storage: BoStorage, w: RecordWrite, rev: number) =>
      db.transaction().execute(async (tx) => {
        const t = loose(tx);
        const done = await t.updateTable(storage.table).set({ ...w.main, rev: rev + 1 })
          .where(sql.ref('tenant_id'), '=', w.tenantId).where(sql.ref('id'), '=', w.id).where(sql.ref('rev'), '=', rev).executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1) return false;
        for (const sub of Object.values(storage.subs)) await t.deleteFrom(sub.table).where(sql.ref('tenant_id'), '=', w.tenantId).where(sql.ref('ref_id'), '=', w.id).execute();
        await writeSubs(t, storage, w);
        if (w.changes.length) await tx.insertInto('form_bo_change').values(w.changes).execute();
        return true;
      }),

    /**
     * Adds many records (a copy, an import) in one transaction: all of them or, on any failure, none. `also` runs
     * in the same transaction (an import marking itself stored); throwing there undoes the inserts.
     */
    insertAll: (storage: BoStorage, writes: RecordWrite[], also?: (tx: Transaction<Database>) => Promise<void>) =>
      db.transaction().execute(async (tx) => {
        const t = loose(tx);
        for (const w of writes) {
          await t.insertInto(storage.table).values({ ...w.main, id: w.id, tenant_id: w.tenantId }).execute();
          await writeSubs(t, storage, w);
          if (w.changes.length) await tx.insertInto('form_bo_change').values(w.changes).execute();
        }
        if (also) await also(tx);
      }),

    /**
     * Changes many records' main rows, each only if still at its revision, in one transaction. Returns the id of
     * the first record another save changed first, having written nothing; undefined when all were written.
     */
    updateAll: async (storage: BoStorage, writes: Array<{ write: RecordWrite; rev: number }>): Promise<string | undefined> => {
      const stale = new Error('stale');
      let staleId: string | undefined;
      try {
        await db.transaction().execute(async (tx) => {
          const t = loose(tx);
          for (const { write: w, rev } of writes) {
            const done = await t.updateTable(storage.table).set({ ...w.main, rev: rev + 1 })
              .where(sql.ref('tenant_id'), '=', w.tenantId).where(sql.ref('id'), '=', w.id).where(sql.ref('rev'), '=', rev).executeTakeFirst();
            if (Number(done.numUpdatedRows) !== 1) {
              staleId = w.id;
              throw stale;
            }
            if (w.changes.length) await tx.insertInto('form_bo_change').values(w.changes).execute();
          }
        });
      } catch (e) {
        if (e !== stale) throw e;
      }
      return staleId;
    },

    /** Deletes records and their sub-table rows, in one transaction; the change history stays. */
    remove: (storage: BoStorage, tenantId: string, ids: string[]) =>
      db.transaction().execute(async (tx) => {
        const t = loose(tx);
        for (const sub of Object.values(storage.subs)) await t.deleteFrom(sub.table).where(sql.ref('tenant_id'), '=', tenantId).where(sql.ref('ref_id'), 'in', ids).execute();
        await t.deleteFrom(storage.table).where(sql.ref('tenant_id'), '=', tenantId).where(sql.ref('id'), 'in', ids).execute();
      }),
  };
}
export type RecordsRepository = ReturnType<typeof createRecordsRepository>;

async function writeSubs(t: Kysely<RecordTables>, storage: BoStorage, w: RecordWrite) {
  for (const [key, rows] of Object.entries(w.subs)) {
    if (rows.length) await t.insertInto(storage.subs[key].table).values(rows.map((r) => ({ ...r, tenant_id: w.tenantId, ref_id: w.id }))).execute();
  }
}
