import type { LoginUser } from '@wp/contract';
import type { Config } from '../../config.js';
import type { Clock } from '../../platform/clock.js';
import type { RsaKeys } from '../../platform/auth/rsa.js';
import type { TokenService } from '../../platform/auth/tokens.js';
import type { Session } from '../../platform/auth/session.js';
import { decoyHash, verifyPassword } from '../../platform/auth/password.js';
import { badRequest, forbidden, unauthorized } from '../../platform/errors.js';
import type { UcRepository } from './uc.repository.js';
import type { PasswordAttempts } from './password-attempts.js';

export interface AuthDeps {
  repo: UcRepository; config: Config; clock: Clock; rsa: RsaKeys; tokens: TokenService; attempts: PasswordAttempts; fetch?: typeof fetch;
}

/** Sign-in, refresh, sign-out and single sign-on. */
export function createAuthService({ repo, config, clock, rsa, tokens, attempts, fetch: fetchFn = fetch }: AuthDeps) {
  const now = () => clock.now();

  async function tenantIdFor(tenantId: string | undefined): Promise<string> {
    const tenant = tenantId ? await repo.tenantById(tenantId) : await repo.tenantByCode(config.defaultTenant);
    if (!tenant || tenant.status !== 1) throw badRequest('auth.tenantUnknown');
    return tenant.id;
  }

  async function issue(user: { id: string; account: string; fullname: string; tenant_id: string }, guest?: { url: string; exp: number }): Promise<LoginUser> {
    const lifetime = guest ? Math.max(1, guest.exp - Math.floor(now().getTime() / 1000)) : undefined;
    const { token, claims } = await tokens.issue({ account: user.account, userId: user.id, tenantId: user.tenant_id, guest: guest?.url }, lifetime);
    return { token, account: user.account, userId: user.id, username: user.fullname, loginTime: claims.iat * 1000, expiration: claims.exp - claims.iat, tenantId: user.tenant_id };
  }

  /** Users that are not normal (status 1) cannot sign in, each with its own reason. */
  function assertActive(status: number) {
    if (status === 1) return;
    if (status === 0) throw forbidden('auth.disabled');
    if (status === -1) throw forbidden('auth.notActivated');
    throw forbidden('auth.departed');
  }

  return {
    /** Checks the lock, then the password (same cost for unknown accounts), then the status. */
    async login(input: { tenantId?: string; username: string; password: string }): Promise<LoginUser> {
      const tenantId = await tenantIdFor(input.tenantId);
      const account = input.username.trim();
      const plain = rsa.decrypt(input.password, 'password');
      const failures = await attempts.assertNotLocked(tenantId, account);
      const user = await repo.userByAccount(tenantId, account);
      const ok = await verifyPassword(plain, user?.password_hash ?? decoyHash);
      if (!user || !ok) {
        await attempts.recordFailure(tenantId, account, failures);
        throw unauthorized('auth.badCredentials');
      }
      assertActive(user.status);
      await attempts.clear(tenantId, account);
      return issue(user);
    },

    /**
     * A new token for a valid session; the old one stays valid until it expires. A guest token (short link)
     * stays a guest token for the same target and never outlives the one it replaces.
     */
    async refresh(session: Session): Promise<LoginUser> {
      const user = await repo.userById(session.tenantId, session.userId);
      if (!user) throw unauthorized('auth.expired');
      return issue(user, session.guest ? { url: session.guest, exp: session.exp } : undefined);
    },

    /** Deny-lists the token until its expiry, in the database, so every instance refuses it at once. */
    async signout(session: Session): Promise<void> {
      await repo.revokeToken(session.jti, new Date(session.exp * 1000).toISOString());
      await repo.purgeRevoked(now().toISOString());
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
      return issue(user);
    },

    /** For the auth hook: the session's user must still exist, be active, and the token not signed out. */
    async activeSession(c: { userId: string; tenantId: string; jti: string }) {
      // Read on every request, never cached: sign-out and disabling a user hold on the next request on every process.
      const facts = await repo.sessionFacts(c.tenantId, c.userId, c.jti);
      if (!facts || facts.status !== 1 || facts.revoked) return null;
      return { isAdmin: facts.isAdmin, tenantCode: facts.tenantCode };
    },

    async tenantByCode(code: string) {
      const t = await repo.tenantByCode(code);
      return t && t.status === 1 ? { id: t.id, code: t.code, name: t.name } : null;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
