import type { Clock } from '../../platform/clock.js';

/** What DingTalk refused: its error code and message (40078: the code is unknown or used). */
export class DingTalkRefusal extends Error {
  constructor(readonly errcode: number | undefined, errmsg: string) {
    super(`DingTalk refused: ${errcode ?? '-'} ${errmsg}`);
  }
}

/** DingTalk's codes for an access token that is invalid or expired: asked for again, once. */
const STALE_TOKEN = new Set([40001, 40014, 42001]);
const TIMEOUT_MS = 10_000;

/**
 * The DingTalk open API of one internal app (its appkey and appsecret): whose a requestAuthCode code is. The access
 * token lives 7200 s and DingTalk limits how often it is asked for, so it is kept until a minute before it ends, or
 * until DingTalk says it is stale. Every base URL is configuration: tests answer in its place on 127.0.0.1.
 */
export function createDingTalkClient(opts: { apiBase: string; appKey: string; appSecret: string; clock: Clock; fetch?: typeof fetch }) {
  const { apiBase, appKey, appSecret, clock } = opts;
  const fetchFn = opts.fetch ?? fetch;
  let token: { value: string; until: number } | undefined;

  async function json(url: URL, init?: RequestInit): Promise<{ errcode?: number; errmsg?: string } & Record<string, unknown>> {
    const res = await fetchFn(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = (await res.json().catch(() => ({}))) as { errcode?: number; errmsg?: string } & Record<string, unknown>;
    if (!res.ok) throw new DingTalkRefusal(body.errcode, `HTTP ${res.status}`);
    return body;
  }

  async function accessToken(fresh: boolean): Promise<string> {
    const now = clock.now().getTime();
    if (!fresh && token && token.until > now) return token.value;
    const url = new URL(`${apiBase}/gettoken`);
    url.searchParams.set('appkey', appKey);
    url.searchParams.set('appsecret', appSecret);
    const body = await json(url);
    if (body.errcode !== 0 || typeof body.access_token !== 'string') throw new DingTalkRefusal(body.errcode, body.errmsg ?? 'no access_token');
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 7200;
    token = { value: body.access_token, until: now + Math.max(0, seconds - 60) * 1000 };
    return token.value;
  }

  return {
    /** The DingTalk userid whose one-time code this is (topapi/v2/user/getuserinfo); a DingTalkRefusal otherwise. */
    async userIdOf(code: string): Promise<string> {
      for (const fresh of [false, true]) {
        const url = new URL(`${apiBase}/topapi/v2/user/getuserinfo`);
        url.searchParams.set('access_token', await accessToken(fresh));
        const body = await json(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
        const userid = (body.result as { userid?: unknown } | undefined)?.userid;
        if (body.errcode === 0 && typeof userid === 'string' && userid) return userid;
        if (!fresh && body.errcode !== undefined && STALE_TOKEN.has(body.errcode)) continue;
        throw new DingTalkRefusal(body.errcode, body.errmsg ?? 'no userid');
      }
      throw new DingTalkRefusal(undefined, 'unreachable');
    },
  };
}
export type DingTalkClient = ReturnType<typeof createDingTalkClient>;
