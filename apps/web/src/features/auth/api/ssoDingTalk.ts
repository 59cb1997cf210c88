import { authApi, type LoginUser } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

/** Signs in with a DingTalk one-time code of `corpId`; the page shows a refusal itself (silent). */
export const ssoDingTalk = (code: string, corpId: string, tenantId?: string): Promise<LoginUser> =>
  call(authApi.ssoDingTalk, { query: { code, corpId, ...(tenantId ? { tenantId } : {}) }, silent: true });
