import { layoutApi, type Column, type Layout, type MobileHome } from '@wp/contract';
import type { SysIndexLayoutTable } from '../../../db/schema.js';
import type { Session } from '../../../platform/auth/session.js';
import { isoNow, type Clock } from '../../../platform/clock.js';
import { forbidden, notFound } from '../../../platform/errors.js';
import type { LayoutsRepository } from './layouts.repository.js';
import type { Rights } from '../shared/rights.js';

const base64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const { MOBILE_LAYOUT_TYPE } = layoutApi;

/** The column aliases of a layout's stored design; none when it cannot be read. */
function aliasesOf(designJson: string): string[] {
  try {
    return layoutApi.designAliases(JSON.parse(designJson));
  } catch {
    return [];
  }
}

/**
 * Mobile home layouts: the ones a user may pick (public or granted to them), and the one their home shows:
 * their own choice while they may still use it, else the default, else the first they may use.
 */
export function createLayoutsService(deps: {
  repo: LayoutsRepository; rights: Rights; clock: Clock;
  /** The columns of these aliases, as getByAlias gives them to the caller. */
  columns: (session: Session, aliases: readonly string[]) => Promise<Column[]>;
}) {
  const { repo, rights } = deps;

  async function usable(session: Session): Promise<SysIndexLayoutTable[]> {
    const all = await repo.ofType(session.tenantId, MOBILE_LAYOUT_TYPE);
    const ids = await rights.visibleIds(await rights.principal(session), 'layout', all);
    return all.filter((l) => ids.has(l.id));
  }

  async function current(session: Session, layouts: SysIndexLayoutTable[]) {
    const chosen = await repo.chosen(session.tenantId, session.userId, MOBILE_LAYOUT_TYPE);
    return layouts.find((l) => l.id === chosen) ?? layouts[0] ?? null;
  }

  return {
    /** The layout of the caller's mobile home, design base64-encoded, with its columns; null when they may use none. */
    async myMobileHome(session: Session): Promise<MobileHome | null> {
      const layout = await current(session, await usable(session));
      if (!layout) return null;
      const columns = await deps.columns(session, aliasesOf(layout.design_json));
      return { id: layout.id, name: layout.name, designHtml: base64(layout.design_json), columns };
    },

    /** Every layout the caller may pick, the current one marked. */
    async available(session: Session): Promise<Layout[]> {
      const layouts = await usable(session);
      const now = await current(session, layouts);
      return layouts.map((l) => ({
        id: l.id, name: l.name, memo: l.memo, type: 'mobile', layoutType: l.layout_type, isDefault: l.is_default,
        designHtml: base64(l.design_json), current: l.id === now?.id,
      }));
    },

    /** Remembers the caller's choice; only a layout they may use. */
    async choose(session: Session, layoutId: string): Promise<void> {
      const all = await repo.ofType(session.tenantId, MOBILE_LAYOUT_TYPE);
      if (!all.some((l) => l.id === layoutId)) throw notFound('portal.layout.notFound');
      if (!(await usable(session)).some((l) => l.id === layoutId)) throw forbidden('portal.layout.notAllowed');
      await repo.choose(session.tenantId, session.userId, MOBILE_LAYOUT_TYPE, layoutId, isoNow(deps.clock));
    },
  };
}
export type LayoutsService = ReturnType<typeof createLayoutsService>;
