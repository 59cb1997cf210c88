import type { Db } from '../../../db/database.js';

/** SQL of often-used flows. */
export function createTagsRepository(db: Db) {
  return {
    keysOf: (tenantId: string, userId: string) =>
      db.selectFrom('sys_tag_flow').select(['def_key', 'sn']).where('tenant_id', '=', tenantId).where('user_id', '=', userId).orderBy('sn').execute(),
    /** Replaces a user's whole list, atomically. */
    replace: (tenantId: string, userId: string, defKeys: string[]) =>
      db.transaction().execute(async (tx) => {
        await tx.deleteFrom('sys_tag_flow').where('user_id', '=', userId).execute();
        if (defKeys.length) {
          await tx.insertInto('sys_tag_flow').values(defKeys.map((def_key, sn) => ({ user_id: userId, def_key, tenant_id: tenantId, sn }))).execute();
        }
      }),
  };
}
export type TagsRepository = ReturnType<typeof createTagsRepository>;
