import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillOutcomes } from '../../../db/migrations/005_outcomes.js';
import { createKit, R, type Kit } from '../test-kit.js';

let k: Kit;
const T = `${R}/task/v1`;
const I = `${R}/instance/v1`;
const byId = (id: string) => ({ querys: [{ property: 'id', value: id }] });
const outcomeIs = (value: string) => ({ property: 'outcome', value, operation: 'EQUAL', relation: 'AND' });

beforeAll(async () => {
  k = await createKit();
  await k.deploy('o_purchase', 'purchase');
  await k.deploy('o_sign', 'doc-sign');
});
afterAll(() => k.close());

async function decide(account: string, instId: string, actionName: 'agree' | 'oppose', opinion = '意见') {
  const taskId = await k.taskOf(account, instId);
  const res = await k.post(`${T}/complete`, account, { taskId, actionName, opinion });
  expect(res.statusCode).toBe(200);
  return taskId;
}
const myRequest = async (account: string, instId: string, lang?: string) =>
  (await k.post(`${I}/myRequest`, account, byId(instId), lang ? { lang } : undefined)).json().rows[0];
const endMessage = (instId: string) =>
  k.t.db.selectFrom('sys_message as m').innerJoin('sys_message_receiver as r', 'r.message_id', 'm.id').select(['m.subject', 'm.content'])
    .where('r.receiver_id', '=', k.uid.chenjing).where('m.ref_id', '=', instId).where('m.message_type', '=', 'bpm.end').executeTakeFirst();

/** One instance of each outcome, started by chenjing and handled by her head wangfang. */
const cases: Record<'inProgress' | 'approved' | 'refused' | 'revoked' | 'withdrawn' | 'terminated' | 'signRefused', string> = {} as never;

beforeAll(async () => {
  cases.inProgress = await k.start('chenjing', 'o_purchase', { amount: 100 });
  cases.approved = await k.start('chenjing', 'o_purchase', { amount: 200 });
  await decide('wangfang', cases.approved, 'agree');
  cases.refused = await k.start('chenjing', 'o_purchase', { amount: 300 });
  await decide('wangfang', cases.refused, 'oppose', '预算不足');
  cases.revoked = await k.start('chenjing', 'o_purchase', { amount: 400 });
  expect((await k.post(`${I}/revokeInstance`, 'chenjing', { instanceId: cases.revoked, cause: '填错了' })).statusCode).toBe(200);
  cases.withdrawn = await k.start('chenjing', 'o_purchase', { amount: 500 });
  await k.post(`${I}/revokeInstance`, 'chenjing', { instanceId: cases.withdrawn });
  const back = await k.taskOf('chenjing', cases.withdrawn);
  expect((await k.post(`${I}/doEndProcess`, 'chenjing', { taskId: back, endReason: '不买了' })).statusCode).toBe(200);
  cases.terminated = await k.start('chenjing', 'o_purchase', { amount: 600 });
  const held = await k.taskOf('wangfang', cases.terminated);
  expect((await k.post(`${I}/doEndProcess`, 'wangfang', { taskId: held, endReason: '重复申请' })).statusCode).toBe(200);
  cases.signRefused = await k.start('chenjing', 'o_sign', { title: '节能改造' });
  await decide('liqiang', cases.signRefused, 'oppose', '不同意');
});

describe('the outcome of a request', () => {
  it('tags every one of my requests with its outcome, in words of my language', async () => {
    const expected = { inProgress: '审批中', approved: '已通过', refused: '未通过', revoked: '已撤回', withdrawn: '已撤回', terminated: '已终止', signRefused: '未通过' };
    for (const [name, words] of Object.entries(expected)) {
      const row = await myRequest('chenjing', cases[name as keyof typeof cases]);
      expect([name, row.outcome, row.outcomeName]).toEqual([name, name === 'revoked' ? 'withdrawn' : name === 'signRefused' ? 'refused' : name, words]);
    }
    expect(await myRequest('chenjing', cases.revoked)).toMatchObject({ status: 'revoke', outcome: 'withdrawn' });
    expect(await myRequest('chenjing', cases.refused, 'en-US')).toMatchObject({ outcome: 'refused', outcomeName: 'Rejected' });
    expect(await myRequest('chenjing', cases.approved, 'en-US')).toMatchObject({ outcomeName: 'Approved' });
    expect(await myRequest('chenjing', cases.terminated, 'zh-TW')).toMatchObject({ outcomeName: '已終止' });
    expect(await myRequest('chenjing', cases.approved, 'zh-TW')).toMatchObject({ outcomeName: '已通過' });
  });

  it('filters 我的请求 by outcome: in progress, approved, rejected, withdrawn', async () => {
    const ids = async (value: string, url = `${I}/myRequest`) =>
      (await k.post(url, 'chenjing', { pageBean: { page: 1, pageSize: 50 }, querys: [outcomeIs(value), { property: 'procDefKey', value: 'o_purchase', relation: 'AND' }] })).json()
        .rows.map((r: { id: string }) => r.id).sort();
    expect(await ids('inProgress')).toEqual([cases.inProgress]);
    expect(await ids('approved')).toEqual([cases.approved]);
    expect(await ids('refused')).toEqual([cases.refused]);
    expect(await ids('withdrawn')).toEqual([cases.revoked, cases.withdrawn].sort());
    expect(await ids('terminated', `${I}/myMobileRequest`)).toEqual([cases.terminated]);
  });

  it('shows and filters the outcome in 已办, and the action in words instead of a code', async () => {
    const done = (await k.post(`${I}/getDoneList`, 'wangfang', { querys: [{ property: 'procDefKey', value: 'o_purchase' }] })).json().rows;
    const row = (id: string) => done.find((r: { id: string }) => r.id === id);
    expect(row(cases.refused)).toMatchObject({ outcome: 'refused', outcomeName: '未通过', opinionStatus: 'oppose', opinionStatusName: '反对' });
    expect(row(cases.terminated)).toMatchObject({ outcome: 'terminated', opinionStatus: 'manual_end', opinionStatusName: '人工终止' });
    const en = (await k.post(`${I}/getDoneList`, 'wangfang', byId(cases.terminated), { lang: 'en-US' })).json().rows[0];
    expect(en).toMatchObject({ opinionStatusName: 'Ended by hand', outcomeName: 'Terminated' });
    const refusedOnly = (await k.post(`${I}/getDoneInstList`, 'wangfang', { querys: [outcomeIs('refused'), { property: 'procDefKey', value: 'o_purchase', relation: 'AND' }] })).json();
    expect(refusedOnly.rows.map((r: { id: string }) => r.id)).toEqual([cases.refused]);
    const approvedOnly = (await k.post(`${I}/getDoneList`, 'wangfang', { querys: [outcomeIs('approved'), { property: 'procDefKey', value: 'o_purchase', relation: 'AND' }] })).json();
    expect(approvedOnly.rows.map((r: { id: string }) => r.id)).toEqual([cases.approved]);
  });

  it('shows the outcome in the instance and task detail headers and on circulated rows', async () => {
    expect((await k.get(`${I}/getInstanceByInstId?instId=${cases.refused}`, 'chenjing')).json()).toMatchObject({ outcome: 'refused', outcomeName: '未通过' });
    const taskId = (await k.post(`${I}/getDoneList`, 'wangfang', byId(cases.approved))).json().rows[0].taskId;
    expect((await k.get(`${T}/get?id=${taskId}`, 'wangfang')).json()).toMatchObject({ outcome: 'approved', outcomeName: '已通过' });
    expect((await k.post(`${I}/transToMore`, 'chenjing', { instanceId: cases.refused, userId: [k.uid.xiemei] })).statusCode).toBe(200);
    const notice = (await k.post(`${T}/getNoticeTodoReadList`, 'xiemei', { querys: [outcomeIs('refused')] })).json().rows;
    expect(notice).toEqual([expect.objectContaining({ procInstId: cases.refused, outcome: 'refused', outcomeName: '未通过' })]);
  });

  it("ends the timeline with the outcome", async () => {
    expect((await k.get(`${I}/predictPath?instId=${cases.refused}`, 'chenjing')).json()).toMatchObject({ status: 'end', outcome: 'refused', outcomeName: '未通过' });
    expect((await k.get(`${I}/predictPath?instId=${cases.inProgress}`, 'chenjing', { lang: 'en-US' })).json()).toMatchObject({ outcome: 'inProgress', outcomeName: 'In progress' });
  });

  it("says on a done row that its handler took the decision back, not that the next node acted", async () => {
    const instId = await k.start('chenjing', 'o_purchase', { amount: 90_000 });
    const taskId = await decide('wangfang', instId, 'agree');
    expect((await k.post(`${I}/revokeInstance`, 'wangfang', { instanceId: instId, taskId, cause: '还需核实' })).statusCode).toBe(200);
    const row = (await k.post(`${I}/getDoneList`, 'wangfang', byId(instId))).json().rows[0];
    expect(row).toMatchObject({ taskId, outcome: 'inProgress', preconditions: { canRevoke: false, reason: { revoke: '您已撤回这次审批' } } });
    const tw = (await k.post(`${I}/getDoneList`, 'wangfang', byId(instId), { lang: 'zh-TW' })).json().rows[0];
    expect(tw.preconditions.reason.revoke).toBe('您已撤回這次審批');
  });

  it('tells the starter in her inbox how it came out', async () => {
    expect(await endMessage(cases.approved)).toMatchObject({ subject: expect.stringContaining('【已通过】'), content: expect.stringContaining('已审批通过') });
    expect(await endMessage(cases.refused)).toMatchObject({ subject: expect.stringContaining('【未通过】'), content: expect.stringContaining('未通过审批') });
    expect(await endMessage(cases.signRefused)).toMatchObject({ subject: expect.stringContaining('【未通过】') });
    expect(await endMessage(cases.terminated)).toMatchObject({ subject: expect.stringContaining('【已终止】'), content: expect.stringContaining('已被王芳终止') });
    // She withdrew it herself: nobody needs to tell her.
    expect(await endMessage(cases.withdrawn)).toBeUndefined();
  });

  it('honours an end event whose settings declare it refusing', async () => {
    await k.deploy('o_refusing', 'purchase', { settings: { nodes: {
      deptHead: { assignees: [{ type: 'starterDeptHead' }] }, director: { assignees: [{ type: 'post', codes: ['director'] }] }, end: { outcome: 'refused' },
    } } });
    const instId = await k.start('chenjing', 'o_refusing', { amount: 100 });
    await decide('wangfang', instId, 'agree');
    expect(await myRequest('chenjing', instId)).toMatchObject({ status: 'end', outcome: 'refused' });
  });

  it('refuses an outcome filter on a list that does not know it, naming the property', async () => {
    const res = await k.post(`${T}/getTodoList`, 'wangfang', { querys: [outcomeIs('refused')] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/unknown property 'outcome'/);
  });
});

describe('migration 005 fills the outcome of rows that had none', () => {
  it('derives the same outcome from the records as the engine gave each instance', async () => {
    const ids = Object.values(cases);
    const before = await k.t.db.selectFrom('bpm_instance').select(['id', 'outcome']).where('id', 'in', ids).orderBy('id').execute();
    await k.t.db.updateTable('bpm_instance').set({ outcome: null }).where('id', 'in', ids).execute();
    await fillOutcomes(k.t.db as unknown as Kysely<unknown>);
    const after = await k.t.db.selectFrom('bpm_instance').select(['id', 'outcome']).where('id', 'in', ids).orderBy('id').execute();
    expect(after).toEqual(before);
    expect(new Set(after.map((r) => r.outcome))).toEqual(new Set(['inProgress', 'approved', 'refused', 'withdrawn', 'terminated']));
  });
});
