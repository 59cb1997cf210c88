import { ssoDingTalk } from '../api/ssoDingTalk.js';
import type { SignInVendor } from './vendor.js';

/** What the DingTalk H5 container's `dd` offers for sign-in (JSAPI runtime.permission.requestAuthCode). */
interface DdRequestAuthCode {
  (params: { corpId: string; onSuccess?(r: { code: string }): void; onFail?(e: unknown): void }): unknown;
}

/**
 * The DingTalk client's one-time code of the signed-in DingTalk user in `corpId` (valid 5 minutes, once). A `dd`
 * already on the page (the container's, or a test's stand-in) is used as it is; otherwise DingTalk's JSAPI module
 * for this one call is loaded, on this page only.
 */
async function dingTalkAuthCode(corpId: string): Promise<string> {
  const own = (window as { dd?: { runtime?: { permission?: { requestAuthCode?: DdRequestAuthCode } } } }).dd?.runtime?.permission?.requestAuthCode;
  if (own) {
    const result = await new Promise<{ code: string }>((resolve, reject) => {
      // Older containers answer through the callbacks, newer ones also return a promise.
      const answer = own({ corpId, onSuccess: resolve, onFail: reject }) as Promise<{ code: string }> | undefined;
      if (typeof answer?.then === 'function') answer.then(resolve, reject);
    });
    return result.code;
  }
  const { requestAuthCode$ } = await import('dingtalk-jsapi/api/runtime/permission/requestAuthCode');
  return (await requestAuthCode$({ corpId })).code;
}

/**
 * DingTalk (`/dingTalk`): the page a DingTalk workbench app opens, its homepage URL carrying `?corpId=$CORPID$`. The
 * client hands out a one-time code of its user, which the server exchanges for the DingTalk userid.
 */
export const dingTalk: SignInVendor = {
  texts: 'dingTalk',
  inside: () => /DingTalk/i.test(navigator.userAgent),
  ownParams: ['corpId'],
  async signIn({ search, tenantId }) {
    const corpId = search.get('corpId')?.trim();
    if (!corpId) return { problem: 'noCorp' };
    const code = await dingTalkAuthCode(corpId).catch(() => null);
    if (!code) return { problem: 'noCode' };
    return { user: await ssoDingTalk(code, corpId, tenantId) };
  },
};
