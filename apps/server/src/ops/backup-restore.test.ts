import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { create as tarCreate, extract as tarExtract } from 'tar';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { migrate, openDatabase, type Db } from '../db/database.js';
import { encryptForServer } from '../platform/auth/rsa.js';
import { avatarPng } from '../seed/png.js';
import { seedDemoPlant } from '../seed/index.js';
import { multipart } from '../test/multipart.js';
import { MANIFEST, type Manifest } from './archive.js';
import { createBackup, type BackupReport } from './backup.js';
import { runOps } from './cli.js';
import { OpsError } from './errors.js';
import { restoreBackup, type RestoreReport } from './restore.js';
import { freshPgDatabase, hashTree, testPgUrl } from './test-kit.js';

/**
 * The drill: the demo plant with writes going on while it is backed up (uploads and task completions through
 * the API, rows inserted directly), restored into an empty place, and held to the manifest: row counts, file
 * hashes, every file a row names present, and a server on the restored data that signs zhangwei in.
 */

const env = { LOG_LEVEL: 'silent', JOB_POLL_MS: '0', ADDRESS_LIMIT_PER_MINUTE: '100000' };
const dataParts = ['files', 'packages', 'keys'];

let root: string;
let plant: { config: Config; db: Db; app: FastifyInstance };
let sqliteArchive: string;
let sqliteManifest: Manifest;
const cleanups: Array<() => Promise<unknown>> = [];
/** Figures for the README, printed at the end. */
const figures: string[] = [];

/** A server on a data dir (and database): what `npm start` would run, with the demo plant seeded when asked. */
async function serverOn(dataDir: string, databaseUrl?: string, seed = false) {
  const config = loadConfig({ ...env, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) } as NodeJS.ProcessEnv);
  const { db } = await openDatabase(config);
  await migrate(db);
  if (seed) await seedDemoPlant(db, config);
  const app = await buildApp({ config, db });
  await app.ready();
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= app.close().then(() => db.destroy()));
  cleanups.push(close);
  return { config, db, app, close };
}

async function signIn(app: FastifyInstance, dataDir: string, account = 'zhangwei', password = 'Water@2026') {
  const publicKey = fs.readFileSync(path.join(dataDir, 'keys', 'rsa-public.pem'), 'utf8');
  const res = await app.inject({ method: 'POST', url: '/uc/auth', payload: { username: account, password: encryptForServer(publicKey, password) } });
  return { status: res.statusCode, token: res.statusCode === 200 ? (res.json().token as string) : '' };
}

/**
 * Writes while the backup runs: photos uploaded (file first, row after), open tasks completed through the API
 * (tasks, opinions, instances, to-do counts), live events inserted directly. `stop()` ends them.
 */
function startWrites(s: { app: FastifyInstance; db: Db; config: Config }) {
  const done = { uploads: 0, completions: 0, inserts: 0 };
  let stopped = false;
  const pause = () => new Promise((r) => setTimeout(r, 2));
  const tokens = new Map<string, Promise<string>>();
  const token = (account: string) => {
    if (!tokens.has(account)) tokens.set(account, signIn(s.app, s.config.dataDir, account).then((r) => r.token));
    return tokens.get(account)!;
  };
  const uploads = (async () => {
    for (let i = 0; !stopped; i++) {
      const { payload, headers } = multipart([{ name: 'file', filename: `drill-${i}.png`, content: avatarPng(`drill-${i}`, 24), contentType: 'image/png' }]);
      const res = await s.app.inject({ method: 'POST', url: '/portal/system/file/v1/upload', payload, headers: { ...headers, authorization: `Bearer ${await token('zhangwei')}` } });
      if (res.statusCode === 200) done.uploads += 1;
      await pause();
    }
  })();
  const completions = (async () => {
    const open = await s.db.selectFrom('bpm_task').innerJoin('uc_user', 'uc_user.id', 'bpm_task.assignee_id')
      .select(['bpm_task.id', 'uc_user.account']).where('bpm_task.open', '=', 1).where('uc_user.account', '<>', 'admin').orderBy('bpm_task.id').execute();
    for (const t of open) {
      if (stopped) break;
      const res = await s.app.inject({ method: 'POST', url: '/bpm-runtime/runtime/task/v1/complete', payload: { taskId: t.id, actionName: 'agree', opinion: '备份演练' },
        headers: { authorization: `Bearer ${await token(t.account)}` } });
      if (res.statusCode === 200) done.completions += 1;
      await pause();
    }
  })();
  const inserts = (async () => {
    const user = await s.db.selectFrom('uc_user').select(['id', 'tenant_id']).where('account', '=', 'zhangwei').executeTakeFirstOrThrow();
    while (!stopped) {
      await s.db.insertInto('live_event').values({ tenant_id: user.tenant_id, user_id: user.id, kind: 'drill', data_json: '{}', created_at: new Date().toISOString() }).execute();
      done.inserts += 1;
      await pause();
    }
  })();
  return {
    done,
    total: () => done.uploads + done.completions + done.inserts,
    async stop() {
      stopped = true;
      await Promise.all([uploads, completions, inserts]);
    },
  };
}

/** Backs up while writes go on; checks that some writes fell inside the backup. */
async function backupUnderLoad(s: { app: FastifyInstance; db: Db; config: Config }, file: string): Promise<BackupReport> {
  const writes = startWrites(s);
  // Let the writers get going first.
  while (writes.total() < 5) await new Promise((r) => setTimeout(r, 10));
  const before = { ...writes.done };
  const report = await createBackup({ config: s.config, file });
  const after = { ...writes.done };
  await writes.stop();
  expect(writes.total() - (before.uploads + before.completions + before.inserts)).toBeGreaterThan(0);
  expect(after.uploads + after.inserts).toBeGreaterThan(before.uploads + before.inserts);
  figures.push(`writes during the ${report.manifest.dialect} backup: ${after.uploads - before.uploads} uploads, ${after.completions - before.completions} task completions, ${after.inserts - before.inserts} inserts`);
  return report;
}

function sqliteCounts(file: string): Record<string, number> {
  const s = new SQLite(file);
  try {
    const names = s.prepare(`select name from sqlite_schema where type = 'table' and substr(name, 1, 7) <> 'sqlite_' order by name`).pluck().all() as string[];
    return Object.fromEntries(names.map((n) => [n, s.prepare(`select count(*) from "${n}"`).pluck().get() as number]));
  } finally {
    s.close();
  }
}

async function postgresCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
    const out: Record<string, number> = {};
    for (const r of rows) out[r.name] = (await client.query(`select count(*)::int as n from "${r.name}"`)).rows[0].n;
    return out;
  } finally {
    await client.end();
  }
}

/** The restored files/, packages/ and keys/ hash as the manifest says, file for file. */
function expectFilesAsManifest(dataDir: string, manifest: Manifest) {
  const want = new Map(manifest.files.filter((f) => f.path.startsWith('data/')).map((f) => [f.path.slice('data/'.length), f.sha256]));
  const got = new Map<string, string>();
  for (const part of dataParts) for (const [rel, sha] of hashTree(path.join(dataDir, part))) got.set(`${part}/${rel}`, sha);
  expect(got).toEqual(want);
}

/** Every file a sys_file row names is there, with the row's size: the database was copied before the files. */
async function expectNamedFilesPresent(db: Db, dataDir: string) {
  const rows = await db.selectFrom('sys_file').select(['id', 'storage_path', 'size']).where('storage_path', '<>', '').execute();
  expect(rows.length).toBeGreaterThan(0);
  const missing = rows.filter((r) => fs.statSync(path.join(dataDir, 'files', r.storage_path), { throwIfNoEntry: false })?.size !== r.size);
  expect(missing).toEqual([]);
}

/** The restored plant answers: zhangwei signs in and sees his to-do list; users, instances, tasks and opinions as in the manifest. */
async function expectServerWorks(dataDir: string, manifest: Manifest, databaseUrl?: string) {
  const s = await serverOn(dataDir, databaseUrl);
  const { status, token } = await signIn(s.app, dataDir);
  expect(status).toBe(200);
  const todo = await s.app.inject({ method: 'POST', url: '/bpm-runtime/runtime/task/v1/getTodoList', payload: {}, headers: { authorization: `Bearer ${token}` } });
  expect(todo.statusCode).toBe(200);
  expect(Array.isArray(todo.json().rows)).toBe(true);
  for (const table of ['uc_user', 'bpm_instance', 'bpm_task', 'bpm_opinion', 'sys_file'] as const) {
    const n = Number((await s.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect({ table, n }).toEqual({ table, n: manifest.tables[table] });
    expect(n).toBeGreaterThan(0);
  }
  await expectNamedFilesPresent(s.db, dataDir);
  return s;
}

const describeFigures = (what: string, b: BackupReport, r: RestoreReport) =>
  `${what}: backup ${b.seconds.toFixed(1)} s, archive ${(b.bytes / 1e6).toFixed(1)} MB (${b.tables} tables, ${b.rows} rows, ${b.files} files); restore ${r.seconds.toFixed(1)} s`;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-drill-'));
  const started = performance.now();
  plant = await serverOn(path.join(root, 'plant'), undefined, true);
  figures.push(`seeding the demo plant: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}, 600_000);

afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
  fs.rmSync(root, { recursive: true, force: true });
  if (figures.length) console.info(`[backup drill]\n  ${figures.join('\n  ')}`);
});

describe('backup and restore drill (SQLite)', () => {
  it('backs up under load, restores into an empty DATA_DIR, and the restored plant matches the manifest and answers', async () => {
    sqliteArchive = path.join(root, 'archives', 'plant.tar.gz');
    const report = await backupUnderLoad(plant, sqliteArchive);
    sqliteManifest = report.manifest;
    expect(report.manifest).toMatchObject({ format: 'water-plant-backup', version: 1, dialect: 'sqlite', database: 'database/app.db' });
    expect(report.manifest.migration).toMatch(/^\d{3}_/);
    expect(report.manifest.files.map((f) => f.path)).toContain('data/keys/rsa-private.pem');
    expect(report.manifest.files[0].path).toBe('database/app.db');
    // Nothing but the archive is left beside it.
    expect(fs.readdirSync(path.dirname(sqliteArchive))).toEqual(['plant.tar.gz']);
    // The live database has gone on growing past the copy.
    const live = sqliteCounts(path.join(plant.config.dataDir, 'app.db'));
    expect(live.live_event).toBeGreaterThan(report.manifest.tables.live_event);

    const target = path.join(root, 'restored');
    const restored = await restoreBackup({ config: { dataDir: target }, file: sqliteArchive });
    figures.push(describeFigures('SQLite demo plant', report, restored));
    expect(restored).toMatchObject({ from: 'sqlite', to: 'sqlite', tables: report.tables, rows: report.rows, files: report.files, migrated: [] });
    expect(sqliteCounts(path.join(target, 'app.db'))).toEqual(report.manifest.tables);
    expectFilesAsManifest(target, report.manifest);
    // The keys are the plant's own: passwords encrypted for the old server decrypt on the restored one.
    expect(fs.readFileSync(path.join(target, 'keys', 'rsa-private.pem'))).toEqual(fs.readFileSync(path.join(plant.config.dataDir, 'keys', 'rsa-private.pem')));
    expect(fs.readdirSync(target).sort()).toEqual(['app.db', 'files', 'keys']);
    await (await expectServerWorks(target, report.manifest)).close();
  }, 600_000);
});

describe('refusals: a clear message, nothing changed', () => {
  it('refuses to restore into a DATA_DIR that holds a plant', async () => {
    const target = path.join(root, 'restored');
    const before = hashTree(target);
    const err = await restoreBackup({ config: { dataDir: target }, file: sqliteArchive }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpsError);
    expect((err as Error).message).toMatch(/^DATA_DIR .* is not empty \(it holds app\.db, files\/, keys\/\): a restore goes into an empty DATA_DIR only/);
    expect(hashTree(target)).toEqual(before);
  });

  it('refuses an archive whose file differs from its manifest, and one cut short', async () => {
    // Unpack, change one uploaded file by a byte, pack again with the same manifest.
    const unpacked = fs.mkdtempSync(path.join(root, 'tamper-'));
    await tarExtract({ file: sqliteArchive, cwd: unpacked });
    const victim = sqliteManifest.files.find((f) => f.path.startsWith('data/files/'))!;
    fs.appendFileSync(path.join(unpacked, victim.path), Buffer.from([0]));
    const tampered = path.join(root, 'archives', 'tampered.tar.gz');
    await tarCreate({ gzip: true, file: tampered, cwd: unpacked, portable: true }, [MANIFEST, 'database', 'data']);

    const fresh = path.join(root, 'never-made');
    const err = await restoreBackup({ config: { dataDir: fresh }, file: tampered }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpsError);
    expect((err as Error).message).toContain(`${victim.path} has ${victim.size + 1} bytes, its manifest says ${victim.size}; the archive is damaged`);
    expect(fs.existsSync(fresh)).toBe(false);

    // Same size, other bytes: the hash tells.
    fs.writeFileSync(path.join(unpacked, victim.path), Buffer.alloc(victim.size, 7));
    fs.rmSync(tampered);
    await tarCreate({ gzip: true, file: tampered, cwd: unpacked, portable: true }, [MANIFEST, 'database', 'data']);
    const empty = fs.mkdtempSync(path.join(root, 'empty-'));
    const err2 = await restoreBackup({ config: { dataDir: empty }, file: tampered }).catch((e: unknown) => e);
    expect((err2 as Error).message).toContain(`the sha256 of ${victim.path} differs from its manifest's; the archive is damaged`);
    expect(fs.readdirSync(empty)).toEqual([]);

    const cut = path.join(root, 'archives', 'cut.tar.gz');
    fs.writeFileSync(cut, fs.readFileSync(sqliteArchive).subarray(0, Math.floor(fs.statSync(sqliteArchive).size / 2)));
    const err3 = await restoreBackup({ config: { dataDir: empty }, file: cut }).catch((e: unknown) => e);
    expect(err3).toBeInstanceOf(OpsError);
    expect((err3 as Error).message).toMatch(/could not be unpacked; the archive is damaged/);
    expect(fs.readdirSync(empty)).toEqual([]);
  }, 120_000);

  it('refuses a file that is no backup archive', async () => {
    const other = path.join(root, 'archives', 'other.tar.gz');
    const dir = fs.mkdtempSync(path.join(root, 'other-'));
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'hello');
    await tarCreate({ gzip: true, file: other, cwd: dir }, ['notes.txt']);
    await expect(restoreBackup({ config: { dataDir: path.join(root, 'x') }, file: other })).rejects.toThrow(/is not a water-plant backup: its first entry is notes\.txt/);
    await expect(restoreBackup({ config: { dataDir: path.join(root, 'x') }, file: path.join(root, 'nope.tar.gz') })).rejects.toThrow(/no such archive/);
    expect(fs.existsSync(path.join(root, 'x'))).toBe(false);
  });

  it('refuses to back up onto an existing file', async () => {
    const before = fs.readFileSync(sqliteArchive);
    await expect(createBackup({ config: plant.config, file: sqliteArchive })).rejects.toThrow(/exists already; a backup never overwrites a file/);
    expect(fs.readFileSync(sqliteArchive).equals(before)).toBe(true);
    expect(fs.readdirSync(path.dirname(sqliteArchive)).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('the commands: usage without a file, exit codes, messages', async () => {
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    const e = { DATA_DIR: path.join(root, 'restored') } as NodeJS.ProcessEnv;
    expect(await runOps(['restore'], e, io)).toBe(2);
    expect(lines.join('\n')).toMatch(/The restore needs the archive file: npm run restore -- <archive\.tar\.gz>/);
    lines.length = 0;
    expect(await runOps(['backup'], e, io)).toBe(2);
    expect(lines.join('\n')).toMatch(/The backup needs the archive file/);
    lines.length = 0;
    expect(await runOps(['backup', sqliteArchive], e, io)).toBe(1);
    expect(lines.join('\n')).toMatch(/^Backup failed: .* exists already/m);
    lines.length = 0;
    expect(await runOps(['restore', sqliteArchive], e, io)).toBe(1);
    expect(lines.join('\n')).toMatch(/^Restore failed: DATA_DIR .* is not empty/m);
    lines.length = 0;
    expect(await runOps(['frobnicate', 'x'], e, io)).toBe(2);
    expect(lines.join('\n')).toMatch(/Unknown command "frobnicate"/);
    lines.length = 0;
    expect(await runOps(['backup', path.join(root, 'x.tar.gz')], { ...e, BACKUP_KEEP: '0' }, io)).toBe(1);
    expect(lines.join('\n')).toMatch(/Invalid configuration: BACKUP_KEEP/);
  });
});

describe.runIf(testPgUrl)('on PostgreSQL', () => {
  let first: { url: string; dataDir: string };

  it('restores the SQLite archive into an empty PostgreSQL database (a plant moving to PostgreSQL)', async () => {
    const db = await freshPgDatabase(testPgUrl!, 'drill_a');
    cleanups.push(db.drop);
    first = { url: db.url, dataDir: path.join(root, 'pg-a') };
    const restored = await restoreBackup({ config: { dataDir: first.dataDir, databaseUrl: first.url }, file: sqliteArchive });
    figures.push(`SQLite archive restored into PostgreSQL: ${restored.seconds.toFixed(1)} s (${restored.rows} rows)`);
    expect(restored).toMatchObject({ from: 'sqlite', to: 'postgres', rows: Object.values(sqliteManifest.tables).reduce((a, b) => a + b, 0) });
    const counts = await postgresCounts(first.url);
    for (const [table, n] of Object.entries(sqliteManifest.tables)) if (!table.startsWith('kysely_migration')) expect({ table, n: counts[table] }).toEqual({ table, n });
    expectFilesAsManifest(first.dataDir, sqliteManifest);
    expect(fs.existsSync(path.join(first.dataDir, 'app.db'))).toBe(false);
    await expectServerWorks(first.dataDir, sqliteManifest, first.url);
  }, 600_000);

  it('backs up under load with pg_dump, restores into a second empty database, and the copy matches and answers', async () => {
    const source = await serverOn(first.dataDir, first.url);
    const archive = path.join(root, 'archives', 'plant-pg.tar.gz');
    const report = await backupUnderLoad(source, archive);
    expect(report.manifest).toMatchObject({ dialect: 'postgres', pgSchema: 'public', database: 'database/postgres.dump' });
    expect(report.manifest.files[0].path).toBe('database/postgres.dump');

    const second = await freshPgDatabase(testPgUrl!, 'drill_b');
    cleanups.push(second.drop);
    const dataDir = path.join(root, 'pg-b');
    const restored = await restoreBackup({ config: { dataDir, databaseUrl: second.url }, file: archive });
    figures.push(describeFigures('PostgreSQL demo plant', report, restored));
    expect(restored).toMatchObject({ from: 'postgres', to: 'postgres', rows: report.rows, files: report.files });
    expect(await postgresCounts(second.url)).toEqual(report.manifest.tables);
    expectFilesAsManifest(dataDir, report.manifest);
    const restoredServer = await expectServerWorks(dataDir, report.manifest, second.url);
    // The sequences came along: a new live event gets an id after the restored ones.
    const maxId = Number((await restoredServer.db.selectFrom('live_event').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m);
    const [{ id }] = await restoredServer.db.insertInto('live_event').values({ tenant_id: 't', user_id: 'u', kind: 'k', data_json: '{}', created_at: 'now' }).returning('id').execute();
    expect(Number(id)).toBeGreaterThan(maxId);

    // Refusals: into the now non-empty database; a PostgreSQL archive into SQLite.
    const emptyDir = fs.mkdtempSync(path.join(root, 'pg-c-'));
    await expect(restoreBackup({ config: { dataDir: emptyDir, databaseUrl: second.url }, file: archive }))
      .rejects.toThrow(/the PostgreSQL schema public of DATABASE_URL is not empty \(\d+ tables/);
    await expect(restoreBackup({ config: { dataDir: emptyDir }, file: archive }))
      .rejects.toThrow(/holds a PostgreSQL database \(pg_dump\); restoring it into SQLite is not supported/);
    expect(fs.readdirSync(emptyDir)).toEqual([]);
  }, 600_000);
});
