/**
 * The error catalogue of spec section 8 as one pure decision: given what went wrong, what the user sees
 * and whether the session ends. Texts are i18n keys (see i18n/locales/*\/common.json).
 */
export type FailureOutcome =
  | { show: 'danger' | 'warning'; key: string; text?: string; logout?: false }
  | { show: 'none'; logout: true }
  | { show: 'none'; logout?: false };

export interface Failure {
  /** HTTP status; undefined for network errors and time-outs. */
  status?: number;
  /** The server's `message`, if it sent one. */
  serverMessage?: string;
  /** The transport error text ('Network Error', 'timeout of … exceeded', 'Request failed with status code …'). */
  errorText?: string;
  /** The caller asked not to be told (spec: "unless suppressed for that call"). */
  silent?: boolean;
  /** A call made without a session (sign-in): its 401 means wrong credentials, not an ended session. */
  anonymous?: boolean;
}

const JWT_EXPIRED = 'JWT expired at';

export function describeFailure(f: Failure): FailureOutcome {
  if (f.status === 401 && !f.anonymous) return { show: 'none', logout: true };
  if (f.silent) return { show: 'none' };
  const text = f.serverMessage || f.errorText || '';
  if (text.includes(JWT_EXPIRED)) return { show: 'warning', key: 'error.jwtExpired' };
  if (!f.status && f.errorText?.startsWith('timeout of')) return { show: 'danger', key: 'error.loginTimeout' };
  if (f.status === 403) return { show: 'danger', key: 'error.text', text: text || 'Forbidden' };
  if (f.status && f.status >= 500) return { show: 'danger', key: 'error.text', text: f.serverMessage || f.errorText || '' };
  if (!text) return { show: 'danger', key: 'error.network' };
  return { show: 'danger', key: 'error.text', text };
}

/** A reply with `state:false` and HTTP 200 is a failure too: its message is shown in red. */
export const isStateFalse = (data: unknown): data is { state: false; message?: string } =>
  typeof data === 'object' && data !== null && (data as { state?: unknown }).state === false;
