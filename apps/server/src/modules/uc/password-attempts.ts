import type { Clock } from '../../platform/clock.js';
import { locked } from '../../platform/errors.js';
import type { UcRepository } from './uc.repository.js';

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;

/**
 * Password guessing protection shared by sign-in and password change: 5 wrong passwords for one account
 * within 15 minutes lock it for 15 minutes.
 */
export function createPasswordAttempts(repo: UcRepository, clock: Clock) {
  const now = () => clock.now().getTime();
  return {
    /** Throws 423 while the account is locked; returns how many failures the window holds. */
    async assertNotLocked(tenantId: string, account: string): Promise<number> {
      const failures = await repo.recentFailures(tenantId, account, new Date(now() - LOCK_WINDOW_MS).toISOString());
      if (failures.length >= LOCK_AFTER_FAILURES) {
        const unlockAt = new Date(failures[LOCK_AFTER_FAILURES - 1].failed_at).getTime() + LOCK_WINDOW_MS;
        throw locked('auth.locked', { minutes: Math.max(1, Math.ceil((unlockAt - now()) / 60000)) });
      }
      return failures.length;
    },
    /** Records a wrong password; the failure that reaches the limit already answers "locked". */
    async recordFailure(tenantId: string, account: string, earlierFailures: number): Promise<void> {
      await repo.addFailure(tenantId, account, new Date(now()).toISOString());
      if (earlierFailures + 1 >= LOCK_AFTER_FAILURES) throw locked('auth.locked', { minutes: LOCK_WINDOW_MS / 60000 });
    },
    clear: (tenantId: string, account: string) => repo.clearFailures(tenantId, account),
  };
}
export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;
