import type { Db } from '../../db/database.js';

/** SQL of native app releases. */
export function createVersionsRepository(db: Db) {
  return {
    releases: (platform: string) => db.selectFrom('app_release').selectAll().where('platform', '=', platform).execute(),
  };
}
export type VersionsRepository = ReturnType<typeof createVersionsRepository>;
