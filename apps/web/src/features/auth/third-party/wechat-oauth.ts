import { keys, session } from '../../../lib/storage.js';

/** Where the browser is sent; tests watch it instead of leaving the page. */
export const browser = { go: (url: string) => window.location.assign(url) };

/**
 * WeChat's and WeCom's OAuth round trip (snsapi_base, silent): the page leaves for WeChat's authorize page with a
 * state only this tab knows, and comes back with `?code&state`. A code that comes back with another state was not
 * asked for by this tab (someone's link carrying their own code): it is never used, or a stranger's WeChat could
 * end up bound to this user's account.
 */
export function leaveForWeChat(openBase: string, appId: string, extra: Record<string, string> = {}): void {
  const state = crypto.randomUUID().replace(/-/g, '');
  session.set(keys.oauthState, state);
  const back = new URL(window.location.href);
  back.searchParams.delete('code');
  back.searchParams.delete('state');
  const url = new URL(`${openBase}/connect/oauth2/authorize`);
  url.search = new URLSearchParams({ appid: appId, redirect_uri: back.href, response_type: 'code', scope: 'snsapi_base', state, ...extra }).toString();
  browser.go(`${url.href}#wechat_redirect`);
}

/**
 * The code WeChat sent the page back with, if it carries this tab's state; either way the code leaves the address
 * bar (a reload must not spend it twice) and the state is used up. Undefined: no code, or not this tab's.
 */
export function returnedCode(search: URLSearchParams): { code: string } | { foreign: true } | undefined {
  const code = search.get('code');
  if (!code) return undefined;
  const expected = session.get(keys.oauthState);
  session.remove(keys.oauthState);
  const clean = new URL(window.location.href);
  clean.searchParams.delete('code');
  clean.searchParams.delete('state');
  window.history.replaceState(window.history.state, '', clean.pathname + clean.search + clean.hash);
  return expected && search.get('state') === expected ? { code } : { foreign: true };
}
