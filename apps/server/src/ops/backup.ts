import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import {
  ARCHIVE_FORMAT, ARCHIVE_VERSION, ArchiveWriter, MANIFEST, POSTGRES_DUMP, SQLITE_COPY, listDataFiles, sha256File,
  type ArchivedFile, type DataFile, type Manifest,
} from './archive.js';
import { OpsError, formatBytes } from './errors.js';
import { backupSqlite } from './sqlite-copy.js';
import {
  connectPg, countRows, currentSchema, findPgTool, lastMigration, libpqTarget, quoteIdent, runPgTool, tablesOf,
} from './postgres-tools.js';

export interface BackupOptions {
  /** Where the data is: DATA_DIR, and DATABASE_URL when the database is PostgreSQL. */
  config: Pick<Config, 'dataDir' | 'databaseUrl'>;
  /** The archive to write (.tar.gz); refused when a file of that name exists. */
  file: string;
  /** PostgreSQL: the schema to back up; the connection's current schema (normally public) by default. */
  pgSchema?: string;
  /** gzip level, 1 (fast) to 9 (small); 6 by default. */
  gzipLevel?: number;
  /** Progress, one line at a time. */
  log?: (line: string) => void;
  /** Stops the backup (Ctrl-C): what was written so far is removed. */
  signal?: AbortSignal;
  /** The time the manifest gives (the scheduled job passes its clock's). */
  now?: () => Date;
}

export interface BackupReport {
  file: string;
  /** The archive's size. */
  bytes: number;
  seconds: number;
  manifest: Manifest;
  tables: number;
  rows: number;
  /** Files of DATA_DIR in the archive, and their size. */
  files: number;
  fileBytes: number;
}

/** Files changed this long before the database copy began, or later, may still be being written (see below). */
const SETTLED_MS = 2000;

/**
 * Takes a consistent backup while the server runs, into one archive (archive.ts describes it).
 *
 * The database is copied FIRST (SQLite's online backup API, or pg_dump), the files after it: the server writes
 * an upload's file before it commits the row naming it, so every file the copy names was complete before the
 * copy and is in the archive. Files newer than the copy may come too; no row of the copy names them.
 * A file changed since shortly before the copy began may be one still being written: it is copied aside first
 * and archived from that copy, so its bytes and its manifest hash agree. Every other file is read twice (hashed
 * for the manifest, which comes first in the archive, then archived while hashed again): should one change
 * after all, the backup fails instead of writing an archive a restore would refuse.
 *
 * The archive is written under a temporary name beside `file` and linked to its name at the end: a file of
 * that name is never overwritten, and an archive under it is always complete.
 */
export async function createBackup(o: BackupOptions): Promise<BackupReport> {
  const started = performance.now();
  const log = o.log ?? (() => undefined);
  const file = path.resolve(o.file);
  if (fs.existsSync(file)) throw new OpsError(`${file} exists already; a backup never overwrites a file: give a new name`);
  const dir = path.dirname(file);
  await fsp.mkdir(dir, { recursive: true });
  const work = await fsp.mkdtemp(path.join(dir, `.${path.basename(file)}.`));
  try {
    const copyStarted = Date.now();
    const database = await copyDatabase(o, work, log);
    o.signal?.throwIfAborted();

    const listed = await listDataFiles(o.config.dataDir);
    const files: Array<{ entry: ArchivedFile; from: DataFile }> = [];
    const stage = path.join(work, 'stage');
    for (const [i, f] of listed.entries()) {
      o.signal?.throwIfAborted();
      let from = f;
      if (f.mtimeMs >= copyStarted - SETTLED_MS) {
        const aside = path.join(stage, String(i));
        await fsp.mkdir(stage, { recursive: true });
        const copied = await fsp.copyFile(f.abs, aside).then(() => true, (e: NodeJS.ErrnoException) => {
          if (e.code === 'ENOENT') return false;
          throw e;
        });
        if (!copied) continue;
        from = { ...f, abs: aside, size: (await fsp.stat(aside)).size };
      }
      const sha256 = await sha256File(from.abs, from.size).catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return undefined; // deleted since the listing: no row of the copy names it
        throw e;
      });
      if (sha256) files.push({ entry: { path: f.name, size: from.size, sha256 }, from });
    }
    const fileBytes = files.reduce((n, f) => n + f.entry.size, 0);
    log(`files: ${files.length} (${formatBytes(fileBytes)}) hashed`);

    const dbStat = await fsp.stat(database.path);
    const dbEntry: ArchivedFile = { path: database.name, size: dbStat.size, sha256: await sha256File(database.path, dbStat.size) };
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: (o.now?.() ?? new Date()).toISOString(),
      dialect: database.dialect,
      migration: database.migration,
      ...(database.pgSchema ? { pgSchema: database.pgSchema } : {}),
      database: database.name,
      tables: database.tables,
      files: [dbEntry, ...files.map((f) => f.entry)],
    };

    const partial = path.join(work, 'archive.partial');
    const writer = new ArchiveWriter(partial, { gzipLevel: o.gzipLevel });
    try {
      writer.addBuffer(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8'));
      await writer.addFile(dbEntry.path, database.path, dbEntry, { mode: 0o600, mtimeMs: Date.now() });
      for (const f of files) {
        o.signal?.throwIfAborted();
        await writer.addFile(f.entry.path, f.from.abs, f.entry, f.from);
      }
      await writer.finish();
    } catch (e) {
      await writer.abort();
      throw e;
    }
    await putInPlace(partial, file);
    const bytes = (await fsp.stat(file)).size;
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    const seconds = (performance.now() - started) / 1000;
    log(`archive: ${file} (${formatBytes(bytes)}) in ${seconds.toFixed(1)} s`);
    return { file, bytes, seconds, manifest, tables: Object.keys(manifest.tables).length, rows, files: files.length, fileBytes };
  } catch (e) {
    if (o.signal?.aborted) throw new OpsError('backup interrupted; nothing was written');
    throw e;
  } finally {
    await fsp.rm(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }).catch((e: Error) => log(`could not remove ${work}: ${e.message}`));
  }
}

interface DatabaseCopy {
  dialect: 'sqlite' | 'postgres';
  /** The copy on disk, and its name in the archive. */
  path: string;
  name: string;
  tables: Record<string, number>;
  migration: string | null;
  pgSchema?: string;
}

async function copyDatabase(o: BackupOptions, work: string, log: (line: string) => void): Promise<DatabaseCopy> {
  const started = performance.now();
  const took = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  if (!o.config.databaseUrl) {
    const copy = path.join(work, 'app.db');
    const facts = await backupSqlite(path.join(o.config.dataDir, 'app.db'), copy);
    log(`database: SQLite copied with the online backup API and checked (integrity_check ok), ${summary(facts.tables)}, ${took()}`);
    return { dialect: 'sqlite', path: copy, name: SQLITE_COPY, ...facts };
  }
  const dump = path.join(work, 'postgres.dump');
  const tool = findPgTool('pg_dump');
  const client = await connectPg(o.config.databaseUrl, o.pgSchema);
  try {
    const schema = o.pgSchema ?? (await currentSchema(client));
    // The counts and pg_dump read one snapshot: this transaction's, exported to pg_dump and held until it is done.
    await client.query('begin transaction isolation level repeatable read, read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0].id;
    const tables = await tablesOf(client, schema);
    if (tables.length === 0) throw new OpsError(`the PostgreSQL schema ${schema} holds no tables: nothing to back up (is DATABASE_URL right?)`);
    const counts = await countRows(client, schema, tables);
    const migration = await lastMigration(client, schema, tables);
    const target = libpqTarget(o.config.databaseUrl);
    await runPgTool(tool.bin, ['--format=custom', '--no-owner', `--snapshot=${snapshot}`, `--schema=${quoteIdent(schema)}`, `--file=${dump}`, `--dbname=${target.url}`], target.env, o.signal);
    await client.query('commit');
    log(`database: PostgreSQL schema ${schema} dumped (pg_dump ${tool.version}, custom format), ${summary(counts)}, ${took()}`);
    return { dialect: 'postgres', path: dump, name: POSTGRES_DUMP, tables: counts, migration, pgSchema: schema };
  } finally {
    await client.end().catch(() => undefined);
  }
}

const summary = (tables: Record<string, number>) =>
  `${Object.keys(tables).length} tables, ${Object.values(tables).reduce((a, b) => a + b, 0).toLocaleString('en')} rows`;

/**
 * Gives the finished archive its name: a hard link fails when the name was taken meanwhile, where a rename
 * would replace that file. (On a file system without hard links: a rename after one more look.)
 */
async function putInPlace(partial: string, file: string): Promise<void> {
  try {
    await fsp.link(partial, file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new OpsError(`${file} was created by someone else while the backup ran; it is left alone and this backup is dropped`);
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'EXDEV') throw e;
    if (fs.existsSync(file)) throw new OpsError(`${file} was created by someone else while the backup ran; it is left alone and this backup is dropped`);
    await fsp.rename(partial, file);
  }
}
