import type { LoginUser } from '@wp/contract';

/** How a vendor's sign-in ended on its page. */
export type VendorOutcome =
  /** Signed in as the account bound to the vendor's user. */
  | { user: LoginUser }
  /** The vendor's user is bound to no account yet: the page holds a binding ticket, a password sign-in binds it. */
  | { toPassword: true }
  /** The browser is on its way to the vendor's sign-in page, and comes back here. */
  | { away: true }
  /** A step the vendor's app did not take (a text key of the vendor's texts). */
  | { problem: string };

/**
 * One way in from another app (DingTalk, a WeChat official account, WeCom, a mini-program): how its page knows it
 * runs there, and how it gets the vendor's word on who the user is.
 */
export interface SignInVendor {
  /** Its texts: `auth:<texts>.title`, `.signingIn`, `.outside` and its problems. */
  texts: 'dingTalk' | 'weChat' | 'weCom' | 'miniProgram';
  /** Whether the page runs inside the vendor's app; outside, it says where to open it. */
  inside(): boolean;
  /** The page's own URL parameters, left out of where it goes next. */
  ownParams: readonly string[];
  signIn(page: { search: URLSearchParams; tenantId: string | undefined }): Promise<VendorOutcome>;
}
