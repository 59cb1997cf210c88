import type { EamUser } from '@wp/contract';
import { keys, local } from '../storage.js';

/** The asset token as kept in local storage: the asset system's answer to sign-in, and whose portal session it is. */
export interface StoredEamToken {
  token: string;
  expiresAt: string;
  user: EamUser;
  /** The portal user the token was issued for: another user on this device signs in afresh. */
  portalUserId: string;
}

/** A token this close to its end is not used: it could expire on the way. */
const MARGIN_MS = 60_000;

export function readEamToken(): StoredEamToken | null {
  const value = local.getJson<StoredEamToken>(keys.assetToken);
  return value && typeof value.token === 'string' ? value : null;
}

/** The stored token if it belongs to `portalUserId` and still works for a while, else null. */
export function usableEamToken(portalUserId: string | undefined, now = Date.now()): string | null {
  const stored = readEamToken();
  if (!stored || !portalUserId || stored.portalUserId !== portalUserId) return null;
  return Date.parse(stored.expiresAt) - MARGIN_MS > now ? stored.token : null;
}

export const saveEamToken = (value: StoredEamToken) => local.setJson(keys.assetToken, value);

export const forgetEamToken = () => local.remove(keys.assetToken);
