/** Every storage key of the app in one place (spec section 9 lists the session keys). */
export const keys = {
  loginUser: 'loginUser',
  /** Who signed in on this device, without the token (local; lib/session/known-session.ts). */
  knownSession: 'knownSession',
  currentPost: (userId: string) => `currentPostId:${userId}`,
  allMethod: 'allMethod',
  methodAuth: 'methodAuth',
  lang: 'lang',
  /** The asset system's token, its expiry and user (lib/eam, ADR 0024). */
  assetToken: 'eam_token',
  casReturnUrl: 'casReturnUrl',
  rememberAccount: 'login.account',
  rememberFlag: 'login.remember',
  rememberSecret: 'login.secret',
  hideBindMiniProgram: 'hideBindMiniProgram',
  /** The binding tickets a WeChat sign-in page was given for a WeChat user bound to no account yet (spec: the held open ids). */
  mpOpenId: 'mpOpenId',
  openId: 'openId',
  /** The state a WeChat or WeCom OAuth round trip left with, which it must come back with (session). */
  oauthState: 'oauthState',
} as const;

const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

/** One storage area, each call guarded (a private window or a full disk throws). */
const areaOf = (area: () => Storage) => ({
  get: (k: string) => safe(() => area().getItem(k), null),
  set: (k: string, v: string) => safe(() => area().setItem(k, v), undefined),
  remove: (k: string) => safe(() => area().removeItem(k), undefined),
  getJson: <T>(k: string): T | null => safe(() => JSON.parse(area().getItem(k) ?? 'null') as T | null, null),
  setJson: (k: string, v: unknown) => safe(() => area().setItem(k, JSON.stringify(v)), undefined),
});

export const session = areaOf(() => sessionStorage);
export const local = areaOf(() => localStorage);
