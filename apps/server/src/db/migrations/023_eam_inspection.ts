import type { Kysely } from 'kysely';

/**
 * Inspection rounds of the asset system (点巡检, issue H). Groups of people record; routes order points, each with
 * check items; plans run a route for a group at shift start times. Every occurrence of a plan becomes one task
 * (unique plan + planned start: a job that runs twice makes it once) whose points and check items are copies, so a
 * later edit of a point or an item never rewrites a recorded round. A task point keeps the device's time of the
 * record and the device's idempotency key (unique per tenant). Readings are kept per item with the number read,
 * indexed by point code + item code + time for the trend charts. An abnormal point writes a defect row that a
 * repair request references later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = 'varchar(64)';
  const time = 'varchar(32)';

  await db.schema.createTable('eam_inspection_group')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('notes', 'varchar(500)')
    .addColumn('created_at', time, (c) => c.notNull())
    .addUniqueConstraint('eam_inspection_group_code', ['tenant_id', 'code'])
    .execute();

  await db.schema.createTable('eam_inspection_group_member')
    .addColumn('group_id', id, (c) => c.notNull())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('user_id', id, (c) => c.notNull())
    /** 1 for the group's leader. */
    .addColumn('leader', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('eam_inspection_group_member_pk', ['group_id', 'user_id'])
    .execute();
  // "My tasks": the groups a user belongs to.
  await db.schema.createIndex('eam_inspection_member_user').on('eam_inspection_group_member').columns(['tenant_id', 'user_id']).execute();

  await db.schema.createTable('eam_inspection_route')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('notes', 'varchar(500)')
    .addUniqueConstraint('eam_inspection_route_code', ['tenant_id', 'code'])
    .execute();

  await db.schema.createTable('eam_inspection_point')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('route_id', id, (c) => c.notNull())
    /** Printed on the point's tag; what a scan reads. */
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    /** What to check here. */
    .addColumn('content', 'varchar(500)')
    .addColumn('asset_id', id)
    .addColumn('position_id', id)
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addUniqueConstraint('eam_inspection_point_code', ['tenant_id', 'code'])
    .execute();
  await db.schema.createIndex('eam_inspection_point_route').on('eam_inspection_point').columns(['route_id', 'sort']).execute();

  await db.schema.createTable('eam_inspection_point_item')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('point_id', id, (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('check_desc', 'varchar(500)')
    /** input | radiobox | number_range */
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('unit', 'varchar(20)')
    /** radiobox: {options:[{code,label,abnormal}]}; number_range: {min,max}; input: {}. */
    .addColumn('config_json', 'text', (c) => c.notNull())
    .addColumn('def_value', 'varchar(100)')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addUniqueConstraint('eam_inspection_point_item_code', ['point_id', 'code'])
    .execute();

  await db.schema.createTable('eam_inspection_plan')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('plan_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('route_id', id, (c) => c.notNull())
    .addColumn('group_id', id, (c) => c.notNull())
    /** The shifts' start times of day in plant time, JSON: ["08:00","16:00","00:00"]. */
    .addColumn('shifts_json', 'varchar(200)', (c) => c.notNull())
    /** order | random */
    .addColumn('inspection_method', 'varchar(16)', (c) => c.notNull())
    /** Hours allowed after the planned start. */
    .addColumn('completion_time', 'double precision', (c) => c.notNull())
    /** start | stop */
    .addColumn('plan_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('notes', 'varchar(500)')
    /** The planned start of the last task generated, and of the next one (the job's due time). */
    .addColumn('last_time', time)
    .addColumn('next_time', time)
    .addColumn('created_at', time, (c) => c.notNull())
    .addUniqueConstraint('eam_inspection_plan_code', ['tenant_id', 'plan_code'])
    .execute();

  await db.schema.createTable('eam_inspection_task')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('task_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('plan_id', id, (c) => c.notNull())
    .addColumn('plan_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('plan_notes', 'varchar(500)')
    .addColumn('route_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('group_id', id, (c) => c.notNull())
    .addColumn('inspection_method', 'varchar(16)', (c) => c.notNull())
    /** wait | acting | finish | cancel */
    .addColumn('task_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('plan_start_time', time, (c) => c.notNull())
    /** plan_start_time + the plan's completion time, stored so "overdue" is a range query. */
    .addColumn('deadline', time, (c) => c.notNull())
    .addColumn('act_start_time', time)
    .addColumn('act_finish_time', time)
    /** Hours from the first to the last recorded point. */
    .addColumn('act_total_cost', 'double precision')
    .addColumn('content', 'varchar(500)')
    .addColumn('finished_by', id)
    // Counts kept with each recorded point in its transaction: a list of tasks reads no points.
    .addColumn('point_count', 'integer', (c) => c.notNull())
    .addColumn('point_normal_count', 'integer', (c) => c.notNull())
    .addColumn('point_abnormal_count', 'integer', (c) => c.notNull())
    .addColumn('point_wait_count', 'integer', (c) => c.notNull())
    .addColumn('point_none_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addUniqueConstraint('eam_inspection_task_code', ['tenant_id', 'task_code'])
    // One task per plan and shift occurrence, however often its job runs.
    .addUniqueConstraint('eam_inspection_task_occurrence', ['plan_id', 'plan_start_time'])
    .execute();
  await db.schema.createIndex('eam_inspection_task_list').on('eam_inspection_task').columns(['tenant_id', 'task_status', 'plan_start_time']).execute();
  await db.schema.createIndex('eam_inspection_task_group').on('eam_inspection_task').columns(['tenant_id', 'group_id', 'plan_start_time']).execute();

  await db.schema.createTable('eam_inspection_task_point')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('task_id', id, (c) => c.notNull())
    .addColumn('point_id', id, (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('point_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('point_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('point_content', 'varchar(500)')
    .addColumn('asset_id', id)
    /** The position's path when the task was generated. */
    .addColumn('position_name', 'varchar(400)')
    /** wait | normal | abnormal | none */
    .addColumn('point_status', 'varchar(16)', (c) => c.notNull())
    /** scan | manual */
    .addColumn('insp_method', 'varchar(16)')
    /** The device's time of the record. */
    .addColumn('oper_time', time)
    .addColumn('oper_user_id', id)
    .addColumn('content', 'varchar(500)')
    .addColumn('action_label', 'varchar(40)')
    /** File ids, JSON array. */
    .addColumn('pics_json', 'text')
    /** The device's idempotency key of the record. */
    .addColumn('client_id', 'varchar(64)')
    /** The server's time of the record. */
    .addColumn('record_time', time)
    .addColumn('abnormal_item_count', 'integer', (c) => c.notNull())
    .addUniqueConstraint('eam_inspection_task_point_client', ['tenant_id', 'client_id'])
    .execute();
  await db.schema.createIndex('eam_inspection_task_point_task').on('eam_inspection_task_point').columns(['task_id', 'sort']).execute();
  // An asset's inspection history, newest first.
  await db.schema.createIndex('eam_inspection_task_point_asset').on('eam_inspection_task_point').columns(['tenant_id', 'asset_id', 'oper_time']).execute();

  await db.schema.createTable('eam_inspection_task_item')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('task_point_id', id, (c) => c.notNull())
    .addColumn('task_id', id, (c) => c.notNull())
    .addColumn('point_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('item_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('item_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('check_desc', 'varchar(500)')
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('unit', 'varchar(20)')
    .addColumn('config_json', 'text', (c) => c.notNull())
    .addColumn('def_value', 'varchar(100)')
    .addColumn('sort', 'integer', (c) => c.notNull())
    /** As shown (an option's label); the raw value as sent; the number read (number_range). */
    .addColumn('result', 'varchar(500)')
    .addColumn('result_meta', 'varchar(500)')
    .addColumn('value_num', 'double precision')
    .addColumn('abnormal', 'integer', (c) => c.notNull())
    .addColumn('pics_json', 'text')
    /** The point's device time, copied when recorded: the history reads items alone. */
    .addColumn('oper_time', time)
    .execute();
  await db.schema.createIndex('eam_inspection_task_item_point').on('eam_inspection_task_item').columns(['task_point_id', 'sort']).execute();
  await db.schema.createIndex('eam_inspection_task_item_history').on('eam_inspection_task_item').columns(['tenant_id', 'point_code', 'item_code', 'oper_time']).execute();

  await db.schema.createTable('eam_inspection_abnormal')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('task_id', id, (c) => c.notNull())
    .addColumn('task_point_id', id, (c) => c.notNull().unique())
    .addColumn('asset_id', id)
    .addColumn('summary', 'varchar(1000)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)')
    .addColumn('pics_json', 'text')
    /** not_process | processed */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('oper_user_id', id)
    .addColumn('oper_time', time, (c) => c.notNull())
    /** The repair request raised from it. */
    .addColumn('repair_order_id', id)
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('eam_inspection_abnormal_list').on('eam_inspection_abnormal').columns(['tenant_id', 'status', 'oper_time']).execute();
  await db.schema.createIndex('eam_inspection_abnormal_asset').on('eam_inspection_abnormal').columns(['tenant_id', 'asset_id']).execute();

  await db.schema.createTable('eam_inspection_process_action')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('class_value', 'varchar(40)')
    .addColumn('notes', 'varchar(500)')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addUniqueConstraint('eam_inspection_process_action_code', ['tenant_id', 'code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'eam_inspection_process_action', 'eam_inspection_abnormal', 'eam_inspection_task_item', 'eam_inspection_task_point', 'eam_inspection_task',
    'eam_inspection_plan', 'eam_inspection_point_item', 'eam_inspection_point', 'eam_inspection_route', 'eam_inspection_group_member', 'eam_inspection_group',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
