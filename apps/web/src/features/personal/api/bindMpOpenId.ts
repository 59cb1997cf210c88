import { userApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

/** GET /api/user/v1/user/bindMpOpenId?account&mpOpenid: binds the held mini-program open id to the own account. */
export const bindMpOpenId = (account: string, mpOpenid: string) =>
  call(userApi.bindMpOpenId, { query: { account, mpOpenid }, overlay: true });
