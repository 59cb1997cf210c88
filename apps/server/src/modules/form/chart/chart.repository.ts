import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database.js';
import { aliasedDefinitions } from '../query/definitions.repository.js';
import { loose, type SourceQuery } from '../query/sources.repository.js';

/** How a chart groups: the category field, its bucket, one aggregate per series, what to keep. */
export interface Grouping {
  x: string;
  bucket: 'day' | 'month' | 'none';
  series: Array<{ field: string; aggregate: 'sum' | 'avg' | 'max' | 'min' | 'count' }>;
  /** Conditions on the source's columns, all of which a row must meet (each a QueryFilter through its whitelist). */
  where: ReadonlyArray<Expression<SqlBool> | undefined>;
  /** Only categories at or after this value ('yyyy-MM-dd'). */
  from?: string;
  limit: number;
}

/** SQL of custom charts (migration 019): definitions, and a source's rows grouped for a chart. */
export function createChartRepository(db: Db) {
  return {
    /** A chart by id or alias; adding a chart or replacing the one of its alias, atomically. */
    ...aliasedDefinitions(db, 'form_custom_chart'),

    /**
     * The source grouped by its category (`x`, day or month of it) with one aggregate per series, as rows
     * {x, v0, v1, …}: categories in order, the latest `limit` of them. Null categories are left out.
     */
    async grouped(src: SourceQuery, g: Grouping): Promise<Array<Record<string, unknown>>> {
      const d = loose(db);
      const xRef = sql.ref(g.x);
      const conditions: Expression<SqlBool>[] = [sql<SqlBool>`${xRef} is not null`, ...g.where.filter((c) => c !== undefined)];
      if (g.from !== undefined) conditions.push(sql<SqlBool>`${xRef} >= ${g.from}`);
      const bucket = g.bucket === 'day' ? sql`substr(${xRef}, 1, 10)` : g.bucket === 'month' ? sql`substr(${xRef}, 1, 7)` : xRef;
      const inner = d.selectFrom(src.as('src'))
        .select([bucket.as('x'), ...g.series.map((s, i) => sql.ref(s.field).as(`v${i}`))])
        .where(sql<SqlBool>`${sql.join(conditions, sql` and `)}`);
      // Grouped one level up by the bucket's name (PostgreSQL would not match a bound substr() in GROUP BY); the
      // latest categories first so the limit keeps them, then put back in order.
      const rows = await d.selectFrom(inner.as('b'))
        .select((eb) => [sql.ref('x').as('x'), ...g.series.map((s, i) => {
          const v = sql.ref(`v${i}`);
          const agg = { count: () => eb.fn.count(v), sum: () => eb.fn.sum(v), avg: () => eb.fn.avg(v), max: () => eb.fn.max(v), min: () => eb.fn.min(v) }[s.aggregate];
          return agg().as(`v${i}`);
        })])
        .groupBy(sql.ref('x')).orderBy(sql.ref('x'), 'desc').limit(g.limit).execute();
      return rows.reverse();
    },
  };
}
export type ChartRepository = ReturnType<typeof createChartRepository>;
