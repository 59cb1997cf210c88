import type { MenuNode } from '@wp/contract';
import type { SysMenuTable } from '../../../db/schema.js';
import type { Session } from '../../../platform/auth/session.js';
import type { MenusRepository } from './menus.repository.js';
import type { Rights } from '../shared/rights.js';

/** Menus and method permissions: what the caller's roles (or user, post, org) are granted; administrators get all. */
export function createMenusService(deps: { repo: MenusRepository; rights: Rights }) {
  const { repo, rights } = deps;
  return {
    /** The visible menus under the one with this alias; a hidden menu hides everything below it. */
    async tree(session: Session, menuAlias: string): Promise<MenuNode[]> {
      const menus = await repo.menus(session.tenantId);
      const root = menus.find((m) => m.alias === menuAlias);
      if (!root) return [];
      const visible = await rights.visibleIds(await rights.principal(session), 'menu', menus);
      const childrenOf = new Map<string, SysMenuTable[]>();
      for (const m of menus) if (m.parent_id) childrenOf.set(m.parent_id, [...(childrenOf.get(m.parent_id) ?? []), m]);
      const seen = new Set<string>();
      const build = (m: SysMenuTable): MenuNode => {
        seen.add(m.id);
        return {
          id: m.id, alias: m.alias, code: m.code, name: m.name, path: m.menu_url, icon: m.icon,
          // `seen` guards against a parent cycle in hand-edited data.
          children: (childrenOf.get(m.id) ?? []).filter((c) => visible.has(c.id) && !seen.has(c.id)).map(build),
        };
      };
      return build(root).children;
    },

    /** Every method alias, and the caller's (all of them for administrators). */
    async methodAuth(session: Session) {
      const methods = await repo.methods(session.tenantId);
      const granted = await rights.visibleIds(await rights.principal(session), 'method', methods.map((m) => ({ id: m.id, is_public: 0 })));
      return { allMethod: methods.map((m) => m.alias), curUserMethod: methods.filter((m) => granted.has(m.id)).map((m) => m.alias) };
    },
  };
}
export type MenusService = ReturnType<typeof createMenusService>;
