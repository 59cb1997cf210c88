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

/** Maps the client's property names to SQL column references; the only way a name reaches SQL. */
export type Whitelist = Record<string, string>;

export interface PageRequest { page: number; pageSize: number; offset: number; showTotal: boolean }

type Scalar = string | number | boolean | null;

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

function column(whitelist: Whitelist, property: string) {
  const col = whitelist[property] ?? whitelist[property.toLowerCase()];
  if (!col) {
    throw invalid('querys.property', `unknown property '${property}'; allowed: ${Object.keys(whitelist).join(', ')}`);
  }
  return sql.ref(col);
}

function condition(col: ReturnType<typeof sql.ref>, op: Op, value: Scalar | Scalar[] | undefined, property: string) {
  const one = () => {
    if (Array.isArray(value) || value === undefined) throw invalid('querys.value', `'${property}' needs one value for ${op}`);
    return value;
  };
  const list = (): Scalar[] => {
    const v = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [one()];
    if (v.length === 0) throw invalid('querys.value', `'${property}' needs at least one value for ${op}`);
    return v;
  };
  const like = (pattern: string) => sql<SqlBool>`${col} like ${pattern} escape '\\'`;
  switch (op) {
    case 'EQ': return sql<SqlBool>`${col} = ${one()}`;
    case 'EIC': return sql<SqlBool>`lower(${col}) = lower(${String(one())})`;
    case 'LT': return sql<SqlBool>`${col} < ${one()}`;
    case 'GT': return sql<SqlBool>`${col} > ${one()}`;
    case 'LE': return sql<SqlBool>`${col} <= ${one()}`;
    case 'GE': return sql<SqlBool>`${col} >= ${one()}`;
    case 'NE': return sql<SqlBool>`${col} <> ${one()}`;
    case 'LK': return like(`%${escapeLike(String(one()))}%`);
    // Left like: the value is at the left, i.e. the column starts with it.
    case 'LFK': return like(`${escapeLike(String(one()))}%`);
    case 'RHK': return like(`%${escapeLike(String(one()))}`);
    case 'ISNULL': return sql<SqlBool>`${col} is null`;
    case 'NOTNULL': return sql<SqlBool>`${col} is not null`;
    case 'IN': return sql<SqlBool>`${col} in (${sql.join(list())})`;
    case 'BETWEEN': {
      const v = list();
      if (v.length !== 2) throw invalid('querys.value', `'${property}' needs two values for BETWEEN`);
      return sql<SqlBool>`${col} between ${v[0]} and ${v[1]}`;
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
    const op = opAliases[opName];
    if (!op) throw invalid('querys.operation', `unknown operation '${q.operation}'`);
    const value = q.value as Scalar | Scalar[] | undefined;
    // An empty search box sends '' — it means "no condition", not "equals empty".
    if ((value === '' || value === undefined) && op !== 'ISNULL' && op !== 'NOTNULL') continue;
    const cond = condition(column(whitelist, q.property), op, value, q.property);
    const group = q.group ?? 'main';
    const prev = groups.get(group);
    const rel = (q.relation ?? 'AND').toUpperCase() === 'OR' ? sql` or ` : sql` and `;
    groups.set(group, prev ? sql<SqlBool>`(${prev}${rel}${cond})` : cond);
  }
  if (groups.size === 0) return undefined;
  const glue = (filter?.groupRelation ?? 'AND').toUpperCase() === 'OR' ? sql` or ` : sql` and `;
  return sql<SqlBool>`(${sql.join([...groups.values()], glue)})`;
}

/** The ORDER BY of a QueryFilter, or the given default when the client sent none. */
export function applySort<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>, filter: QueryFilter | undefined, whitelist: Whitelist,
  fallback: Array<[string, 'asc' | 'desc']> = [],
): SelectQueryBuilder<DB, TB, O> {
  const sorts: Array<[ReturnType<typeof sql.ref>, 'asc' | 'desc']> = filter?.sorter?.length
    ? filter.sorter.map((s) => [column(whitelist, s.property), (s.direction ?? 'ASC').toLowerCase() as 'asc' | 'desc'])
    : fallback.map(([c, d]) => [sql.ref(c), d]);
  for (const [col, dir] of sorts) qb = qb.orderBy(dir === 'desc' ? sql`${col} desc` : sql`${col} asc`);
  return qb;
}

/** Page and size of a QueryFilter; pageSize -1 means "all" (capped at 1000). */
export function pageOf(filter: QueryFilter | undefined, defaultSize = 10): PageRequest {
  const page = Math.max(1, Number(filter?.pageBean?.page ?? 1));
  const raw = Number(filter?.pageBean?.pageSize ?? defaultSize);
  const pageSize = raw === -1 ? 1000 : Math.min(Math.max(raw, 1), 1000);
  const showTotal = String(filter?.pageBean?.showTotal ?? 'true') !== 'false';
  return { page, pageSize, offset: (page - 1) * pageSize, showTotal };
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
  const rowsQuery = applySort(filtered, filter, whitelist, defaultSort).limit(p.pageSize).offset(p.offset);
  const [rows, total] = await Promise.all([
    rowsQuery.execute(),
    p.showTotal
      ? filtered.clearSelect().clearOrderBy()
          .select((eb: ExpressionBuilder<DB, TB>) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirst().then((r) => Number((r as { n: number | string } | undefined)?.n ?? 0))
      : Promise.resolve(-1),
  ]);
  return { rows, total: total < 0 ? rows.length : total, page: p.page, pageSize: p.pageSize };
}
