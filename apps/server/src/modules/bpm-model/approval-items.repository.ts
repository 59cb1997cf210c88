import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BpmApprovalItemTable } from '../../db/schema.js';

/** SQL of common approval phrases (bpm_approval_item): shared ones (no user) and users' own. */
export function createApprovalItemsRepository(db: Db) {
  /** Phrases a user sees: shared or own, for every process or for `defKey` (null: only the every-process ones). */
  const visible = (tenantId: string, userId: string, defKey: string | null) =>
    db.selectFrom('bpm_approval_item').selectAll().where('tenant_id', '=', tenantId)
      .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
      .where((eb) => (defKey === null ? eb('def_key', 'is', null) : eb.or([eb('def_key', 'is', null), eb('def_key', '=', defKey)])));
  return {
    /** Shared phrases first (every-process ones, then this process's, by sn), then the user's own, oldest first. */
    visible: (tenantId: string, userId: string, defKey: string | null) =>
      visible(tenantId, userId, defKey)
        .orderBy(sql`case when user_id is null then 0 else 1 end`).orderBy(sql`case when def_key is null then 0 else 1 end`)
        .orderBy('sn').orderBy('created_at').orderBy('id').execute(),
    exists: async (tenantId: string, userId: string, defKey: string | null, expression: string) =>
      !!(await visible(tenantId, userId, defKey).select('id').where('expression', '=', expression).executeTakeFirst()),
    countOwn: async (tenantId: string, userId: string) =>
      Number((await db.selectFrom('bpm_approval_item').select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', tenantId).where('user_id', '=', userId).executeTakeFirstOrThrow()).n),
    insert: (row: BpmApprovalItemTable) => db.insertInto('bpm_approval_item').values(row).execute().then(() => undefined),
  };
}
export type ApprovalItemsRepository = ReturnType<typeof createApprovalItemsRepository>;
