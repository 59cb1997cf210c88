import type { Kysely } from 'kysely';

/**
 * Indexes the flow runtime reads by: a to-do page from the index alone (the assignee's open tasks in time
 * order, with the id, replacing the index without it), inbox messages by the task they announce (marked
 * handled when the task is), transfers by task, notices and read records by instance (participant checks,
 * read lists), tasks by day (statistics), instances by process (statistics).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.createIndex('bpm_task_todo').on('bpm_task').columns(['assignee_id', 'open', 'created_at', 'id']).execute();
  await s.dropIndex('bpm_task_assignee').execute();
  await s.createIndex('sys_message_ref').on('sys_message').columns(['ref_type', 'ref_id']).execute();
  await s.createIndex('bpm_transfer_task').on('bpm_transfer').column('task_id').execute();
  await s.createIndex('bpm_notice_inst').on('bpm_notice').columns(['inst_id', 'user_id']).execute();
  await s.createIndex('bpm_read_record_inst').on('bpm_read_record').columns(['inst_id', 'read_time']).execute();
  await s.createIndex('bpm_task_tenant_created').on('bpm_task').columns(['tenant_id', 'created_at']).execute();
  await s.createIndex('bpm_instance_def').on('bpm_instance').columns(['tenant_id', 'def_key', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('bpm_task_assignee').on('bpm_task').columns(['assignee_id', 'open', 'created_at']).execute();
  await db.schema.dropIndex('bpm_task_todo').execute();
  for (const name of ['bpm_instance_def', 'bpm_task_tenant_created', 'bpm_read_record_inst', 'bpm_notice_inst', 'bpm_transfer_task', 'sys_message_ref']) {
    await db.schema.dropIndex(name).execute();
  }
}
