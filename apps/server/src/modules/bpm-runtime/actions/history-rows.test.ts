import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, R, type Kit } from '../test-kit.js';

let k: Kit;
const T = `${R}/task/v1`;
const I = `${R}/instance/v1`;

beforeAll(async () => {
  k = await createKit();
  await k.deploy('h_purchase', 'purchase', {
    settings: { nodes: {
      deptHead: { assignees: [{ type: 'starterDeptHead' }] },
      director: { assignees: [{ type: 'post', codes: ['director'] }], resubmit: 'direct' },
    } },
  });
});
afterAll(() => k.close());

const db = () => k.t.db;
const stateOf = async (id: string) => (await db().selectFrom('bpm_instance').select('state_json').where('id', '=', id).executeTakeFirstOrThrow()).state_json!;
const visitsOf = async (id: string) =>
  (await db().selectFrom('bpm_visit').selectAll().where('inst_id', '=', id).orderBy('rev').orderBy('ord').execute()).map((v) => `${v.node_id}:${v.status}`);

/** The director sends the request back to its starter, who resubmits it straight to the director. */
async function sendBackAndResubmit(instId: string) {
  const director = await k.taskOf('zhangwei', instId);
  expect((await k.post(`${T}/complete`, 'zhangwei', { taskId: director, actionName: 'backToStart', opinion: '请补充报价' })).statusCode).toBe(200);
  const back = await k.taskOf('chenjing', instId);
  expect((await k.post(`${T}/complete`, 'chenjing', { taskId: back, actionName: 'agree', opinion: '已补充', data: { amount: 60000 } })).statusCode).toBe(200);
}

describe('history rows', () => {
  it('appends every visit of an action as a row, in the transaction of the action, and keeps only the latest per node in the state', async () => {
    const instId = await k.start('chenjing', 'h_purchase', { amount: 60000 });
    await k.agree('wangfang', instId);
    await sendBackAndResubmit(instId);
    expect(await visitsOf(instId)).toEqual([
      'start:done', 'deptHead:current', 'deptHead:done', 'amountGateway:done', 'director:current',
      'director:rejected', 'start:current', 'start:done', 'director:current',
    ]);
    const state = JSON.parse(await stateOf(instId));
    expect(state.history).toBeUndefined();
    expect(state.visits).toMatchObject({ deptHead: { status: 'done' }, director: { status: 'rejected' }, start: { status: 'done' } });
  });

  it('stores the same state after thirty send-back cycles as after one: an action rewrites what the step needs, not the history', async () => {
    const instId = await k.start('chenjing', 'h_purchase', { amount: 60000 });
    await k.agree('wangfang', instId);
    await sendBackAndResubmit(instId);
    const once = (await stateOf(instId)).length;
    for (let i = 0; i < 30; i++) await sendBackAndResubmit(instId);
    expect((await stateOf(instId)).length).toBeLessThanOrEqual(once + 16);
    expect((await visitsOf(instId)).length).toBeGreaterThan(120);
  });

  it('lists my requests and my to-do rows with their preconditions from columns, never reading the state', async () => {
    const instId = await k.start('chenjing', 'h_purchase', { amount: 60000 });
    const before = (await k.post(`${I}/myRequest`, 'chenjing', { querys: [{ property: 'id', value: instId }] })).json().rows[0];
    expect(before).toMatchObject({ taskName: '部门负责人审批', preconditions: { canRevoke: true } });
    await k.agree('wangfang', instId);
    // The head's own agreement may still be taken back while the director has not acted.
    const headDone = (await k.post(`${I}/getDoneList`, 'wangfang', { querys: [{ property: 'id', value: instId }] })).json().rows;
    expect(headDone[0]?.preconditions?.canRevoke).toBe(true);
    const director = await k.taskOf('zhangwei', instId);
    await k.post(`${T}/complete`, 'zhangwei', { taskId: director, actionName: 'backToStart', opinion: '请补充报价' });
    // A state nobody could parse: the lists must not need it.
    await db().updateTable('bpm_instance').set({ state_json: '{not json' }).where('id', '=', instId).execute();

    const mine = await k.post(`${I}/myRequest`, 'chenjing', { querys: [{ property: 'id', value: instId }] });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().rows[0]).toMatchObject({ taskName: '提交采购申请', preconditions: { canRevoke: false, reason: { revoke: '流程已退回发起人' } } });
    const todo = await k.post(`${T}/getTodoList`, 'chenjing', {});
    expect(todo.statusCode).toBe(200);
    const row = todo.json().rows.find((r: { procInstId: string }) => r.procInstId === instId);
    expect(row).toMatchObject({ status: 'BACK', preconditions: { canRevoke: false } });
  });
});
