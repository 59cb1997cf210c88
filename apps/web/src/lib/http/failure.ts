/**
 * The error catalogue of spec section 8 as one pure decision: given what went wrong, what the user sees
 * and whether the session ends. Texts are i18n keys (see i18n/locales/*\/common.json).
 */
export type FailureOutcome =
  | ({ show: 'danger' | 'warning'; logout?: false } & FailureWords)
  | { show: 'none'; logout: true }
  | { show: 'none'; logout?: false };

/** What the user reads: a catalogue key, or the server's own words (`key` 'error.text' with `text`). */
export interface FailureWords {
  key: string;
  text?: string;
}

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
  /** No answer, and the browser says the device is offline: a failure the user already sees in the offline strip. */
  offline?: boolean;
  /** An action the user asked for (it shows the loading overlay), not a read of a screen or of the background. */
  action?: boolean;
}

const JWT_EXPIRED = 'JWT expired at';
/** A request schema's refusal names fields by their path ('querystring.shortUrl: 不能为空'): words for developers. */
const SCHEMA_REFUSAL = /^(body|querystring|params|headers)\b[\w.[\]]*:\s/;
/** A gateway that could not reach the server (or a server not up yet) is the network, as far as the user can tell. */
const GATEWAY = new Set([502, 503, 504]);
/** No answer from the server itself: no status (offline, timed out) or a gateway's. A retry may pass. */
export const unreachable = (status: number | undefined) => status === undefined || GATEWAY.has(status);

/** A form's refusal without its fields' paths ('data.amount: 采购金额不能为空' says the label), or null. */
function formRules(text: string): string | null {
  const rules = text.split(/;\s*/).map((part) => /^data\.[\w.[\]]+:\s*(.+)$/.exec(part)?.[1]);
  return rules.every(Boolean) ? rules.join('; ') : null;
}

/**
 * The words for a failure, never the transport's English ('Network Error', 'Request failed with status code
 * 500') nor a field's path: no answer while the browser says the device is offline 'you are offline'; other
 * network, aborted and gateway failures 'network error, please try again later', a time-out 'login timed out',
 * a 5xx without a message 'the system has gone wrong', a 403 without one 'you may not view this content', other
 * statuses without one 'the operation failed'.
 */
export function failureWords(f: Pick<Failure, 'status' | 'serverMessage' | 'errorText' | 'offline'>): FailureWords {
  // Offline is said as offline, not as a network that misbehaves and may answer if tried again at once.
  if (f.offline && unreachable(f.status)) return { key: 'error.offline' };
  const text = f.serverMessage?.trim();
  if ((text || f.errorText || '').includes(JWT_EXPIRED)) return { key: 'error.jwtExpired' };
  if (text) {
    const rules = formRules(text);
    if (rules) return { key: 'error.text', text: rules };
    return SCHEMA_REFUSAL.test(text) ? { key: 'error.badRequest' } : { key: 'error.text', text };
  }
  if (!f.status) return { key: f.errorText?.startsWith('timeout of') ? 'error.loginTimeout' : 'error.network' };
  if (f.status === 403) return { key: 'error.forbiddenPage' };
  if (unreachable(f.status)) return { key: 'error.network' };
  return { key: f.status >= 500 ? 'systemError' : 'error.unknown' };
}

export function describeFailure(f: Failure): FailureOutcome {
  if (f.status === 401 && !f.anonymous) return { show: 'none', logout: true };
  if (f.silent) return { show: 'none' };
  const words = failureWords(f);
  // Offline, a read fails into its screen's offline state: a toast on every screen would repeat the offline strip.
  // An action the user tapped is answered once, in the offline words, or the tap would seem to do nothing.
  if (words.key === 'error.offline') return f.action ? { show: 'warning', ...words } : { show: 'none' };
  return { show: words.key === 'error.jwtExpired' ? 'warning' : 'danger', ...words };
}

/** A reply with `state:false` and HTTP 200 is a failure too: its message is shown in red. */
export const isStateFalse = (data: unknown): data is { state: false; message?: string } =>
  typeof data === 'object' && data !== null && (data as { state?: unknown }).state === false;
