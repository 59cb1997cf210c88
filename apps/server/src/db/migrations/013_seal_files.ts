import { sql, type Kysely } from 'kysely';

/**
 * Seal images become files of their own kind (visibility 'seal'): not even their owner reads one without first
 * passing the seal password in that session (issue F). Before, `getSealByCurrentUserId` named the file and the
 * file calls served it to anyone holding the owner's token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update sys_file set visibility = 'seal' where id in (select file_id from uc_seal)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update sys_file set visibility = 'private' where visibility = 'seal'`.execute(db);
}
