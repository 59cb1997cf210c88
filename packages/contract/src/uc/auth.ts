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
  guards: ['signIn', 'rateLimit'],
  query: z.object({
    code: z.string().trim().min(1).max(512),
    corpId: z.string().trim().min(1).max(64),
    /** The tenant the page is under (`/login/{tenant}/dingTalk`); the default tenant without one. */
    tenantId: z.string().max(64).optional(),
  }),
  reply: loginUser,
});

/**
 * The WeChat sign-ins (official account, mini-program) end one of two ways: the account bound to the WeChat user is
 * signed in, or no account is bound yet and the page is given a binding ticket instead. The ticket stands for the
 * open id WeChat vouched for, kept on the server for `expiresIn` seconds: after a password sign-in the page binds
 * with it (bindOpenId / bindMpOpenId), so no one can bind an open id they merely name.
 */
export const unboundIdentity = z.object({ bindTicket: z.string(), expiresIn: z.number() });
export const weChatSignIn = z.union([loginUser, unboundIdentity]);
export type WeChatSignIn = z.infer<typeof weChatSignIn>;
/** True when a WeChat sign-in ended with a binding ticket instead of a session. */
export const isUnbound = (r: WeChatSignIn): r is z.infer<typeof unboundIdentity> => 'bindTicket' in r;

const code = z.string().trim().min(1).max(512);
/** The tenant a sign-in page is under (`/login/{tenant}/...`); the default tenant without one. */
const tenantId = z.string().max(64).optional();

/**
 * WeChat official-account sign-in (page /weChatOffAcc): the page sends the code of WeChat's silent OAuth
 * (snsapi_base) once it has checked the `state` it bound to the browser; the server asks WeChat whose code it is.
 * A snapshot user (a page opened from a shared preview, is_snapshotuser=1) is never signed in nor bound.
 */
export const ssoWeChatOfficialAccount = endpoint({
  host: 'uc',
  method: 'GET',
  path: '/sso/weixinPublic',
  summary: 'Sign in with a WeChat official-account OAuth code as the account bound to that open id, or get a binding ticket',
  anonymous: true,
  guards: ['signIn', 'rateLimit'],
  query: z.object({ code, tenantId }),
  reply: weChatSignIn,
});

/** WeCom sign-in (page /weChat): the code of WeCom's OAuth, exchanged for the member's userid in the configured corporation. */
export const ssoWeCom = endpoint({
  host: 'uc',
  method: 'GET',
  path: '/sso/weixin',
  summary: 'Sign in with a WeCom OAuth code as the account bound to that WeCom member',
  anonymous: true,
  guards: ['signIn', 'rateLimit'],
  query: z.object({ code, tenantId }),
  reply: loginUser,
});

/**
 * The mini-program's own first step, before it opens its web view: it sends the code of `wx.login()` and gets a
 * ticket, valid once for `expiresIn` seconds, to open `/miniprogram?ticket=` with. The open id never leaves the server.
 */
export const miniProgramTicket = endpoint({
  host: 'uc',
  method: 'POST',
  path: '/sso/miniprogram/ticket',
  summary: 'Exchange a mini-program wx.login code for a one-time ticket its web view signs in with',
  anonymous: true,
  guards: ['signIn', 'rateLimit'],
  body: z.object({ code }),
  reply: z.object({ ticket: z.string(), expiresIn: z.number() }),
});

/** Mini-program sign-in (page /miniprogram inside the mini-program's web view): spends the ticket. */
export const ssoMiniProgram = endpoint({
  host: 'uc',
  method: 'GET',
  path: '/sso/miniprogram',
  summary: 'Sign in with a mini-program ticket as the account bound to its open id, or get a binding ticket',
  anonymous: true,
  guards: ['signIn', 'rateLimit'],
  query: z.object({ ticket: z.string().trim().min(1).max(128), tenantId }),
  reply: weChatSignIn,
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
