import type { Db } from '../../../db/database.js';
import type { EamSsoTicketTable, EamTokenTable } from '../../../db/schema.js';

/** SQL of the asset system's tickets and tokens (stored by hash only). */
export function createEamAuthRepository(db: Db) {
  return {
    insertTicket: (row: EamSsoTicketTable) => db.insertInto('eam_sso_ticket').values(row).execute(),

    /**
     * Marks a ticket used, once: of two concurrent exchanges exactly one updates the row. Answers the ticket when
     * this call used it, else null (unknown, used or expired).
     */
    async consumeTicket(hash: string, now: string) {
      const res = await db.updateTable('eam_sso_ticket').set({ used_at: now })
        .where('ticket_hash', '=', hash).where('used_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return null;
      return db.selectFrom('eam_sso_ticket').select(['tenant_id', 'user_id', 'account', 'session_id']).where('ticket_hash', '=', hash).executeTakeFirstOrThrow();
    },

    /** Drops tickets that can no longer be used. */
    deleteStaleTickets: (before: string) => db.deleteFrom('eam_sso_ticket').where('expires_at', '<', before).execute(),

    insertToken: (row: EamTokenTable) => db.insertInto('eam_token').values(row).execute(),

    /** The live token with this hash (not expired, not revoked), or undefined. */
    liveToken: (hash: string, now: string) =>
      db.selectFrom('eam_token').select(['id', 'tenant_id', 'user_id', 'account', 'session_id', 'created_at', 'expires_at'])
        .where('token_hash', '=', hash).where('revoked_at', 'is', null).where('expires_at', '>', now).executeTakeFirst(),

    /** Drops tokens that ended before `before` (kept a while after expiry for the record). */
    deleteTokensEndedBefore: (before: string) => db.deleteFrom('eam_token').where('expires_at', '<', before).execute(),

  };
}
export type EamAuthRepository = ReturnType<typeof createEamAuthRepository>;
