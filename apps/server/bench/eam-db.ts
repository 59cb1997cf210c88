// Where the asset benchmark's plant lives and bare driver access to it: SQLite under the data directory by default,
// a schema of its own on PostgreSQL when DATABASE_URL is set. The bare access (better-sqlite3 or pg, no Kysely, no
// app) reads what the benchmark checks besides the server, and serves the bare-SQL peer of the list.
import path from 'node:path';

export interface BenchDatabase {
  /** The data directory: the SQLite file, the server's keys and files. */
  dir: string;
  databaseUrl?: string;
  /** The PostgreSQL schema of the plant (kept apart from the tests' schemas). */
  pgSchema?: string;
}

/** The benchmark's database: PostgreSQL when DATABASE_URL is set (schema BENCH_PG_SCHEMA, default bench_eam), else SQLite in `dir`. */
export function benchDatabase(dir: string): BenchDatabase {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  return { dir, databaseUrl, pgSchema: databaseUrl ? (process.env.BENCH_PG_SCHEMA ?? 'bench_eam') : undefined };
}

/** What bench-server.ts needs in its environment to open the same database. */
export const serverDatabaseEnv = (target: BenchDatabase): Record<string, string> =>
  target.databaseUrl ? { BENCH_DATABASE_URL: target.databaseUrl, BENCH_PG_SCHEMA: target.pgSchema ?? 'public' } : {};

/** The benchmark's database as bench-server.ts reads it from its environment. */
export const databaseOfServerEnv = (dir: string): BenchDatabase =>
  ({ dir, databaseUrl: process.env.BENCH_DATABASE_URL || undefined, pgSchema: process.env.BENCH_PG_SCHEMA || undefined });

export const engineName = (target: BenchDatabase) => (target.databaseUrl ? 'PostgreSQL' : 'SQLite');

/** Statements with `?` placeholders on both engines; rows as plain objects. */
export interface RawDb {
  dialect: 'sqlite' | 'postgres';
  all<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** `?` → `$1, $2 …` (the benchmark's statements hold no question mark in a literal). */
const numbered = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

/** Opens the bare driver on the benchmark's database (read-only on SQLite unless `write`). */
export async function openRawDb(target: BenchDatabase, opts: { write?: boolean } = {}): Promise<RawDb> {
  if (target.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 2, ...(target.pgSchema ? { options: `-c search_path=${target.pgSchema}` } : {}) });
    // A benchmark that restarts PostgreSQL on purpose must not end with it: an idle connection's error is dropped.
    pool.on('error', () => undefined);
    return {
      dialect: 'postgres',
      all: async <T>(text: string, params: unknown[] = []) => (await pool.query(numbered(text), params)).rows as T[],
      close: () => pool.end(),
    };
  }
  const { default: SQLite } = await import('better-sqlite3');
  const sqlite = new SQLite(path.join(target.dir, 'app.db'), { readonly: !opts.write });
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('busy_timeout = 5000');
  const statements = new Map<string, import('better-sqlite3').Statement>();
  const prepared = (text: string) => {
    let stmt = statements.get(text);
    if (!stmt) statements.set(text, (stmt = sqlite.prepare(text)));
    return stmt;
  };
  return {
    dialect: 'sqlite',
    all: async <T>(text: string, params: unknown[] = []) => {
      const stmt = prepared(text);
      return (stmt.reader ? stmt.all(...params) : (stmt.run(...params), [])) as T[];
    },
    close: async () => { sqlite.close(); },
  };
}
