import { z } from 'zod';
import { commonResult } from '../common.js';
import { endpoint } from '../endpoint.js';

/** The stored login user of the spec (section 3). */
export const loginUser = z.object({
  token: z.string(),
  account: z.string(),
  userId: z.string(),
  username: z.string(),
  /** Epoch milliseconds the token was issued. */
  loginTime: z.number(),
  /** Token lifetime in seconds. */
  expiration: z.number(),
  tenantId: z.string().optional(),
});
export type LoginUser = z.infer<typeof loginUser>;

export const auth = endpoint({
  host: 'uc',
  method: 'POST',
  path: '/auth',
  summary: 'Sign in with an account and an RSA-OAEP encrypted password',
  anonymous: true,
  guards: ['signIn', 'lockout', 'rateLimit'],
  query: z.object({ tenantId: z.string().max(64).optional() }),
  body: z.object({
    username: z.string().trim().min(1, 'please enter account').max(100),
    /** Base64 of RSA-OAEP(SHA-256) ciphertext of the password, made with the published public key. */
    password: z.string().min(1, 'please enter password').max(2048),
  }),
  reply: loginUser,
});

export const refresh = endpoint({
  host: 'uc',
  method: 'GET',
  path: '/refresh',
  summary: 'Exchange a valid token for a new one',
  guards: ['rateLimit'],
  reply: loginUser,
});

export const signout = endpoint({
  host: 'uc',
  method: 'GET',
  path: '/signout',
  summary: 'Sign out: the token stops working at once, on every server instance',
  reply: commonResult(z.null()),
});

export const ssoAuth = endpoint({
  host: 'uc',
  method: 'GET',
  path: '/sso/auth',
  summary: 'Validate a CAS ticket (or an authorisation code) against the configured CAS server',
  anonymous: true,
  guards: ['signIn'],
  query: z.object({
    ticket: z.string().max(512).optional(),
    code: z.string().max(512).optional(),
    service: z.string().max(2048).optional(),
  }),
  reply: loginUser,
});

/**
 * DingTalk sign-in (page /dingTalk): the page asks the DingTalk client for a one-time code of its corporation
 * (JSAPI requestAuthCode) and sends it here; the server asks DingTalk whose code it is and signs in the account
 * bound to that DingTalk user. The corporation must be the one the server holds an app of (DINGTALK_CORP_ID).
 */
export const ssoDingTalk = endpoint({
  host: 'uc',
  method: 'GET',
  path: '/sso/dingTalk',
  summary: 'Sign in with a DingTalk one-time code (requestAuthCode) of the configured corporation, as the account bound to that DingTalk user',
  anonymous: true,
  guards: ['signIn'],
  query: z.object({
    code: z.string().trim().min(1).max(512),
    corpId: z.string().trim().min(1).max(64),
  }),
  reply: loginUser,
});

/** Longest tenant logo, in characters of its data URL (about 18 KB of PNG): it travels in every boot screen. */
export const TENANT_LOGO_MAX_CHARS = 24_000;
/** A tenant's logo: a PNG data URL, which an <img> shows without a request and which can carry no script. */
export const tenantLogo = z.string().max(TENANT_LOGO_MAX_CHARS).regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/);

/** What a sign-in page shows of its tenant: its name and logo (null: the product's drop). */
export const tenantBrand = z.object({ id: z.string(), code: z.string(), name: z.string(), logo: tenantLogo.nullable() });
export type TenantBrand = z.infer<typeof tenantBrand>;

export const getTenantByCode = endpoint({
  host: 'uc',
  method: 'GET',
  path: '/uc/tenantManage/v1/getTenantByCode',
  summary: 'Resolve a tenant code to its id, name and logo before sign-in',
  anonymous: true,
  query: z.object({ code: z.string().trim().min(1).max(64) }),
  reply: commonResult(tenantBrand),
});
