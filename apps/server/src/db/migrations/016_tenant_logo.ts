import type { Kysely } from 'kysely';

/**
 * Each tenant's logo, shown on its sign-in page, home and boot screen: a small PNG kept as a data URL, so the
 * anonymous sign-in page and the server-rendered boot screen need no file download and no script-capable format.
 * Null: the product's own drop.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uc_tenant').addColumn('logo', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uc_tenant').dropColumn('logo').execute();
}
