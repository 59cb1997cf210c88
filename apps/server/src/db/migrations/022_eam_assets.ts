import type { Kysely } from 'kysely';

/**
 * The asset system's ledger and its own credentials (ADR 0024). Categories carry the kind of the web's routes
 * (/eam/device-{kind}); positions are the plant's functional places (预处理区 > 粗格栅间 > 1#格栅机位), kept apart
 * from the assets installed there; an asset's code is unique per tenant and printed on its label. Tickets and
 * asset tokens are stored as SHA-256 hashes only: a leaked table hands out no credential.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = 'varchar(64)';
  const money = 'double precision';
  await db.schema.createTable('eam_asset_category')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    /** machinery | server | network | storage | dataCenter | security */
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addUniqueConstraint('eam_asset_category_code', ['tenant_id', 'code'])
    .execute();

  await db.schema.createTable('eam_position')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('parent_id', id)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    /** The names from the top joined by ' / ', this one last: what a list shows without walking the tree. */
    .addColumn('path', 'varchar(400)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('eam_position_parent').on('eam_position').columns(['tenant_id', 'parent_id']).execute();

  await db.schema.createTable('eam_asset')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('asset_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('model', 'varchar(100)')
    .addColumn('category_id', id, (c) => c.notNull())
    /** using | idle | repair | scrap | scrapped */
    .addColumn('asset_status', 'varchar(16)', (c) => c.notNull())
    /** A | B | C */
    .addColumn('criticality', 'varchar(1)', (c) => c.notNull())
    .addColumn('position_id', id)
    .addColumn('position_detail', 'varchar(200)')
    .addColumn('parent_id', id)
    .addColumn('serial_number', 'varchar(100)')
    .addColumn('manufacturer', 'varchar(100)')
    .addColumn('supplier', 'varchar(100)')
    /** Dates without a time are yyyy-MM-dd text. */
    .addColumn('production_date', 'varchar(10)')
    .addColumn('purchase_date', 'varchar(10)')
    /** Years. */
    .addColumn('service_life', 'integer')
    .addColumn('use_organization', 'varchar(100)')
    .addColumn('manager', 'varchar(100)')
    .addColumn('picture_id', id)
    .addColumn('last_inspect_time', 'varchar(32)')
    /** [{label, value, unit}] of the category's technical data. */
    .addColumn('specs_json', 'text', (c) => c.notNull())
    /** running | stop */
    .addColumn('equipment_status', 'varchar(16)')
    .addColumn('equipment_ip', 'varchar(64)')
    .addColumn('manage_ip', 'varchar(64)')
    .addColumn('rack_name', 'varchar(100)')
    .addColumn('rack_up_number', 'integer')
    .addColumn('maintainer', 'varchar(100)')
    .addColumn('contacts', 'varchar(100)')
    .addColumn('contact_information', 'varchar(100)')
    .addColumn('maintenance_method', 'varchar(100)')
    .addColumn('maintenance_start_date', 'varchar(10)')
    .addColumn('maintenance_end_date', 'varchar(10)')
    .addColumn('maintenance_price', money)
    /** Yuan; the finance group (ADR 0024: read with the finance right only). */
    .addColumn('original_unit_price', money)
    .addColumn('residuals_rate', money)
    .addColumn('register_date', 'varchar(10)')
    .addColumn('financial_category', 'varchar(100)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('eam_asset_code', ['tenant_id', 'asset_code'])
    .execute();
  // The list: a category's assets in code order; a status filter; searches by name and model within the tenant.
  await db.schema.createIndex('eam_asset_by_category').on('eam_asset').columns(['tenant_id', 'category_id', 'asset_code']).execute();
  await db.schema.createIndex('eam_asset_status').on('eam_asset').columns(['tenant_id', 'asset_status']).execute();
  await db.schema.createIndex('eam_asset_name').on('eam_asset').columns(['tenant_id', 'name']).execute();
  await db.schema.createIndex('eam_asset_model').on('eam_asset').columns(['tenant_id', 'model']).execute();

  await db.schema.createTable('eam_sso_ticket')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('account', 'varchar(64)', (c) => c.notNull())
    /** The portal sign-in session it was issued in: the asset token ends with it. */
    .addColumn('session_id', id, (c) => c.notNull())
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema.createTable('eam_token')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('account', 'varchar(64)', (c) => c.notNull())
    .addColumn('session_id', id, (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('eam_token_user').on('eam_token').columns(['tenant_id', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['eam_token', 'eam_sso_ticket', 'eam_asset', 'eam_position', 'eam_asset_category']) {
    await db.schema.dropTable(table).execute();
  }
}
