// Why a list is slow: the plans of the asset list's queries, ours (the SQL the product's repository writes, caught
// from Kysely's log) and the bare-SQL peer's, on the benchmark's engine. SQLite: EXPLAIN QUERY PLAN; PostgreSQL:
// EXPLAIN (ANALYZE, BUFFERS), which runs the query.
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { createAssetsRepository } from '../src/modules/eam/assets/assets.repository.js';
import type { BenchDatabase, RawDb } from './eam-db.js';
import { rawAssetStatements, type AssetListQuery } from './eam-raw-list.js';

/** The statements the product's list runs for `q`, as sent to the driver. */
async function productStatements(target: BenchDatabase, q: AssetListQuery) {
  const caught: Array<{ sql: string; parameters: readonly unknown[] }> = [];
  const log = (e: LogEvent) => { if (e.level === 'query') caught.push({ sql: e.query.sql, parameters: e.query.parameters }); };
  const dialect = target.databaseUrl
    ? new PostgresDialect({ pool: new (await import('pg')).default.Pool({ connectionString: target.databaseUrl, max: 1, options: `-c search_path=${target.pgSchema}` }) })
    : new SqliteDialect({ database: new (await import('better-sqlite3')).default(path.join(target.dir, 'app.db'), { readonly: true }) });
  const db = new Kysely<Database>({ dialect, log });
  try {
    await createAssetsRepository(db).page(q.tenantId, { kind: q.kind, categoryId: q.categoryId, searchValue: q.search }, (q.pageIndex - 1) * q.pageSize, q.pageSize, 'asc');
  } finally {
    await db.destroy();
  }
  return caught;
}

/** The plan of one statement, one line per step. */
async function planOf(raw: RawDb, text: string, params: readonly unknown[]): Promise<string[]> {
  if (raw.dialect === 'sqlite') {
    const rows = await raw.all<{ id: number; parent: number; detail: string }>(`explain query plan ${text}`, [...params]);
    const depth = new Map<number, number>([[0, 0]]);
    return rows.map((r) => {
      depth.set(r.id, (depth.get(r.parent) ?? 0) + 1);
      return `${'  '.repeat(depth.get(r.id)!)}${r.detail}`;
    });
  }
  const rows = await raw.all<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, [...params]);
  return rows.map((r) => `  ${r['QUERY PLAN']}`);
}

/** Prints the plans of the product's list statements for `q`, then the peer's. */
export async function explainAssetList(target: BenchDatabase, raw: RawDb, q: AssetListQuery, log: (line: string) => void) {
  const peer = rawAssetStatements(q, raw.dialect);
  for (const [who, statements] of [['ours', await productStatements(target, q)], ['bare SQL', [peer.page, peer.count]]] as const) {
    for (const s of statements) {
      log(`  ${who}: ${s.sql.replace(/\s+/g, ' ').slice(0, 160)}…`);
      for (const line of await planOf(raw, s.sql, s.parameters)) log(`    ${line}`);
    }
  }
}
