import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.js';
import { compiledOnce, compiledPerShape } from './compiled-once.js';

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

describe('compiledPerShape', () => {
  const setCounts = compiledPerShape('setCounts', (db, v: { set: { n?: number; user_id?: string }; users: string[]; onlyPositive: boolean }) => {
    const q = db.updateTable('bpm_todo_count').set(v.set).where('user_id', 'in', v.users);
    return (v.onlyPositive ? q.where('n', '>', 0) : q).returning(['user_id', 'n']);
  });
  const rows = () => t.db.selectFrom('bpm_todo_count').select(['user_id', 'n']).orderBy('user_id').execute();

  it('builds a statement per shape (keys, lengths, booleans) and binds each run its own values, in a transaction too', async () => {
    expect((await setCounts(t.db, { set: { n: 7 }, users: ['a'], onlyPositive: false })).rows).toEqual([{ user_id: 'a', n: 7 }]);
    // The same shape with other values: the statement built first, bound anew.
    expect((await setCounts(t.db, { set: { n: 8 }, users: ['b'], onlyPositive: false })).rows).toEqual([{ user_id: 'b', n: 8 }]);
    // Another list length, and the boolean that adds a condition: c (n = 0) is left alone.
    await t.db.transaction().execute(async (tx) => {
      expect((await setCounts(tx, { set: { n: 9 }, users: ['a', 'b', 'c'], onlyPositive: true })).rows.map((r) => r.user_id).sort()).toEqual(['a', 'b']);
    });
    // An undefined column is left out, as Kysely leaves it out.
    expect((await setCounts(t.db, { set: { n: undefined, user_id: 'c' }, users: ['c'], onlyPositive: false })).rows).toEqual([{ user_id: 'c', n: 0 }]);
    expect(await rows()).toEqual([{ user_id: 'a', n: 9 }, { user_id: 'b', n: 9 }, { user_id: 'c', n: 0 }]);
  });

  it('refuses a statement that leaves a value out (its SQL would then depend on it)', async () => {
    const wrong = compiledPerShape('wrong', (db, v: { user: string; unused: string }) => db.selectFrom('bpm_todo_count').select('n').where('user_id', '=', v.user));
    await expect(wrong(t.db, { user: 'a', unused: 'x' })).rejects.toThrow(/wrong: 1 value\(s\) never reach the query/);
  });
});
