import type { Kysely } from 'kysely';

/**
 * Indexes the flow runtime reads by: inbox messages by the task they announce (marked handled when the task
 * is), transfers by task, notices and read records by instance (participant checks, read lists), tasks by
 * completer and by day (done lists, statistics), and candidates by task.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.createIndex('sys_message_ref').on('sys_message').columns(['ref_type', 'ref_id']).execute();
  await s.createIndex('bpm_transfer_task').on('bpm_transfer').column('task_id').execute();
  await s.createIndex('bpm_notice_inst').on('bpm_notice').columns(['inst_id', 'user_id']).execute();
  await s.createIndex('bpm_read_record_inst').on('bpm_read_record').columns(['inst_id', 'read_time']).execute();
  await s.createIndex('bpm_task_tenant_created').on('bpm_task').columns(['tenant_id', 'created_at']).execute();
  await s.createIndex('bpm_instance_def').on('bpm_instance').columns(['tenant_id', 'def_key', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['bpm_instance_def', 'bpm_task_tenant_created', 'bpm_read_record_inst', 'bpm_notice_inst', 'bpm_transfer_task', 'sys_message_ref']) {
    await db.schema.dropIndex(name).execute();
  }
}
