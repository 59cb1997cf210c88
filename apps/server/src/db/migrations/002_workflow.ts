import type { Kysely } from 'kysely';

/**
 * The workflow: definitions and their catalogue (types, dictionaries, serial numbers, start rights, common
 * phrases), running instances with their engine state, tasks and candidates, opinions, circulated notices,
 * transfers, follow-ups, idempotent action replies, and the inbox the engine writes to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = 'varchar(64)';
  const iso = 'varchar(32)';
  const s = db.schema;

  await s.createTable('sys_type')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('type_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('parent_id', id)
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('icon', 'varchar(500)')
    .execute();
  await s.createIndex('sys_type_key').on('sys_type').columns(['tenant_id', 'type_key', 'parent_id']).execute();

  await s.createTable('sys_data_dict')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('type_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('parent_id', id)
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('sys_data_dict_key').on('sys_data_dict').columns(['tenant_id', 'type_key']).execute();

  await s.createTable('sys_identity')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('alias', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    /** e.g. 'CG{yyyy}{MM}{dd}{NO}': date parts and the counter. */
    .addColumn('regulation', 'varchar(200)', (c) => c.notNull())
    /** 'day' | 'month' | 'year' | 'never': when the counter starts again. */
    .addColumn('reset', 'varchar(16)', (c) => c.notNull().defaultTo('day'))
    .addColumn('no_length', 'integer', (c) => c.notNull().defaultTo(4))
    .addColumn('cur_period', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('cur_value', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('sys_identity_alias', ['tenant_id', 'alias'])
    .execute();

  await s.createTable('bpm_definition')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('def_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    /** The sys_type (FLOW_TYPE) it is listed under. */
    .addColumn('type_id', id)
    .addColumn('description', 'varchar(1000)')
    .addColumn('bpmn_xml', 'text', (c) => c.notNull())
    .addColumn('settings_json', 'text', (c) => c.notNull())
    /** The process form: a JSON field list (fields and sub-tables). */
    .addColumn('form_json', 'text')
    /** 1 on the newest version of its key: new instances start from it. */
    .addColumn('is_main', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('deployed'))
    .addColumn('support_mobile', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('icon', 'varchar(500)')
    .addColumn('created_by', id)
    .addColumn('created_at', iso, (c) => c.notNull())
    .addUniqueConstraint('bpm_definition_version', ['tenant_id', 'def_key', 'version'])
    .execute();

  await s.createTable('bpm_def_authorize')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('def_key', 'varchar(64)', (c) => c.notNull())
    /** 'everyone' | 'user' | 'role' | 'post' | 'org' */
    .addColumn('right_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('right_id', 'varchar(64)')
    .execute();
  await s.createIndex('bpm_def_authorize_key').on('bpm_def_authorize').columns(['tenant_id', 'def_key']).execute();

  /** Who may start processes on behalf of which leader (secretary for director). */
  await s.createTable('bpm_agent')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('leader_id', id, (c) => c.notNull())
    .addColumn('agent_id', id, (c) => c.notNull())
    .addColumn('def_key', 'varchar(64)')
    .execute();

  await s.createTable('bpm_approval_item')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    /** null: for every process. */
    .addColumn('def_key', 'varchar(64)')
    /** null: shared; else one user's own phrase. */
    .addColumn('user_id', id)
    .addColumn('expression', 'varchar(500)', (c) => c.notNull())
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', iso, (c) => c.notNull())
    .execute();

  await s.createTable('bpm_instance')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('def_id', id, (c) => c.notNull())
    .addColumn('def_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('def_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('type_id', id)
    .addColumn('subject', 'varchar(500)', (c) => c.notNull())
    /** draft | running | end | manualend | backToStart | back | revoke */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('starter_id', id, (c) => c.notNull())
    .addColumn('starter_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('starter_org_id', id)
    .addColumn('agent_leader_id', id)
    .addColumn('biz_key', 'varchar(64)')
    .addColumn('form_data', 'text')
    /** The engine's InstanceState as JSON; null for drafts. */
    .addColumn('state_json', 'text')
    /** Optimistic lock: every action bumps it, and writes only if it still holds the value it read. */
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('urgent_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', iso, (c) => c.notNull())
    .addColumn('updated_at', iso, (c) => c.notNull())
    .addColumn('end_time', iso)
    .execute();
  await s.createIndex('bpm_instance_starter').on('bpm_instance').columns(['tenant_id', 'starter_id', 'created_at']).execute();
  await s.createIndex('bpm_instance_status').on('bpm_instance').columns(['tenant_id', 'status', 'created_at']).execute();

  await s.createTable('bpm_task')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('inst_id', id, (c) => c.notNull())
    .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('subject', 'varchar(500)', (c) => c.notNull())
    .addColumn('def_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('def_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('type_id', id)
    /** NORMAL | DELIVERTO | BACK | ADDSIGN | SIGN | COMMU | INQU */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('assignee_id', id)
    .addColumn('owner_id', id)
    .addColumn('locked_by', id)
    .addColumn('parent_task_id', id)
    .addColumn('starter_id', id, (c) => c.notNull())
    .addColumn('starter_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', iso, (c) => c.notNull())
    .addColumn('due_at', iso)
    /** 1 while open; closed tasks stay for history and the done lists. */
    .addColumn('open', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('closed_at', iso)
    .addColumn('close_reason', 'varchar(16)')
    .addColumn('completed_by', id)
    .execute();
  await s.createIndex('bpm_task_assignee').on('bpm_task').columns(['assignee_id', 'open', 'created_at']).execute();
  await s.createIndex('bpm_task_inst').on('bpm_task').columns(['inst_id', 'open']).execute();

  await s.createTable('bpm_task_candidate')
    .addColumn('task_id', id, (c) => c.notNull())
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('open', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', iso, (c) => c.notNull())
    .addPrimaryKeyConstraint('bpm_task_candidate_pk', ['task_id', 'user_id'])
    .execute();
  await s.createIndex('bpm_task_candidate_user').on('bpm_task_candidate').columns(['user_id', 'open', 'created_at']).execute();

  await s.createTable('bpm_opinion')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('inst_id', id, (c) => c.notNull())
    .addColumn('task_id', id)
    .addColumn('node_id', 'varchar(64)')
    .addColumn('node_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('auditor_id', id)
    .addColumn('auditor_name', 'varchar(100)')
    .addColumn('qualified_json', 'text', (c) => c.notNull())
    .addColumn('qualified_names', 'varchar(2000)')
    .addColumn('status', 'varchar(32)', (c) => c.notNull())
    .addColumn('opinion', 'text', (c) => c.notNull())
    .addColumn('files_json', 'text')
    .addColumn('origin', 'varchar(8)', (c) => c.notNull())
    .addColumn('create_time', iso, (c) => c.notNull())
    .addColumn('complete_time', iso)
    .execute();
  await s.createIndex('bpm_opinion_inst').on('bpm_opinion').columns(['inst_id', 'create_time']).execute();
  await s.createIndex('bpm_opinion_auditor').on('bpm_opinion').columns(['auditor_id', 'complete_time']).execute();

  /** Circulated instances (传阅 / 抄送): one row per reader. */
  await s.createTable('bpm_notice')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('inst_id', id, (c) => c.notNull())
    .addColumn('task_id', id)
    .addColumn('node_id', 'varchar(64)')
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('from_user_id', id, (c) => c.notNull())
    .addColumn('opinion', 'text')
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_time', iso)
    .addColumn('created_at', iso, (c) => c.notNull())
    .execute();
  await s.createIndex('bpm_notice_user').on('bpm_notice').columns(['user_id', 'is_read', 'created_at']).execute();
  await s.createIndex('bpm_notice_from').on('bpm_notice').columns(['from_user_id', 'created_at']).execute();

  /** Tasks handed to someone else (我转办的): running until handled, cancel when retrieved. */
  await s.createTable('bpm_transfer')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('inst_id', id, (c) => c.notNull())
    .addColumn('task_id', id, (c) => c.notNull())
    .addColumn('owner_id', id, (c) => c.notNull())
    .addColumn('assignee_id', id, (c) => c.notNull())
    .addColumn('turn_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', iso, (c) => c.notNull())
    .addColumn('finish_time', iso)
    .execute();
  await s.createIndex('bpm_transfer_owner').on('bpm_transfer').columns(['owner_id', 'created_at']).execute();

  await s.createTable('bpm_read_record')
    .addColumn('inst_id', id, (c) => c.notNull())
    .addColumn('task_id', id, (c) => c.notNull())
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('read_time', iso, (c) => c.notNull())
    .addPrimaryKeyConstraint('bpm_read_record_pk', ['task_id', 'user_id'])
    .execute();

  await s.createTable('bpm_task_follow')
    .addColumn('inst_id', id, (c) => c.notNull())
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('node_ids', 'text', (c) => c.notNull())
    .addColumn('updated_at', iso, (c) => c.notNull())
    .addPrimaryKeyConstraint('bpm_task_follow_pk', ['inst_id', 'user_id'])
    .execute();

  /** A retried action with the same key returns the first reply and acts once. */
  await s.createTable('bpm_idempotency')
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('idem_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('reply_json', 'text', (c) => c.notNull())
    .addColumn('created_at', iso, (c) => c.notNull())
    .addPrimaryKeyConstraint('bpm_idempotency_pk', ['tenant_id', 'user_id', 'idem_key'])
    .execute();

  /** The inbox (站内信): the engine writes, the messages screen reads. */
  await s.createTable('sys_message')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('subject', 'varchar(500)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('owner_id', id)
    .addColumn('owner', 'varchar(100)', (c) => c.notNull())
    .addColumn('message_type', 'varchar(32)', (c) => c.notNull())
    /** The task or instance it is about, so handling the task can mark the message handled. */
    .addColumn('ref_type', 'varchar(16)')
    .addColumn('ref_id', id)
    .addColumn('created_at', iso, (c) => c.notNull())
    .execute();
  await s.createTable('sys_message_receiver')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('message_id', id, (c) => c.notNull())
    .addColumn('receiver_id', id, (c) => c.notNull())
    .addColumn('receiver_name', 'varchar(100)', (c) => c.notNull())
    /** Read time; null while unread. */
    .addColumn('receive_time', iso)
    /** 1 once the task it announced was handled (by anyone): it no longer counts as waiting. */
    .addColumn('handled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', iso, (c) => c.notNull())
    .execute();
  await s.createIndex('sys_message_receiver_user').on('sys_message_receiver').columns(['receiver_id', 'receive_time', 'created_at']).execute();
  await s.createIndex('sys_message_receiver_msg').on('sys_message_receiver').column('message_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['sys_message_receiver', 'sys_message', 'bpm_idempotency', 'bpm_task_follow', 'bpm_read_record', 'bpm_transfer',
    'bpm_notice', 'bpm_opinion', 'bpm_task_candidate', 'bpm_task', 'bpm_instance', 'bpm_approval_item', 'bpm_agent',
    'bpm_def_authorize', 'bpm_definition', 'sys_identity', 'sys_data_dict', 'sys_type']) await db.schema.dropTable(t).execute();
}
