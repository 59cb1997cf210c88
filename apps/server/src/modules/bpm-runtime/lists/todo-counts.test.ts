import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, R, type Kit } from '../test-kit.js';

let k: Kit;
const T = `${R}/task/v1`;
const I = `${R}/instance/v1`;

beforeAll(async () => {
  k = await createKit();
  await k.deploy('c_three', 'three-step');
  await k.deploy('c_vehicle', 'vehicle');
});
afterAll(() => k.close());

/** Every user's stored count beside a count of their open assigned tasks. */
async function counts() {
  const { db } = k.t;
  const stored = await db.selectFrom('bpm_todo_count').select(['user_id', 'n']).where('n', '<>', 0).execute();
  const counted = await db.selectFrom('bpm_task').select(['assignee_id as user_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('open', '=', 1).where('assignee_id', 'is not', null).groupBy('assignee_id').execute();
  const byUser = (rows: Array<{ user_id: string | null; n: number | string }>) => Object.fromEntries(rows.map((r) => [r.user_id, Number(r.n)]));
  return { stored: byUser(stored), counted: byUser(counted) };
}

describe('the to-do count kept by the database', () => {
  it('equals the open assigned tasks of every user through starts, transfers, claims, decisions, rejects, revokes and ends', async () => {
    const tasksBefore = await k.post(`${T}/getTodoList`, 'wangfang', { pageBean: { page: 1, pageSize: 1, showTotal: true } });
    const before = tasksBefore.json().total as number;

    const a = await k.start('chenjing', 'c_three');
    const b = await k.start('chenjing', 'c_three');
    const c = await k.start('lijun', 'c_three');
    const shared = await k.start('chenjing', 'c_vehicle');
    let { stored, counted } = await counts();
    expect(stored).toEqual(counted);
    expect((await k.post(`${T}/getTodoList`, 'wangfang', { pageBean: { page: 1, pageSize: 1, showTotal: true } })).json().total).toBe(before + 3);

    // Transfer moves one count from the holder to the new holder; a claim of a shared task adds none to assigned.
    await k.post(`${T}/delegate`, 'wangfang', { taskId: await k.taskOf('wangfang', a), userId: k.uid.liqiang, opinion: '请李强处理' });
    await k.post(`${T}/lockUnlock`, 'lijun', { taskId: await k.taskOf('lijun', shared) }).catch(() => undefined);
    // A decision closes one and opens the next holder's; a reject to the start gives the starter a task.
    await k.agree('wangfang', b);
    await k.post(`${T}/complete`, 'wangfang', { taskId: await k.taskOf('wangfang', c), actionName: 'backToStart', opinion: '请补充' });
    ({ stored, counted } = await counts());
    expect(stored).toEqual(counted);
    expect(stored[k.uid.liqiang]).toBeGreaterThan(0);

    // The starter revokes, then an administrator ends another: every task closes, every count falls back.
    await k.post(`${I}/revokeInstance`, 'chenjing', { instanceId: shared });
    await k.get(`${I}/doEndProcessById?id=${b}&reason=${encodeURIComponent('管理员终止')}`, 'admin');
    ({ stored, counted } = await counts());
    expect(stored).toEqual(counted);
    const todo = await k.post(`${T}/getTodoList`, 'liqiang', { pageBean: { page: 1, pageSize: 50, showTotal: true } });
    expect(todo.json().total).toBe(todo.json().rows.length);
  });

  it('counts rows written outside the runtime too: the triggers, not the runtime, keep it', async () => {
    const { db } = k.t;
    await k.start('chenjing', 'c_three');
    const row = await db.selectFrom('bpm_task').selectAll().where('open', '=', 1).where('assignee_id', '=', k.uid.wangfang).executeTakeFirstOrThrow();
    await db.insertInto('bpm_task').values({ ...row, id: `${row.id}-copy` }).execute();
    const after = await counts();
    expect(after.stored[k.uid.wangfang]).toBe(after.counted[k.uid.wangfang]);
    await db.updateTable('bpm_task').set({ assignee_id: k.uid.zhangwei }).where('id', '=', `${row.id}-copy`).execute();
    await db.updateTable('bpm_task').set({ open: 0 }).where('id', '=', `${row.id}-copy`).execute();
    await db.deleteFrom('bpm_task').where('id', '=', `${row.id}-copy`).execute();
    const { stored, counted } = await counts();
    expect(stored).toEqual(counted);
  });
});
