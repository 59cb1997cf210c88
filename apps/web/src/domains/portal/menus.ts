import { useQuery } from '@tanstack/react-query';
import { menuApi, type MenuNode } from '@wp/contract';
import { call } from '../../lib/http/client.js';
import { keys, session } from '../../lib/storage.js';
import { useSession } from '../../lib/session/store.js';
import { usePageSettled } from '../../lib/page-settled.js';
import { portalKeys } from './keys.js';

/** The menu code of the front end (spec section 9). */
export const FRONT_MENU = 'front_menu';

/** GET /sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu: the menus the user may see, as a tree. */
export const getCurrentUserMenu = async (signal?: AbortSignal): Promise<MenuNode[]> =>
  (await call(menuApi.getCurrentUserMenu, { query: { menuAlias: FRONT_MENU }, signal, silent: true, parallel: true })).value ?? [];

/**
 * GET /sys/sysMenu/v1/getCurrentUserMethodAuth: every method permission and the user's; kept in session
 * storage under allMethod and methodAuth (spec section 6), cleared at sign-out.
 */
export async function loadMethodAuth(signal?: AbortSignal) {
  const reply = await call(menuApi.getCurrentUserMethodAuth, { signal, silent: true, parallel: true });
  session.setJson(keys.allMethod, reply.allMethod);
  session.setJson(keys.methodAuth, reply.curUserMethod);
  return reply;
}

/** Whether the user holds a method permission (false until the permissions are loaded). */
export const hasMethod = (alias: string) => (session.getJson<string[]>(keys.methodAuth) ?? []).includes(alias);

/** The menu whose alias is the first segment of the path (the shell marks it active), searched depth-first. */
export function activeMenu(pathname: string, menus: readonly MenuNode[]): MenuNode | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  if (!first) return undefined;
  for (const m of menus) {
    if (m.alias === first) return m;
    const inner = activeMenu(pathname, m.children);
    if (inner) return inner;
  }
  return undefined;
}

/** Every menu with a path, flattened in order (for menu items reachable as routes). */
export const flattenMenus = (menus: readonly MenuNode[]): MenuNode[] => menus.flatMap((m) => [m, ...flattenMenus(m.children)]);

/** The signed-in user's menus and method permissions, loaded once per session in the background. */
export function useMenus() {
  const userId = useSession((s) => s.user?.userId);
  const settled = usePageSettled();
  return useQuery({
    queryKey: portalKeys.menus(userId),
    queryFn: async ({ signal }) => {
      const [menus] = await Promise.all([getCurrentUserMenu(signal), loadMethodAuth(signal).catch(() => null)]);
      return menus;
    },
    enabled: !!userId && settled,
    staleTime: Infinity,
    retry: false,
  });
}
