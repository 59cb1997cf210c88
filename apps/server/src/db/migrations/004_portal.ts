import type { Kysely } from 'kysely';

/**
 * The portal: who may see what (one rights table for columns, layouts, apps, menus and methods), home
 * columns and layouts, news and notices, the application centre, menus, short links, often-used flows,
 * meeting-room bookings, native app releases and the plant's daily readings behind the data-visualisation
 * pages. The inbox tables come with the workflow (migration 002).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = 'varchar(64)';
  const iso = 'varchar(32)';
  const s = db.schema;

  /** One row per grant: the owner (a column, layout, app, menu or method) is shown to this user, role, org or post. */
  await s.createTable('portal_right')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('owner_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('owner_id', id, (c) => c.notNull())
    /** 'user' | 'role' | 'org' (the org and everything below it) | 'post' */
    .addColumn('right_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('right_id', id, (c) => c.notNull())
    .execute();
  await s.createIndex('portal_right_owner').on('portal_right').columns(['owner_type', 'owner_id']).execute();

  await s.createTable('sys_index_column')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('alias', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('catalog', 'varchar(64)')
    /** 0 list or html, 1 chart or report. */
    .addColumn('col_type', 'integer', (c) => c.notNull().defaultTo(0))
    /** colType 1: 2 chart, anything else report. */
    .addColumn('chart_type', 'integer')
    /** 1 custom dialog, 3 URL, 4 template, anything else static html. */
    .addColumn('data_mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data_from', 'varchar(2000)')
    .addColumn('data_param', 'text')
    .addColumn('request_type', 'varchar(8)')
    .addColumn('need_page', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('page_size', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('col_height', 'integer')
    .addColumn('col_url', 'varchar(500)')
    /** Sanitised HTML (the wire carries it base64). */
    .addColumn('template_html', 'text')
    .addColumn('html', 'text')
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('memo', 'varchar(500)')
    .addColumn('created_at', iso, (c) => c.notNull())
    .addColumn('updated_at', iso, (c) => c.notNull())
    .addUniqueConstraint('sys_index_column_alias', ['tenant_id', 'alias'])
    .execute();

  await s.createTable('sys_index_layout')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('memo', 'varchar(500)')
    /** 1 mobile home. */
    .addColumn('layout_type', 'integer', (c) => c.notNull())
    /** JSON `{mobileList: [column aliases]}`. */
    .addColumn('design_json', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', iso, (c) => c.notNull())
    .execute();
  await s.createIndex('sys_index_layout_type').on('sys_index_layout').columns(['tenant_id', 'layout_type']).execute();

  /** The layout each user picked, per layout type. */
  await s.createTable('sys_index_my_layout')
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('layout_type', 'integer', (c) => c.notNull())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('layout_id', id, (c) => c.notNull())
    .addColumn('updated_at', iso, (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_index_my_layout_pk', ['user_id', 'layout_type'])
    .execute();

  await s.createTable('portal_news')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    /** 'news' | 'notice' */
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    /** Sanitised HTML. */
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('summary', 'varchar(300)', (c) => c.notNull())
    .addColumn('cover', id)
    /** JSON `[{id, name, size}]` of attachments. */
    .addColumn('ffj', 'text', (c) => c.notNull())
    /** 1 published, 0 draft. */
    .addColumn('is_public', 'integer', (c) => c.notNull())
    .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publisher_id', id)
    .addColumn('publisher', 'varchar(100)', (c) => c.notNull())
    .addColumn('publish_time', iso)
    .addColumn('created_at', iso, (c) => c.notNull())
    .addColumn('updated_at', iso, (c) => c.notNull())
    .execute();
  await s.createIndex('portal_news_list').on('portal_news').columns(['tenant_id', 'type', 'is_public', 'publish_time']).execute();

  await s.createTable('sys_app_type')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    /** The group, e.g. 'appType'. */
    .addColumn('type_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('parent_id', id)
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('sys_app_type_key').on('sys_app_type').columns(['tenant_id', 'type_key']).execute();

  await s.createTable('sys_app')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('type_id', id, (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('img', 'varchar(500)')
    .addColumn('icon', 'varchar(100)')
    .addColumn('icon_color', 'varchar(32)')
    /** 1 route, 2 URL, 3 data template, 4 chart, 5 start on behalf, 9 data visualisation. */
    .addColumn('mode', 'integer', (c) => c.notNull())
    .addColumn('content', 'varchar(2000)', (c) => c.notNull())
    .addColumn('enable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', id)
    .addColumn('created_at', iso, (c) => c.notNull())
    .addColumn('updated_at', iso, (c) => c.notNull())
    .execute();
  await s.createIndex('sys_app_type_id').on('sys_app').columns(['tenant_id', 'type_id']).execute();

  await s.createTable('sys_menu')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('parent_id', id)
    .addColumn('alias', 'varchar(64)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('menu_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('icon', 'varchar(100)')
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('sys_menu_alias', ['tenant_id', 'alias'])
    .execute();

  /** Method permissions (button-level rights), granted through portal_right. */
  await s.createTable('sys_method')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('menu_id', id)
    .addColumn('alias', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addUniqueConstraint('sys_method_alias', ['tenant_id', 'alias'])
    .execute();

  await s.createTable('sys_short_url')
    .addColumn('code', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('long_url', 'varchar(2000)', (c) => c.notNull())
    .addColumn('created_by', id, (c) => c.notNull())
    .addColumn('created_at', iso, (c) => c.notNull())
    .addColumn('expires_at', iso, (c) => c.notNull())
    .execute();
  await s.createIndex('sys_short_url_creator').on('sys_short_url').columns(['tenant_id', 'created_by', 'expires_at']).execute();

  /** Often-used flows: the process keys a user keeps at hand, in order. */
  await s.createTable('sys_tag_flow')
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('def_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('sn', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_tag_flow_pk', ['user_id', 'def_key'])
    .execute();

  await s.createTable('meeting_room')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('location', 'varchar(200)', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .execute();
  await s.createTable('meeting_booking')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('room_id', id, (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('booker_id', id, (c) => c.notNull())
    .addColumn('booker_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('start_time', iso, (c) => c.notNull())
    .addColumn('end_time', iso, (c) => c.notNull())
    /** 'booked' | 'cancelled' */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', iso, (c) => c.notNull())
    .execute();
  await s.createIndex('meeting_booking_time').on('meeting_booking').columns(['tenant_id', 'end_time']).execute();
  await s.createTable('meeting_attendee')
    .addColumn('booking_id', id, (c) => c.notNull())
    .addColumn('user_id', id, (c) => c.notNull())
    .addPrimaryKeyConstraint('meeting_attendee_pk', ['booking_id', 'user_id'])
    .execute();
  await s.createIndex('meeting_attendee_user').on('meeting_attendee').column('user_id').execute();

  /** Native app releases: one app for every tenant, so no tenant column. */
  await s.createTable('app_release')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('platform', 'varchar(16)', (c) => c.notNull())
    .addColumn('version', 'varchar(32)', (c) => c.notNull())
    .addColumn('download_url', 'varchar(1000)', (c) => c.notNull())
    .addColumn('notes', 'text')
    /** 1: clients older than this release must update. */
    .addColumn('force_update', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', iso, (c) => c.notNull())
    .addUniqueConstraint('app_release_version', ['platform', 'version'])
    .execute();

  /** A data-visualisation page: JSON list of charts over the daily readings. */
  await s.createTable('datav_page')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('alias', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('config_json', 'text', (c) => c.notNull())
    .addUniqueConstraint('datav_page_alias', ['tenant_id', 'alias'])
    .execute();

  /** The plant's daily operating figures: flows in m³/d, concentrations in mg/L. */
  await s.createTable('plant_daily_reading')
    .addColumn('tenant_id', id, (c) => c.notNull())
    /** yyyy-MM-dd */
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('inflow', 'double precision', (c) => c.notNull())
    .addColumn('outflow', 'double precision', (c) => c.notNull())
    .addColumn('cod_in', 'double precision', (c) => c.notNull())
    .addColumn('cod_out', 'double precision', (c) => c.notNull())
    .addColumn('nh3n_in', 'double precision', (c) => c.notNull())
    .addColumn('nh3n_out', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('plant_daily_reading_pk', ['tenant_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['plant_daily_reading', 'datav_page', 'app_release', 'meeting_attendee', 'meeting_booking', 'meeting_room',
    'sys_tag_flow', 'sys_short_url', 'sys_method', 'sys_menu', 'sys_app', 'sys_app_type', 'portal_news', 'sys_index_my_layout',
    'sys_index_layout', 'sys_index_column', 'portal_right']) await db.schema.dropTable(t).execute();
}
