import { CallError } from '../../../lib/http/client.js';

/**
 * What a password form shows beside its fields when a call failed: the call's message (already the catalogue's
 * words in the user's language). Null for a cancelled call and for a 401, which has already ended the session.
 */
export function refusalOf(err: unknown): string | null {
  if (!(err instanceof CallError) || err.cancelled || err.status === 401) return null;
  return err.message;
}
