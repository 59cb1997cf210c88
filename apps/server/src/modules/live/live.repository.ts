import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { insertRows } from '../../db/insert-rows.js';
import type { Database } from '../../db/schema.js';

/** Something to tell one person: what happened (`kind`) and what a client needs to know of it. */
export interface LiveEventSpec {
  tenantId: string;
  userId: string;
  kind: string;
  data: Record<string, unknown>;
}

/** A stored event: its id is the order events are told in, and what a tab that reconnects names. */
export interface LiveEvent extends LiveEventSpec {
  id: number;
}

const eventOf = (r: { id: number | string; tenant_id: string; user_id: string; kind: string; data_json: string }): LiveEvent =>
  ({ id: Number(r.id), tenantId: r.tenant_id, userId: r.user_id, kind: r.kind, data: JSON.parse(r.data_json) as Record<string, unknown> });

/** The live_event table (migration 031). */
export function createLiveRepository(db: Db) {
  return {
    /** Writes events in the caller's transaction: they are told once, and only if, it commits. */
    append: (tx: Transaction<Database>, events: readonly LiveEventSpec[], now: string) =>
      insertRows(tx, 'live_event', events.map((e) => ({ tenant_id: e.tenantId, user_id: e.userId, kind: e.kind, data_json: JSON.stringify(e.data), created_at: now }))),

    /** Events after `id`, oldest first. */
    after: async (id: number, limit: number) =>
      (await db.selectFrom('live_event').selectAll().where('id', '>', id).orderBy('id').limit(limit).execute()).map(eventOf),

    /** One person's events after `id` (what a tab missed while it reconnected), oldest first. */
    forUserAfter: async (tenantId: string, userId: string, id: number, limit: number) =>
      (await db.selectFrom('live_event').selectAll().where('id', '>', id).where('tenant_id', '=', tenantId).where('user_id', '=', userId)
        .orderBy('id').limit(limit).execute()).map(eventOf),

    /** The newest event's id (0 when there is none). */
    lastId: async () => Number((await db.selectFrom('live_event').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0),

    /** The oldest kept event's id (0 when there is none): a tab that missed events before it must reload instead. */
    firstId: async () => Number((await db.selectFrom('live_event').select((eb) => eb.fn.min('id').as('id')).executeTakeFirst())?.id ?? 0),

    /** Deletes the events written before `before` (ISO-8601). */
    deleteBefore: (before: string) => db.deleteFrom('live_event').where('created_at', '<', before).execute(),
  };
}
export type LiveRepository = ReturnType<typeof createLiveRepository>;
