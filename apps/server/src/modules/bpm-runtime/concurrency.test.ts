import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, R, type Kit } from './test-kit.js';

let k: Kit;
const T = `${R}/task/v1`;

beforeAll(async () => {
  k = await createKit();
  await k.deploy('c_three', 'three-step');
  await k.deploy('c_repair', 'repair');
  await k.deploy('c_vehicle', 'vehicle');
});
afterAll(() => k.close());

/** Fires every call at once: all wait behind one shared promise, then go. */
async function together<T>(n: number, call: (i: number) => Promise<T>): Promise<T[]> {
  let release!: () => void;
  const gate = new Promise<void>((r) => { release = r; });
  const calls = Array.from({ length: n }, async (_, i) => { await gate; return call(i); });
  release();
  return Promise.all(calls);
}

const rows = async (instId: string) => ({
  tasks: await k.t.db.selectFrom('bpm_task').selectAll().where('inst_id', '=', instId).execute(),
  opinions: await k.t.db.selectFrom('bpm_opinion').selectAll().where('inst_id', '=', instId).execute(),
  inst: await k.t.db.selectFrom('bpm_instance').selectAll().where('id', '=', instId).executeTakeFirstOrThrow(),
});

/** Exactly one winner, every loser 409 'already handled'; one decision record, one next task. */
async function expectOneWinner(statuses: Array<{ statusCode: number; json: () => { message: string } }>, instId: string, taskId: string) {
  expect(statuses.filter((r) => r.statusCode === 200)).toHaveLength(1);
  const losers = statuses.filter((r) => r.statusCode !== 200);
  expect(losers.every((r) => r.statusCode === 409)).toBe(true);
  for (const r of losers) expect(r.json().message).toBe('该任务已被处理或已不存在，请刷新后重试');
  const { tasks, opinions, inst } = await rows(instId);
  expect(opinions.filter((o) => o.task_id === taskId && o.status === 'agree')).toHaveLength(1);
  expect(tasks.filter((x) => x.node_id === 'office')).toHaveLength(1);
  expect(tasks.filter((x) => x.open === 1).map((x) => x.node_id)).toEqual(['office']);
  // One winning step: start (revision 1) plus one completion.
  expect(inst.revision).toBe(2);
}

describe('concurrent completions of one task', () => {
  it('two at once: exactly one succeeds, the other gets 409 already handled', async () => {
    const instId = await k.start('chenjing', 'c_three');
    const taskId = await k.taskOf('wangfang', instId);
    await k.token('wangfang');
    const res = await together(2, () => k.post(`${T}/complete`, 'wangfang', { taskId, actionName: 'agree', opinion: '同意' }));
    await expectOneWinner(res, instId, taskId);
  });

  it('fifty at once behind a barrier: exactly one succeeds, no second opinion, no duplicate next task', async () => {
    const instId = await k.start('chenjing', 'c_three');
    const taskId = await k.taskOf('wangfang', instId);
    await k.token('wangfang');
    const res = await together(50, () => k.post(`${T}/complete`, 'wangfang', { taskId, actionName: 'agree', opinion: '同意' }));
    await expectOneWinner(res, instId, taskId);
  });

  it('two candidates claiming one shared task at once: one gets it (1), the other is told it is taken (4)', async () => {
    const instId = await k.start('chenjing', 'c_vehicle');
    const [task] = (await rows(instId)).tasks;
    await Promise.all([k.token('lijun'), k.token('zhaolei')]);
    const codes = await together(2, (i) => k.get(`${T}/lockUnlock?taskId=${task.id}`, i === 0 ? 'lijun' : 'zhaolei').then((r) => r.json()));
    expect(codes.sort()).toEqual([1, 4]);
    expect((await rows(instId)).opinions.filter((o) => o.status === 'lockTask')).toHaveLength(1);
  });

  it('concurrent decisions on two parallel branches both succeed, and the join fires once', async () => {
    const instId = await k.start('heping', 'c_repair', { device: '1号泵' });
    const [a, b] = [await k.taskOf('liqiang', instId), await k.taskOf('zhaoli', instId)];
    await Promise.all([k.token('liqiang'), k.token('zhaoli')]);
    const res = await together(2, (i) => k.post(`${T}/complete`, i === 0 ? 'liqiang' : 'zhaoli', { taskId: i === 0 ? a : b, actionName: 'agree' }));
    expect(res.map((r) => r.statusCode)).toEqual([200, 200]);
    const { tasks } = await rows(instId);
    expect(tasks.filter((x) => x.node_id === 'director')).toHaveLength(1);
    expect(tasks.filter((x) => x.open === 1).map((x) => x.node_id)).toEqual(['director']);
  });
});

describe('idempotent actions', () => {
  it('a retried completion with the same key returns the first reply and acts once', async () => {
    const instId = await k.start('chenjing', 'c_three');
    const taskId = await k.taskOf('wangfang', instId);
    const body = { taskId, actionName: 'agree', opinion: '同意' };
    const first = await k.post(`${T}/complete`, 'wangfang', body, { 'idempotency-key': 'k-complete-1' });
    const retry = await k.post(`${T}/complete`, 'wangfang', body, { 'idempotency-key': 'k-complete-1' });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const { opinions, inst } = await rows(instId);
    expect(opinions.filter((o) => o.status === 'agree')).toHaveLength(1);
    expect(inst.revision).toBe(2);
    // Without the key, the same request is a second attempt and is refused.
    expect((await k.post(`${T}/complete`, 'wangfang', body)).statusCode).toBe(409);
    // The key belongs to the user: another user's same key is a different action.
    const stored = await k.t.db.selectFrom('bpm_idempotency').select(['user_id', 'reply_json']).where('idem_key', '=', 'k-complete-1').execute();
    expect(stored).toEqual([{ user_id: k.uid.wangfang, reply_json: JSON.stringify(first.json()) }]);
  });

  it('ten retries with one key at once: all get the same reply, the task is completed once', async () => {
    const instId = await k.start('chenjing', 'c_three');
    const taskId = await k.taskOf('wangfang', instId);
    await k.token('wangfang');
    const res = await together(10, () => k.post(`${T}/complete`, 'wangfang', { taskId, actionName: 'agree', idempotencyKey: 'k-burst' }));
    expect(res.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(res.map((r) => r.body)).size).toBe(1);
    expect((await rows(instId)).opinions.filter((o) => o.status === 'agree')).toHaveLength(1);
  });

  it('a retried start with the same key starts one instance', async () => {
    const body = { flowKey: 'c_three', idempotencyKey: 'k-start-1' };
    const [a, b] = await Promise.all([k.post(`${R}/instance/v1/start`, 'yangfan', body), k.post(`${R}/instance/v1/start`, 'yangfan', body)]);
    expect(a.json().instId).toBe(b.json().instId);
    const mine = await k.t.db.selectFrom('bpm_instance').select('id').where('starter_id', '=', k.uid.yangfan).where('def_key', '=', 'c_three').execute();
    expect(mine).toHaveLength(1);
  });
});
