/**
 * The boot screen of a tenant's pages: index.html paints the product's name and drop before any script runs, so a
 * tenant's users would see another plant's brand while the app loads. For their requests the server writes the
 * tenant's name, logo and <title> into that markup instead.
 */

/** The cookie the web sets at sign-in naming the user's tenant (not a secret: the code is in the sign-in URL too). */
export const TENANT_COOKIE = 'wp_tenant';

export interface BootBrand { name: string; logo: string | null }

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The tenant a page request is for: the code of `/login/{code}…`, none for the default's `/login`, else the sign-in
 * cookie's; null for the default tenant.
 */
export function tenantCodeOf(url: string, cookieHeader: string | undefined): string | null {
  if (/^\/login\/?$/.test(url)) return null;
  const inPath = /^\/login\/([^/?#]+)/.exec(url)?.[1];
  const fromPath = inPath === undefined ? undefined : safeDecode(inPath);
  if (fromPath !== undefined) return CODE.test(fromPath) ? fromPath : null;
  const cookie = (cookieHeader ?? '').split(';').map((c) => c.trim()).find((c) => c.startsWith(`${TENANT_COOKIE}=`));
  const value = cookie === undefined ? undefined : safeDecode(cookie.slice(TENANT_COOKIE.length + 1));
  return value !== undefined && CODE.test(value) ? value : null;
}

function safeDecode(s: string): string | undefined {
  try {
    return decodeURIComponent(s);
  } catch {
    return undefined;
  }
}

const BOOT_BRAND = /<div class="boot-brand">([^<]*)<\/div>/;

/** The name the built boot screen paints (the product's). */
export const builtBrandName = (html: string) => BOOT_BRAND.exec(html)?.[1];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * index.html with a tenant's brand in its boot screen, title and description; everything written is escaped. Without a logo the
 * product's drop stays. (web-app.test.ts holds the real index.html to the parts replaced here.)
 */
export function brandedIndexHtml(html: string, brand: BootBrand): string {
  const name = escapeHtml(brand.name);
  const parts: Array<[RegExp, string | null]> = [
    [/<title>[^<]*<\/title>/, `<title>${name}</title>`],
    [/<meta name="description" content="[^"]*"/, `<meta name="description" content="${name} 移动办公与流程审批平台"`],
    [BOOT_BRAND, `<div class="boot-brand">${name}</div>`],
    [/<div class="boot-logo">[\s\S]*?<\/div>/,
      brand.logo === null ? null : `<div class="boot-logo"><img src="${escapeHtml(brand.logo)}" width="56" height="56" alt=""></div>`],
  ];
  return parts.reduce((out, [pattern, replacement]) => (replacement === null ? out : out.replace(pattern, () => replacement)), html);
}
