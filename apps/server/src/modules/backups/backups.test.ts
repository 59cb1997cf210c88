import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig, type Config } from '../../config.js';
import { migrate, openDatabase, type Db } from '../../db/database.js';
import { readManifest } from '../../ops/archive.js';
import { restoreBackup } from '../../ops/restore.js';
import { freshPgDatabase, testPgUrl } from '../../ops/test-kit.js';
import { movableClock } from '../../test/clock.js';
import { createJobsModule } from '../jobs/index.js';
import { parseBackupCron } from './cron.js';
import { BACKUP_JOB, backupFileName, backupJobId, createBackupScheduler, pruneBackups } from './scheduler.js';

/** Every 6 hours: four runs a day, whatever the time zone (TZ) of the machine running the tests. */
const CRON = '0 */6 * * *';
const schedule = parseBackupCron(CRON);

const backupJobs = (db: Db) => db.selectFrom('sys_job').select(['id', 'due_at']).where('kind', '=', BACKUP_JOB).orderBy('due_at').execute();
const archivesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.tar.gz')).sort() : []);

describe('BACKUP_CRON, BACKUP_DIR, BACKUP_KEEP', () => {
  it('are read and checked at start, with a message naming the setting', () => {
    const c = loadConfig({ BACKUP_CRON: ' 30 2 * * * ', BACKUP_DIR: 'somewhere', BACKUP_KEEP: '3' } as NodeJS.ProcessEnv);
    expect(c).toMatchObject({ backupCron: '30 2 * * *', backupDir: path.resolve('somewhere'), backupKeep: 3 });
    expect(loadConfig({} as NodeJS.ProcessEnv)).toMatchObject({ backupCron: undefined, backupDir: path.resolve('backups'), backupKeep: 7 });
    expect(loadConfig({ BACKUP_CRON: '' } as NodeJS.ProcessEnv).backupCron).toBeUndefined();
    expect(() => loadConfig({ BACKUP_CRON: '0 0 2 * * *' } as NodeJS.ProcessEnv)).toThrow(/^Invalid configuration: BACKUP_CRON: "0 0 2 \* \* \*" needs 5 fields \(minute hour day-of-month month day-of-week, e\.g\. "30 2 \* \* \*"\), got 6/);
    expect(() => loadConfig({ BACKUP_CRON: '61 2 * * *' } as NodeJS.ProcessEnv)).toThrow(/BACKUP_CRON: "61 2 \* \* \*" Invalid value for minute: 61/);
    expect(() => loadConfig({ BACKUP_CRON: 'at two' } as NodeJS.ProcessEnv)).toThrow(/BACKUP_CRON: "at two" needs 5 fields/);
    expect(() => loadConfig({ BACKUP_CRON: '0 2 31 2 *' } as NodeJS.ProcessEnv)).toThrow(/BACKUP_CRON: "0 2 31 2 \*" is never due/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' } as NodeJS.ProcessEnv)).toThrow(/BACKUP_KEEP/);
  });

  it('names archives by their run time in UTC, so names sort by time', () => {
    expect(backupFileName(new Date('2026-03-02T02:30:00.000Z'))).toBe('water-plant-20260302T023000Z.tar.gz');
    expect(backupJobId(new Date('2026-03-02T02:30:00.000Z'))).toBe('backup:2026-03-02T02:30:00.000Z');
    const at = new Date('2026-03-02T05:00:00.000Z');
    expect(schedule.matches(schedule.next(at))).toBe(true);
    expect(schedule.matches(new Date(schedule.next(at).getTime() + 60_000))).toBe(false);
  });

  it('pruning keeps the newest archives and touches no other file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-prune-'));
    const names = ['water-plant-20260301T000000Z.tar.gz', 'water-plant-20260302T000000Z.tar.gz', 'water-plant-20260303T000000Z.tar.gz', 'manual.tar.gz', 'notes.txt'];
    for (const n of names) fs.writeFileSync(path.join(dir, n), n);
    expect(await pruneBackups(dir, 2, new Date())).toEqual(['water-plant-20260301T000000Z.tar.gz']);
    expect(fs.readdirSync(dir).sort()).toEqual(['manual.tar.gz', 'notes.txt', 'water-plant-20260302T000000Z.tar.gz', 'water-plant-20260303T000000Z.tar.gz']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

/** A server with BACKUP_CRON on a real data directory (SQLite file, or a PostgreSQL database of its own), on a movable clock. */
for (const dialect of ['sqlite', ...(testPgUrl ? ['postgres'] : [])] as const) {
  describe(`scheduled backups (${dialect})`, () => {
    let root: string;
    let config: Config;
    let db: Db;
    let app: FastifyInstance;
    let dropDatabase: (() => Promise<void>) | undefined;
    const clock = movableClock('2026-03-02T01:10:00.000Z');
    const first = schedule.next(clock.now());

    beforeAll(async () => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-backups-'));
      let databaseUrl: string | undefined;
      if (dialect === 'postgres') {
        const pg = await freshPgDatabase(testPgUrl!, 'sched');
        databaseUrl = pg.url;
        dropDatabase = pg.drop;
      }
      config = loadConfig({
        DATA_DIR: path.join(root, 'data'), BACKUP_DIR: path.join(root, 'backups'), BACKUP_CRON: CRON, BACKUP_KEEP: '2',
        LOG_LEVEL: 'silent', JOB_POLL_MS: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      } as NodeJS.ProcessEnv);
      ({ db } = await openDatabase(config));
      await migrate(db);
      app = await buildApp({ config, db, clock });
      await app.ready();
      fs.mkdirSync(path.join(config.dataDir, 'files', '2026', '03'), { recursive: true });
      fs.writeFileSync(path.join(config.dataDir, 'files', '2026', '03', 'photo'), 'a photo');
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await db?.destroy();
      await dropDatabase?.().catch(() => undefined);
      fs.rmSync(root, { recursive: true, force: true });
    });

    it('plans the first run at start, and nothing runs before it is due', async () => {
      expect(await backupJobs(db)).toEqual([{ id: backupJobId(first), due_at: first.toISOString() }]);
      expect(await app.jobs.runDue()).toBe(0);
      expect(archivesIn(config.backupDir)).toEqual([]);
    });

    it('writes the archive at the cron time and plans the next run', async () => {
      clock.set(first.toISOString());
      expect(await app.jobs.runDue()).toBe(1);
      expect(archivesIn(config.backupDir)).toEqual([backupFileName(first)]);
      const second = schedule.next(first);
      expect(await backupJobs(db)).toEqual([{ id: backupJobId(second), due_at: second.toISOString() }]);
      const manifest = await readManifest(path.join(config.backupDir, backupFileName(first)));
      expect(manifest).toMatchObject({ dialect, createdAt: first.toISOString() });
      expect(manifest.files.map((f) => f.path)).toEqual(expect.arrayContaining(['data/files/2026/03/photo', 'data/keys/rsa-private.pem']));
      // Nothing else is left in BACKUP_DIR (no work directory, no partial archive).
      expect(fs.readdirSync(config.backupDir)).toEqual([backupFileName(first)]);
    }, 60_000);

    it('keeps the newest BACKUP_KEEP archives', async () => {
      let at = first;
      for (let i = 0; i < 3; i++) {
        at = schedule.next(at);
        clock.set(at.toISOString());
        expect(await app.jobs.runDue()).toBe(1);
      }
      const last = at;
      const beforeLast = new Date(last.getTime() - 6 * 3600_000);
      expect(archivesIn(config.backupDir)).toEqual([backupFileName(beforeLast), backupFileName(last)]);
      expect(await backupJobs(db)).toEqual([{ id: backupJobId(schedule.next(last)), due_at: schedule.next(last).toISOString() }]);
    }, 120_000);

    it('runs a missed run once when the server is back, and plans from then on', async () => {
      const [{ due_at: due }] = await backupJobs(db);
      // Down for a day: four runs missed.
      clock.set(new Date(Date.parse(due) + 24 * 3600_000 + 5 * 60_000).toISOString());
      expect(await app.jobs.runDue()).toBe(1);
      expect(archivesIn(config.backupDir)).toContain(backupFileName(new Date(due)));
      const next = schedule.next(clock.now());
      expect(await backupJobs(db)).toEqual([{ id: backupJobId(next), due_at: next.toISOString() }]);
      expect(await app.jobs.runDue()).toBe(0);
    }, 60_000);

    it('with several processes, each run is planned once and written once', async () => {
      // Two more "server processes": executors of their own on the same database, each planning at start.
      const others = [0, 1].map(() => {
        const jobs = createJobsModule({ db, clock });
        const backups = createBackupScheduler({ config, jobs, clock });
        jobs.executor.handle(BACKUP_JOB, (job) => backups.run(job));
        return { jobs, backups };
      });
      await Promise.all(others.map((o) => o.backups.start()));
      const [planned] = await backupJobs(db);
      expect(await backupJobs(db)).toHaveLength(1);
      clock.set(planned.due_at);
      const ran = await Promise.all([app.jobs.runDue(), ...others.map((o) => o.jobs.executor.runDue())]);
      expect(ran.reduce((a, b) => a + b)).toBe(1);
      expect(archivesIn(config.backupDir)).toContain(backupFileName(new Date(planned.due_at)));
      expect(archivesIn(config.backupDir)).toHaveLength(2);
      expect(await backupJobs(db)).toHaveLength(1);
    }, 60_000);

    it('a run planned under another BACKUP_CRON writes nothing; the archive written restores', async () => {
      const stray = new Date(Date.parse((await backupJobs(db))[0].due_at) - 17 * 60_000);
      await createJobsModule({ db, clock }).schedule([{ id: backupJobId(stray), tenantId: 'platform', kind: BACKUP_JOB, payload: { dueAt: stray.toISOString() }, dueAt: stray.toISOString() }]);
      clock.set(stray.toISOString());
      const before = archivesIn(config.backupDir);
      expect(await app.jobs.runDue()).toBe(1);
      expect(archivesIn(config.backupDir)).toEqual(before);
      expect(await backupJobs(db)).toHaveLength(1);

      if (dialect === 'sqlite') {
        const restored = await restoreBackup({ config: { dataDir: path.join(root, 'restored') }, file: path.join(config.backupDir, before.at(-1)!) });
        expect(restored.files).toBeGreaterThanOrEqual(4);
        expect(fs.readFileSync(path.join(root, 'restored', 'files', '2026', '03', 'photo'), 'utf8')).toBe('a photo');
      }
    }, 60_000);
  });
}
