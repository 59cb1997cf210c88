import type { TFunction } from 'i18next';
import { CallError } from '../../../lib/http/client.js';

/**
 * What a password form shows beside its fields when the server refused: its message, or a network note. Null
 * for a cancelled call and for a 401, which has already ended the session.
 */
export function refusalOf(err: unknown, t: TFunction): string | null {
  if (!(err instanceof CallError) || err.cancelled || err.status === 401) return null;
  return err.status ? err.message || t('common:error.unknown') : t('common:error.network');
}
