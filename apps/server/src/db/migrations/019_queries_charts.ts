import type { Kysely } from 'kysely';

/**
 * Custom queries, query views and custom charts (contract form/query.ts and form/chart.ts). Each row is a
 * definition as JSON under its alias (a query view under its sqlAlias and alias); what they read is a data
 * template or a view registered in code, never SQL text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = 'varchar(64)';
  const s = db.schema;
  for (const table of ['form_custom_query', 'form_custom_chart'] as const) {
    await s.createTable(table)
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('tenant_id', id, (c) => c.notNull())
      .addColumn('alias', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('settings_json', 'text', (c) => c.notNull())
      .addColumn('created_by', id)
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint(`${table}_alias`, ['tenant_id', 'alias'])
      .execute();
  }
  await s.createTable('form_query_view')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('sql_alias', 'varchar(64)', (c) => c.notNull())
    .addColumn('alias', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('settings_json', 'text', (c) => c.notNull())
    .addColumn('created_by', id)
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('form_query_view_alias', ['tenant_id', 'sql_alias', 'alias'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form_query_view').execute();
  await db.schema.dropTable('form_custom_chart').execute();
  await db.schema.dropTable('form_custom_query').execute();
}
