import { sql, type Kysely } from 'kysely';

/**
 * Business objects and data templates (ADR 0019). `form_bo_def` holds each BO's fields and the names of the
 * tables its records live in: one table per BO and per sub-table, created with typed, indexed columns when the
 * BO is defined (bo.repository), so lists filter and sort on any field. `form_data_template` holds the lists
 * over a BO, `form_bo_change` one row per value a save changed (who, when, field, old → new).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = 'varchar(64)';
  const s = db.schema;
  await s.createTable('form_bo_def')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('alias', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)')
    /** The fields (@wp/form FormField[]) as JSON. */
    .addColumn('fields_json', 'text', (c) => c.notNull())
    /** Where the records live: the main table, each field's column and type, each sub-table's table (bo/storage.ts). */
    .addColumn('storage_json', 'text', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', id)
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('form_bo_def_alias', ['tenant_id', 'alias'])
    .execute();
  await s.createTable('form_data_template')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('alias', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('bo_def_id', id, (c) => c.notNull().references('form_bo_def.id'))
    .addColumn('form_key', 'varchar(64)', (c) => c.notNull())
    /** Columns, search conditions, buttons with their rights, filters, export fields, sort (contract templateSettings). */
    .addColumn('settings_json', 'text', (c) => c.notNull())
    .addColumn('created_by', id)
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('form_data_template_alias', ['tenant_id', 'alias'])
    .execute();
  await s.createTable('form_bo_change')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('bo_def_id', id, (c) => c.notNull())
    .addColumn('record_id', id, (c) => c.notNull())
    /** The record's revision the save made; the rows of one save share it. */
    .addColumn('rev', 'integer', (c) => c.notNull())
    .addColumn('ord', 'integer', (c) => c.notNull())
    .addColumn('entity', 'varchar(64)', (c) => c.notNull())
    .addColumn('row_id', id)
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('field', 'varchar(64)', (c) => c.notNull())
    .addColumn('label', 'varchar(200)', (c) => c.notNull())
    /** JSON text of the values; null when there was none. */
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('user_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createIndex('form_bo_change_record').on('form_bo_change').columns(['tenant_id', 'bo_def_id', 'record_id', 'rev']).execute();
  await s.createIndex('form_bo_change_at').on('form_bo_change').columns(['tenant_id', 'bo_def_id', 'at']).execute();
}

/** Drops the BOs' record tables too: they exist only through their definitions. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const defs = await sql<{ storage_json: string }>`select storage_json from form_bo_def`.execute(db);
  for (const d of defs.rows) {
    const storage = JSON.parse(d.storage_json) as { table: string; subs: Record<string, { table: string }> };
    for (const sub of Object.values(storage.subs)) await db.schema.dropTable(sub.table).ifExists().execute();
    await db.schema.dropTable(storage.table).ifExists().execute();
  }
  await db.schema.dropTable('form_bo_change').execute();
  await db.schema.dropTable('form_data_template').execute();
  await db.schema.dropTable('form_bo_def').execute();
}
