import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.js';
import { migrate, openDatabase, type Db } from './database.js';
import { dataVersionOf } from './data-version.js';

const addTenant = (db: Db, id: string) => sql`insert into uc_tenant (id, code, name, status, created_at) values (${id}, ${id}, ${id}, 1, '2026-11-26T09:00:00Z')`.execute(db);

describe('the data version', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => { for (const c of cleanups.splice(0)) await c(); });

  it('moves with every committed or rolled-back write, and stays while only reads run (SQLite)', async () => {
    const t = await openTestDatabase(fs.mkdtempSync(path.join(os.tmpdir(), 'wp-dv-')));
    cleanups.push(() => t.drop());
    const version = dataVersionOf(t.db);
    const v0 = await version();
    await t.db.selectFrom('uc_tenant').selectAll().execute();
    // On PostgreSQL the snapshot also moves with other databases' commits on the server: only SQLite is still.
    if (t.dialect === 'sqlite') expect(await version()).toBe(v0);

    await addTenant(t.db, 'dv1');
    const v1 = await version();
    expect(v1).not.toBe(v0);

    await t.db.transaction().execute((trx) => sql`update uc_tenant set name = 'b' where id = 'dv1'`.execute(trx));
    const v2 = await version();
    expect(v2).not.toBe(v1);

    await expect(t.db.transaction().execute(async (trx) => {
      await sql`update uc_tenant set name = 'c' where id = 'dv1'`.execute(trx);
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    expect(await version()).not.toBe(v2);
  });

  it('moves when another connection (another server process) commits', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-dv-'));
    const pgUrl = process.env.TEST_DATABASE_URL;
    let mine: Db;
    let theirs: Db;
    if (pgUrl) {
      const t = await openTestDatabase(dataDir);
      cleanups.push(() => t.drop());
      mine = t.db;
      theirs = await t.extra();
      cleanups.unshift(() => theirs.destroy());
    } else {
      mine = (await openDatabase({ dataDir })).db;
      await migrate(mine);
      theirs = (await openDatabase({ dataDir })).db;
      cleanups.push(() => theirs.destroy(), () => mine.destroy(), async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    }
    const version = dataVersionOf(mine);
    const before = await version();
    await addTenant(theirs, 'dv2');
    expect(await version()).not.toBe(before);
  });
});
