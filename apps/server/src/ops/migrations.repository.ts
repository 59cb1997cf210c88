import { sql } from 'kysely';
import { migrate, openDatabase } from '../db/database.js';

/**
 * The migrations this version of the server has, in order, read from a scratch database in memory that they
 * were just run on (database.ts keeps its list to itself). A restore compares an archive's last migration with
 * these before it changes anything: an archive from a newer version is refused, an older one is migrated.
 */
export async function knownMigrations(): Promise<string[]> {
  const { db } = await openDatabase({ dataDir: '', sqliteFile: ':memory:' });
  try {
    await migrate(db);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    return rows.map((r) => r.name);
  } finally {
    await db.destroy();
  }
}
