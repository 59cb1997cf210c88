import { serverModule } from '../server-module.js';
import { BACKUP_JOB, createBackupScheduler, type BackupScheduler } from './scheduler.js';

declare module '../server-module.js' {
  interface ModuleProvides { backups: BackupScheduler }
}

/**
 * Scheduled backups (BACKUP_CRON): a job per run in the due-jobs table, so with several server processes each
 * run happens once, in whichever process claims it. The handler is registered even without BACKUP_CRON, so
 * a run planned before the setting was removed ends quietly instead of failing for want of a handler.
 */
export const backupsModule = serverModule({
  name: 'backups',
  needs: ['jobs'],
  register(app, { jobs }, { config, clock }) {
    const backups = createBackupScheduler({ config, jobs, clock, log: app.log });
    jobs.executor.handle(BACKUP_JOB, (job) => backups.run(job));
    if (backups.schedule) {
      app.addHook('onReady', async () => {
        const next = await backups.start();
        app.log.info({ cron: config.backupCron, dir: config.backupDir, keep: config.backupKeep }, `next scheduled backup at ${next?.toISOString()}`);
      });
    }
    return backups;
  },
});
