import { sql, type Expression, type SqlBool } from 'kysely';
import { invalidField } from './errors.js';
import type { Sort } from './query-filter.js';

/**
 * Pages that start after a row instead of after a number of rows (keyset paging). A page's `next` names its last
 * row by that row's values of the list's sort keys; the following page is the rows after it. Unlike an OFFSET,
 * a row added or deleted above the reader's place neither repeats nor skips a row, and the database starts
 * where the reader is instead of counting its way there.
 *
 * Where NULL sorts depends on the engine: below every value on SQLite, above on PostgreSQL (`nullsLow`).
 */

/** A sort key's value as a page's `next` carries it. */
export type KeyValue = string | number | null;

const MAX_KEY_TEXT = 2000;

/** The `next` of a page whose last row has these sort-key values: opaque to clients (base64url of JSON). */
export const encodeKey = (values: readonly KeyValue[]): string => Buffer.from(JSON.stringify(values)).toString('base64url');

/**
 * The sort-key values of a `next` for a list ordered by keys of these types: a `next` of another order, one whose
 * values are not of their key's type (which PostgreSQL would refuse to compare), or no `next`, is a 400.
 */
export function decodeKey(text: string, types: ReadonlyArray<'text' | 'number'>): KeyValue[] {
  const refuse = () => invalidField('pageBean.after', 'field.pageAfter');
  if (text.length > MAX_KEY_TEXT) throw refuse();
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  const fits = (v: unknown, type: 'text' | 'number') =>
    v === null || (type === 'number' ? typeof v === 'number' && Number.isFinite(v) : typeof v === 'string' && v.length <= 500);
  if (!Array.isArray(values) || values.length !== types.length || !values.every((v, i) => fits(v, types[i]))) throw refuse();
  return values as KeyValue[];
}


/** Whether NULL comes before every value of a key in its direction. */
const nullsFirst = (s: Sort, nullsLow: boolean) => (s.dir === 'asc') === nullsLow;

/** The rows strictly after the row whose sort-key values are `key`, in the order of `sorts` (ending in a unique key). */
export function afterKey(sorts: readonly Sort[], key: readonly KeyValue[], nullsLow: boolean): Expression<SqlBool> {
  const ways: Expression<SqlBool>[] = [];
  const ties: Expression<SqlBool>[] = [];
  sorts.forEach((s, i) => {
    const ref = sql.ref(s.column);
    const v = key[i];
    // After on this key, the keys before it tied: NULL is after a value only where NULL comes last.
    const past = v === null
      ? (nullsFirst(s, nullsLow) ? sql<SqlBool>`${ref} is not null` : undefined)
      : (() => {
          const beyond = s.dir === 'asc' ? sql<SqlBool>`${ref} > ${v}` : sql<SqlBool>`${ref} < ${v}`;
          return nullsFirst(s, nullsLow) ? beyond : sql<SqlBool>`(${beyond} or ${ref} is null)`;
        })();
    if (past) ways.push(ties.length ? sql<SqlBool>`(${sql.join([...ties, past], sql` and `)})` : past);
    ties.push(v === null ? sql<SqlBool>`${ref} is null` : sql<SqlBool>`${ref} = ${v}`);
  });
  return ways.length ? sql<SqlBool>`(${sql.join(ways, sql` or `)})` : sql<SqlBool>`1 = 0`;
}

/**
 * A range of the first sort key that holds the row `key` names and the rows after it, one an index on that key
 * reads in order: the rows after it that the range leaves out are those with NULL where NULL comes last (so a
 * page read from the range alone is whole only when it is full). Undefined: every row.
 */
export function fromKey(first: Sort, v: KeyValue, nullsLow: boolean): Expression<SqlBool> | undefined {
  const ref = sql.ref(first.column);
  if (v === null) return nullsFirst(first, nullsLow) ? undefined : sql<SqlBool>`${ref} is null`;
  return first.dir === 'asc' ? sql<SqlBool>`${ref} >= ${v}` : sql<SqlBool>`${ref} <= ${v}`;
}
