import { Cron } from 'croner';

/**
 * BACKUP_CRON: a standard 5-field cron expression (minute hour day-of-month month day-of-week, e.g. `30 2 * * *`
 * for 02:30 every day) in the server's local time (TZ). croner reads it, in its 5-part mode: no seconds or year
 * field, and day-of-month and day-of-week combined with OR as in Vixie cron.
 */
export interface BackupSchedule {
  readonly expression: string;
  /** The first run strictly after `after`. */
  next(after: Date): Date;
  /** Whether `at` is one of the expression's times (a run planned under another BACKUP_CRON is not). */
  matches(at: Date): boolean;
}

/** Why `expression` is no 5-field cron expression, or undefined when it is one. */
export function cronProblem(expression: string): string | undefined {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return `needs 5 fields (minute hour day-of-month month day-of-week, e.g. "30 2 * * *"), got ${fields.length}`;
  try {
    const cron = new Cron(expression.trim(), { paused: true, mode: '5-part' });
    if (!cron.nextRun(new Date())) return 'is never due';
  } catch (e) {
    return (e as Error).message.replace(/^CronPattern: /, '');
  }
  return undefined;
}

export function parseBackupCron(expression: string): BackupSchedule {
  const problem = cronProblem(expression);
  if (problem) throw new Error(`BACKUP_CRON ${JSON.stringify(expression)} ${problem}`);
  const cron = new Cron(expression.trim(), { paused: true, mode: '5-part' });
  return {
    expression,
    next(after) {
      const at = cron.nextRun(after);
      if (!at) throw new Error(`BACKUP_CRON ${JSON.stringify(expression)} has no time after ${after.toISOString()}`);
      return at;
    },
    matches: (at) => at.getUTCSeconds() === 0 && at.getUTCMilliseconds() === 0 && cron.match(at),
  };
}
