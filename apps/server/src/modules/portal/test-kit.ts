import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/harness.js';

/** Helpers the portal's API tests share: sign-ins of the demo plant and the second tenant, calls, lookups. */
export function portalKit(t: TestApp) {
  const tokens = new Map<string, string>();
  return {
    /** A token of a platform-tenant user (signed in once per app). */
    async token(account: string): Promise<string> {
      if (!tokens.has(account)) tokens.set(account, await t.login(account, account === 'admin' ? 'Admin@2026' : 'Water@2026'));
      return tokens.get(account)!;
    },
    /** A token of the second tenant's administrator. */
    async otherTenantToken(): Promise<string> {
      if (!tokens.has('@hx')) {
        const hx = await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'hxwater').executeTakeFirstOrThrow();
        tokens.set('@hx', await t.login('hxadmin', 'Water@2026', hx.id));
      }
      return tokens.get('@hx')!;
    },
    get: (url: string, token?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse> =>
      t.call({ method: 'GET', url, token, headers }),
    post: (url: string, token: string | undefined, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse> =>
      t.call({ method: 'POST', url, token, payload: (payload ?? {}) as never, headers }),
    /** The platform tenant's id. */
    plantId: async () => (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'platform').executeTakeFirstOrThrow()).id,
    /** A platform-tenant user's id and name. */
    user: async (account: string) =>
      t.db.selectFrom('uc_user as u').innerJoin('uc_tenant as tn', 'tn.id', 'u.tenant_id').select(['u.id', 'u.fullname', 'u.tenant_id'])
        .where('tn.code', '=', 'platform').where('u.account', '=', account).executeTakeFirstOrThrow(),
  };
}
export type PortalKit = ReturnType<typeof portalKit>;
