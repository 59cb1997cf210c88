import { z } from 'zod';
import { commonResult, pageList, queryFilter } from '../common.js';
import { endpoint } from '../endpoint.js';

/** 1 normal, 0 disabled, -1 not activated, anything else departed. */
export const userStatus = z.number().int();

export const user = z.object({
  id: z.string(),
  account: z.string(),
  fullname: z.string(),
  status: userStatus,
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  /** File id of the photo; fetch through the file preview call. */
  photo: z.string().nullable(),
  sex: z.string().nullable(),
  userNumber: z.string().nullable(),
  tenantId: z.string(),
});
export type User = z.infer<typeof user>;

export const orgEntry = z.object({
  orgId: z.string(),
  orgName: z.string(),
  orgCode: z.string(),
  pathName: z.string().optional(),
  /** '1' for the user's main organisation. */
  isMaster: z.string(),
});
export type OrgEntry = z.infer<typeof orgEntry>;

export const postEntry = z.object({
  postId: z.string(),
  postName: z.string(),
  postCode: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  orgCode: z.string(),
  isMaster: z.string(),
  isCharge: z.string().optional(),
});
export type PostEntry = z.infer<typeof postEntry>;

/** The current user detail of spec section 3. */
export const userDetail = z.object({
  user,
  /** Role names joined by '|'; the client splits it. */
  role: z.string(),
  org: z.array(orgEntry),
  /** Keyed by post id. */
  post: z.record(z.string(), postEntry),
});
export type UserDetail = z.infer<typeof userDetail>;

const accountBody = z.object({ account: z.string().trim().min(1).max(100) });

export const getByAccount = endpoint({
  host: 'uc', method: 'POST', path: '/api/user/v1/user/getByAccount',
  summary: 'A user of this tenant by account',
  body: accountBody,
  reply: user,
});

export const getDetailByAccountOrId = endpoint({
  host: 'uc', method: 'POST', path: '/api/user/v1/user/getDetailByAccountOrId',
  summary: 'The user detail: user, roles, organisations and posts',
  body: z.object({ accountOrId: z.string().trim().min(1).max(100) }),
  reply: userDetail,
});

export const changUserPsd = endpoint({
  host: 'uc', method: 'POST', path: '/api/user/v1/user/changUserPsd',
  summary: 'Change the own password; both passwords RSA-OAEP encrypted',
  body: z.object({ oldPwd: z.string().min(1).max(2048), newPwd: z.string().min(1).max(2048) }),
  guards: ['lockout'],
  reply: commonResult(z.null()),
});

export const updateClientInfo = endpoint({
  host: 'uc', method: 'POST', path: '/api/user/v1/user/updateClientInfo',
  summary: 'Register the native shell push client of the signed-in user',
  body: z.object({
    account: z.string().min(1).max(100),
    clientToken: z.string().max(512).optional().default(''),
    clientId: z.string().max(512).optional().default(''),
  }),
  reply: commonResult(z.null()),
});

/**
 * Binding a WeChat identity to the caller's own account, after a password sign-in. The spec's parameter names
 * stay, but `openid` / `mpOpenid` carry the binding ticket a WeChat sign-in page was given, never an open id: the
 * server binds the identity WeChat vouched for, so no one can bind an open id they only know. One identity binds
 * one account of a tenant; an account holds one of each.
 */
export const bindOpenId = endpoint({
  host: 'uc', method: 'GET', path: '/api/user/v1/user/bindOpenId',
  summary: 'Bind the WeChat official-account identity of a binding ticket to the own account',
  query: z.object({ account: z.string().min(1).max(100), openid: z.string().min(1).max(128) }),
  reply: commonResult(z.null()),
});

export const bindMpOpenId = endpoint({
  host: 'uc', method: 'GET', path: '/api/user/v1/user/bindMpOpenId',
  summary: 'Bind the mini-program identity of a binding ticket to the own account',
  query: z.object({ account: z.string().min(1).max(100), mpOpenid: z.string().min(1).max(128) }),
  reply: commonResult(z.null()),
});

/** The sign-in providers an account may be bound to; the user binds and unbinds the WeChat ones, an administrator the others. */
export const identityProviders = ['dingtalk', 'wecom', 'wechat-oa', 'wechat-mp'] as const;
export const selfBoundProviders = ['wechat-oa', 'wechat-mp'] as const;
export type IdentityProvider = (typeof identityProviders)[number];

/** The caller's own bindings, for the personal page. */
export const getMyIdentities = endpoint({
  host: 'uc', method: 'GET', path: '/api/user/v1/user/identities',
  summary: 'The third-party sign-ins bound to the own account',
  reply: commonResult(z.array(z.object({ provider: z.enum(identityProviders), boundAt: z.string() }))),
});

export const unbindIdentity = endpoint({
  host: 'uc', method: 'POST', path: '/api/user/v1/user/unbindIdentity',
  summary: 'Unbind a WeChat official-account or mini-program identity from the own account',
  body: z.object({ provider: z.enum(selfBoundProviders) }),
  reply: commonResult(z.null()),
});

/** A user row of directory queries (address book, pickers). */
export const userRow = user.extend({
  orgId: z.string().nullable(),
  orgName: z.string().nullable(),
  postId: z.string().nullable(),
  postName: z.string().nullable(),
});
export type UserRow = z.infer<typeof userRow>;

export const queryByType = endpoint({
  host: 'uc', method: 'POST', path: '/api/user/v1/users/queryByType',
  summary: 'Users of the tenant, filtered by QueryFilter (account, fullname, mobile, status, orgId)',
  body: queryFilter,
  reply: pageList(userRow),
});

export const queryUserWithMainOrgPost = endpoint({
  host: 'uc', method: 'POST', path: '/api/user/v1/users/queryUserWithMainOrgPost',
  summary: 'Users with their main organisation and post (address book)',
  body: queryFilter,
  reply: pageList(userRow),
});

export const getUserRightMapByIds = endpoint({
  host: 'uc', method: 'GET', path: '/api/user/v1/user/getUserRightMapByIds',
  summary: 'For each user id, the ids of the user, orgs, posts and roles it stands for (used by rights checks)',
  query: z.object({ ids: z.string().min(1).max(4000) }),
  reply: commonResult(
    z.record(z.string(), z.object({ user: z.array(z.string()), org: z.array(z.string()), post: z.array(z.string()), role: z.array(z.string()) })),
  ),
});
