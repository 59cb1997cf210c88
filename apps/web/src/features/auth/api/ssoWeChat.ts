import { authApi, type LoginUser, type WeChatSignIn } from '@wp/contract';
import { call } from '../../../lib/http/client.js';

// The WeChat sign-ins; each page shows a refusal itself (silent).
const withTenant = (tenantId: string | undefined) => (tenantId ? { tenantId } : {});

/** GET /sso/weixinPublic: an official account's OAuth code → the bound account's session, or a binding ticket. */
export const ssoWeChatOfficialAccount = (code: string, tenantId?: string): Promise<WeChatSignIn> =>
  call(authApi.ssoWeChatOfficialAccount, { query: { code, ...withTenant(tenantId) }, silent: true });

/** GET /sso/weixin: a WeCom OAuth code → the bound account's session. */
export const ssoWeCom = (code: string, tenantId?: string): Promise<LoginUser> =>
  call(authApi.ssoWeCom, { query: { code, ...withTenant(tenantId) }, silent: true });

/** GET /sso/miniprogram: the mini-program's ticket → the bound account's session, or a binding ticket. */
export const ssoMiniProgram = (ticket: string, tenantId?: string): Promise<WeChatSignIn> =>
  call(authApi.ssoMiniProgram, { query: { ticket, ...withTenant(tenantId) }, silent: true });
