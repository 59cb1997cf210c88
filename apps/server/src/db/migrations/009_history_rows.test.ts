import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { down, up } from './009_history_rows.js';

/** Migration 009 over the instance table as it stands before it (only the columns it touches). */
let db: Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the table as it was, not today's schema

afterEach(() => db.destroy());

const oldState = {
  id: 'i1', status: 'running', starterId: 'u1', actedSinceSubmit: true, lastHandoff: { taskId: 't1', nodeId: 'A', userId: 'u2' },
  tokens: [{ id: 'k1', nodeId: 'B', prev: ['A'], trail: ['start', 'A', 'B', 'A', 'B'] }], joins: {},
  tasks: [{ id: 't2', nodeId: 'B', name: '厂长审批' }],
  history: [
    { nodeId: 'start', status: 'done', at: '2026-01-01T00:00:00.000Z', by: 'u1' },
    { nodeId: 'A', status: 'current', at: '2026-01-01T00:00:00.000Z' },
    { nodeId: 'A', status: 'done', at: '2026-01-02T00:00:00.000Z', by: 'u2' },
    { nodeId: 'B', status: 'rejected', at: '2026-01-03T00:00:00.000Z', by: 'u3' },
    { nodeId: 'A', status: 'done', at: '2026-01-04T00:00:00.000Z' },
    { nodeId: 'B', status: 'current', at: '2026-01-04T00:00:00.000Z' },
  ],
  prevOf: {}, revision: 7,
};

describe('migration 009', () => {
  it('moves each stored history into visit rows, keeps the latest finished visit per node, and fills the list columns', async () => {
    db = new Kysely({ dialect: new SqliteDialect({ database: new Sqlite(':memory:') }) });
    await db.schema.createTable('bpm_instance').addColumn('id', 'text').addColumn('tenant_id', 'text').addColumn('state_json', 'text').execute();
    await db.insertInto('bpm_instance').values([{ id: 'i1', tenant_id: 't', state_json: JSON.stringify(oldState) }, { id: 'd1', tenant_id: 't', state_json: null }]).execute();
    await up(db);

    const rows = await db.selectFrom('bpm_visit').select(['ord', 'node_id', 'status', 'user_id']).where('inst_id', '=', 'i1').orderBy('rev').orderBy('ord').execute();
    expect(rows.map((r) => `${r.node_id}:${r.status}:${r.user_id ?? ''}`)).toEqual(['start:done:u1', 'A:current:', 'A:done:u2', 'B:rejected:u3', 'A:done:', 'B:current:']);
    const inst = await db.selectFrom('bpm_instance').selectAll().where('id', '=', 'i1').executeTakeFirstOrThrow();
    const state = JSON.parse(inst.state_json);
    expect(state.history).toBeUndefined();
    // A's last pass had nobody (a timeout): the handler it goes back to is still u2.
    expect(state.visits).toEqual({
      start: { status: 'done', at: '2026-01-01T00:00:00.000Z', by: 'u1' },
      A: { status: 'done', at: '2026-01-04T00:00:00.000Z', by: 'u2' },
      B: { status: 'rejected', at: '2026-01-03T00:00:00.000Z', by: 'u3' },
    });
    expect(state.tokens[0].trail).toEqual(['start', 'A', 'B']);
    expect(inst).toMatchObject({ acted_since_submit: 1, branched: 0, handoff_task_id: 't1', handoff_user_id: 'u2', task_names: '厂长审批' });
    expect(await db.selectFrom('bpm_instance').select(['acted_since_submit', 'task_names']).where('id', '=', 'd1').executeTakeFirstOrThrow())
      .toEqual({ acted_since_submit: 0, task_names: null });

    await down(db);
    expect((await db.introspection.getTables()).map((t) => t.name)).toEqual(['bpm_instance']);
  });
});
