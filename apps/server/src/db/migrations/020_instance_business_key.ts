import type { Kysely } from 'kysely';

/**
 * The records a running process refers to (bpm_instance.biz_key) are looked up for every page of a data
 * template's list (each row says whether it may be deleted) and for every delete: an index, not a scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('bpm_instance_biz_key').on('bpm_instance').columns(['tenant_id', 'biz_key']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bpm_instance_biz_key').execute();
}
