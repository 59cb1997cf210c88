import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.js';
import { compiledOnce } from './compiled-once.js';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-compiled-'));
beforeAll(async () => {
  t = await openTestDatabase(dataDir);
  await t.db.insertInto('bpm_todo_count').values([{ user_id: 'a', n: 3 }, { user_id: 'b', n: 5 }, { user_id: 'c', n: 0 }] as never).execute();
});
afterAll(async () => {
  await t.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('compiledOnce', () => {
  it('binds each call its own values, in the places the query was built with, keeping the constants the builder wrote', async () => {
    const counts = compiledOnce(t.db, (above: number, first: string, second: string) => t.db.selectFrom('bpm_todo_count').select(['user_id', 'n'])
      .where('n', '>', above).where((eb) => eb.or([eb('user_id', '=', first), eb('user_id', '=', second), eb('user_id', '=', 'c')])).orderBy('user_id'));
    expect(await counts(0, 'a', 'b')).toEqual([{ user_id: 'a', n: 3 }, { user_id: 'b', n: 5 }]);
    expect(await counts(4, 'a', 'b')).toEqual([{ user_id: 'b', n: 5 }]);
    expect(await counts(-1, 'x', 'a')).toEqual([{ user_id: 'a', n: 3 }, { user_id: 'c', n: 0 }]);
  });

  it('refuses a query that leaves an argument out of its values (its shape would then depend on it)', async () => {
    const wrong = compiledOnce(t.db, (user: string, _unused: string) => t.db.selectFrom('bpm_todo_count').select('n').where('user_id', '=', user));
    await expect(wrong('a', 'b')).rejects.toThrow(/never reach the query/);
  });
});
