import { sql, type Kysely } from 'kysely';

/**
 * Sessions and attempt counters (ADR 0016).
 *
 * - `uc_session`: one row per sign-in. Every token names its session (`sid`); refreshed tokens keep it, so
 *   signing out (or a password change, for the user's other sessions) ends every token of the session at once,
 *   on every server process. Replaces the per-token deny-list.
 * - `uc_attempt`: a counter per (scope, key) over a window, raised by one atomic upsert before the thing it
 *   guards is checked: password lockout (per account), the seal password, and request limits per address.
 *   Replaces the failure rows that were read, checked and then written (40 parallel guesses got 24 tries).
 * - Sign-in by e-mail or mobile number: each is unique within a tenant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('uc_session')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('end_reason', 'varchar(16)')
    .execute();
  await db.schema.createIndex('uc_session_user').on('uc_session').columns(['user_id', 'ended_at']).execute();
  await db.schema.createTable('uc_attempt')
    .addColumn('scope', 'varchar(32)', (c) => c.notNull())
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('uc_attempt_pk', ['scope', 'key'])
    .execute();
  await db.schema.dropTable('uc_login_failure').execute();
  await db.schema.dropTable('uc_revoked_token').execute();
  // Blank values are no address at all.
  await sql`update uc_user set email = null where email = ''`.execute(db);
  await sql`update uc_user set mobile = null where mobile = ''`.execute(db);
  await db.schema.createIndex('uc_user_email').on('uc_user').columns(['tenant_id', 'email']).unique().where(sql.ref('email'), 'is not', null).execute();
  await db.schema.createIndex('uc_user_mobile').on('uc_user').columns(['tenant_id', 'mobile']).unique().where(sql.ref('mobile'), 'is not', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('uc_user_mobile').execute();
  await db.schema.dropIndex('uc_user_email').execute();
  await db.schema.dropTable('uc_attempt').execute();
  await db.schema.dropTable('uc_session').execute();
  await db.schema.createTable('uc_login_failure')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('account', 'varchar(100)', (c) => c.notNull())
    .addColumn('failed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createTable('uc_revoked_token')
    .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}
