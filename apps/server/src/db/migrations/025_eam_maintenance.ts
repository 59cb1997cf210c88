import type { Kysely } from 'kysely';

/**
 * The asset system's preventive maintenance (保养, issue H): maintenance groups with a leader and members; meters
 * on assets and their readings; plans (an asset, a group, a trigger: fixed calendar, after completion or meter)
 * with their standard projects; the tasks generated from them with a copy of the projects; occurrences skipped
 * while a task was open. It refers only to the ledger (022), so it runs in any order with the other areas'.
 *
 * One open task per plan is kept by `eam_maintain_plan.open_task_id` (set by a conditional update when a task is
 * created, cleared when it closes) and, for the job that may run twice, by the unique (plan_id, plan_start_time).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = 'varchar(64)';
  const time = 'varchar(32)';
  const number = 'double precision';

  await db.schema.createTable('eam_maintain_group')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('leader_id', id, (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addUniqueConstraint('eam_maintain_group_code', ['tenant_id', 'code'])
    .execute();
  await db.schema.createTable('eam_maintain_group_member')
    .addColumn('group_id', id, (c) => c.notNull())
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addPrimaryKeyConstraint('eam_maintain_group_member_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('eam_maintain_group_member_user').on('eam_maintain_group_member').columns(['tenant_id', 'user_id']).execute();

  await db.schema.createTable('eam_asset_meter')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('asset_id', id, (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    /** hours | cycles */
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('unit', 'varchar(20)', (c) => c.notNull())
    /** The reading with the latest read_time, kept here for lists and the meter trigger. */
    .addColumn('last_value', number)
    .addColumn('last_read_time', time)
    .addColumn('created_at', time, (c) => c.notNull())
    .addUniqueConstraint('eam_asset_meter_code', ['tenant_id', 'code'])
    .execute();
  await db.schema.createIndex('eam_asset_meter_asset').on('eam_asset_meter').columns(['tenant_id', 'asset_id']).execute();

  await db.schema.createTable('eam_meter_reading')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('meter_id', id, (c) => c.notNull())
    .addColumn('value', number, (c) => c.notNull())
    /** The device's time of the reading. */
    .addColumn('read_time', time, (c) => c.notNull())
    .addColumn('recorded_by', id)
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('eam_meter_reading_time').on('eam_meter_reading').columns(['meter_id', 'read_time']).execute();

  await db.schema.createTable('eam_maintain_plan')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('asset_id', id, (c) => c.notNull())
    .addColumn('group_id', id, (c) => c.notNull())
    /** daily | first | second | special */
    .addColumn('maintain_type', 'varchar(16)', (c) => c.notNull())
    /** start | stop */
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    /** fixed | completion | meter */
    .addColumn('trigger_kind', 'varchar(16)', (c) => c.notNull())
    /** Calendar triggers: every N day | week | month from start_date (yyyy-MM-dd), none after end_date. */
    .addColumn('interval_every', 'integer')
    .addColumn('interval_unit', 'varchar(8)')
    .addColumn('start_date', 'varchar(10)')
    .addColumn('end_date', 'varchar(10)')
    /** Meter trigger: every meter_every on meter_id after last_service_reading. */
    .addColumn('meter_id', id)
    .addColumn('meter_every', number)
    .addColumn('last_service_reading', number)
    /** Hours allowed per task after its planned start. */
    .addColumn('timeout', number, (c) => c.notNull())
    .addColumn('info', 'varchar(500)')
    .addColumn('last_time', time)
    /** The occurrence the scheduled job (job_id) stands for; null when none is scheduled. */
    .addColumn('next_time', time)
    .addColumn('job_id', id)
    .addColumn('open_task_id', id)
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addUniqueConstraint('eam_maintain_plan_code', ['tenant_id', 'code'])
    .execute();
  await db.schema.createIndex('eam_maintain_plan_asset').on('eam_maintain_plan').columns(['tenant_id', 'asset_id']).execute();
  await db.schema.createIndex('eam_maintain_plan_meter').on('eam_maintain_plan').columns(['meter_id']).execute();

  await db.schema.createTable('eam_maintain_project')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('plan_id', id, (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)')
    /** Standard hours. */
    .addColumn('base_cost', number, (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('eam_maintain_project_plan').on('eam_maintain_project').columns(['plan_id', 'sort']).execute();

  await db.schema.createTable('eam_maintain_task')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('business_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('plan_id', id)
    .addColumn('maintain_type', 'varchar(16)', (c) => c.notNull())
    /** wait | acting | finish | cancel */
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    /** The asset as it was when the task was generated. */
    .addColumn('asset_id', id, (c) => c.notNull())
    .addColumn('asset_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('asset_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('asset_model', 'varchar(100)')
    .addColumn('asset_position', 'varchar(400)')
    .addColumn('group_id', id, (c) => c.notNull())
    .addColumn('executor_id', id)
    .addColumn('plan_start_time', time, (c) => c.notNull())
    .addColumn('timeout', number, (c) => c.notNull())
    /** plan_start_time + timeout hours: the overdue test is a comparison of ISO text. */
    .addColumn('deadline', time, (c) => c.notNull())
    .addColumn('act_start_time', time)
    .addColumn('act_finish_time', time)
    .addColumn('total_cost', number, (c) => c.notNull())
    .addColumn('act_total_cost', number)
    .addColumn('result', 'varchar(500)')
    .addColumn('cancel_reason', 'varchar(500)')
    .addColumn('cancelled_by', id)
    /** [{name, qty, unit}] */
    .addColumn('parts_json', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addUniqueConstraint('eam_maintain_task_code', ['tenant_id', 'business_code'])
    .addUniqueConstraint('eam_maintain_task_occurrence', ['plan_id', 'plan_start_time'])
    .execute();
  await db.schema.createIndex('eam_maintain_task_status').on('eam_maintain_task').columns(['tenant_id', 'status', 'plan_start_time']).execute();
  await db.schema.createIndex('eam_maintain_task_asset').on('eam_maintain_task').columns(['tenant_id', 'asset_id', 'plan_start_time']).execute();
  await db.schema.createIndex('eam_maintain_task_group').on('eam_maintain_task').columns(['tenant_id', 'group_id', 'status']).execute();

  await db.schema.createTable('eam_maintain_task_project')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('task_id', id, (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)')
    .addColumn('base_cost', number, (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    /** unexecuted | executed | none */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('result', 'varchar(500)')
    /** [file id] */
    .addColumn('picture_ids_json', 'text', (c) => c.notNull())
    .addColumn('operator_id', id)
    .addColumn('oper_time', time)
    .execute();
  await db.schema.createIndex('eam_maintain_task_project_task').on('eam_maintain_task_project').columns(['task_id', 'sort']).execute();

  await db.schema.createTable('eam_maintain_skip')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('plan_id', id, (c) => c.notNull())
    /** The occurrence skipped (yyyy-MM-dd, plant time). */
    .addColumn('occurrence_date', 'varchar(10)', (c) => c.notNull())
    /** The open task it was skipped for, or the task that made up for it. */
    .addColumn('task_id', id)
    .addColumn('recorded_at', time, (c) => c.notNull())
    .addUniqueConstraint('eam_maintain_skip_occurrence', ['plan_id', 'occurrence_date'])
    .execute();

  /** Business codes (BY20260615-001): the day's last number per tenant, taken by one atomic upsert. */
  await db.schema.createTable('eam_maintain_code_seq')
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('day', 'varchar(8)', (c) => c.notNull())
    .addColumn('last', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('eam_maintain_code_seq_pk', ['tenant_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['eam_maintain_code_seq', 'eam_maintain_skip', 'eam_maintain_task_project', 'eam_maintain_task', 'eam_maintain_project',
    'eam_maintain_plan', 'eam_meter_reading', 'eam_asset_meter', 'eam_maintain_group_member', 'eam_maintain_group']) {
    await db.schema.dropTable(table).execute();
  }
}
