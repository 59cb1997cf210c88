import { sql, type Expression, type ExpressionBuilder, type SqlBool, type SelectQueryBuilder } from 'kysely';
import type { QueryFilter } from '@wp/contract';
import { invalid } from './errors.js';

/** Canonical operator per spec code and per long QueryOP name; anything else is refused. */
const opAliases: Record<string, Op> = {
  EQ: 'EQ', EQUAL: 'EQ', EIC: 'EIC', EQUAL_IGNORE_CASE: 'EIC', LT: 'LT', LESS: 'LT', GT: 'GT', GREAT: 'GT',
  LE: 'LE', LESS_EQUAL: 'LE', GE: 'GE', GREAT_EQUAL: 'GE', NE: 'NE', NOT_EQUAL: 'NE', LK: 'LK', LIKE: 'LK',
  LFK: 'LFK', LEFT_LIKE: 'LFK', RHK: 'RHK', RIGHT_LIKE: 'RHK', ISNULL: 'ISNULL', IS_NULL: 'ISNULL',
  NOTNULL: 'NOTNULL', IN: 'IN', BETWEEN: 'BETWEEN',
};
type Op = 'EQ' | 'EIC' | 'LT' | 'GT' | 'LE' | 'GE' | 'NE' | 'LK' | 'LFK' | 'RHK' | 'ISNULL' | 'NOTNULL' | 'IN' | 'BETWEEN';

/**
 * Maps the client's property names to SQL column references; the only way a name reaches SQL. A column
 * of numbers says so (`{ column, type: 'number' }`): its values are checked to be numbers, so that
 * PostgreSQL never sees `integer = 'abc'` (an error there, silently false in SQLite).
 */
export type Whitelist = Record<string, string | { column: string; type: 'text' | 'number' }>;

export interface PageRequest { page: number; pageSize: number; offset: number; showTotal: boolean }

type Scalar = string | number | boolean | null;
type Column = { ref: ReturnType<typeof sql.ref>; name: string; type: 'text' | 'number' };

/** A LIKE pattern's literal text: its wildcards and the escape character itself escaped (used with `escape '\\'`). */
export const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

function column(whitelist: Whitelist, property: string): Column {
  // Own keys only: 'constructor' or '__proto__' must not find Object.prototype's members.
  const key = Object.hasOwn(whitelist, property) ? property : property.toLowerCase();
  const entry = Object.hasOwn(whitelist, key) ? whitelist[key] : undefined;
  if (!entry) {
    throw invalid('querys.property', `unknown property '${property}'; allowed: ${Object.keys(whitelist).join(', ')}`);
  }
  return typeof entry === 'string' ? { ref: sql.ref(entry), name: entry, type: 'text' } : { ref: sql.ref(entry.column), name: entry.column, type: entry.type };
}

/** A value as the database should see it: SQLite cannot bind booleans, and number columns need numbers. */
function bindable(v: Scalar, col: Column, property: string): string | number | null {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (col.type === 'number' && typeof v === 'string') {
    if (!/^\s*-?\d+(\.\d+)?\s*$/.test(v)) throw invalid('querys.value', `'${property}' needs a number, got '${v.slice(0, 50)}'`);
    return Number(v);
  }
  return v;
}

function condition(col: Column, op: Op, value: Scalar | Scalar[] | undefined, property: string) {
  const ref = col.ref;
  const one = () => {
    if (Array.isArray(value) || value === undefined) throw invalid('querys.value', `'${property}' needs one value for ${op}`);
    return bindable(value, col, property);
  };
  const list = () => {
    const v = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value ?? null];
    if (v.length === 0) throw invalid('querys.value', `'${property}' needs at least one value for ${op}`);
    return v.map((x) => bindable(x, col, property));
  };
  const text = () => {
    if (Array.isArray(value) || value === undefined || value === null) throw invalid('querys.value', `'${property}' needs one value for ${op}`);
    return String(value);
  };
  // Text matching ignores case on both engines (SQLite's LIKE already does, PostgreSQL's does not); the cast
  // lets it run on number columns too.
  const folded = sql`lower(cast(${ref} as text))`;
  const like = (pattern: string) => sql<SqlBool>`${folded} like lower(${pattern}) escape '\\'`;
  switch (op) {
    case 'EQ': { const v = one(); return v === null ? sql<SqlBool>`${ref} is null` : sql<SqlBool>`${ref} = ${v}`; }
    case 'NE': { const v = one(); return v === null ? sql<SqlBool>`${ref} is not null` : sql<SqlBool>`${ref} <> ${v}`; }
    case 'EIC': return sql<SqlBool>`${folded} = lower(${text()})`;
    case 'LT': return sql<SqlBool>`${ref} < ${one()}`;
    case 'GT': return sql<SqlBool>`${ref} > ${one()}`;
    case 'LE': return sql<SqlBool>`${ref} <= ${one()}`;
    case 'GE': return sql<SqlBool>`${ref} >= ${one()}`;
    case 'LK': return like(`%${escapeLike(text())}%`);
    // Left like: the value is at the left, i.e. the column starts with it.
    case 'LFK': return like(`${escapeLike(text())}%`);
    case 'RHK': return like(`%${escapeLike(text())}`);
    case 'ISNULL': return sql<SqlBool>`${ref} is null`;
    case 'NOTNULL': return sql<SqlBool>`${ref} is not null`;
    case 'IN': return sql<SqlBool>`${ref} in (${sql.join(list())})`;
    case 'BETWEEN': {
      const v = list();
      if (v.length !== 2) throw invalid('querys.value', `'${property}' needs two values for BETWEEN`);
      return sql<SqlBool>`${ref} between ${v[0]} and ${v[1]}`;
    }
  }
}

/**
 * The WHERE part of a QueryFilter: conditions of one group are joined by their own relation (in order),
 * groups by `groupRelation` (default AND). Returns undefined when there is nothing to filter.
 */
export function whereOf(filter: QueryFilter | undefined, whitelist: Whitelist): Expression<SqlBool> | undefined {
  const groups = new Map<string, Expression<SqlBool>>();
  for (const q of filter?.querys ?? []) {
    const opName = (q.operation ?? 'EQ').toUpperCase();
    const op = Object.hasOwn(opAliases, opName) ? opAliases[opName] : undefined;
    if (!op) throw invalid('querys.operation', `unknown operation '${q.operation}'`);
    // The property is checked even when the condition is then skipped: a client bug should show at once.
    const col = column(whitelist, q.property);
    const value = q.value as Scalar | Scalar[] | undefined;
    // An empty search box sends '' (a cleared multi-select []) — it means "no condition", not "equals empty".
    const empty = value === '' || value === undefined || (Array.isArray(value) && value.length === 0);
    if (empty && op !== 'ISNULL' && op !== 'NOTNULL') continue;
    const cond = condition(col, op, value, q.property);
    const group = q.group ?? 'main';
    const prev = groups.get(group);
    const rel = (q.relation ?? 'AND').toUpperCase() === 'OR' ? sql` or ` : sql` and `;
    groups.set(group, prev ? sql<SqlBool>`(${prev}${rel}${cond})` : cond);
  }
  if (groups.size === 0) return undefined;
  const glue = (filter?.groupRelation ?? 'AND').toUpperCase() === 'OR' ? sql` or ` : sql` and `;
  return sql<SqlBool>`(${sql.join([...groups.values()], glue)})`;
}

/** One key of a list's order: a column (as SQL names it), a direction, and whether the column holds numbers or text. */
export interface Sort { column: string; dir: 'asc' | 'desc'; type: 'text' | 'number' }

/**
 * The order of a list: the QueryFilter's sorts, then the given default. Rows the client's sorts leave tied keep
 * the default's order (which ends in a unique key), so pages never repeat or skip a row of a tie.
 */
export function sortsOf(filter: QueryFilter | undefined, whitelist: Whitelist, fallback: Array<[string, 'asc' | 'desc']> = []): Sort[] {
  const chosen = (filter?.sorter ?? []).map((s): Sort => {
    const c = column(whitelist, s.property);
    return { column: c.name, dir: (s.direction ?? 'ASC').toLowerCase() as Sort['dir'], type: c.type };
  });
  const sorted = new Set(chosen.map((s) => s.column));
  // A default key is a column by name: its type is the whitelist's for that column, else text (ids, times).
  const typeOf = (name: string) => Object.values(whitelist).some((e) => typeof e === 'object' && e.column === name && e.type === 'number') ? 'number' : 'text';
  return [...chosen, ...fallback.filter(([c]) => !sorted.has(c)).map(([c, dir]): Sort => ({ column: c, dir, type: typeOf(c) }))];
}

/** Orders a query by `sorts` (sortsOf). */
export function orderBy<DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>, sorts: readonly Sort[]): SelectQueryBuilder<DB, TB, O> {
  for (const s of sorts) qb = qb.orderBy(s.dir === 'desc' ? sql`${sql.ref(s.column)} desc` : sql`${sql.ref(s.column)} asc`);
  return qb;
}

/** The ORDER BY of a QueryFilter, then the given default (sortsOf). */
export function applySort<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>, filter: QueryFilter | undefined, whitelist: Whitelist,
  fallback: Array<[string, 'asc' | 'desc']> = [],
): SelectQueryBuilder<DB, TB, O> {
  return orderBy(qb, sortsOf(filter, whitelist, fallback));
}

/** Page and size of a QueryFilter; pageSize -1 means "all" (capped at 1000). */
export function pageOf(filter: QueryFilter | undefined, defaultSize = 10): PageRequest {
  const page = Math.max(1, Number(filter?.pageBean?.page ?? 1));
  const raw = Number(filter?.pageBean?.pageSize ?? defaultSize);
  const pageSize = raw === -1 ? 1000 : Math.min(Math.max(raw, 1), 1000);
  const showTotal = String(filter?.pageBean?.showTotal ?? 'true') !== 'false';
  return { page, pageSize, offset: (page - 1) * pageSize, showTotal };
}

/** How many rows a list query gives (its selection and order set aside). */
export async function countRows<DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const r = await qb.clearSelect().clearOrderBy()
    .select((eb: ExpressionBuilder<DB, TB>) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number((r as { n: number | string } | undefined)?.n ?? 0);
}

/**
 * Runs a list query: filters by the QueryFilter through the whitelist, counts, sorts and pages.
 * `base` must already hold joins and the caller's own fixed conditions (tenant, rights).
 */
export async function pagedList<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>, filter: QueryFilter | undefined, whitelist: Whitelist,
  defaultSort: Array<[string, 'asc' | 'desc']>, defaultSize = 10,
): Promise<{ rows: O[]; total: number; page: number; pageSize: number }> {
  const where = whereOf(filter, whitelist);
  const filtered = where ? base.where(() => where) : base;
  const p = pageOf(filter, defaultSize);
  const [rows, total] = await Promise.all([
    applySort(filtered, filter, whitelist, defaultSort).limit(p.pageSize).offset(p.offset).execute(),
    p.showTotal ? countRows(filtered) : Promise.resolve(-1),
  ]);
  return { rows, total: total < 0 ? rows.length : total, page: p.page, pageSize: p.pageSize };
}
