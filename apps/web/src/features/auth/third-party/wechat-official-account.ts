import { authApi } from '@wp/contract';
import { runtimeConfig } from '../../../lib/runtime-config.js';
import { keys, session } from '../../../lib/storage.js';
import { ssoWeChatOfficialAccount } from '../api/ssoWeChat.js';
import type { SignInVendor } from './vendor.js';
import { leaveForWeChat, returnedCode } from './wechat-oauth.js';

/**
 * A WeChat official account (`/weChatOffAcc`): its menu opens the page inside WeChat, which goes through WeChat's
 * silent OAuth for the user's open id. A user bound to no account signs in with the password once, and is then
 * asked 'bind official account for next time auto login?' with the ticket held here for this tab.
 */
export const weChatOfficialAccount: SignInVendor = {
  texts: 'weChat',
  inside: () => /MicroMessenger/i.test(navigator.userAgent),
  ownParams: ['code', 'state'],
  async signIn({ search, tenantId }) {
    const { openBase, officialAccountAppId } = runtimeConfig().weChat ?? {};
    if (!openBase || !officialAccountAppId) return { problem: 'off' };
    const returned = returnedCode(search);
    if (!returned) {
      leaveForWeChat(openBase, officialAccountAppId);
      return { away: true };
    }
    if ('foreign' in returned) return { problem: 'foreignCode' };
    const reply = await ssoWeChatOfficialAccount(returned.code, tenantId);
    if (!authApi.isUnbound(reply)) return { user: reply };
    session.set(keys.openId, reply.bindTicket);
    return { toPassword: true };
  },
};
