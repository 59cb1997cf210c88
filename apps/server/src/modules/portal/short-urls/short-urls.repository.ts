import type { Db } from '../../../db/database.js';
import type { SysShortUrlTable } from '../../../db/schema.js';

/** SQL of short links. */
export function createShortUrlsRepository(db: Db) {
  return {
    /** A link this user already made for this URL that is still valid after `validAfter`. */
    reusable: (tenantId: string, userId: string, longUrl: string, validAfter: string) =>
      db.selectFrom('sys_short_url').selectAll().where('tenant_id', '=', tenantId).where('created_by', '=', userId)
        .where('long_url', '=', longUrl).where('expires_at', '>', validAfter).orderBy('expires_at', 'desc').executeTakeFirst(),
    /** Inserts; false when the code is taken. */
    insert: (row: SysShortUrlTable) =>
      db.insertInto('sys_short_url').values(row).onConflict((oc) => oc.column('code').doNothing()).executeTakeFirst()
        .then((r) => Number(r.numInsertedOrUpdatedRows ?? 0) > 0),
    byCode: (code: string) => db.selectFrom('sys_short_url').selectAll().where('code', '=', code).executeTakeFirst(),
  };
}
export type ShortUrlsRepository = ReturnType<typeof createShortUrlsRepository>;
