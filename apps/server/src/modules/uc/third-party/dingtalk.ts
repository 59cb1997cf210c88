import type { Clock } from '../../../platform/clock.js';
import { cachedAccessToken, vendorJson } from './vendor-http.js';

/**
 * The DingTalk open API of one internal app (its appkey and appsecret): whose a requestAuthCode code is. Every base
 * URL is configuration: tests answer in its place on 127.0.0.1.
 */
export function createDingTalkClient(opts: { apiBase: string; appKey: string; appSecret: string; clock: Clock; fetch?: typeof fetch }) {
  const { apiBase, appKey, appSecret, clock } = opts;
  const fetchFn = opts.fetch ?? fetch;
  const withToken = cachedAccessToken(clock, () => {
    const url = new URL(`${apiBase}/gettoken`);
    url.searchParams.set('appkey', appKey);
    url.searchParams.set('appsecret', appSecret);
    return vendorJson(fetchFn, url);
  });

  return {
    /** The DingTalk userid whose one-time code this is (topapi/v2/user/getuserinfo); a VendorRefusal otherwise. */
    userIdOf: (code: string): Promise<string> => withToken(
      (token) => {
        const url = new URL(`${apiBase}/topapi/v2/user/getuserinfo`);
        url.searchParams.set('access_token', token);
        return vendorJson(fetchFn, url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
      },
      (body) => {
        const userid = (body.result as { userid?: unknown } | undefined)?.userid;
        return typeof userid === 'string' && userid ? userid : undefined;
      },
    ),
  };
}
export type DingTalkClient = ReturnType<typeof createDingTalkClient>;
