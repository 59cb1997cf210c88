import type { Session } from '../../../platform/auth/session.js';
import type { DirectoryService } from '../../uc/directory.service.js';
import type { OwnerType, RightsRepository } from './rights.repository.js';
import { createPrincipals, type Principal } from '../../uc/principals.js';

export type { Principal };

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

  // Loaded once per request: what a request asks of rights more than once (the home's layouts, then its columns).
  const principals = createPrincipals(directory);

  return {
    /** The caller's roles, posts and organisations (with their parents), loaded through the user centre once per request. */
    principal: (session: Session): Promise<Principal> => principals.of(session),

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
