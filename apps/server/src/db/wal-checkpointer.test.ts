import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './database.js';

const dirs: string[] = [];
afterEach(() => { for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true }); });

describe('the log checkpointer (SQLite)', () => {
  it('copies committed writes into the database file from its own thread, the writer never checkpointing itself', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-wal-'));
    dirs.push(dataDir);
    const { db } = await openDatabase({ dataDir });
    try {
      await migrate(db);
      // Far below the writer's own threshold: only the thread can have moved these pages into the file.
      const file = path.join(dataDir, 'app.db');
      const before = fs.statSync(file).size;
      const payload = 'x'.repeat(2000);
      for (let i = 0; i < 20; i++) {
        await db.transaction().execute((tx) => tx.insertInto('sys_job').values(Array.from({ length: 50 }, (_, j) => ({
          id: `j${i}-${j}`, tenant_id: 't', kind: 'k', payload_json: payload, due_at: '2026-01-01T00:00:00Z', attempts: 0, created_at: '2026-01-01T00:00:00Z',
        }))).execute());
      }
      const deadline = Date.now() + 5000;
      while (fs.statSync(file).size < before + 1_000_000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(fs.statSync(file).size).toBeGreaterThan(before + 1_000_000);
      expect((await sql<{ n: number }>`select count(*) as n from sys_job`.execute(db)).rows[0].n).toBe(1000);
    } finally {
      await db.destroy();
    }
  });

  it('ends with the database: a last checkpoint leaves nothing in the log', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-wal-'));
    dirs.push(dataDir);
    const { db } = await openDatabase({ dataDir });
    await migrate(db);
    await db.insertInto('sys_job').values({ id: 'last', tenant_id: 't', kind: 'k', payload_json: '{}', due_at: '2026-01-01T00:00:00Z', attempts: 0, created_at: '2026-01-01T00:00:00Z' }).execute();
    await db.destroy();
    // SQLite removes the log when the last connection closes cleanly; the row is in the file itself.
    expect(fs.existsSync(path.join(dataDir, 'app.db-wal'))).toBe(false);
    const again = await openDatabase({ dataDir });
    expect(await again.db.selectFrom('sys_job').select('id').execute()).toEqual([{ id: 'last' }]);
    await again.db.destroy();
  });

  it('lets a process whose last work is closing the database finish closing it (the thread is held while it ends)', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-wal-'));
    dirs.push(dataDir);
    const script = `import { migrate, openDatabase } from ${JSON.stringify(path.resolve(import.meta.dirname, 'database.ts'))};
      const { db } = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
      await migrate(db);
      await db.destroy();
      console.log('closed');`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    // Without the hold, Node ends the process with 13 (a top-level await left unsettled) before 'closed'.
    expect({ status: run.status, out: run.stdout.trim() }).toEqual({ status: 0, out: 'closed' });
  });
});
