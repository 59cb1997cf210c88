import { authApi, type LoginUser } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

/** GET /refresh: validates a token (the stored one, or one given in the URL) and returns a fresh one. */
export const refresh = (token?: string): Promise<LoginUser> => call(authApi.refresh, { token, silent: true, parallel: true });
