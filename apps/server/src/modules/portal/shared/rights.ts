import type { Session } from '../../../platform/auth/session.js';
import type { DirectoryService } from '../../uc/directory.service.js';
import type { OwnerType, RightsRepository } from './rights.repository.js';

/** The caller as the rights table names people: the user, their roles, posts and organisations with all their parents. */
export interface Principal {
  userId: string;
  tenantId: string;
  isAdmin: boolean;
  roleIds: ReadonlySet<string>;
  postIds: ReadonlySet<string>;
  orgIds: ReadonlySet<string>;
}

/** One grant: the owner is shown to this user, role, post or organisation (and its sub-organisations). */
export interface Grant { right_type: string; right_id: string }

/** Whether a principal holds one of the grants. */
export function holdsAny(p: Principal, grants: Grant[]): boolean {
  return grants.some((g) =>
    (g.right_type === 'user' && g.right_id === p.userId)
    || (g.right_type === 'role' && p.roleIds.has(g.right_id))
    || (g.right_type === 'post' && p.postIds.has(g.right_id))
    || (g.right_type === 'org' && p.orgIds.has(g.right_id)));
}

/**
 * Display rights of the portal: public things are for everyone of the tenant; the others for the people
 * their grants name; administrators see everything.
 */
export function createRights(deps: { repo: RightsRepository; directory: Pick<DirectoryService, 'userRightMap' | 'orgsOfUser'> }) {
  const { repo, directory } = deps;

  async function load(session: Session): Promise<Principal> {
    const [map, orgs] = await Promise.all([directory.userRightMap(session, session.userId), directory.orgsOfUser(session, session.userId)]);
    const own = map[session.userId] ?? { role: [], post: [] };
    return {
      userId: session.userId, tenantId: session.tenantId, isAdmin: session.isAdmin,
      roleIds: new Set(own.role), postIds: new Set(own.post),
      // An org's path lists its ancestors' ids: a grant to the plant reaches every department below it.
      orgIds: new Set(orgs.flatMap((o) => o.path.split('.'))),
    };
  }
  // A session object lives for one request (the auth hook makes it): what the request asks of rights more than
  // once (the home's layouts, then its columns) loads the caller's roles, posts and organisations once.
  const loaded = new WeakMap<Session, Promise<Principal>>();

  return {
    /** The caller's roles, posts and organisations (with their parents), loaded through the user centre once per request. */
    principal(session: Session): Promise<Principal> {
      let principal = loaded.get(session);
      if (!principal) {
        principal = load(session);
        loaded.set(session, principal);
        principal.catch(() => loaded.delete(session));
      }
      return principal;
    },

    /** The ids, among these owners, that the principal may see. */
    async visibleIds(p: Principal, ownerType: OwnerType, owners: Array<{ id: string; is_public: number }>): Promise<Set<string>> {
      if (p.isAdmin) return new Set(owners.map((o) => o.id));
      const restricted = owners.filter((o) => o.is_public !== 1).map((o) => o.id);
      const grants = await repo.rightsOf(p.tenantId, ownerType, restricted);
      const byOwner = new Map<string, Grant[]>();
      for (const g of grants) byOwner.set(g.owner_id, [...(byOwner.get(g.owner_id) ?? []), g]);
      return new Set(owners.filter((o) => o.is_public === 1 || holdsAny(p, byOwner.get(o.id) ?? [])).map((o) => o.id));
    },

    /** Whether the principal may see one owner. */
    async maySee(p: Principal, ownerType: OwnerType, owner: { id: string; is_public: number }): Promise<boolean> {
      return (await this.visibleIds(p, ownerType, [owner])).has(owner.id);
    },
  };
}
export type Rights = ReturnType<typeof createRights>;
