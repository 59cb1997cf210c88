import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.js';
import { insertRows } from './insert-rows.js';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-insert-rows-'));
beforeAll(async () => { t = await openTestDatabase(dataDir); });
afterAll(async () => {
  await t.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const job = (id: string, extra: Record<string, unknown> = {}) => ({ id, tenant_id: 't', kind: 'k', payload_json: `{"n":"${id}"}`, due_at: `2026-01-01T00:00:${id.padStart(2, '0').slice(-2)}Z`, attempts: 0, created_at: '2026-01-01T00:00:00Z', ...extra });
const stored = () => t.db.selectFrom('sys_job').select(['id', 'payload_json', 'claimed_by', 'last_error']).orderBy('id').execute();

describe('insertRows', () => {
  it('stores every value of every row, in the columns named, whatever the order of their keys', async () => {
    await insertRows(t.db, 'sys_job', [job('01'), { ...job('02'), claimed_by: 'w' }, job('03', { last_error: 'x' }), job('04')]);
    expect(await stored()).toEqual([
      { id: '01', payload_json: '{"n":"01"}', claimed_by: null, last_error: null },
      { id: '02', payload_json: '{"n":"02"}', claimed_by: 'w', last_error: null },
      { id: '03', payload_json: '{"n":"03"}', claimed_by: null, last_error: 'x' },
      { id: '04', payload_json: '{"n":"04"}', claimed_by: null, last_error: null },
    ]);
  });

  it('leaves out keys whose value is undefined, as Kysely does, and reuses a statement for the next rows of that shape', async () => {
    await insertRows(t.db, 'sys_job', [job('05', { claimed_by: undefined }), job('06')]);
    await insertRows(t.db, 'sys_job', [job('07'), job('08')]);
    expect((await stored()).filter((r) => ['05', '06', '07', '08'].includes(r.id)).map((r) => [r.id, r.payload_json, r.claimed_by]))
      .toEqual([['05', '{"n":"05"}', null], ['06', '{"n":"06"}', null], ['07', '{"n":"07"}', null], ['08', '{"n":"08"}', null]]);
  });

  it('writes more rows than one statement may bind, inside a transaction that rolls them all back on failure', async () => {
    const many = Array.from({ length: 450 }, (_, i) => job(`m${String(i).padStart(3, '0')}`));
    await t.db.transaction().execute((tx) => insertRows(tx, 'sys_job', many));
    expect((await stored()).filter((r) => r.id.startsWith('m'))).toHaveLength(450);
    await expect(t.db.transaction().execute(async (tx) => {
      await insertRows(tx, 'sys_job', [job('n1'), job('n2')]);
      await insertRows(tx, 'sys_job', [job('m000')]); // a duplicate id
    })).rejects.toThrow();
    expect((await stored()).filter((r) => r.id.startsWith('n'))).toHaveLength(0);
  });

  it('does nothing for no rows', async () => {
    const before = (await stored()).length;
    await insertRows(t.db, 'sys_job', []);
    expect(await stored()).toHaveLength(before);
  });
});
