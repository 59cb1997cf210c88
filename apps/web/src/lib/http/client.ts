import { fullPath, hosts, type BodyOf, type Endpoint, type QueryOf, type ReplyOf } from '@wp/contract';
import i18n from '../../i18n/index.js';
import { runtimeConfig } from '../runtime-config.js';
import { currentUser, useSession } from '../session/store.js';
import { guardAllows, needsRefresh } from '../session/refresh-policy.js';
import { notify } from '../notify.js';
import { describeFailure, failureWords, isStateFalse, unreachable, type Failure } from './failure.js';
import { track } from './activity.js';
import { exchange, TransportError, type Exchange, type Reply } from './transport.js';
import { saveFile } from '../save-file.js';
import { servedFromDevice, servedFromNetwork } from '../offline/status.js';
import { isOnline } from '../offline/online.js';

/** Request time-out of spec section 9. */
export const REQUEST_TIMEOUT_MS = 100_000;

export interface CallOptions<E extends Endpoint> {
  query?: QueryOf<E>;
  /** JSON; or form fields as they are (multipart, or the asset system's urlencoded fields). */
  body?: BodyOf<E> | FormData | URLSearchParams;
  /** Values for `:name` segments of the path. */
  params?: Record<string, string>;
  /** Do not show the catalogue's message for a failure (the caller handles it). */
  silent?: boolean;
  /** Show the full-screen loading overlay while it runs (actions, not background lists). */
  overlay?: boolean;
  /** Opt out of "a new request to the same URL and method cancels the previous one". */
  parallel?: boolean;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob';
  /** Use this token instead of the stored one (validating a token from the URL or a guest token). */
  token?: string;
  /**
   * Keep the reply on this device for the signed-in user, and answer with that copy when the network fails
   * (the lists and the task view opened offline, ADR 0029). Only for reads.
   */
  keep?: boolean;
  /** Work the user did not ask for (reading ahead for offline): not shown in the top progress bar. */
  background?: boolean;
}

/**
 * The one failure type callers see: the catalogue has already told the user unless `silent`. Its `message` is
 * what the user may read (the catalogue's words in the user's language), so a screen can show it as it is.
 */
export class CallError extends Error {
  constructor(
    message: string, readonly status?: number, readonly reply?: unknown, readonly cancelled = false,
    /** No answer while the browser said the device was offline: the message says 'offline', and no toast said it. */
    readonly offline = false,
  ) {
    super(message);
  }

  /** The server's own `message`, for code that reads it (a form's field refusals); not for showing as it is. */
  get serverMessage(): string | undefined {
    const m = this.reply && typeof this.reply === 'object' ? (this.reply as { message?: unknown }).message : undefined;
    return typeof m === 'string' ? m : undefined;
  }
}

/** A failure in the user's words and language (the one mapping: toasts, CallError messages, screens). */
export function failureMessage(f: Failure): string {
  const words = failureWords(f);
  return words.text ?? i18n.t(words.key);
}

const send = (x: Omit<Exchange, 'timeoutMs'>) => exchange({ ...x, timeoutMs: REQUEST_TIMEOUT_MS });
const inFlight = new Map<string, AbortController>();
let onUnauthorized: () => void = () => window.location.assign('/login');

/** The router registers how to go to /login on a 401. */
export function setUnauthorizedHandler(fn: () => void) {
  onUnauthorized = fn;
}

// A deployment's runtime config names its hosts; one written before a host existed leaves it at its default.
const urlOf = (e: Endpoint, params?: Record<string, string>) =>
  fullPath(e, { ...hosts, ...runtimeConfig().hosts }).replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(params?.[k] ?? ''));

function headersFor(e: Endpoint, token: string | undefined): Record<string, string> {
  const h: Record<string, string> = { lang: i18n.language || 'zh-CN' };
  if (token && !e.anonymous) h.Authorization = `Bearer ${token}`;
  const tenant = sessionStorage.getItem('tenantCode');
  if (tenant && currentUser()) h['X-Tenant-Code'] = tenant;
  return h;
}

/**
 * The URL and headers of a call made outside `request` (a stream read as it comes, lib/live), with the signed-in
 * user's current token.
 */
export function endpointRequest(e: Endpoint): { url: string; headers: Record<string, string> } {
  return { url: urlOf(e), headers: headersFor(e, currentUser()?.token) };
}

/** Refreshes the token in the background once a fifth of its lifetime has passed (guarded for 3 s). */
function maybeRefresh(e: Endpoint, refreshEndpoint: Endpoint) {
  const { user, lastRefreshAt, markRefreshStarted, refreshed } = useSession.getState();
  const now = Date.now();
  // A session resumed offline has no token to refresh (lib/session/known-session.ts).
  if (!user?.token || e === refreshEndpoint || !needsRefresh(user, now) || !guardAllows(lastRefreshAt, now)) return;
  markRefreshStarted(now);
  send({ url: urlOf(refreshEndpoint), method: 'GET', headers: headersFor(refreshEndpoint, user.token) })
    .then((r) => {
      const data = r.data as { token: string; loginTime: number };
      refreshed({ token: data.token, loginTime: data.loginTime });
    })
    .catch(() => undefined);
}
let refreshEndpoint: Endpoint | null = null;
export function setRefreshEndpoint(e: Endpoint) {
  refreshEndpoint = e;
}

/** A call that failed for want of a network (offline, timed out, a gateway without its server): a retry may pass. */
export const isNetworkFailure = (err: unknown): err is CallError => err instanceof CallError && !err.cancelled && unreachable(err.status);

/**
 * Failed because the device is offline (the browser says so): the screen shows it in its offline or error state,
 * in the offline words (`message`); no toast has said it, except for an action the user tapped.
 */
export const isOfflineFailure = (err: unknown): err is CallError => err instanceof CallError && err.offline;

/** How a failing call is told: `silent` as asked, `action` a tap's call (overlay), `anonymous` one without a session. */
type Telling = Pick<Failure, 'silent' | 'anonymous' | 'action'>;

function fail(err: unknown, how: Telling): never {
  // Only the transport's failures go through the catalogue; anything else is a bug, not a network fault.
  if (!(err instanceof TransportError)) throw err;
  if (err.cancelled) throw new CallError('cancelled', undefined, undefined, true);
  const { status, data } = err;
  const serverMessage = data && typeof data === 'object' ? (data as { message?: string }).message : undefined;
  // Asked when the call failed, not when it started: a request that was under way when the network went counts.
  const offline = unreachable(status) && !isOnline();
  const failure: Failure = { status, serverMessage, errorText: err.message, offline, ...how };
  const outcome = describeFailure(failure);
  const message = failureMessage(failure);
  if (outcome.logout) {
    useSession.getState().signOut();
    onUnauthorized();
  } else if (outcome.show !== 'none') {
    notify[outcome.show](message);
  }
  throw new CallError(message, status, data, false, offline);
}

/**
 * What a host's wire does differently from the portal's (the asset system, ADR 0024): its refusal in a 2xx
 * reply, a token of its own whose 401 is not the end of the portal session, and the failures its caller
 * recovers from itself (signing in again and retrying), which are thrown without a word.
 */
export interface Wire {
  refused(data: unknown): data is { message?: string };
  /** A 401 means this wire's own token failed: shown like any failure, never a sign-out of the portal. */
  ownToken?: boolean;
  recoverable?(status: number | undefined, data: unknown): boolean;
}

/** The portal's wire: `{state, message, value}`, the session token. */
const portalWire: Wire = { refused: isStateFalse };

/**
 * One exchange with a contract endpoint under the client's rules (refresh, one request per URL, overlay, the
 * catalogue's messages); `wire` for a host that speaks differently (lib/eam).
 */
export async function request<E extends Endpoint>(e: E, opts: CallOptions<E>, wire: Wire = portalWire): Promise<Reply> {
  if (refreshEndpoint) maybeRefresh(e, refreshEndpoint);
  const url = urlOf(e, opts.params);
  const key = `${e.method} ${url}`;
  const controller = new AbortController();
  if (!opts.parallel) {
    inFlight.get(key)?.abort();
    inFlight.set(key, controller);
  }
  opts.signal?.addEventListener('abort', () => controller.abort());
  const done = opts.background ? () => undefined : track(!!opts.overlay);
  try {
    const res = await send({
      url, method: e.method, query: opts.query, body: opts.body, signal: controller.signal,
      headers: headersFor(e, opts.token ?? currentUser()?.token), responseType: opts.responseType ?? 'json',
    });
    if (wire.refused(res.data)) {
      const message = failureMessage({ status: res.status, serverMessage: res.data.message });
      if (!opts.silent) notify.danger(message);
      throw new CallError(message, res.status, res.data);
    }
    return res;
  } catch (err) {
    if (err instanceof CallError) throw err;
    if (err instanceof TransportError && !err.cancelled && wire.recoverable?.(err.status, err.data)) {
      throw new CallError(failureMessage({ status: err.status, errorText: err.message }), err.status, err.data);
    }
    // A kept call says 'network error' itself, and only when the device has no copy to show instead.
    const quiet = opts.silent || (opts.keep && err instanceof TransportError && !err.cancelled && unreachable(err.status));
    return fail(err, { silent: quiet, anonymous: e.anonymous || wire.ownToken, action: opts.overlay });
  } finally {
    done();
    if (inFlight.get(key) === controller) inFlight.delete(key);
  }
}

/** Calls one contract endpoint: the single way the app talks to the server. */
export async function call<E extends Endpoint>(e: E, opts: CallOptions<E> = {}): Promise<ReplyOf<E>> {
  const { keep, ...plain } = opts;
  if (keep && currentUser()) return (await keptCall(e, opts)) as ReplyOf<E>;
  return (await request(e, plain as CallOptions<E>)).data as ReplyOf<E>;
}

/** Where kept replies go (lib/offline/device-replies.ts, loaded once the page has settled). */
export interface ReplyKeeper {
  keep(userId: string, id: string, data: unknown): void;
  kept(userId: string, id: string): Promise<{ data: unknown; savedAt: number } | undefined>;
}
let keeper: ReplyKeeper | null = null;
/** Replies fetched before the keeper is there: the page's first data is not held up by the device's store. */
const toKeep: Array<[string, string, unknown]> = [];
const loadKeeper = async () => keeper ?? (await import('../offline/device-replies.js')).replyKeeper;

/** The device's reply store takes over, with the replies fetched so far. */
export function setReplyKeeper(k: ReplyKeeper) {
  keeper = k;
  for (const [userId, id, data] of toKeep.splice(0)) k.keep(userId, id, data);
}

/** What a kept reply is kept under besides its user: the call (method, URL, query and body). */
const keptId = <E extends Endpoint>(e: E, opts: CallOptions<E>) =>
  `${e.method} ${urlOf(e, opts.params)} ${JSON.stringify([opts.query ?? null, opts.body ?? null])}`;

async function keptCall<E extends Endpoint>(e: E, opts: CallOptions<E>): Promise<unknown> {
  const userId = currentUser()!.userId;
  const id = keptId(e, opts);
  try {
    const { data } = await request(e, opts);
    servedFromNetwork();
    if (keeper) keeper.keep(userId, id, data);
    else if (toKeep.push([userId, id, data]) > 50) toKeep.shift();
    return data;
  } catch (err) {
    if (!isNetworkFailure(err)) throw err;
    const copy = await loadKeeper().then((k) => k.kept(userId, id)).catch(() => undefined);
    if (copy) {
      servedFromDevice(copy.savedAt);
      return copy.data;
    }
    // Offline the screen says so itself (the error's offline words); a toast would repeat the offline strip.
    if (!opts.silent && !err.offline) notify.danger(err.message);
    throw err;
  }
}

/**
 * Reads a kept call's reply ahead, for a screen the user has not opened yet, so it opens offline (ADR 0029): kept
 * under the same user and call as the screen's own `keep: true` call, so that call finds it. Never answered from
 * the device, never told (no toast, no progress bar), and nothing on screen is marked as the device's copy.
 * Resolves with the reply; rejects as `call` does (a 401 still ends the session).
 */
export async function keepAhead<E extends Endpoint>(e: E, opts: Pick<CallOptions<E>, 'query' | 'body' | 'params' | 'signal'>): Promise<ReplyOf<E>> {
  const user = currentUser();
  if (!user) throw new CallError('signed out');
  const { data } = await request(e, { ...opts, silent: true, parallel: true, background: true } as CallOptions<E>);
  // The device's store, loaded here if the offline layer has not loaded it yet: reading ahead waits for nobody.
  const k = await loadKeeper();
  // Signed out (or another user) meanwhile: the reply is not theirs to keep.
  if (currentUser()?.userId === user.userId) k.keep(user.userId, keptId(e, opts as CallOptions<E>), data);
  return data as ReplyOf<E>;
}

/**
 * Downloads the file an endpoint answers, whatever its method (a GET by id, a POST export with its filter as the
 * body), and saves it under `fileName`, else the Content-Disposition header's name; answers what was saved.
 * The loading overlay shows unless `overlay: false` (a screen showing its own progress).
 */
export async function download<E extends Endpoint>(e: E, opts: CallOptions<E> & { fileName?: string } = {}): Promise<{ name: string; size: number }> {
  const { fileName, ...rest } = opts;
  const res = await request(e, { ...rest, overlay: rest.overlay ?? true, parallel: true, responseType: 'blob' });
  const file = res.data as Blob;
  const name = fileName ?? fileNameOf(res.headers.get('content-disposition') ?? '') ?? 'download';
  saveFile(file, name);
  return { name, size: file.size };
}

/** `filename*=UTF-8''...` wins over `filename="..."`. */
export function fileNameOf(disposition: string): string | undefined {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

/** An object URL for an image behind authentication (photos, seals); the caller revokes it. */
export async function blobUrl<E extends Endpoint>(e: E, opts: CallOptions<E>): Promise<string> {
  const blob = (await call(e, { ...opts, responseType: 'blob', parallel: true })) as unknown as Blob;
  return URL.createObjectURL(blob);
}
