import { authApi } from '@wp/contract';
import { isMiniProgram } from '../../../lib/native-bridge.js';
import { keys, local } from '../../../lib/storage.js';
import { ssoMiniProgram } from '../api/ssoWeChat.js';
import type { SignInVendor } from './vendor.js';

/**
 * A WeChat mini-program (`/miniprogram?ticket=`): the mini-program signs its user in with wx.login, gets a one-time
 * ticket from the server and opens this page in its web view with it. A user bound to no account signs in with the
 * password once and is asked 'bind mini-program?'; the ticket is kept on the device, as the spec keeps the open id.
 */
export const miniProgram: SignInVendor = {
  texts: 'miniProgram',
  inside: isMiniProgram,
  ownParams: ['ticket'],
  async signIn({ search, tenantId }) {
    const ticket = search.get('ticket')?.trim();
    if (!ticket) return { problem: 'noTicket' };
    // Good once: a reload must not spend it again.
    const clean = new URL(window.location.href);
    clean.searchParams.delete('ticket');
    window.history.replaceState(window.history.state, '', clean.pathname + clean.search + clean.hash);
    const reply = await ssoMiniProgram(ticket, tenantId);
    if (!authApi.isUnbound(reply)) return { user: reply };
    local.set(keys.mpOpenId, reply.bindTicket);
    local.remove(keys.hideBindMiniProgram);
    return { toPassword: true };
  },
};
