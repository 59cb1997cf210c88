import { authApi, type LoginUser, type TenantBrand } from '@wp/contract';
import type { Config } from '../../config.js';
import { newId, type Clock } from '../../platform/clock.js';
import type { RsaKeys } from '../../platform/auth/rsa.js';
import type { TokenService } from '../../platform/auth/tokens.js';
import type { Session } from '../../platform/auth/session.js';
import { decoyHash, verifyPassword } from '../../platform/auth/password.js';
import { badRequest, forbidden, unauthorized } from '../../platform/errors.js';
import type { UcRepository } from './uc.repository.js';
import type { Attempts } from './attempts.js';

export interface AuthDeps {
  repo: UcRepository; config: Config; clock: Clock; rsa: RsaKeys; tokens: TokenService; attempts: Attempts; fetch?: typeof fetch;
}

/** Sign-in, refresh, sign-out and single sign-on. */
export function createAuthService({ repo, config, clock, rsa, tokens, attempts, fetch: fetchFn = fetch }: AuthDeps) {
  const now = () => clock.now();

  async function tenantIdFor(tenantId: string | undefined): Promise<string> {
    const tenant = tenantId ? await repo.tenantById(tenantId) : await repo.tenantByCode(config.defaultTenant);
    if (!tenant || tenant.status !== 1) throw badRequest('auth.tenantUnknown');
    return tenant.id;
  }

  type SignedIn = { id: string; account: string; fullname: string; tenant_id: string };

  /** A token of a session: a new one at sign-in, the same one when refreshed. */
  async function issue(user: SignedIn, sid: string, guest?: { url: string; exp: number }): Promise<LoginUser> {
    const lifetime = guest ? Math.max(1, guest.exp - Math.floor(now().getTime() / 1000)) : undefined;
    const { token, claims } = await tokens.issue({ account: user.account, userId: user.id, tenantId: user.tenant_id, sid, guest: guest?.url }, lifetime);
    return { token, account: user.account, userId: user.id, username: user.fullname, loginTime: claims.iat * 1000, expiration: claims.exp - claims.iat, tenantId: user.tenant_id };
  }

  /** Opens a session (uc_session) for a user who just proved who they are (or a short link's guest), and its first token. */
  async function signIn(user: SignedIn, guest?: { url: string; exp: number }): Promise<LoginUser> {
    const sid = newId();
    await repo.openSession({ id: sid, tenant_id: user.tenant_id, user_id: user.id, created_at: now().toISOString() });
    return issue(user, sid, guest);
  }

  /**
   * The one user a sign-in name means: the account first (it is what most staff type), else the one user with
   * that e-mail or mobile number. Blank never matches.
   */
  async function userBySignInName(tenantId: string, name: string) {
    if (!name) return undefined;
    const users = await repo.usersBySignInName(tenantId, name);
    return users.find((u) => u.account === name) ?? (users.length === 1 ? users[0] : undefined);
  }

  /** Users that are not normal (status 1) cannot sign in, each with its own reason. */
  function assertActive(status: number) {
    if (status === 1) return;
    if (status === 0) throw forbidden('auth.disabled');
    if (status === -1) throw forbidden('auth.notActivated');
    throw forbidden('auth.departed');
  }

  return {
    /**
     * Signs in by account, e-mail or mobile number. The attempt is counted first (per client address, then per
     * account), the password checked at the same cost for unknown names, then the status.
     */
    async login(input: { tenantId?: string; username: string; password: string; address: string }): Promise<LoginUser> {
      await attempts.limit('signInFromAddress', input.address);
      const tenantId = await tenantIdFor(input.tenantId);
      const name = input.username.trim();
      const plain = rsa.decrypt(input.password, 'password');
      const user = await userBySignInName(tenantId, name);
      // Unknown names are locked like accounts, so that the reply never tells which names exist.
      const ok = await attempts.checkPassword('password', user ? user.id : `${tenantId}:${name.toLowerCase()}`,
        () => verifyPassword(plain, user?.password_hash ?? decoyHash));
      if (!user || !ok) throw unauthorized('auth.badCredentials');
      assertActive(user.status);
      return signIn(user);
    },

    /**
     * A new token of the same session; the old one stays valid until it expires. A guest token (short link)
     * stays a guest token for the same target and never outlives the one it replaces.
     */
    async refresh(session: Session, address: string): Promise<LoginUser> {
      await attempts.limit('refreshFromAddress', address);
      await attempts.limit('refreshOfUser', `${session.tenantId}:${session.userId}`);
      await attempts.limit('refreshOfSession', session.sid);
      const user = await repo.userById(session.tenantId, session.userId);
      if (!user) throw unauthorized('auth.expired');
      return issue(user, session.sid, session.guest ? { url: session.guest, exp: session.exp } : undefined);
    },

    /** Ends the session in the database: every token of it (refreshed ones too) is refused at once by every process. */
    async signout(session: Session): Promise<void> {
      await repo.endSession(session.sid, 'signout', now().toISOString());
    },

    /** A guest session for a short link: the sharer's identity, limited to the shared URL, for `lifetime` seconds. */
    async guestToken(user: SignedIn, url: string, lifetime: number): Promise<string> {
      return (await signIn(user, { url, exp: Math.floor(now().getTime() / 1000) + lifetime })).token;
    },

    /** Validates a CAS ticket with the CAS server (protocol 2.0 serviceValidate) and signs the user in. */
    async sso(input: { ticket?: string; code?: string; service?: string }): Promise<LoginUser> {
      if (config.ssoMode !== 'cas' || !config.casServerUrl) throw badRequest('auth.ssoOff');
      if (!input.ticket || !input.service) throw badRequest('auth.ssoFailed');
      const url = new URL(`${config.casServerUrl.replace(/\/$/, '')}/serviceValidate`);
      url.searchParams.set('ticket', input.ticket);
      url.searchParams.set('service', input.service);
      const body = await fetchFn(url, { signal: AbortSignal.timeout(10_000) }).then((r) => r.text()).catch(() => '');
      const account = /<cas:authenticationSuccess>[\s\S]*?<cas:user>([^<]+)<\/cas:user>/.exec(body)?.[1]?.trim();
      if (!account) throw unauthorized('auth.ssoFailed');
      const user = await repo.userByAccount(await tenantIdFor(undefined), account);
      if (!user) throw unauthorized('auth.ssoFailed');
      assertActive(user.status);
      return signIn(user);
    },

    /** The tenant a sign-in names by id, else the default one; refused when unknown or closed. */
    tenantOf: tenantIdFor,

    /** Signs in a user another party has vouched for (a sign-in vendor), if the account may sign in. */
    async signInVouched(user: SignedIn & { status: number }): Promise<LoginUser> {
      assertActive(user.status);
      return signIn(user);
    },

    /** For the auth hook: the session's user must still exist, be active, and the token not signed out. */
    async activeSession(c: { userId: string; tenantId: string; sid?: string }) {
      // Tokens from before sessions existed name none: their users sign in again.
      if (!c.sid) return null;
      // Read every time: sign-out and disabling a user hold on the next request on every process. (The auth hook
      // keeps an answer for list reads only while the data version stands, which any write moves.)
      const facts = await repo.sessionFacts(c.tenantId, c.userId, c.sid);
      if (!facts || facts.status !== 1 || !facts.open) return null;
      return { isAdmin: facts.isAdmin, tenantCode: facts.tenantCode };
    },

    /** An active tenant's name and logo, for its sign-in page and boot screen (anonymous callers). */
    async tenantByCode(code: string): Promise<TenantBrand | null> {
      const t = await repo.tenantByCode(code);
      if (!t || t.status !== 1) return null;
      // A logo that is not a small PNG data URL is never handed to a page: it could not be shown safely.
      return { id: t.id, code: t.code, name: t.name, logo: authApi.tenantLogo.safeParse(t.logo).success ? t.logo : null };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
