import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { openDatabase, type Db } from './db/database.js';
import { seedDemoPlant } from './seed/index.js';
import { prepareDatabase } from './start-up.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const opened: Db[] = [];
let cleanup: () => Promise<void> = async () => undefined;
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
  await cleanup();
});

/** Three handles on one fresh database, as three server processes have (a file of its own on SQLite, a schema on PostgreSQL). */
async function threeProcesses() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-start-up-'));
  const pgSchema = pgUrl ? `t_start_${process.pid}_${Math.random().toString(36).slice(2, 8)}` : undefined;
  const handles: Array<{ db: Db; dialect: 'sqlite' | 'postgres' }> = [];
  for (let i = 0; i < 3; i++) {
    const { db, dialect } = await openDatabase({ dataDir, databaseUrl: pgUrl, pgSchema });
    opened.push(db);
    handles.push({ db, dialect });
  }
  cleanup = async () => {
    if (pgSchema) await handles[0]!.db.schema.dropSchema(pgSchema).ifExists().cascade().execute().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { dataDir, pgSchema, handles };
}

describe('several server processes starting together on one database', () => {
  it('apply each migration once and seed the demo plant once; the others wait and start on it', async () => {
    const { dataDir, pgSchema, handles } = await threeProcesses();
    const config = { ...loadConfig({ DATA_DIR: dataDir } as NodeJS.ProcessEnv), seedDemo: true };
    const waited: number[] = [];
    await Promise.all(handles.map(({ db, dialect }, i) => prepareDatabase(db, dialect, config, {
      pgSchema, onWait: () => waited.push(i),
      // The organisation without the months of demo history: the same first-run check, in a fraction of the time.
      seed: (d) => seedDemoPlant(d, config, { instances: false }),
    })));

    const db = handles[0]!.db;
    const migrations = await db.selectFrom('kysely_migration' as never).select('name' as never).execute() as unknown as Array<{ name: string }>;
    expect(new Set(migrations.map((m) => m.name)).size).toBe(migrations.length);
    expect(migrations.length).toBeGreaterThan(30);
    expect(await db.selectFrom('uc_tenant').select('code').where('code', '=', config.defaultTenant).execute()).toHaveLength(1);
    const accounts = await db.selectFrom('uc_user').select('account').where('account', '=', 'zhangwei').execute();
    expect(accounts).toHaveLength(1);
    expect(waited.length, 'nobody waited: the processes did not start together').toBeGreaterThan(0);
  }, 120_000);
});
