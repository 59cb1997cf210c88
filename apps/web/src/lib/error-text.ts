import i18n from '../i18n/index.js';
import { CallError } from './http/client.js';
import { isPageFileFailure } from './page-files.js';

/**
 * What a screen says about an error it caught, in the user's language: a call's failure in the catalogue's
 * words (its message), a file that did not arrive as 'network error', anything else (a bug: 'x is not
 * defined') as 'the system has gone wrong'. Never the error's own text, which is for developers.
 */
export function errorText(error: unknown): string {
  if (error instanceof CallError) return error.message;
  return i18n.t(isPageFileFailure(error) ? 'common:error.network' : 'common:systemError');
}
