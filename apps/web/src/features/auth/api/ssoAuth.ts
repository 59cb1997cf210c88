import { authApi, type LoginUser } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

/** GET /sso/auth?ticket&service: the server checks the CAS ticket. */
export const ssoAuth = (ticket: string, service: string): Promise<LoginUser> =>
  call(authApi.ssoAuth, { query: { ticket, service }, silent: true });
