import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { migrate, openDatabase } from '../db/database.js';
import { seedDemoPlant } from '../seed/index.js';
import { copySqliteToPostgres } from './copy-to-postgres.js';
import { OpsError } from './errors.js';
import { freshPgDatabase, testPgUrl } from './test-kit.js';

/** SQLite → PostgreSQL (a plant moving to PostgreSQL); runs when TEST_DATABASE_URL names a PostgreSQL server. */
describe.runIf(testPgUrl)('copySqliteToPostgres', () => {
  let root: string;
  let sqliteFile: string;
  let bigColumn: string;
  const dropLater: Array<() => Promise<void>> = [];
  /** Awkward text: quotes, backslashes, the array literal's own characters, the word NULL, CJK, an emoji. */
  const awkward = ['say "hi"', 'C:\\path\\to', '{a,b}', 'NULL', ' padded ', '', '清源再生水厂 💧', 'line\nbreak'];

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-copy-'));
    const config = loadConfig({ DATA_DIR: root } as NodeJS.ProcessEnv);
    sqliteFile = path.join(root, 'app.db');
    const { db } = await openDatabase(config);
    await migrate(db);
    await seedDemoPlant(db, config, { instances: false });
    const tenant = (await db.selectFrom('uc_tenant').select('id').where('code', '=', config.defaultTenant).executeTakeFirstOrThrow()).id;
    const users = await db.selectFrom('uc_user').select('id').where('tenant_id', '=', tenant).limit(3).execute();
    // More than the copy's "large table" threshold, so its indexes are dropped and built again; every fifth task open.
    const tasks = Array.from({ length: 25_000 }, (_, i) => ({
      id: `copy-task-${String(i).padStart(6, '0')}`, tenant_id: tenant, inst_id: `inst-${i % 50}`, node_id: 'n1', name: awkward[i % awkward.length],
      subject: `subject ${i}`, def_key: 'k', def_name: 'K', type_id: null, status: 'open', assignee_id: users[i % users.length].id, owner_id: null,
      locked_by: null, parent_task_id: null, starter_id: users[0].id, starter_name: 'x', created_at: '2026-03-02T08:00:00.000Z', due_at: null,
      open: i % 5 === 0 ? 1 : 0, closed_at: null, close_reason: null, completed_by: null,
    }));
    for (let i = 0; i < tasks.length; i += 500) await db.insertInto('bpm_task').values(tasks.slice(i, i + 500)).execute();
    await db.insertInto('live_event').values(Array.from({ length: 7 }, (_, i) => ({ tenant_id: tenant, user_id: users[0].id, kind: 'message', data_json: `{"n":${i}}`, created_at: '2026-03-02T08:00:00.000Z' }))).execute();
    // A table no migration makes, like a business object's records (made when the object is saved), with an index and a blob.
    await db.schema.createTable('bo_copy_test').addColumn('id', 'varchar(64)', (c) => c.primaryKey()).addColumn('tenant_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('f_amount', 'double precision').addColumn('f_count', 'integer').addColumn('f_note', 'text').addColumn('f_bytes', 'blob').execute();
    await db.schema.createIndex('bo_copy_test_i0').on('bo_copy_test').columns(['tenant_id', 'f_amount']).execute();
    await db.insertInto('bo_copy_test' as never).values([
      { id: 'r1', tenant_id: tenant, f_amount: 1234.5678, f_count: 2_147_483_000, f_note: awkward.join('|'), f_bytes: Buffer.from([0, 1, 2, 255]) },
      { id: 'r2', tenant_id: tenant, f_amount: null, f_count: null, f_note: null, f_bytes: null },
    ] as never).execute();
    await db.destroy();
    // An integer beyond 2^53, where a JavaScript number would no longer be exact.
    const s = new SQLite(sqliteFile);
    bigColumn = s.prepare(`select name from pragma_table_info('eam_kpi_day') where type = 'bigint' limit 1`).pluck().get() as string;
    s.prepare(`insert into eam_kpi_day (tenant_id, day, "${bigColumn}") values ('copy-test', '2026-01-01', ?)`).run(9007199254740993n);
    s.close();
  }, 180_000);

  afterAll(async () => {
    for (const drop of dropLater) await drop().catch(() => undefined);
    fs.rmSync(root, { recursive: true, force: true });
  });

  const counts = (file: string) => {
    const s = new SQLite(file, { readonly: true });
    try {
      const names = s.prepare(`select name from sqlite_schema where type = 'table' and name not like 'sqlite%' and name not like 'kysely%'`).pluck().all() as string[];
      return Object.fromEntries(names.map((n) => [n, s.prepare(`select count(*) from "${n}"`).pluck().get() as number]));
    } finally {
      s.close();
    }
  };

  it('copies every table into an empty database, triggers and sequences working afterwards', async () => {
    const target = await freshPgDatabase(testPgUrl!, 'copy');
    dropLater.push(target.drop);
    const lines: string[] = [];
    const result = await copySqliteToPostgres({ sqliteFile, databaseUrl: target.url, log: (l) => lines.push(l) });
    const source = counts(sqliteFile);
    expect(result.tables).toBe(Object.keys(source).length);
    expect(result.rows).toBe(Object.values(source).reduce((a, b) => a + b, 0));
    expect(lines.join('\n')).toMatch(/bpm_task: \d+ indexes built/);

    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      for (const [table, n] of Object.entries(source)) {
        const { rows } = await client.query(`select count(*)::int as n from "${table}"`);
        expect({ table, n: rows[0].n }).toEqual({ table, n });
      }
      // Values as they were, awkward text included.
      const s = new SQLite(sqliteFile, { readonly: true });
      const want = s.prepare('select id, name, open, assignee_id from bpm_task order by id').all();
      const todo = s.prepare('select user_id, n from bpm_todo_count order by user_id').all();
      s.close();
      expect((await client.query('select id, name, open, assignee_id from bpm_task order by id collate "C"')).rows).toEqual(want);
      // The counts kept by triggers are copied, not counted again on the way in.
      expect((await client.query('select user_id, n from bpm_todo_count order by user_id collate "C"')).rows).toEqual(todo);
      const bo = (await client.query(`select id, f_amount, f_count::text as f_count, f_note, f_bytes from bo_copy_test order by id`)).rows;
      expect(bo).toEqual([
        { id: 'r1', f_amount: 1234.5678, f_count: '2147483000', f_note: awkward.join('|'), f_bytes: Buffer.from([0, 1, 2, 255]) },
        { id: 'r2', f_amount: null, f_count: null, f_note: null, f_bytes: null },
      ]);
      expect((await client.query(`select "${bigColumn}"::text as v from eam_kpi_day where tenant_id = 'copy-test'`)).rows).toEqual([{ v: '9007199254740993' }]);
      expect((await client.query(`select indexname from pg_indexes where tablename = 'bo_copy_test' order by indexname`)).rows.map((r) => r.indexname))
        .toEqual(['bo_copy_test_i0', 'bo_copy_test_pkey']);
      // The secondary indexes of the large table are back.
      expect((await client.query(`select count(*)::int as n from pg_indexes where tablename = 'bpm_task'`)).rows[0].n).toBeGreaterThanOrEqual(4);
      // PostgreSQL's generated search key was computed for every asset.
      expect((await client.query(`select count(*)::int as n from eam_asset where search_key = lower(asset_code || chr(31) || name || chr(31) || coalesce(model, ''))`)).rows[0].n)
        .toBe(source.eam_asset);
      // Triggers are on again: a new open task counts.
      expect((await client.query(`select count(*)::int as n from pg_trigger t join pg_class c on c.oid = t.tgrelid where not t.tgisinternal and t.tgenabled <> 'O'`)).rows[0].n).toBe(0);
      const someone = todo[0] as { user_id: string; n: number };
      await client.query(`insert into bpm_task (id, tenant_id, inst_id, node_id, name, subject, def_key, def_name, status, assignee_id, starter_id, starter_name, created_at, open)
        select 'after-copy', tenant_id, inst_id, node_id, name, subject, def_key, def_name, status, $1, starter_id, starter_name, created_at, 1 from bpm_task limit 1`, [someone.user_id]);
      expect((await client.query('select n from bpm_todo_count where user_id = $1', [someone.user_id])).rows[0].n).toBe(someone.n + 1);
      // The sequence continues after the ids copied.
      const { rows: [ev] } = await client.query(`insert into live_event (tenant_id, user_id, kind, data_json, created_at) values ('t', 'u', 'k', '{}', 'now') returning id`);
      expect(Number(ev.id)).toBe(source.live_event + 1);
    } finally {
      await client.end();
    }

    // The server works on the copy: the migrations are all there, and a second copy into it is refused.
    await expect(copySqliteToPostgres({ sqliteFile, databaseUrl: target.url })).rejects.toThrow(/is not empty \(table \w+ has rows\)/);
  }, 180_000);

  it('refuses a SQLite file of an older version (migrate it first) and leaves the target without rows', async () => {
    const target = await freshPgDatabase(testPgUrl!, 'copyold');
    dropLater.push(target.drop);
    const old = path.join(root, 'old.db');
    fs.copyFileSync(sqliteFile, old);
    const s = new SQLite(old);
    s.prepare(`delete from kysely_migration where name = (select max(name) from kysely_migration)`).run();
    s.close();
    const err = await copySqliteToPostgres({ sqliteFile: old, databaseUrl: target.url }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpsError);
    expect((err as Error).message).toMatch(/lacks migrations \d{3}_\w+: migrate it first/);
    const { db } = await openDatabase({ dataDir: root, databaseUrl: target.url });
    try {
      expect((await sql<{ n: number }>`select count(*)::int as n from uc_user`.execute(db)).rows[0].n).toBe(0);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
