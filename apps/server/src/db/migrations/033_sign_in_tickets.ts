import type { Kysely } from 'kysely';

/**
 * WeChat sign-in (issue I). An official-account or mini-program open id arrives at a sign-in page before anyone
 * knows whose it is: the server keeps it in a short-lived ticket and hands the page only the ticket, so a binding
 * always binds the identity WeChat vouched for, never one a client names. The open ids the user rows held came
 * from exactly such client-named values: they are dropped, and each user binds again from WeChat.
 *
 * An identity now binds one account per tenant (the same WeChat user may have accounts in two tenants), and an
 * account holds at most one identity of each provider's app.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('uc_sign_in_ticket')
    /** The SHA-256 of the ticket (hex): a copy of the table signs no one in. */
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    /** 'wechat-oa' (official account) or 'wechat-mp' (mini-program). */
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    /** The app the open id belongs to (its appid). */
    .addColumn('corp_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('external_id', 'varchar(128)', (c) => c.notNull())
    /** 'signIn' (a mini-program's way into its web view), 'bind' (after a password sign-in), 'bound' (spent on its binding). */
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uc_sign_in_ticket_expiry').on('uc_sign_in_ticket').column('expires_at').execute();

  await db.schema.dropIndex('uc_external_identity_key').execute();
  await db.schema.createIndex('uc_external_identity_key').on('uc_external_identity')
    .columns(['tenant_id', 'provider', 'corp_id', 'external_id']).unique().execute();
  await db.schema.createIndex('uc_external_identity_user').on('uc_external_identity')
    .columns(['user_id', 'provider', 'corp_id']).unique().execute();

  await db.schema.alterTable('uc_user').dropColumn('open_id').execute();
  await db.schema.alterTable('uc_user').dropColumn('mp_open_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uc_user').addColumn('open_id', 'varchar(128)').execute();
  await db.schema.alterTable('uc_user').addColumn('mp_open_id', 'varchar(128)').execute();
  await db.schema.dropIndex('uc_external_identity_user').execute();
  await db.schema.dropIndex('uc_external_identity_key').execute();
  await db.schema.createIndex('uc_external_identity_key').on('uc_external_identity').columns(['provider', 'corp_id', 'external_id']).unique().execute();
  await db.schema.dropTable('uc_sign_in_ticket').execute();
}
