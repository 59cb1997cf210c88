import { authApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

/** GET /signout: the server deny-lists the token. Local sign-out follows whatever the reply. */
export const signout = () => call(authApi.signout, { silent: true, overlay: true }).catch(() => undefined);
