import { type Kysely } from 'kysely';

/**
 * Opinion records get their place in the flow: the revision of the step that wrote them and their order in it
 * (as node visits have since migration 009). Records of one step share a time to the millisecond, and without
 * these the timeline's order among them was whatever the database returned (on PostgreSQL it varied). Stored
 * records keep 0/0: they are older than any new one, and among themselves their times still order them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bpm_opinion').addColumn('rev', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('bpm_opinion').addColumn('ord', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bpm_opinion').dropColumn('ord').execute();
  await db.schema.alterTable('bpm_opinion').dropColumn('rev').execute();
}
