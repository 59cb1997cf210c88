import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * Custom queries, query views and custom charts (contract form/query.ts and form/chart.ts). Each row is a
 * definition as JSON under its alias (a query view under its sqlAlias and alias); what they read is a data
 * template or a view registered in code, never SQL text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = 'varchar(64)';
  // The same columns each; a query view's key is its sqlAlias and alias, the others' their alias.
  const tables = [['form_custom_query', ['alias']], ['form_custom_chart', ['alias']], ['form_query_view', ['sql_alias', 'alias']]] as const;
  for (const [table, key] of tables) {
    let create: CreateTableBuilder<string, string> = db.schema.createTable(table)
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('tenant_id', id, (c) => c.notNull());
    for (const column of key) create = create.addColumn(column, 'varchar(64)', (c) => c.notNull());
    await create
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('settings_json', 'text', (c) => c.notNull())
      .addColumn('created_by', id)
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint(`${table}_alias`, ['tenant_id', ...key])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form_query_view').execute();
  await db.schema.dropTable('form_custom_chart').execute();
  await db.schema.dropTable('form_custom_query').execute();
}
