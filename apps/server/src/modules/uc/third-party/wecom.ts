import type { Clock } from '../../../platform/clock.js';
import { cachedAccessToken, vendorJson } from './vendor-http.js';

/**
 * The WeCom API of one app (agent) of a corporation: whose an OAuth code is. A code of someone outside the
 * corporation names an openid instead of a userid, and is refused like an unknown code.
 */
export function createWeComClient(opts: { apiBase: string; corpId: string; secret: string; clock: Clock; fetch?: typeof fetch }) {
  const { apiBase, corpId, secret, clock } = opts;
  const fetchFn = opts.fetch ?? fetch;
  const withToken = cachedAccessToken(clock, () => {
    const url = new URL(`${apiBase}/cgi-bin/gettoken`);
    url.searchParams.set('corpid', corpId);
    url.searchParams.set('corpsecret', secret);
    return vendorJson(fetchFn, url);
  });

  return {
    /** The member's userid whose OAuth code this is (cgi-bin/auth/getuserinfo); a VendorRefusal otherwise. */
    userIdOf: (code: string): Promise<string> => withToken(
      (token) => {
        const url = new URL(`${apiBase}/cgi-bin/auth/getuserinfo`);
        url.searchParams.set('access_token', token);
        url.searchParams.set('code', code);
        return vendorJson(fetchFn, url);
      },
      (body) => (typeof body.userid === 'string' && body.userid ? body.userid : undefined),
    ),
  };
}
export type WeComClient = ReturnType<typeof createWeComClient>;
