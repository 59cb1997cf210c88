import type { WeChatApp } from '../../../config.js';
import { VendorRefusal, vendorJson } from './vendor-http.js';

/**
 * One WeChat app's code exchanges, with its appid and secret: an official account's OAuth code (snsapi_base) and a
 * mini-program's wx.login code each name the user's open id in that app. Neither needs an access token.
 */
export function createWeChatClient(app: WeChatApp, fetchFn: typeof fetch = fetch) {
  async function exchange(path: string, params: Record<string, string>) {
    const url = new URL(`${app.apiBase}${path}`);
    url.searchParams.set('appid', app.appId);
    url.searchParams.set('secret', app.appSecret);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set('grant_type', 'authorization_code');
    const body = await vendorJson(fetchFn, url);
    if (body.errcode || typeof body.openid !== 'string' || !body.openid) throw new VendorRefusal(body.errcode, body.errmsg ?? 'no openid');
    return body as { openid: string; is_snapshotuser?: number };
  }

  return {
    /**
     * The open id of an official account's OAuth code (sns/oauth2/access_token), and whether it is a snapshot user:
     * someone looking at a shared page in WeChat's preview, who has not authorised anything.
     */
    async officialAccountUser(code: string): Promise<{ openId: string; snapshot: boolean }> {
      const body = await exchange('/sns/oauth2/access_token', { code });
      return { openId: body.openid, snapshot: body.is_snapshotuser === 1 };
    },
    /** The open id of a mini-program's wx.login code (sns/jscode2session). */
    async miniProgramUser(jsCode: string): Promise<string> {
      return (await exchange('/sns/jscode2session', { js_code: jsCode })).openid;
    },
  };
}
export type WeChatClient = ReturnType<typeof createWeChatClient>;
