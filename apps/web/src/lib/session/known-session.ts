import type { LoginUser } from '@wp/contract';
import { keys, local } from '../storage.js';
import { guestScope } from './guest.js';

/**
 * Who is signed in on this device, remembered in local storage without the token (ADR 0029). The session itself
 * lives in the tab's session storage (ADR 0016), so an installed app closed and reopened starts without it; with no
 * network sign-in cannot work, but the device still holds this user's saved lists, tasks and waiting actions. The
 * route guard lets the user in to those, offline only and until the session would have expired.
 */
export type KnownSession = Omit<LoginUser, 'token'>;

/** Remembers a signed-in (or refreshed) session; a shared link's guest, who may read one page, is not remembered. */
export function rememberSession(user: LoginUser): void {
  if (guestScope(user.token) !== null) return;
  const { account, userId, username, loginTime, expiration, tenantId } = user;
  local.setJson(keys.knownSession, { account, userId, username, loginTime, expiration, tenantId } satisfies KnownSession);
}

/** Signed out: the device knows nobody. */
export const forgetSession = () => local.remove(keys.knownSession);

/** The session the device knows, while its token would still be valid (its lifetime from sign-in or last refresh). */
export function knownSession(now = Date.now()): KnownSession | null {
  const known = local.getJson<Partial<KnownSession>>(keys.knownSession);
  if (!known || typeof known.userId !== 'string' || typeof known.loginTime !== 'number' || typeof known.expiration !== 'number') return null;
  return now < known.loginTime + known.expiration * 1000 ? (known as KnownSession) : null;
}

/** A session resumed from what the device knows carries no token: it reads the device's copies, the server sees nobody. */
export const deviceOnly = (user: Pick<LoginUser, 'token'>) => user.token === '';
