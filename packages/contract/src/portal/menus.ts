import { z } from 'zod';
import { commonResult } from '../common.js';
import { endpoint } from '../endpoint.js';

/** Front-end menus and method permissions (host `portal`, under /sys like the original). */

export interface MenuNode { id: string; alias: string; code: string; name: string; path: string; icon: string | null; children: MenuNode[] }
export const menuNode: z.ZodType<MenuNode> = z.object({
  id: z.string(),
  /** The first path segment the shell matches to mark the active menu. */
  alias: z.string(),
  code: z.string(),
  name: z.string(),
  /** The route, from the menu's URL. */
  path: z.string(),
  icon: z.string().nullable(),
  children: z.lazy(() => z.array(menuNode)),
});

export const getCurrentUserMenu = endpoint({
  host: 'portal', method: 'GET', path: '/sys/sysMenu/v1/getCurrentUserMenu',
  summary: 'The menus under the menu with this alias (front_menu) that the current user may see, as a tree',
  query: z.object({ menuAlias: z.string().trim().min(1).max(64) }),
  reply: commonResult(z.array(menuNode)),
});

export const getCurrentUserMethodAuth = endpoint({
  host: 'portal', method: 'GET', path: '/sys/sysMenu/v1/getCurrentUserMethodAuth',
  summary: 'Every method permission alias, and those the current user holds (administrators hold all)',
  reply: z.object({ allMethod: z.array(z.string()), curUserMethod: z.array(z.string()) }),
});
