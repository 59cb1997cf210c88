import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { migrate, openDatabase } from '../db/database.js';
import { DATA_PARTS, extractVerified, readManifest, type Manifest } from './archive.js';
import { copySqliteToPostgres } from './copy-to-postgres.js';
import { OpsError, formatBytes } from './errors.js';
import { knownMigrations } from './migrations.repository.js';
import {
  connectPg, countRows, currentSchema, findPgTool, libpqTarget, runPgTool, schemaExists, tablesOf,
} from './postgres-tools.js';
import { inspectSqlite } from './sqlite-copy.js';

export interface RestoreOptions {
  /** Where to restore: DATA_DIR, and DATABASE_URL when the database is PostgreSQL. Both must be empty. */
  config: Pick<Config, 'dataDir' | 'databaseUrl'>;
  /** The archive. */
  file: string;
  /** PostgreSQL: the schema to restore into; the connection's current schema (normally public) by default. */
  pgSchema?: string;
  log?: (line: string) => void;
  signal?: AbortSignal;
}

export interface RestoreReport {
  /** Where the archive's database came from and went. */
  from: 'sqlite' | 'postgres';
  to: 'sqlite' | 'postgres';
  manifest: Manifest;
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
  /** Migrations run after the restore (the archive was made by an older version). */
  migrated: string[];
  seconds: number;
}

/**
 * Restores an archive into an empty DATA_DIR (and an empty PostgreSQL database when DATABASE_URL is set). Before
 * anything is put in place the archive is unpacked beside it (DATA_DIR/.restore-…) and every file is held to
 * the manifest (size and sha256), and the database copy's rows are counted against it: a refusal or a damaged
 * archive changes nothing. The database is then migrated, so an archive of an older version gets the newer
 * migrations. A SQLite archive may go into PostgreSQL (copy-to-postgres.ts); a PostgreSQL one into SQLite not.
 */
export async function restoreBackup(o: RestoreOptions): Promise<RestoreReport> {
  const started = performance.now();
  const log = o.log ?? (() => undefined);
  const archive = path.resolve(o.file);
  const dataDir = path.resolve(o.config.dataDir);
  const to = o.config.databaseUrl ? 'postgres' : 'sqlite';
  const manifest = await readManifest(archive);
  log(`archive of ${manifest.createdAt}: ${manifest.dialect}, migration ${manifest.migration ?? '(none)'}, ${manifest.files.length - 1} files`);
  if (manifest.dialect === 'postgres' && to === 'sqlite') {
    throw new OpsError('this archive holds a PostgreSQL database (pg_dump); restoring it into SQLite is not supported. '
      + 'Set DATABASE_URL to an empty PostgreSQL database to restore it there.');
  }
  const known = await knownMigrations();
  if (manifest.migration && !known.includes(manifest.migration)) {
    throw new OpsError(`this archive was made by a newer version of the server (migration ${manifest.migration}, which this one does not have): restore it with that version or newer`);
  }
  const migrated = known.filter((m) => manifest.migration === null || m > manifest.migration);

  await refuseUnlessDataDirEmpty(dataDir, to);
  let pgSchema: string | undefined;
  if (o.config.databaseUrl) pgSchema = await refuseUnlessPostgresEmpty(o.config.databaseUrl, o.pgSchema, manifest);

  const dataDirExisted = fs.existsSync(dataDir);
  await fsp.mkdir(dataDir, { recursive: true });
  const staging = await fsp.mkdtemp(path.join(dataDir, '.restore-'));
  let done = false;
  try {
    await extractVerified(archive, staging, manifest, log);
    o.signal?.throwIfAborted();
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    const staged = path.join(staging, ...manifest.database.split('/'));

    if (manifest.dialect === 'sqlite') {
      const facts = await inspectSqlite(staged);
      sameCounts(manifest.tables, facts.tables, 'the SQLite copy');
      log(`database copy: integrity_check ok, ${Object.keys(facts.tables).length} tables, ${rows.toLocaleString('en')} rows as the manifest says`);
      // Migrated where it lies, before it is put in place: a migration that fails leaves DATA_DIR as it was.
      await migrateSqlite(staged);
      if (to === 'sqlite') {
        await placeData(staging, dataDir);
        // The database last: its log too, should closing have left one (SQLite removes it when the last connection closes).
        if (fs.existsSync(`${staged}-wal`)) await fsp.rename(`${staged}-wal`, path.join(dataDir, 'app.db-wal'));
        await fsp.rename(staged, path.join(dataDir, 'app.db'));
      } else {
        // What the copy must hold: the SQLite copy's rows after its migrations (the same as the manifest's unless one ran).
        const expected = migrated.length > 0 ? (await inspectSqlite(staged)).tables : facts.tables;
        const copied = await copySqliteToPostgres({ sqliteFile: staged, databaseUrl: o.config.databaseUrl!, pgSchema: o.pgSchema, log });
        const tables = Object.keys(expected).filter((t) => !t.startsWith('kysely_migration'));
        const client = await connectPg(o.config.databaseUrl!, o.pgSchema);
        try {
          sameCounts(pick(expected, tables), await countRows(client, pgSchema!, tables), 'the copy in PostgreSQL', 'the SQLite copy');
        } finally {
          await client.end().catch(() => undefined);
        }
        log(`copied into PostgreSQL: ${copied.tables} tables, ${copied.rows.toLocaleString('en')} rows, every count as in the SQLite copy`);
        await placeData(staging, dataDir);
      }
    } else {
      await pgRestore(o.config.databaseUrl!, staged, manifest, o.signal);
      const client = await connectPg(o.config.databaseUrl!, o.pgSchema);
      try {
        sameCounts(manifest.tables, await countRows(client, pgSchema!, await tablesOf(client, pgSchema!)), 'the restored PostgreSQL schema');
      } finally {
        await client.end().catch(() => undefined);
      }
      log(`pg_restore done: ${Object.keys(manifest.tables).length} tables, ${rows.toLocaleString('en')} rows as the manifest says`);
      await migratePostgres(o.config.databaseUrl!, o.pgSchema);
      await placeData(staging, dataDir);
    }
    done = true;
    const fileEntries = manifest.files.filter((f) => f.path !== manifest.database);
    const report: RestoreReport = {
      from: manifest.dialect, to, manifest, tables: Object.keys(manifest.tables).length, rows,
      files: fileEntries.length, fileBytes: fileEntries.reduce((n, f) => n + f.size, 0), migrated,
      seconds: (performance.now() - started) / 1000,
    };
    log(`restored ${report.files} files (${formatBytes(report.fileBytes)}) into ${dataDir}${migrated.length ? `; migrations run: ${migrated.join(', ')}` : ''}`);
    return report;
  } catch (e) {
    if (o.signal?.aborted) throw new OpsError('restore interrupted; nothing was put in place');
    throw e;
  } finally {
    // A failed unpack may still have files being written for a moment: removal tries again, and never hides why the restore failed.
    const remove = (dir: string) => fsp.rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
      .catch((e: Error) => log(`could not remove ${dir}: ${e.message}`));
    await remove(staging);
    if (!done && !dataDirExisted) await remove(dataDir);
  }
}

/** What in DATA_DIR a restore would overwrite: the SQLite database (when restoring into SQLite) and non-empty files, packages, keys. */
export async function dataDirContents(dataDir: string, to: 'sqlite' | 'postgres'): Promise<string[]> {
  const found: string[] = [];
  if (to === 'sqlite') for (const f of ['app.db', 'app.db-wal']) if (fs.existsSync(path.join(dataDir, f))) found.push(f);
  for (const part of DATA_PARTS) {
    const entries = await fsp.readdir(path.join(dataDir, part)).catch(() => []);
    if (entries.length > 0) found.push(`${part}/`);
  }
  return found;
}

async function refuseUnlessDataDirEmpty(dataDir: string, to: 'sqlite' | 'postgres'): Promise<void> {
  const found = await dataDirContents(dataDir, to);
  if (found.length > 0) {
    throw new OpsError(`DATA_DIR ${dataDir} is not empty (it holds ${found.join(', ')}): a restore goes into an empty DATA_DIR only. `
      + 'Stop the server and point DATA_DIR at a new directory, or move these away first.');
  }
}

/** The schema to restore into, which must hold no tables; a PostgreSQL archive also needs it to be the schema it was dumped from. */
async function refuseUnlessPostgresEmpty(databaseUrl: string, pgSchema: string | undefined, manifest: Manifest): Promise<string> {
  const client = await connectPg(databaseUrl, pgSchema);
  try {
    const schema = pgSchema ?? (await currentSchema(client));
    const tables = (await schemaExists(client, schema)) ? await tablesOf(client, schema) : [];
    if (tables.length > 0) {
      throw new OpsError(`the PostgreSQL schema ${schema} of DATABASE_URL is not empty (${tables.length} tables, e.g. ${tables.slice(0, 3).join(', ')}): `
        + 'a restore goes into an empty database only. Create a new database (createdb) and point DATABASE_URL at it.');
    }
    if (manifest.dialect === 'postgres' && manifest.pgSchema && manifest.pgSchema !== schema) {
      throw new OpsError(`the archive holds PostgreSQL schema ${manifest.pgSchema}, but DATABASE_URL's schema is ${schema}: pg_restore puts tables back in the schema they came from`);
    }
    return schema;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Throws when a table's row count differs between `expected` (the manifest's, by default) and what was counted. */
function sameCounts(expected: Record<string, number>, counted: Record<string, number>, what: string, against = 'the manifest'): void {
  const names = new Set([...Object.keys(expected), ...Object.keys(counted)]);
  const differ = [...names].filter((t) => expected[t] !== counted[t])
    .map((t) => `${t}: ${against} ${expected[t] ?? 'none'}, found ${counted[t] ?? 'none'}`);
  if (differ.length > 0) {
    throw new OpsError(`the row counts of ${what} differ from ${against} (${differ.slice(0, 5).join('; ')})${against === 'the manifest' ? '; the archive is damaged' : ''}`);
  }
}

const pick = (counts: Record<string, number>, tables: string[]) => Object.fromEntries(tables.map((t) => [t, counts[t]]));

async function migrateSqlite(file: string): Promise<void> {
  const { db } = await openDatabase({ dataDir: path.dirname(file), sqliteFile: file });
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
}

async function migratePostgres(databaseUrl: string, pgSchema?: string): Promise<void> {
  const { db } = await openDatabase({ dataDir: '', databaseUrl, pgSchema });
  try {
    await migrate(db, { pgSchema });
  } finally {
    await db.destroy();
  }
}

/**
 * pg_restore in one transaction (a failure leaves the database as it was), without owners and grants (the
 * roles of the old server need not exist on this one). The dump would create its schema, which an empty
 * database may have already (public): that entry of its table of contents is left out then.
 */
async function pgRestore(databaseUrl: string, dump: string, manifest: Manifest, signal?: AbortSignal): Promise<void> {
  const tool = findPgTool('pg_restore');
  const target = libpqTarget(databaseUrl);
  const client = await connectPg(databaseUrl);
  let exists: boolean;
  try {
    exists = manifest.pgSchema ? await schemaExists(client, manifest.pgSchema) : false;
  } finally {
    await client.end().catch(() => undefined);
  }
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${target.url}`];
  if (exists) {
    const list = `${dump}.list`;
    await runPgToolToFile(tool.bin, ['--list', dump], list, target.env);
    const toc = (await fsp.readFile(list, 'utf8')).split('\n');
    const schemaEntry = new RegExp(`^\\d+; \\d+ \\d+ (SCHEMA - |COMMENT - SCHEMA |ACL - SCHEMA )${escapeRegExp(manifest.pgSchema!)} `);
    await fsp.writeFile(list, toc.map((l) => (schemaEntry.test(l) ? `;${l}` : l)).join('\n'));
    args.push(`--use-list=${list}`);
  }
  await runPgTool(tool.bin, [...args, dump], target.env, signal);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** pg_restore --list writes the table of contents to stdout; --file puts it in a file. */
function runPgToolToFile(bin: string, args: string[], file: string, env: NodeJS.ProcessEnv): Promise<void> {
  return runPgTool(bin, [...args, `--file=${file}`], env);
}

/** Moves the unpacked data/files, packages and keys into DATA_DIR (empty directories of those names are replaced). */
async function placeData(staging: string, dataDir: string): Promise<void> {
  for (const part of DATA_PARTS) {
    const from = path.join(staging, 'data', part);
    if (!fs.existsSync(from)) continue;
    const to = path.join(dataDir, part);
    if (fs.existsSync(to)) await fsp.rmdir(to);
    await fsp.rename(from, to);
  }
}
