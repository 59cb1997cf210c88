import type { App, AppCategory } from '@wp/contract';
import type { SysAppTable, SysAppTypeTable } from '../../../db/schema.js';
import type { Session } from '../../../platform/auth/session.js';
import type { DefinitionsService } from '../../bpm-model/definitions.service.js';
import type { StartRightsService } from '../../bpm-model/start-rights.service.js';
import type { AppsRepository } from './apps.repository.js';
import type { Rights } from '../shared/rights.js';

/** Mode 5 apps start a process on behalf of a leader: stored by process key, sent with the current version's id. */
const START_ON_BEHALF = 5;

const parseJson = (text: string): Record<string, unknown> | null => {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * The application centre: a category tree of one group with, in each category, the enabled apps the
 * caller may use. A mode 5 app shows only to an agent who may start its process for some leader; one whose
 * process is not deployed is left out rather than sent half-made.
 */
export function createAppsService(deps: {
  repo: AppsRepository; rights: Rights; definitions: Pick<DefinitionsService, 'mainOnes'>; startRights: Pick<StartRightsService, 'permissionList'>;
}) {
  const { repo, rights } = deps;

  /** The app's content as the client uses it; null when it cannot be used now, or not by this caller. */
  function content(app: SysAppTable, defIdByKey: Map<string, string>, onBehalf: Set<string>): string | null {
    if (app.mode !== START_ON_BEHALF) return app.content;
    const c = parseJson(app.content);
    const key = typeof c?.key === 'string' ? c.key : null;
    const id = key && onBehalf.has(key) ? defIdByKey.get(key) : undefined;
    return id ? JSON.stringify({ id, key }) : null;
  }

  return {
    /** The categories of `typeKey` as a tree (the original's bare array), apps filtered by the caller's rights. */
    async tree(session: Session, typeKey: string): Promise<AppCategory[]> {
      const categories = await repo.categories(session.tenantId, typeKey);
      const apps = await repo.enabledApps(session.tenantId, categories.map((c) => c.id));
      const visible = await rights.visibleIds(await rights.principal(session), 'app', apps);
      const agentApps = apps.some((a) => a.mode === START_ON_BEHALF);
      const defIdByKey = agentApps
        ? new Map((await deps.definitions.mainOnes(session.tenantId)).map((d) => [d.def_key, d.id]))
        : new Map<string, string>();
      // The processes the caller may start on behalf of a leader (an agent pairing, and the leader's right).
      const onBehalf = agentApps ? new Set((await deps.startRights.permissionList(session)).leaders.flatMap((l) => l.defKeys)) : new Set<string>();
      const names = new Map(categories.map((c) => [c.id, c.name]));

      const appsOf = new Map<string, App[]>();
      for (const a of apps) {
        const c = visible.has(a.id) ? content(a, defIdByKey, onBehalf) : null;
        if (c === null) continue;
        appsOf.set(a.type_id, [...(appsOf.get(a.type_id) ?? []), {
          id: a.id, name: a.name, img: a.img, icon: a.icon, iconColor: a.icon_color, mode: a.mode, content: c, typeId: a.type_id,
          typeName: names.get(a.type_id) ?? '', enable: a.enable, sn: a.sn, createBy: a.created_by, createTime: a.created_at, updateTime: a.updated_at,
        }]);
      }
      const childrenOf = new Map<string | null, SysAppTypeTable[]>();
      for (const c of categories) {
        // A parent outside this group would hide the category: treat it as a top-level one.
        const parent = c.parent_id && names.has(c.parent_id) ? c.parent_id : null;
        childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), c]);
      }
      const build = (c: SysAppTypeTable, parentId: string | null): AppCategory => {
        const children = (childrenOf.get(c.id) ?? []).map((k) => build(k, c.id));
        return {
          id: c.id, typeId: c.id, typeName: c.name, text: c.name, pid: parentId ?? '0', parentId, isParent: children.length ? 'true' : 'false',
          sn: c.sn, children, appList: appsOf.get(c.id) ?? [],
        };
      };
      return (childrenOf.get(null) ?? []).map((c) => build(c, null));
    },
  };
}
export type AppsService = ReturnType<typeof createAppsService>;
