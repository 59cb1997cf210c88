import type { Clock } from '../../../platform/clock.js';

/** What a sign-in vendor refused or failed to answer: its error code and message (the caller turns it into one refusal). */
export class VendorRefusal extends Error {
  constructor(readonly errcode: number | undefined, errmsg: string) {
    super(`vendor refused: ${errcode ?? '-'} ${errmsg}`);
  }
}

/** The body every vendor answers with: an errcode (0 or absent: fine), an errmsg, and the rest. */
export type VendorBody = { errcode?: number; errmsg?: string } & Record<string, unknown>;

const TIMEOUT_MS = 10_000;

/** One call to a vendor's API: its JSON body, or a VendorRefusal when the vendor cannot be reached or answers an HTTP error. */
export async function vendorJson(fetchFn: typeof fetch, url: URL, init?: RequestInit): Promise<VendorBody> {
  const res = await fetchFn(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const body = (await res.json().catch(() => ({}))) as VendorBody;
  if (!res.ok) throw new VendorRefusal(body.errcode, `HTTP ${res.status}`);
  return body;
}

/** A vendor's codes for an access token that is invalid or expired: it is asked for again, once. */
const STALE_TOKEN = new Set([40001, 40014, 42001]);

/**
 * An app's access token (DingTalk, WeCom: 7200 s, and the vendors limit how often it is asked for), kept until a
 * minute before it ends, or until the vendor says it is stale. `use` runs a call with the token, and once more with
 * a fresh one when the vendor answers that the token is stale.
 */
export function cachedAccessToken(clock: Clock, fetchToken: () => Promise<VendorBody>) {
  let token: { value: string; until: number } | undefined;

  async function accessToken(fresh: boolean): Promise<string> {
    const now = clock.now().getTime();
    if (!fresh && token && token.until > now) return token.value;
    const body = await fetchToken();
    if (body.errcode !== 0 || typeof body.access_token !== 'string') throw new VendorRefusal(body.errcode, body.errmsg ?? 'no access_token');
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 7200;
    token = { value: body.access_token, until: now + Math.max(0, seconds - 60) * 1000 };
    return token.value;
  }

  return async function use<T>(call: (token: string) => Promise<VendorBody>, read: (body: VendorBody) => T | undefined): Promise<T> {
    for (const fresh of [false, true]) {
      const body = await call(await accessToken(fresh));
      const value = body.errcode === 0 || body.errcode === undefined ? read(body) : undefined;
      if (value !== undefined) return value;
      if (!fresh && body.errcode !== undefined && STALE_TOKEN.has(body.errcode)) continue;
      throw new VendorRefusal(body.errcode, body.errmsg ?? 'no user');
    }
    throw new VendorRefusal(undefined, 'unreachable');
  };
}
