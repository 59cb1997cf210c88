import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { createBackup } from '../../ops/backup.js';
import { formatBytes } from '../../ops/errors.js';
import type { Clock } from '../../platform/clock.js';
import type { Job } from '../jobs/executor.js';
import type { JobsModule } from '../jobs/index.js';
import { parseBackupCron } from './cron.js';

export const BACKUP_JOB = 'backup';

/**
 * A run's job id: every process plans the next run under the same id, so with several server processes the
 * second insert is refused (a unique violation, ignored) and each run exists, and runs, once.
 */
export const backupJobId = (dueAt: Date) => `backup:${dueAt.toISOString()}`;

/** The archive of the run due at `dueAt`: water-plant-20260302T023000Z.tar.gz (UTC, so names sort by time). */
export const backupFileName = (dueAt: Date) => `water-plant-${dueAt.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '')}.tar.gz`;
const ARCHIVE_NAME = /^water-plant-\d{8}T\d{6}Z\.tar\.gz$/;
/** The work directory createBackup keeps beside an archive while writing it (left behind by a killed process). */
const WORK_DIR = /^\.water-plant-\d{8}T\d{6}Z\.tar\.gz\.[A-Za-z0-9]{6}$/;

interface BackupPayload { dueAt: string }

/**
 * Scheduled backups (BACKUP_CRON, BACKUP_DIR, BACKUP_KEEP) through the due-jobs table: one job per run, id
 * `backup:<due time>`. Its handler plans the next run first (a failing backup, retried with the executor's
 * back-off, must not stop the ones after it), writes BACKUP_DIR/water-plant-<UTC time>.tar.gz with the same code
 * as `npm run backup`, and deletes the oldest archives beyond BACKUP_KEEP. A run the server missed (it was
 * down) runs once when it is back; the next is planned from then on, not every missed time in between.
 */
export function createBackupScheduler(deps: {
  config: Config;
  jobs: Pick<JobsModule, 'schedule'>;
  clock: Clock;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}) {
  const { config, clock } = deps;
  const schedule = config.backupCron ? parseBackupCron(config.backupCron) : undefined;

  /** Plans the first run after `after`; resolves with its time (undefined: no BACKUP_CRON). */
  async function planAfter(after: Date): Promise<Date | undefined> {
    if (!schedule) return undefined;
    const dueAt = schedule.next(after);
    const spec = { id: backupJobId(dueAt), tenantId: config.defaultTenant, kind: BACKUP_JOB, payload: { dueAt: dueAt.toISOString() } satisfies BackupPayload, dueAt: dueAt.toISOString() };
    try {
      await deps.jobs.schedule([spec]);
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
    return dueAt;
  }

  return {
    /** The schedule read from BACKUP_CRON; undefined when there is none. */
    schedule,

    /** At start: plans the next run (already planned by this or another process: nothing happens). */
    start: () => planAfter(clock.now()),

    /** The job's handler. */
    async run(job: Job): Promise<void> {
      // BACKUP_CRON was unset since the run was planned: nothing to do, nothing to plan.
      if (!schedule) return;
      // The planned time, from the payload: a retried job's due_at is its retry time.
      const planned = new Date((job.payload as BackupPayload).dueAt);
      await planAfter(new Date(Math.max(planned.getTime(), clock.now().getTime())));
      // A run planned under an earlier BACKUP_CRON is dropped; the current schedule has planned its own.
      if (!schedule.matches(planned)) return;
      const file = path.join(config.backupDir, backupFileName(planned));
      // An earlier attempt, or another process whose claim ran out, may have written it already: archives get
      // their name only when complete, so one under the name is done.
      if (!fs.existsSync(file)) {
        const r = await createBackup({ config, file, now: () => clock.now() });
        deps.log?.info({ file, bytes: r.bytes, seconds: Number(r.seconds.toFixed(1)), rows: r.rows, files: r.files }, `scheduled backup written (${formatBytes(r.bytes)})`);
      }
      const deleted = await pruneBackups(config.backupDir, config.backupKeep, clock.now());
      if (deleted.length > 0) deps.log?.info({ deleted }, `deleted ${deleted.length} old backup(s) beyond BACKUP_KEEP=${config.backupKeep}`);
    },
  };
}
export type BackupScheduler = ReturnType<typeof createBackupScheduler>;

/**
 * Keeps the newest `keep` archives of the schedule (by their names: UTC times sort) and deletes the others; other
 * files in the directory are never touched. Also removes work directories of backups killed midway, a day old.
 * Returns the names deleted.
 */
export async function pruneBackups(dir: string, keep: number, now: Date): Promise<string[]> {
  const names = await fsp.readdir(dir).catch(() => [] as string[]);
  const archives = names.filter((n) => ARCHIVE_NAME.test(n)).sort();
  const doomed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const n of doomed) await fsp.rm(path.join(dir, n), { force: true });
  for (const n of names.filter((n) => WORK_DIR.test(n))) {
    const stat = await fsp.stat(path.join(dir, n)).catch(() => undefined);
    if (stat && now.getTime() - stat.mtimeMs > 24 * 3600_000) await fsp.rm(path.join(dir, n), { recursive: true, force: true });
  }
  return doomed;
}
