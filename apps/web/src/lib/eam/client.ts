import { eamApi, type Endpoint, type ReplyOf } from '@wp/contract';
import { call, CallError, fileNameOf, request, type CallOptions, type Wire } from '../http/client.js';
import { saveFile } from '../save-file.js';
import { formFields } from '../http/transport.js';
import { currentUser } from '../session/store.js';
import { forgetEamToken, saveEamToken, usableEamToken } from './token.js';

/**
 * The asset system's client (ADR 0024): the app's one client (lib/http) with the asset system's wire. Bodies go
 * as urlencoded form fields, replies are `{success, code, message, data}` (`success:false` is a failure shown
 * like any other), the bearer is the asset token, and a 401 `tokenExpired` / `unauthorized` signs in again with
 * a new portal ticket, silently, and retries the call once.
 */

/** The codes of a 401 that a new asset token cures. */
const TOKEN_CODES = new Set<string>(['tokenExpired', 'unauthorized']);
const codeOf = (data: unknown) => (data && typeof data === 'object' ? (data as { code?: unknown }).code : undefined);
const isTokenRefusal = (status: number | undefined, data: unknown) => status === 401 && TOKEN_CODES.has(String(codeOf(data)));

const eamWire: Wire = {
  refused: (data): data is { message?: string } => typeof data === 'object' && data !== null && (data as { success?: unknown }).success === false,
  ownToken: true,
};
/** The first try with a stored token: its refusal is cured by signing in again, so it is not shown. */
const firstTry: Wire = { ...eamWire, recoverable: isTokenRefusal };

/** What a successful call answers: the envelope's `data`. */
export type EamData<E extends Endpoint> = Exclude<ReplyOf<E> extends { data?: infer D } ? D : never, undefined>;

export type EamCallOptions<E extends Endpoint> = Omit<CallOptions<E>, 'token' | 'responseType'>;

const asForm = (body: unknown) => (body === undefined || body instanceof FormData || body instanceof URLSearchParams ? body : formFields(body));

let signingIn: Promise<string> | null = null;

/**
 * Exchanges a new portal ticket for an asset token and keeps it (one sign-in at a time: calls that need a token
 * meanwhile wait for the same one). Answers the token.
 */
export function signInToEam({ silent }: { silent?: boolean } = {}): Promise<string> {
  signingIn ??= (async () => {
    try {
      const portalUserId = currentUser()?.userId ?? '';
      const ticket = (await call(eamApi.eamTicket, { silent, parallel: true })).value;
      if (!ticket) throw new CallError('no ticket');
      const reply = (await request(eamApi.ssoLogin, { body: asForm({ ticket: ticket.ticket }), silent, parallel: true }, eamWire)).data as ReplyOf<typeof eamApi.ssoLogin>;
      if (!reply.data) throw new CallError(reply.message);
      saveEamToken({ ...reply.data, portalUserId });
      return reply.data.token;
    } catch (err) {
      forgetEamToken();
      throw err;
    } finally {
      signingIn = null;
    }
  })();
  return signingIn;
}

/** Whether this browser holds a working asset token for the signed-in user. */
export const hasEamToken = () => usableEamToken(currentUser()?.userId) !== null;

/**
 * Runs `send` with the stored asset token; a 401 the asset system cures by a new token signs in again with a
 * new portal ticket, silently, and sends once more.
 */
async function withEamToken<T>(silent: boolean | undefined, send: (token: string, wire: Wire) => Promise<T>): Promise<T> {
  const stored = usableEamToken(currentUser()?.userId);
  if (stored) {
    try {
      return await send(stored, firstTry);
    } catch (err) {
      if (!(err instanceof CallError && isTokenRefusal(err.status, err.reply))) throw err;
    }
  }
  return send(await signInToEam({ silent }), eamWire);
}

/** Calls one endpoint of the asset system and answers the envelope's `data`. */
export const eamCall = <E extends Endpoint>(e: E, opts: EamCallOptions<E> = {}): Promise<EamData<E>> =>
  withEamToken(opts.silent, async (token, wire) =>
    ((await request(e, { ...opts, body: asForm(opts.body), token }, wire)).data as { data?: unknown }).data as EamData<E>);

/**
 * Downloads the file an asset call answers (a label sheet) and saves it under the Content-Disposition header's
 * name; the loading overlay shows meanwhile. Answers what was saved.
 */
export async function eamDownload<E extends Endpoint>(e: E, opts: EamCallOptions<E> = {}): Promise<{ name: string; size: number }> {
  const res = await withEamToken(opts.silent, (token, wire) =>
    request(e, { ...opts, body: asForm(opts.body), token, overlay: opts.overlay ?? true, parallel: true, responseType: 'blob' }, wire));
  const file = res.data as Blob;
  const name = fileNameOf(res.headers.get('content-disposition') ?? '') ?? 'download';
  saveFile(file, name);
  return { name, size: file.size };
}
