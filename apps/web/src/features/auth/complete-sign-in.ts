import type { LoginUser } from '@wp/contract';
import { useSession } from '../../lib/session/store.js';
import { rememberTenantCookie } from '../../lib/session/tenant-cookie.js';
import { runtimeConfig } from '../../lib/runtime-config.js';
import { keys, local, session } from '../../lib/storage.js';
import { nativeBridge } from '../../lib/native-bridge.js';

/** The tenant a sign-in page's `:tenant` names, when it is not the default one (which goes unnamed). */
export const namedTenant = (tenant: string | undefined) => (tenant && tenant !== runtimeConfig().defaultTenant ? tenant : undefined);

/**
 * What every sign-in page does once the server has said who the user is: remember the tenant of the page (its
 * brand on the next boot, read by the server from a cookie), open the session, and offer the held bindings.
 */
export async function completeSignIn(user: LoginUser, tenantCode: string | undefined): Promise<void> {
  if (tenantCode) session.set('tenantCode', tenantCode);
  else session.remove('tenantCode');
  rememberTenantCookie(tenantCode);
  useSession.getState().signIn(user);
  // Most sign-ins hold nothing to bind outside the native app: the offers load only when there is one.
  if (nativeBridge.isNative() || session.get(keys.openId) || local.get(keys.mpOpenId)) {
    await (await import('./bind-after-login.js')).bindAfterLogin(user.account);
  }
}

/**
 * Where a sign-in page goes next: the redirect query plus the other parameters it was saved with (the guard moved
 * them beside it), less the page's own (`own`); home without one.
 */
export function redirectTarget(search: URLSearchParams, own: readonly string[] = []): string {
  const rest = new URLSearchParams(search);
  const to = rest.get('redirect');
  if (!to) return '/';
  rest.delete('redirect');
  for (const name of own) rest.delete(name);
  // Only same-site paths: never an open redirect to another origin.
  const path = to.startsWith('/') && !to.startsWith('//') ? to : '/';
  const qs = rest.toString();
  return qs ? `${path}?${qs}` : path;
}
