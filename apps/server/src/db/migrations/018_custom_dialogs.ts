import type { Kysely } from 'kysely';

/**
 * Custom dialogs (自定义对话框): one row per alias and tenant. The definition (fields, conditions, source, REST
 * settings with their header, rights) is JSON checked by the contract's customDialogInput before it is stored;
 * name and ds_type are columns of their own for listing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = 'varchar(64)';
  await db.schema.createTable('form_custom_dialog')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('alias', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    /** dataSource | restful */
    .addColumn('ds_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('settings_json', 'text', (c) => c.notNull())
    .addColumn('created_by', id)
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('form_custom_dialog_alias', ['tenant_id', 'alias'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form_custom_dialog').execute();
}
