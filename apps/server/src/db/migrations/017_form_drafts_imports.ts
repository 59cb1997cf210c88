import type { Kysely } from 'kysely';

/**
 * Drafts and imports of data templates. `form_data_draft` keeps a user's unfinished form per template (removed by
 * the save that finishes it). `form_import_log` is one xlsx import: its report, the sheet as read (for the report
 * file with an error column) and, until committed, the checked values, so the commit stores exactly what the dry
 * run checked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = 'varchar(64)';
  const s = db.schema;
  await s.createTable('form_data_draft')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('template_id', id, (c) => c.notNull())
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('ref_id', id)
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('data_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createIndex('form_data_draft_user').on('form_data_draft').columns(['tenant_id', 'user_id', 'template_id', 'updated_at']).execute();
  await s.createTable('form_import_log')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('template_id', id, (c) => c.notNull())
    .addColumn('template_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    /** checked | failed | committed */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('ok', 'integer', (c) => c.notNull())
    .addColumn('failed', 'integer', (c) => c.notNull())
    /** Every broken cell: [{row, field, label, message}]. */
    .addColumn('errors_json', 'text', (c) => c.notNull())
    /** The sheet as text: {headers, rows}. */
    .addColumn('sheet_json', 'text', (c) => c.notNull())
    /** The checked values per row; null once committed or when the import failed. */
    .addColumn('values_json', 'text')
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('user_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('committed_at', 'varchar(32)')
    .execute();
  await s.createIndex('form_import_log_template').on('form_import_log').columns(['tenant_id', 'template_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form_import_log').execute();
  await db.schema.dropTable('form_data_draft').execute();
}
