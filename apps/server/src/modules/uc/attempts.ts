import type { Clock } from '../../platform/clock.js';
import { AppError, locked } from '../../platform/errors.js';
import type { UcRepository } from './uc.repository.js';

/**
 * What each guarded thing allows in a window. Passwords lock after 5 wrong ones in 15 minutes (per account for
 * the sign-in password, per user for the seal password); request limits per client address, per user and per
 * session keep a script from trying many accounts, or refreshing without end.
 */
export const attemptRules = (addressLimitPerMinute: number) => ({
  password: { max: 5, windowMs: 15 * 60_000 },
  seal: { max: 5, windowMs: 15 * 60_000 },
  signInFromAddress: { max: addressLimitPerMinute, windowMs: 60_000 },
  sealFromAddress: { max: addressLimitPerMinute, windowMs: 60_000 },
  refreshOfSession: { max: 20, windowMs: 60_000 },
  // A person's phone, tablet and app together; and a client address refreshing for many accounts.
  refreshOfUser: { max: 60, windowMs: 60_000 },
  refreshFromAddress: { max: addressLimitPerMinute, windowMs: 60_000 },
  // The asset system's single sign-on: tickets are unguessable, but a client spraying them is stopped all the same.
  eamSignInFromAddress: { max: addressLimitPerMinute, windowMs: 60_000 },
});
export type AttemptScope = keyof ReturnType<typeof attemptRules>;

/**
 * Attempt counters in the database (uc_attempt), so that every server process counts the same attempts. Each
 * attempt is counted *before* what it guards is checked: 40 parallel guesses get 5 checks, not 24.
 */
export function createAttempts(repo: UcRepository, clock: Clock, addressLimitPerMinute: number) {
  const rules = attemptRules(addressLimitPerMinute);
  const count = async (scope: AttemptScope, key: string) => {
    const now = clock.now().getTime();
    const rule = rules[scope];
    const { n, windowStart } = await repo.countAttempt(scope, key, new Date(now).toISOString(), new Date(now - rule.windowMs).toISOString());
    const msLeft = Date.parse(windowStart) + rule.windowMs - now;
    return { n, max: rule.max, minutesLeft: Math.max(1, Math.ceil(msLeft / 60_000)), secondsLeft: Math.max(1, Math.ceil(msLeft / 1000)) };
  };

  return {
    /**
     * Runs a password check under its lockout: refused with 423 while locked (without checking), the lock set
     * by the failure that reaches the limit, the count cleared by a right password. Answers the check's result.
     */
    async checkPassword(scope: 'password' | 'seal', key: string, check: () => Promise<boolean>): Promise<boolean> {
      const a = await count(scope, key);
      if (a.n > a.max) throw locked(scope === 'seal' ? 'seal.locked' : 'auth.locked', { minutes: a.minutesLeft });
      if (await check()) {
        await repo.clearAttempts(scope, key);
        return true;
      }
      if (a.n === a.max) throw locked(scope === 'seal' ? 'seal.locked' : 'auth.locked', { minutes: a.minutesLeft });
      return false;
    },

    /** Counts a request; over the limit, 429 saying in how many seconds to try again. */
    async limit(scope: Exclude<AttemptScope, 'password' | 'seal'>, key: string): Promise<void> {
      const a = await count(scope, key);
      if (a.n > a.max) throw new AppError(429, 'request.tooMany', 'too many requests', { seconds: a.secondsLeft });
    },
  };
}
export type Attempts = ReturnType<typeof createAttempts>;
