import { openDatabase, migrate, type Db } from '../db/database.js';

/**
 * A fresh, migrated, empty database: SQLite in memory, or a PostgreSQL schema of its own when
 * TEST_DATABASE_URL is set. Several handles on one PostgreSQL schema (`extra()`) act as several server processes.
 */
export async function openTestDatabase(dataDir: string) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const { db, dialect } = await openDatabase({ dataDir, databaseUrl: pgUrl, sqliteFile: ':memory:', pgSchema: pgUrl ? schema : undefined });
  await migrate(db, { pgSchema: pgUrl ? schema : undefined });
  return {
    db, dialect,
    /** Another connection pool on the same PostgreSQL schema; on SQLite in memory there is one database handle, so the same one. */
    extra: async (): Promise<Db> => (pgUrl ? (await openDatabase({ dataDir, databaseUrl: pgUrl, pgSchema: schema })).db : db),
    async drop() {
      if (pgUrl) await db.schema.dropSchema(schema).ifExists().cascade().execute().catch(() => undefined);
      await db.destroy();
    },
  };
}
