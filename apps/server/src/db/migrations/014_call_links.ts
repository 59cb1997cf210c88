import { sql, type Kysely } from 'kysely';

/**
 * Call activities (ADR 0015): an instance started by a call activity of another instance keeps its link, the
 * parent instance and the engine's call id, so the parent is told when it ends and ends it when the call is
 * cancelled. The index is partial, as 010's: almost every instance has no parent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bpm_instance').addColumn('parent_inst_id', 'varchar(64)').execute();
  await db.schema.alterTable('bpm_instance').addColumn('parent_call_id', 'varchar(64)').execute();
  await db.schema.createIndex('bpm_instance_parent').on('bpm_instance').columns(['parent_inst_id', 'parent_call_id'])
    .where(sql.ref('parent_inst_id'), 'is not', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bpm_instance_parent').execute();
  await db.schema.alterTable('bpm_instance').dropColumn('parent_call_id').execute();
  await db.schema.alterTable('bpm_instance').dropColumn('parent_inst_id').execute();
}
