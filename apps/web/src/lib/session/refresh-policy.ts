import type { LoginUser } from '@wp/contract';

export const REFRESH_GUARD_MS = 3000;

/** A token older than one fifth of its lifetime is refreshed in the background (spec section 4). */
export function needsRefresh(user: Pick<LoginUser, 'loginTime' | 'expiration'>, now: number): boolean {
  return now - user.loginTime >= (user.expiration * 1000) / 5;
}

/** After a refresh starts, no other may start for 3 seconds. */
export function guardAllows(lastRefreshStartedAt: number | null, now: number): boolean {
  return lastRefreshStartedAt === null || now - lastRefreshStartedAt >= REFRESH_GUARD_MS;
}
