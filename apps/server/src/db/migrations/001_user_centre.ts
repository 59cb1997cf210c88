import type { Kysely } from 'kysely';

/** Tenants, organisation, users, sign-in bookkeeping, seals and files. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = 'varchar(64)';
  const iso = 'varchar(32)';
  await db.schema.createTable('uc_tenant')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', iso, (c) => c.notNull())
    .execute();
  await db.schema.createTable('uc_dimension')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createTable('uc_org')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('dem_id', id, (c) => c.notNull())
    .addColumn('parent_id', id)
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('path', 'varchar(1000)', (c) => c.notNull())
    .addColumn('path_name', 'varchar(1000)', (c) => c.notNull())
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('uc_org_parent').on('uc_org').columns(['tenant_id', 'dem_id', 'parent_id']).execute();
  await db.schema.createTable('uc_post')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('org_id', id, (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('is_charge', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const t of ['uc_role', 'uc_job', 'uc_group'] as const) {
    let b = db.schema.createTable(t)
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('tenant_id', id, (c) => c.notNull())
      .addColumn('code', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(200)', (c) => c.notNull());
    if (t === 'uc_role') b = b.addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1));
    if (t === 'uc_job') b = b.addColumn('level', 'integer', (c) => c.notNull().defaultTo(0));
    await b.execute();
  }
  await db.schema.createTable('uc_user')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('account', 'varchar(100)', (c) => c.notNull())
    .addColumn('fullname', 'varchar(100)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(300)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mobile', 'varchar(32)')
    .addColumn('email', 'varchar(200)')
    .addColumn('address', 'varchar(500)')
    .addColumn('photo', id)
    .addColumn('sex', 'varchar(8)')
    .addColumn('user_number', 'varchar(64)')
    .addColumn('open_id', 'varchar(128)')
    .addColumn('mp_open_id', 'varchar(128)')
    .addColumn('client_id', 'varchar(512)')
    .addColumn('client_token', 'varchar(512)')
    .addColumn('created_at', iso, (c) => c.notNull())
    .addUniqueConstraint('uc_user_tenant_account', ['tenant_id', 'account'])
    .execute();
  const link = async (t: string, a: string, b: string, extra?: string) => {
    let q = db.schema.createTable(t).addColumn(a, id, (c) => c.notNull()).addColumn(b, id, (c) => c.notNull());
    if (extra) q = q.addColumn(extra, 'integer', (c) => c.notNull().defaultTo(0));
    await q.addPrimaryKeyConstraint(`${t}_pk`, [a, b] as never).execute();
    await db.schema.createIndex(`${t}_${b}`).on(t).column(b).execute();
  };
  await link('uc_user_org', 'user_id', 'org_id', 'is_master');
  await link('uc_user_post', 'user_id', 'post_id', 'is_master');
  await link('uc_user_role', 'user_id', 'role_id');
  await link('uc_user_job', 'user_id', 'job_id');
  await link('uc_group_user', 'group_id', 'user_id');
  await db.schema.createTable('uc_login_failure')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('account', 'varchar(100)', (c) => c.notNull())
    .addColumn('failed_at', iso, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uc_login_failure_account').on('uc_login_failure').columns(['tenant_id', 'account', 'failed_at']).execute();
  await db.schema.createTable('uc_revoked_token')
    .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('expires_at', iso, (c) => c.notNull())
    .execute();
  await db.schema.createTable('uc_seal')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('user_id', id, (c) => c.notNull().unique())
    .addColumn('file_id', id, (c) => c.notNull())
    .addColumn('password_hash', 'varchar(300)')
    .addColumn('is_use', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', iso, (c) => c.notNull())
    .execute();
  await db.schema.createTable('sys_file')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('tenant_id', id, (c) => c.notNull())
    .addColumn('owner_id', id, (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_path', 'varchar(500)', (c) => c.notNull())
    .addColumn('extra_prop', 'text')
    .addColumn('visibility', 'varchar(16)', (c) => c.notNull().defaultTo('private'))
    .addColumn('created_at', iso, (c) => c.notNull())
    .execute();
  await db.schema.createTable('sys_file_grant')
    .addColumn('file_id', id, (c) => c.notNull())
    .addColumn('ref_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('ref_id', id, (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_file_grant_pk', ['file_id', 'ref_type', 'ref_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['sys_file_grant', 'sys_file', 'uc_seal', 'uc_revoked_token', 'uc_login_failure', 'uc_group_user',
    'uc_user_job', 'uc_user_role', 'uc_user_post', 'uc_user_org', 'uc_user', 'uc_group', 'uc_job', 'uc_role', 'uc_post',
    'uc_org', 'uc_dimension', 'uc_tenant']) await db.schema.dropTable(t).execute();
}
