import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPlantDate } from '../../sys/date-format.js';
import { createKit, R, type Kit } from '../test-kit.js';

/** Rules the server keeps whatever the client checked: how often holders are urged, reasons for rejecting and ending, urgency levels. */

let k: Kit;
const T = `${R}/task/v1`;
const I = `${R}/instance/v1`;
const MINUTE = 60_000;
let now = Date.parse('2026-03-02T02:00:00.000Z');
const clock = { now: () => new Date(now) };
const en = { 'accept-language': 'en-US' };

beforeAll(async () => {
  k = await createKit({ clock });
  await k.deploy('r_three', 'three-step');
});
afterAll(() => k.close());

const revisionOf = async (instId: string) =>
  (await k.t.db.selectFrom('bpm_instance').select('revision').where('id', '=', instId).executeTakeFirstOrThrow()).revision;
const urges = async (instId: string) =>
  (await k.t.db.selectFrom('bpm_opinion').select('qualified_json').where('inst_id', '=', instId).where('status', '=', 'urge').execute()).length;

describe('urging: one urge per holder per 10 minutes', () => {
  it('refuses a second urge of the same holder within 10 minutes, saying when; allows it after, and urges a new holder at once', async () => {
    const instId = await k.start('chenjing', 'r_three');
    const urge = (headers?: Record<string, string>) => k.post(`${I}/sendBpmTaskUrgent`, 'chenjing', { instId, content: '请尽快审批' }, headers);
    const first = now;
    expect((await urge()).statusCode).toBe(200);

    now += 4 * MINUTE + 30_000;
    const again = await urge();
    expect(again.statusCode).toBe(429);
    const at = formatPlantDate(new Date(first + 10 * MINUTE), 'HH:mm');
    expect(again.json().message).toBe(`当前处理人10分钟内已被催办过，请于${at}（6分钟后）再催办`);
    expect((await urge(en)).json().message).toBe(`The current handlers were reminded less than 10 minutes ago; you can remind them again at ${at} (in 6 min)`);
    expect((await urge({ 'accept-language': 'zh-TW' })).json().message).toBe(`目前處理人10分鐘內已被催辦過，請於${at}（6分鐘後）再催辦`);
    expect(await urges(instId)).toBe(1);

    now = first + 10 * MINUTE;
    expect((await urge()).statusCode).toBe(200);
    expect(await urges(instId)).toBe(2);

    // The next node's holder was never urged: urging her is not held back by the last urge of someone else.
    now += MINUTE;
    await k.agree('wangfang', instId);
    expect((await urge()).statusCode).toBe(200);
    now += MINUTE;
    expect((await urge()).statusCode).toBe(429);
  });

  it('two urges at the same instant: one is sent, the other refused', async () => {
    const instId = await k.start('chenjing', 'r_three');
    await k.token('chenjing');
    const res = await Promise.all([1, 2].map(() => k.post(`${I}/sendBpmTaskUrgent`, 'chenjing', { instId, content: '催' })));
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    expect(await urges(instId)).toBe(1);
  });
});

describe('reject and end need a reason', () => {
  it.each([
    ['reject', { actionName: 'reject' }],
    ['reject with a blank opinion', { actionName: 'reject', opinion: '   ' }],
    ['back to the starter', { actionName: 'backToStart' }],
  ])('refuses %s without a reason: 400 naming opinion, nothing changed', async (_label, body) => {
    const instId = await k.start('chenjing', 'r_three');
    const taskId = await k.taskOf('wangfang', instId);
    const before = await revisionOf(instId);
    const res = await k.post(`${T}/complete`, 'wangfang', { taskId, ...body });
    expect([res.statusCode, res.json().message]).toEqual([400, 'opinion: 驳回时请填写原因']);
    expect((await k.post(`${T}/complete`, 'wangfang', { taskId, ...body }, en)).json().message).toBe('opinion: give the reason for rejecting');
    expect(await revisionOf(instId)).toBe(before);
    expect((await k.post(`${T}/complete`, 'wangfang', { taskId, ...body, opinion: '材料不全' })).statusCode).toBe(200);
  });

  it('refuses ending from a task without endReason, and ending by id without reason, naming the field', async () => {
    const instId = await k.start('chenjing', 'r_three');
    const taskId = await k.taskOf('wangfang', instId);
    const res = await k.post(`${I}/doEndProcess`, 'wangfang', { taskId, endReason: ' ' });
    expect([res.statusCode, res.json().message]).toEqual([400, 'endReason: 终止流程时请填写原因']);
    expect((await k.post(`${I}/doEndProcess`, 'wangfang', { taskId }, { 'accept-language': 'zh-TW' })).json().message).toBe('endReason: 終止流程時請填寫原因');
    const byId = await k.get(`${I}/doEndProcessById?id=${instId}`, 'admin', en);
    expect([byId.statusCode, byId.json().message]).toEqual([400, 'reason: give the reason for ending the process']);
    expect((await k.t.db.selectFrom('bpm_instance').select('status').where('id', '=', instId).executeTakeFirstOrThrow()).status).toBe('running');
    expect((await k.post(`${I}/doEndProcess`, 'wangfang', { taskId, endReason: '重复申请' })).statusCode).toBe(200);
  });

  it('still answers 403, not 400, to someone who may not act at all', async () => {
    const instId = await k.start('chenjing', 'r_three');
    const taskId = await k.taskOf('wangfang', instId);
    expect((await k.post(`${T}/complete`, 'heping', { taskId, actionName: 'reject' })).statusCode).toBe(403);
    expect((await k.post(`${I}/doEndProcess`, 'heping', { taskId })).statusCode).toBe(403);
  });
});

describe('urgency levels', () => {
  it.each([3, -1, 9, 1.5, '5', 'x'])('refuses urgentStateValue %j with 400 naming the field and the levels', async (value) => {
    for (const url of [`${I}/start`, `${I}/saveDraft`]) {
      const res = await k.post(url, 'chenjing', { flowKey: 'r_three', urgentStateValue: value });
      expect([res.statusCode, res.json().message]).toEqual([400, 'body.urgentStateValue: 应为以下之一：0、1、2']);
    }
    const res = await k.post(`${I}/start`, 'chenjing', { flowKey: 'r_three', urgentStateValue: value }, en);
    expect(res.json().message).toBe('body.urgentStateValue: must be one of: 0, 1, 2');
  });

  it('accepts 0, 1 and 2, as numbers or digits', async () => {
    for (const value of [0, 1, 2, '2']) {
      const instId = await k.start('chenjing', 'r_three', {}, { urgentStateValue: value });
      expect((await k.t.db.selectFrom('bpm_instance').select('urgent_state').where('id', '=', instId).executeTakeFirstOrThrow()).urgent_state).toBe(Number(value));
    }
  });
});
