import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The asset list's search looks for the text in an asset's code, name and model. Three case-folded LIKEs per row
 * cost most of a searched page on a 16,000-asset category. `search_key` holds the three folded and joined (a unit
 * separator between them, so a search never spans two fields), kept by the database itself: a stored generated
 * column on PostgreSQL; on SQLite, which cannot add a stored one to a table, a column its triggers keep. The list's
 * index carries the key in place of name and model, so the count of a search reads the index alone and tests one
 * substring per entry (`instr`/`strpos`).
 */
const KEY = (sep: string) => sql.raw(`lower(asset_code || ${sep} || name || ${sep} || coalesce(model, ''))`);

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table eam_asset add column search_key text not null generated always as (${KEY('chr(31)')}) stored`.execute(db);
  } else {
    const key = KEY('char(31)');
    await sql`alter table eam_asset add column search_key text not null default ''`.execute(db);
    await sql`update eam_asset set search_key = ${key}`.execute(db);
    await sql`create trigger eam_asset_search_key_insert after insert on eam_asset
      begin update eam_asset set search_key = ${key} where rowid = new.rowid; end`.execute(db);
    await sql`create trigger eam_asset_search_key_update after update of asset_code, name, model on eam_asset
      begin update eam_asset set search_key = ${key} where rowid = new.rowid; end`.execute(db);
  }
  await db.schema.createIndex('eam_asset_list_key').on('eam_asset')
    .columns(['tenant_id', 'category_id', 'asset_code', 'asset_status', 'search_key', 'position_id']).execute();
  await db.schema.dropIndex('eam_asset_list').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('eam_asset_list').on('eam_asset')
    .columns(['tenant_id', 'category_id', 'asset_code', 'asset_status', 'name', 'model', 'position_id']).execute();
  await db.schema.dropIndex('eam_asset_list_key').execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql`drop trigger eam_asset_search_key_insert`.execute(db);
    await sql`drop trigger eam_asset_search_key_update`.execute(db);
  }
  await db.schema.alterTable('eam_asset').dropColumn('search_key').execute();
}
