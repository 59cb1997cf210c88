import { runtimeConfig } from '../../../lib/runtime-config.js';
import { ssoWeCom } from '../api/ssoWeChat.js';
import type { SignInVendor } from './vendor.js';
import { leaveForWeChat, returnedCode } from './wechat-oauth.js';

/**
 * WeCom (`/weChat`): the corporation's app opens the page inside WeCom, which goes through WeCom's silent OAuth for
 * the member's userid. Members are bound to accounts by the administrator.
 */
export const weCom: SignInVendor = {
  texts: 'weCom',
  inside: () => /wxwork/i.test(navigator.userAgent),
  ownParams: ['code', 'state'],
  async signIn({ search, tenantId }) {
    const { openBase, weComCorpId, weComAgentId } = runtimeConfig().weChat ?? {};
    if (!openBase || !weComCorpId || !weComAgentId) return { problem: 'off' };
    const returned = returnedCode(search);
    if (!returned) {
      leaveForWeChat(openBase, weComCorpId, { agentid: weComAgentId });
      return { away: true };
    }
    if ('foreign' in returned) return { problem: 'foreignCode' };
    return { user: await ssoWeCom(returned.code, tenantId) };
  },
};
