import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.js';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-m010-'));
beforeAll(async () => { t = await openTestDatabase(dataDir); });
afterAll(async () => {
  await t.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('migration 010', () => {
  it("lets 我的请求's OR (started by me, or on my behalf) search two indexes instead of reading every instance", async () => {
    if (t.dialect !== 'sqlite') return; // PostgreSQL plans by its own statistics (a BitmapOr once the table is large)
    // A plant's table as the planner's statistics see it: thousands of requests, a few started on a leader's behalf.
    const rows = Array.from({ length: 3000 }, (_, i) => ({ id: `i${i}`, tenant_id: 't', def_id: 'd', def_key: 'k', def_name: 'n', subject: 's', status: 'running',
      starter_id: `u${i % 60}`, starter_name: 'x', agent_leader_id: i % 100 === 0 ? 'leader' : null, revision: 1, urgent_state: 0, created_at: `2026-01-01T00:00:${String(i % 60).padStart(2, '0')}Z`, updated_at: '2026-01-01' }));
    for (let i = 0; i < rows.length; i += 500) await t.db.insertInto('bpm_instance').values(rows.slice(i, i + 500) as never).execute();
    await sql`analyze`.execute(t.db);
    const plan = await sql<{ detail: string }>`explain query plan select id from bpm_instance
      where tenant_id = ${'t'} and (starter_id = ${'u'} or agent_leader_id = ${'u'}) order by created_at desc limit 20`.execute(t.db);
    const steps = plan.rows.map((r) => r.detail);
    expect(steps).toContain('MULTI-INDEX OR');
    expect(steps.some((s) => s.includes('USING INDEX bpm_instance_agent_leader'))).toBe(true);
    expect(steps.some((s) => /^SCAN /.test(s))).toBe(false);
  });
});
