/**
 * The cookie naming the signed-in user's tenant, so the server paints that tenant's name and logo on the boot screen
 * of every page this browser opens (platform/tenant-boot.ts). Not a secret, and no credential: the code also stands
 * in the tenant's sign-in URL. The default tenant needs none. A session cookie, as the sign-in itself lasts the
 * browsing session (session storage).
 */
const NAME = 'wp_tenant';

export function rememberTenantCookie(code: string | undefined) {
  if (!code) return forgetTenantCookie();
  document.cookie = `${NAME}=${encodeURIComponent(code)}; Path=/; SameSite=Lax`;
}

export function forgetTenantCookie() {
  document.cookie = `${NAME}=; Path=/; SameSite=Lax; Max-Age=0`;
}
