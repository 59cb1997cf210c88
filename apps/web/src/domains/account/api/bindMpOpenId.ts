import { userApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

/**
 * GET /api/user/v1/user/bindMpOpenId?account&mpOpenid: binds the held mini-program open id to the own account
 * (offered after sign-in and on the personal page). `overlay`: block the screen while it runs.
 */
export const bindMpOpenId = (account: string, mpOpenid: string, { overlay = false }: { overlay?: boolean } = {}) =>
  call(userApi.bindMpOpenId, { query: { account, mpOpenid }, overlay });
