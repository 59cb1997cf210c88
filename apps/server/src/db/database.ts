import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, sql, type Migration } from 'kysely';
import type { Database } from './schema.js';
import { startWalCheckpointer } from './wal-checkpointer.js';
import { GroupCommitSqliteDialect } from './group-commit.js';
import * as m001 from './migrations/001_user_centre.js';
import * as m002 from './migrations/002_workflow.js';
import * as m003 from './migrations/003_runtime_indexes.js';
import * as m004 from './migrations/004_portal.js';
import * as m005 from './migrations/005_outcomes.js';
import * as m006 from './migrations/006_jobs.js';
import * as m007 from './migrations/007_forms.js';
import * as m008 from './migrations/008_todo_counts.js';
import * as m009 from './migrations/009_history_rows.js';
import * as m010 from './migrations/010_request_index.js';
import * as m011 from './migrations/011_opinion_order.js';
import * as m012 from './migrations/012_sessions.js';
import * as m013 from './migrations/013_seal_files.js';
import * as m014 from './migrations/014_call_links.js';
import * as m015 from './migrations/015_business_objects.js';
import * as m016 from './migrations/016_tenant_logo.js';
import * as m017 from './migrations/017_form_drafts_imports.js';
import * as m018 from './migrations/018_custom_dialogs.js';
import * as m019 from './migrations/019_queries_charts.js';
import * as m020 from './migrations/020_instance_business_key.js';
import * as m021 from './migrations/021_file_grant_ref.js';
import * as m022 from './migrations/022_eam_assets.js';
import * as m025 from './migrations/025_eam_maintenance.js';
import * as m023 from './migrations/023_eam_inspection.js';
import * as m024 from './migrations/024_eam_repair.js';
import * as m026 from './migrations/026_eam_bench_indexes.js';
import * as m027 from './migrations/027_eam_kpi_indexes.js';
import * as m028 from './migrations/028_eam_kpi_rollups.js';
import * as m029 from './migrations/029_eam_asset_search_key.js';
import * as m030 from './migrations/030_eam_kpi_order_indexes.js';
import * as m031 from './migrations/031_live_events.js';
import * as m032 from './migrations/032_external_identities.js';
import * as m033 from './migrations/033_sign_in_tickets.js';
import * as m034 from './migrations/034_opinion_auditor_partial.js';

export type Db = Kysely<Database>;

/** How a PostgreSQL connection pool is used right now: connections open, idle, queries waiting for one, its size. */
export interface PoolUse { open: number; idle: number; waiting: number; max: number }
const pools = new WeakMap<Db, () => PoolUse>();
/** The pool use of a database opened by openDatabase (undefined for SQLite: one connection, no pool). */
export const poolUse = (db: Db): PoolUse | undefined => pools.get(db)?.();

/** Migrations are imported, not read from disk, so the bundled server carries them. */
const migrations: Record<string, Migration> = { '001_user_centre': m001, '002_workflow': m002, '003_runtime_indexes': m003, '004_portal': m004, '005_outcomes': m005, '006_jobs': m006, '007_forms': m007, '008_todo_counts': m008, '009_history_rows': m009, '010_request_index': m010, '011_opinion_order': m011, '012_sessions': m012, '013_seal_files': m013, '014_call_links': m014, '015_business_objects': m015, '016_tenant_logo': m016, '017_form_drafts_imports': m017, '018_custom_dialogs': m018, '019_queries_charts': m019, '020_instance_business_key': m020, '021_file_grant_ref': m021, '022_eam_assets': m022, '023_eam_inspection': m023, '024_eam_repair': m024, '025_eam_maintenance': m025, '026_eam_bench_indexes': m026, '027_eam_kpi_indexes': m027, '028_eam_kpi_rollups': m028, '029_eam_asset_search_key': m029, '030_eam_kpi_order_indexes': m030, '031_live_events': m031, '032_external_identities': m032, '033_sign_in_tickets': m033, '034_opinion_auditor_partial': m034 };

export interface DbOptions {
  databaseUrl?: string;
  dataDir: string;
  /** ':memory:' for tests. */
  sqliteFile?: string;
  /** PostgreSQL schema to use (created when missing); tests give each suite its own. */
  pgSchema?: string;
}

/** Opens SQLite under the data directory, or PostgreSQL when a URL is given. */
export async function openDatabase(opts: DbOptions): Promise<{ db: Db; dialect: 'sqlite' | 'postgres' }> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    if (opts.pgSchema) {
      const admin = new pg.Client({ connectionString: opts.databaseUrl });
      await admin.connect();
      await admin.query(`create schema if not exists "${opts.pgSchema.replace(/"/g, '')}"`);
      await admin.end();
    }
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl, max: 10,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    // PostgreSQL restarting (or a failover) ends every connection with an 'error' event: on an idle connection the
    // pool's, on one a request holds the client's. Unheard, either would end the process; heard, the pool drops the
    // connection, the request under way fails (503, platform/outage.ts) and the next ones connect anew.
    const dropped = (err: Error) => console.warn(`database connection lost: ${err.message}`);
    pool.on('error', dropped);
    pool.on('connect', (client) => client.on('error', dropped));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }));
    return { db, dialect: 'postgres' };
  }
  const { default: SQLite } = await import('better-sqlite3');
  const file = opts.sqliteFile ?? path.join(opts.dataDir, 'app.db');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('temp_store = MEMORY');
  // 64 MB of page cache (the default is 2 MB): list pages of a large plant then come from memory.
  sqlite.pragma('cache_size = -65536');
  // A thread of its own checkpoints the log (wal-checkpointer.ts); this connection does so itself only if the
  // log passes 100,000 pages (400 MB), should the thread fall behind. In memory there is no log.
  const checkpointer = file === ':memory:' ? undefined : startWalCheckpointer(file);
  sqlite.pragma(`wal_autocheckpoint = ${checkpointer ? 100_000 : 10_000}`);
  // A log that grew under a bulk write is cut back to 64 MB once checkpointed, instead of keeping its largest size on disk.
  sqlite.pragma('journal_size_limit = 67108864');
  // The planner's statistics, refreshed where tables grew (bounded work, SQLite's advice for each new connection):
  // without them an OR over two indexed columns (我的请求: mine or on my behalf) reads the whole table.
  sqlite.pragma('optimize = 0x10002');
  const database = withStatementCache(sqlite);
  const close = async () => {
    await checkpointer?.stop();
    sqlite.close();
  };
  // Commit groups lost to a failed COMMIT, for the data version (db/data-version.ts).
  let lostCommits = 0;
  sqlite.function('lost_commits', { deterministic: false }, () => lostCommits);
  return { db: new Kysely<Database>({ dialect: new GroupCommitSqliteDialect(database, close, () => lostCommits++) }), dialect: 'sqlite' };
}

/**
 * Kysely prepares every query afresh; preparing costs as much as running a short query. The same SQL text
 * (parameters are bound separately) gets its prepared statement back from a bounded cache.
 */
function withStatementCache(sqlite: import('better-sqlite3').Database, size = 500) {
  const cache = new Map<string, import('better-sqlite3').Statement>();
  return {
    close: () => sqlite.close(),
    get inTransaction() { return sqlite.inTransaction; },
    prepare(text: string) {
      let stmt = cache.get(text);
      if (!stmt) {
        stmt = sqlite.prepare(text);
        if (cache.size >= size) cache.delete(cache.keys().next().value!);
        cache.set(text, stmt);
      }
      return stmt;
    },
  };
}

/**
 * Brings the schema up to date; fails loudly naming the migration that broke. Give the PostgreSQL schema
 * when not using the default one: Kysely looks for its bookkeeping tables in every schema otherwise, and
 * would take another schema's for this one's.
 */
export async function migrate(db: Db, opts: { pgSchema?: string } = {}): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: opts.pgSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error).message ?? error)}`);
}

/** For the health check: can the database answer at all? */
export const pingDatabase = (db: Db) => sql`select 1`.execute(db).then(() => true, () => false);
