import type { Db } from '../../../db/database.js';
import { newId } from '../../../platform/clock.js';

/** The kinds of things the portal grants to people. */
export type OwnerType = 'column' | 'layout' | 'app' | 'menu' | 'method';

/** SQL of the portal's display rights. */
export function createRightsRepository(db: Db) {
  return {
    /** The grants of some owners of one type. */
    rightsOf: (tenantId: string, ownerType: OwnerType, ownerIds: string[]) =>
      ownerIds.length === 0
        ? Promise.resolve([])
        : db.selectFrom('portal_right').select(['owner_id', 'right_type', 'right_id'])
          .where('tenant_id', '=', tenantId).where('owner_type', '=', ownerType).where('owner_id', 'in', ownerIds).execute(),
    /** Replaces the grants of one owner. */
    setRights: (tenantId: string, ownerType: OwnerType, ownerId: string, grants: Array<{ right_type: string; right_id: string }>) =>
      db.transaction().execute(async (tx) => {
        await tx.deleteFrom('portal_right').where('tenant_id', '=', tenantId).where('owner_type', '=', ownerType).where('owner_id', '=', ownerId).execute();
        if (grants.length) {
          await tx.insertInto('portal_right')
            .values(grants.map((g) => ({ id: newId(), tenant_id: tenantId, owner_type: ownerType, owner_id: ownerId, right_type: g.right_type, right_id: g.right_id })))
            .execute();
        }
      }),
  };
}
export type RightsRepository = ReturnType<typeof createRightsRepository>;
