import type { Kysely } from 'kysely';

/**
 * Who a user is at a third-party sign-in (issue I): a DingTalk user of a corporation, later a WeCom user or a
 * WeChat open id. One identity is bound to one account; the sign-in looks the account up by it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = 'varchar(64)';
  await db.schema.createTable('uc_external_identity')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    /** 'dingtalk'. */
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    /** The provider's organisation (a DingTalk corpId). */
    .addColumn('corp_id', id, (c) => c.notNull())
    /** The user's id there (a DingTalk userid). */
    .addColumn('external_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uc_external_identity_key').on('uc_external_identity').columns(['provider', 'corp_id', 'external_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uc_external_identity').execute();
}
