import type { Kysely } from 'kysely';

/**
 * Corrective repair of the asset system (报修 → 派单 → 维修 → 验收) and its settings. An order's status moves only
 * through one UPDATE guarded by the status it was read in (two concurrent dispatches: one wins); every step adds a
 * row to its timeline. The order keeps the moments the KPIs need (reported, dispatched, first start, last finish,
 * acceptance, downtime end); each repair attempt is a row of its own (a failed acceptance leads to another).
 * Photo lists are JSON arrays of file ids. Times are ISO text in UTC, days yyyy-MM-dd.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = 'varchar(64)';
  const time = 'varchar(32)';
  const number = 'double precision';

  await db.schema.createTable('eam_repair_category')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('parent_id', id)
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    /** The names from the top joined by '/'. */
    .addColumn('hierarchy_name', 'varchar(400)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addUniqueConstraint('eam_repair_category_code', ['tenant_id', 'code'])
    .execute();

  await db.schema.createTable('eam_repair_category_tpl')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('category_id', id, (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('repair_solution', 'varchar(2000)')
    /** Standard hours. */
    .addColumn('cost_time', number)
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addUniqueConstraint('eam_repair_category_tpl_code', ['tenant_id', 'code'])
    .execute();
  await db.schema.createIndex('eam_repair_category_tpl_category').on('eam_repair_category_tpl').columns(['tenant_id', 'category_id', 'code']).execute();

  await db.schema.createTable('eam_repair_urgency')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('response_hours', number, (c) => c.notNull())
    .addUniqueConstraint('eam_repair_urgency_code', ['tenant_id', 'code'])
    .execute();

  await db.schema.createTable('eam_repair_group')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('leader_id', id, (c) => c.notNull())
    /** enable | disable */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('notes', 'varchar(500)')
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  /** The leader is a member too. */
  await db.schema.createTable('eam_repair_group_member')
    .addColumn('group_id', id, (c) => c.notNull())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('user_id', id, (c) => c.notNull())
    .addPrimaryKeyConstraint('eam_repair_group_member_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('eam_repair_group_member_user').on('eam_repair_group_member').columns(['tenant_id', 'user_id']).execute();

  /** One row per tenant: the process a new order's approval runs (null: no approval). */
  await db.schema.createTable('eam_repair_setting')
    .addColumn('tenant_id', id, (c) => c.primaryKey())
    .addColumn('approval_process_key', 'varchar(64)')
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();

  await db.schema.createTable('eam_repair_order')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('business_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('asset_id', id, (c) => c.notNull())
    .addColumn('category_tpl_id', id)
    .addColumn('urgency_id', id, (c) => c.notNull())
    .addColumn('content', 'varchar(2000)', (c) => c.notNull())
    .addColumn('picture_ids', 'text', (c) => c.notNull())
    .addColumn('asset_down', 'integer', (c) => c.notNull())
    .addColumn('plan_finish_date', 'varchar(10)')
    /** self_repair | external_repair */
    .addColumn('repair_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('source_abnormal_id', id)
    /** approval | not_dispatch | dispatched | repairing | wait_acceptance | acceptance_failed | finish | cancel */
    .addColumn('repair_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('proc_id', id)
    .addColumn('report_user_id', id, (c) => c.notNull())
    .addColumn('reported_at', time, (c) => c.notNull())
    /** reported_at + the urgency's response hours, fixed at the report. */
    .addColumn('response_deadline', time, (c) => c.notNull())
    .addColumn('approved_at', time)
    .addColumn('group_id', id)
    .addColumn('executor_id', id)
    .addColumn('dispatcher_id', id)
    .addColumn('dispatched_at', time)
    .addColumn('started_at', time)
    .addColumn('finished_at', time)
    .addColumn('accepted_at', time)
    .addColumn('cancelled_at', time)
    .addColumn('downtime_end', time)
    .addColumn('updated_at', time, (c) => c.notNull())
    .addUniqueConstraint('eam_repair_order_code', ['tenant_id', 'business_code'])
    .execute();
  // The lists: by status newest first, an asset's history, mine, my teams'.
  await db.schema.createIndex('eam_repair_order_status').on('eam_repair_order').columns(['tenant_id', 'repair_status', 'reported_at']).execute();
  await db.schema.createIndex('eam_repair_order_reported').on('eam_repair_order').columns(['tenant_id', 'reported_at']).execute();
  await db.schema.createIndex('eam_repair_order_asset').on('eam_repair_order').columns(['tenant_id', 'asset_id', 'reported_at']).execute();
  await db.schema.createIndex('eam_repair_order_reporter').on('eam_repair_order').columns(['tenant_id', 'report_user_id', 'reported_at']).execute();
  await db.schema.createIndex('eam_repair_order_group').on('eam_repair_order').columns(['tenant_id', 'group_id']).execute();
  await db.schema.createIndex('eam_repair_order_executor').on('eam_repair_order').columns(['tenant_id', 'executor_id']).execute();
  await db.schema.createIndex('eam_repair_order_proc').on('eam_repair_order').columns(['proc_id']).execute();

  await db.schema.createTable('eam_repair_act')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('order_id', id, (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('executor_id', id, (c) => c.notNull())
    .addColumn('started_at', time, (c) => c.notNull())
    .addColumn('finished_at', time)
    .addColumn('cause', 'varchar(1000)')
    .addColumn('remedy', 'varchar(1000)')
    .addColumn('failure_mode', 'varchar(8)')
    .addColumn('failure_mechanism', 'varchar(8)')
    .addColumn('failure_cause', 'varchar(8)')
    /** [{name, qty, unit}] */
    .addColumn('parts_json', 'text', (c) => c.notNull())
    .addColumn('labor_hours', number)
    .addColumn('cost', number)
    .addColumn('downtime_end', time)
    .addColumn('picture_ids', 'text', (c) => c.notNull())
    .addColumn('notes', 'varchar(1000)')
    .addUniqueConstraint('eam_repair_act_attempt', ['order_id', 'attempt'])
    .execute();

  await db.schema.createTable('eam_repair_acceptance')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('order_id', id, (c) => c.notNull())
    /** finish | acceptance_failed */
    .addColumn('accept_result', 'varchar(20)', (c) => c.notNull())
    .addColumn('notes', 'varchar(1000)')
    .addColumn('actual_cost', number)
    .addColumn('accepter_id', id, (c) => c.notNull())
    .addColumn('accepted_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('eam_repair_acceptance_order').on('eam_repair_acceptance').columns(['order_id', 'accepted_at']).execute();

  await db.schema.createTable('eam_repair_process')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('order_id', id, (c) => c.notNull())
    /** Its place in the order's timeline (steps within one second keep their order). */
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('label', 'varchar(20)', (c) => c.notNull())
    .addColumn('process_content', 'varchar(2000)')
    .addColumn('picture_ids', 'text', (c) => c.notNull())
    .addColumn('rcd_time', time, (c) => c.notNull())
    .addColumn('user_id', id)
    .addUniqueConstraint('eam_repair_process_seq', ['order_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'eam_repair_process', 'eam_repair_acceptance', 'eam_repair_act', 'eam_repair_order', 'eam_repair_setting', 'eam_repair_group_member', 'eam_repair_group',
    'eam_repair_urgency', 'eam_repair_category_tpl', 'eam_repair_category',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
