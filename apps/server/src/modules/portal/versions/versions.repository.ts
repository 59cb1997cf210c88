import type { Db } from '../../../db/database.js';
import type { AppReleaseTable } from '../../../db/schema.js';

/** SQL of native app releases. */
export function createVersionsRepository(db: Db) {
  return {
    releases: (platform: string) => db.selectFrom('app_release').selectAll().where('platform', '=', platform).execute(),
    release: (id: string) => db.selectFrom('app_release').selectAll().where('id', '=', id).executeTakeFirst(),
    insert: (row: AppReleaseTable) => db.insertInto('app_release').values(row).execute(),
  };
}
export type VersionsRepository = ReturnType<typeof createVersionsRepository>;
