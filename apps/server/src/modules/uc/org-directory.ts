import type { OrgDirectory } from '@wp/engine';
import type { UcRepository } from './uc.repository.js';

/** The engine's view of a tenant's organisation, plus names for the records it writes. */
export interface OrgSnapshot extends OrgDirectory {
  nameOf(userId: string): string;
  /** The main organisation of a user (for "starter's department" and instance rows). */
  mainOrgOf(userId: string): string | null;
  /** Every user's and every organisation's name by id (departed users too: old records name them). */
  names: { users: ReadonlyMap<string, string>; orgs: ReadonlyMap<string, string> };
}

const CACHE_MS = 30_000;

/**
 * Loads a tenant's whole organisation (a plant has tens to a few thousand people) into memory for the
 * engine, which must stay synchronous and pure. Cached briefly: assignments change rarely, actions often.
 */
export function createOrgDirectoryProvider(repo: UcRepository, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; snapshot: Promise<OrgSnapshot> }>();

  async function load(tenantId: string): Promise<OrgSnapshot> {
    const rows = await repo.organisationOf(tenantId);
    const active = new Map(rows.users.filter((u) => u.status === 1).map((u) => [u.id, u.fullname]));
    const names = new Map(rows.users.map((u) => [u.id, u.fullname]));
    const group = (pairs: Array<[string, string]>) => {
      const m = new Map<string, string[]>();
      for (const [k, v] of pairs) if (active.has(v)) m.set(k, [...(m.get(k) ?? []), v]);
      return m;
    };
    const byRole = group(rows.roles.map((r) => [r.code, r.user_id]));
    const byPost = group(rows.posts.map((p) => [p.code, p.user_id]));
    const byOrg = group(rows.orgs.map((o) => [o.org_id, o.user_id]));
    const headsOfOrg = group(rows.posts.filter((p) => p.is_charge === 1).map((p) => [p.org_id, p.user_id]));
    const mainOrg = new Map(rows.orgs.filter((o) => o.is_master === 1).map((o) => [o.user_id, o.org_id]));
    const parentOf = new Map(rows.units.map((u) => [u.id, u.parent_id]));
    return {
      usersOfRole: (code) => byRole.get(code) ?? [],
      usersOfPost: (code) => byPost.get(code) ?? [],
      usersOfOrg: (id) => byOrg.get(id) ?? [],
      headsOf(userId) {
        const heads: string[] = [];
        // The seen set guards against a parent cycle in hand-edited data.
        const seen = new Set<string>();
        for (let org = mainOrg.get(userId) ?? null; org && !seen.has(org); org = parentOf.get(org) ?? null) {
          seen.add(org);
          heads.push(...(headsOfOrg.get(org) ?? []));
        }
        return heads;
      },
      exists: (userId) => active.has(userId),
      nameOf: (userId) => names.get(userId) ?? userId,
      mainOrgOf: (userId) => mainOrg.get(userId) ?? null,
      names: { users: names, orgs: new Map(rows.units.map((u) => [u.id, u.name])) },
    };
  }

  return {
    /** The organisation of a tenant as of at most 30 seconds ago. */
    forTenant(tenantId: string): Promise<OrgSnapshot> {
      const hit = cache.get(tenantId);
      if (hit && now() - hit.at < CACHE_MS) return hit.snapshot;
      const snapshot = load(tenantId);
      cache.set(tenantId, { at: now(), snapshot });
      snapshot.catch(() => cache.delete(tenantId));
      return snapshot;
    },
    invalidate: (tenantId: string) => void cache.delete(tenantId),
  };
}
export type OrgDirectoryProvider = ReturnType<typeof createOrgDirectoryProvider>;
