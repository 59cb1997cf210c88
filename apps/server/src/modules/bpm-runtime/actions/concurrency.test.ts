import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../../app.js';
import { openDatabase } from '../../../db/database.js';
import { createKit, R, type Kit } from '../test-kit.js';

let k: Kit;
const T = `${R}/task/v1`;
/** Active accounts that can sign in: the demo plant's, and extra staff up to 40 for the sign-task votes. */
let voters: string[];

beforeAll(async () => {
  k = await createKit();
  // The demo plant has fewer than 40 active people: add staff (password as the demo's) before the organisation is first read.
  const like = await k.t.db.selectFrom('uc_user').selectAll().where('id', '=', k.uid.yangfan).executeTakeFirstOrThrow();
  const extra = Array.from({ length: 10 }, (_, i) => ({ account: `voter${i}`, id: randomUUID() }));
  await k.t.db.insertInto('uc_user').values(extra.map(({ account, id }, i) => ({
    ...like, id, account, fullname: `投票人${i}`, user_number: `QYV${i}`, email: null, mobile: null,
  }))).execute();
  for (const { account, id } of extra) k.uid[account] = id;
  const active = await k.t.db.selectFrom('uc_user').select('account').where('tenant_id', '=', k.tenantId).where('status', '=', 1).where('is_admin', '=', 0).execute();
  voters = active.map((u) => u.account).filter((a) => a !== 'chenjing').slice(0, 40);
  await k.deploy('c_three', 'three-step');
  await k.deploy('c_repair', 'repair');
  await k.deploy('c_vehicle', 'vehicle');
  await k.deploy('c_signform', 'doc-sign', {
    form: { fields: [{ key: 'title', label: '公文标题', type: 'text' }, { key: 'note', label: '会签意见汇总', type: 'textarea' }] },
    settings: { nodes: {
      countersign: { assignees: [{ type: 'user', ids: voters.slice(0, 10).map((a) => k.uid[a]) }], sign: { rule: 'all' }, form: { formKey: 'signNoteForm', permissions: { note: 'w' } } },
      director: { assignees: [{ type: 'post', codes: ['director'] }] },
    } },
  });
  for (const n of [10, 20, 40]) {
    const ids = voters.slice(0, n).map((a) => k.uid[a]);
    await k.deploy(`c_sign${n}`, 'doc-sign', {
      settings: { nodes: { countersign: { assignees: [{ type: 'user', ids }], sign: { rule: 'all' } }, director: { assignees: [{ type: 'post', codes: ['director'] }] } } },
    });
  }
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

describe('concurrent votes on one sign task (会签)', () => {
  it.each([10, 20, 40])('%i members voting at the same instant all succeed, and the node passes exactly once', async (n) => {
    expect(voters.length).toBeGreaterThanOrEqual(n);
    const instId = await k.start('chenjing', `c_sign${n}`);
    const members = voters.slice(0, n);
    const taskIds = await Promise.all(members.map((a) => k.taskOf(a, instId)));
    await Promise.all(members.map((a) => k.token(a)));
    const res = await together(n, (i) => k.post(`${T}/complete`, members[i], { taskId: taskIds[i], actionName: 'agree', opinion: '同意' }));
    expect(res.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.json().message}`)).toEqual([]);
    const { tasks, opinions, inst } = await rows(instId);
    expect(opinions.filter((o) => o.node_id === 'countersign' && o.status === 'agree')).toHaveLength(n);
    expect(tasks.filter((x) => x.node_id === 'director')).toHaveLength(1);
    expect(tasks.filter((x) => x.open === 1).map((x) => x.node_id)).toEqual(['director']);
    // Each vote is one step after the start: no vote was lost or applied twice.
    expect(inst.revision).toBe(1 + n);
    expect(JSON.parse(inst.state_json!).vars._outcome).toEqual({ countersign: 'pass' });
  });
});

describe('saving form data while others vote', () => {
  it('a member saves the form while nine others vote at the same instant: every call succeeds, nothing is lost', async () => {
    const instId = await k.start('chenjing', 'c_signform', { title: '关于加强汛期泵站巡检的通知' });
    const members = voters.slice(0, 10);
    const taskIds = await Promise.all(members.map((a) => k.taskOf(a, instId)));
    await Promise.all(members.map((a) => k.token(a)));
    // The save goes out in the middle of the votes: it reads the instance while they commit.
    const res = await together(10, (i) => i === 5
      ? k.post(`${R}/instance/v1/saveFormData`, members[5], { proInstId: instId, taskId: taskIds[5], data: { note: '各部门无异议' } })
      : k.post(`${T}/complete`, members[i], { taskId: taskIds[i], actionName: 'agree', opinion: '同意' }));
    expect(res.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.json().message}`)).toEqual([]);
    const { opinions, inst } = await rows(instId);
    expect(JSON.parse(inst.form_data!)).toEqual({ title: '关于加强汛期泵站巡检的通知', note: '各部门无异议' });
    expect(opinions.filter((o) => o.node_id === 'countersign' && o.status === 'agree')).toHaveLength(9);
    // The start, nine votes and the save, each one step on the revision.
    expect(inst.revision).toBe(11);
  });
});

describe('votes through two server processes on one database', () => {
  it('40 members voting at once, half through each process: all succeed, the node passes once', async () => {
    // A second server with its own connection pool on the same database (on SQLite in memory there is one handle).
    let second = k.t.db;
    if (k.t.dialect === 'postgres') {
      const { rows: [{ schema }] } = await sql<{ schema: string }>`select current_schema() as schema`.execute(k.t.db);
      second = (await openDatabase({ dataDir: k.t.config.dataDir, databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: schema })).db;
    }
    const other = await buildApp({ config: k.t.config, db: second });
    try {
      const instId = await k.start('chenjing', 'c_sign40');
      const taskIds = await Promise.all(voters.map((a) => k.taskOf(a, instId)));
      const tokens = await Promise.all(voters.map((a) => k.token(a)));
      const res = await together(40, (i) => (i % 2 === 0 ? k.t.app : other).inject({
        method: 'POST', url: `${T}/complete`, headers: { authorization: `Bearer ${tokens[i]}` }, payload: { taskId: taskIds[i], actionName: 'agree', opinion: '同意' },
      }));
      expect(res.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.json().message}`)).toEqual([]);
      const { tasks, inst } = await rows(instId);
      expect(tasks.filter((x) => x.open === 1).map((x) => x.node_id)).toEqual(['director']);
      expect(inst.revision).toBe(41);
    } finally {
      await other.close();
      if (second !== k.t.db) await second.destroy();
    }
  });
});

describe('two different decisions on one task at once', () => {
  it('agree and reject together: one wins, the other gets one clear 409', async () => {
    const instId = await k.start('chenjing', 'c_three');
    const taskId = await k.taskOf('wangfang', instId);
    await k.token('wangfang');
    const res = await together(2, (i) => k.post(`${T}/complete`, 'wangfang', i === 0 ? { taskId, actionName: 'agree', opinion: '同意' } : { taskId, actionName: 'reject', opinion: '材料不全' }));
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(res.find((r) => r.statusCode === 409)!.json().message).toBe('该任务已被处理或已不存在，请刷新后重试');
    const { opinions, inst } = await rows(instId);
    expect(opinions.filter((o) => o.task_id === taskId && (o.status === 'agree' || o.status === 'reject'))).toHaveLength(1);
    expect(inst.revision).toBe(2);
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
