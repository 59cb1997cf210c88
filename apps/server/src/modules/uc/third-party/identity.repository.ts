import type { Db } from '../../../db/database.js';
import type { SignInTicketTable } from '../../../db/schema.js';
import { isUniqueViolation } from '../../../db/unique-violation.js';
import { newId } from '../../../platform/clock.js';

/** An identity at a sign-in provider: the provider, its organisation or app, the user's id there. */
export type Identity = { provider: string; corpId: string; externalId: string };
/** How a binding ended: made, already so, the identity is another account's, the account has another identity there. */
export type BindOutcome = 'bound' | 'same' | 'taken' | 'other';

/** Third-party identities of accounts, and the tickets of identities vouched for but not yet bound. */
export function createIdentityRepository(db: Db) {
  const holderOf = (tenantId: string, x: Identity) => db.selectFrom('uc_external_identity').select('user_id')
    .where('tenant_id', '=', tenantId).where('provider', '=', x.provider).where('corp_id', '=', x.corpId)
    .where('external_id', '=', x.externalId).executeTakeFirst();

  /** Why a binding cannot be made (or that it exists); null when nothing stands in its way. */
  async function obstacle(tenantId: string, userId: string, x: Identity): Promise<BindOutcome | null> {
    const holder = await holderOf(tenantId, x);
    if (holder) return holder.user_id === userId ? 'same' : 'taken';
    // Read second, it may see a binding of this very identity made meanwhile (the same request twice): not another.
    const mine = await db.selectFrom('uc_external_identity').select('external_id').where('user_id', '=', userId)
      .where('provider', '=', x.provider).where('corp_id', '=', x.corpId).executeTakeFirst();
    if (!mine) return null;
    return mine.external_id === x.externalId ? 'same' : 'other';
  }

  return {
    /** The account of a tenant an identity is bound to. */
    userByIdentity: (tenantId: string, x: Identity) =>
      db.selectFrom('uc_external_identity as x').innerJoin('uc_user as u', (j) => j.onRef('u.id', '=', 'x.user_id').onRef('u.tenant_id', '=', 'x.tenant_id'))
        .selectAll('u').where('x.tenant_id', '=', tenantId).where('x.provider', '=', x.provider).where('x.corp_id', '=', x.corpId)
        .where('x.external_id', '=', x.externalId).executeTakeFirst(),

    /**
     * Binds an identity to an account unless it is another account's or the account has another one there. Two
     * unique indexes decide a race: the loser's insert is refused, and it answers what now stands in its way.
     */
    async bind(tenantId: string, userId: string, x: Identity, at: string): Promise<BindOutcome> {
      const before = await obstacle(tenantId, userId, x);
      if (before) return before;
      try {
        await db.insertInto('uc_external_identity').values({
          id: newId(), tenant_id: tenantId, provider: x.provider, corp_id: x.corpId, external_id: x.externalId, user_id: userId, created_at: at,
        }).execute();
        return 'bound';
      } catch (e) {
        if (!isUniqueViolation(e)) throw e;
        return (await obstacle(tenantId, userId, x)) ?? 'taken';
      }
    },

    /** Removes an account's identities of a provider; how many there were. */
    unbind: async (userId: string, provider: string) =>
      Number((await db.deleteFrom('uc_external_identity').where('user_id', '=', userId).where('provider', '=', provider).executeTakeFirst()).numDeletedRows),

    identitiesOf: (userId: string) => db.selectFrom('uc_external_identity').select(['provider', 'created_at'])
      .where('user_id', '=', userId).orderBy('provider').execute(),

    /** Keeps a ticket, and lets go of the tickets that have ended (they are small, and few live at a time). */
    async saveTicket(ticket: SignInTicketTable, now: string) {
      await db.deleteFrom('uc_sign_in_ticket').where('expires_at', '<=', now).execute();
      await db.insertInto('uc_sign_in_ticket').values(ticket).execute();
    },
    /** Marks a binding ticket as spent; it stays until it ends, to answer a repeated request of its binding. */
    ticketBound: (id: string) => db.updateTable('uc_sign_in_ticket').set({ purpose: 'bound' }).where('id', '=', id).execute(),
    /** A live ticket, left in place (a binding spends it only once it is made). */
    liveTicket: (id: string, now: string) =>
      db.selectFrom('uc_sign_in_ticket').selectAll().where('id', '=', id).where('expires_at', '>', now).executeTakeFirst(),
    /** Takes a ticket: one statement, so of two requests with one ticket only one gets it. */
    takeTicket: async (id: string, now: string) => {
      const row = await db.deleteFrom('uc_sign_in_ticket').where('id', '=', id).returningAll().executeTakeFirst();
      return row && row.expires_at > now ? row : undefined;
    },
  };
}
export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
