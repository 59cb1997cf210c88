import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEAL_PASSWORD } from '../../../seed/plant.js';
import { createKit, R, type Kit } from '../test-kit.js';

/**
 * Signature fields on process forms: the start and every task decision pass the same rule as a data template's
 * boSave (@wp/form signatureChange): a signer adds or removes only their own entry, with their own seal. The
 * seal of a signature becomes readable to the instance's participants.
 */

let k: Kit;
const seal: Record<string, string> = {};
const PREVIEW = '/portal/system/file/v1/preview';

const form = {
  fields: [
    { key: 'reason', label: '事由', type: 'text', required: true },
    // Over 3 days the leave fixture goes on to the director.
    { key: 'days', label: '天数', type: 'number' },
    { key: 'signoff', label: '审批签字', type: 'signature' },
  ],
};

const entry = (account: string, signature = seal[account], index = 0) =>
  ({ index, userId: k.uid[account], name: account, signature, createTime: '2026-03-02 09:15:00' });
const stored = async (instId: string) =>
  JSON.parse((await k.t.db.selectFrom('bpm_instance').select('form_data').where('id', '=', instId).executeTakeFirstOrThrow()).form_data!);
const start = (account: string, data: Record<string, unknown>, lang = 'zh-CN') =>
  k.post(`${R}/instance/v1/start`, account, { flowKey: 'sign_leave', data: { days: 5, ...data } }, { lang });
const decide = async (account: string, instId: string, data: Record<string, unknown>, lang = 'zh-CN') =>
  k.post(`${R}/task/v1/complete`, account, { taskId: await k.taskOf(account, instId), actionName: 'agree', opinion: '同意', data }, { lang });

beforeAll(async () => {
  k = await createKit();
  await k.deploy('sign_leave', 'leave', {
    form,
    settings: {
      nodes: {
        deptHead: { assignees: [{ type: 'user', ids: [k.uid.wangfang] }], form: { formKey: 'f', permissions: { reason: 'r', days: 'r', signoff: 'w' } } },
        director: { assignees: [{ type: 'user', ids: [k.uid.zhangwei] }], form: { formKey: 'f', permissions: { reason: 'r', days: 'r', signoff: 'r' } } },
      },
    },
  });
  // Each signer's session passes the seal password first, as the signature field does before it signs.
  for (const a of ['liqiang', 'wangfang', 'zhangwei']) {
    seal[a] = (await k.post('/uc/uc/electronicSeal/v1/getElectronicSeal', a, { password: SEAL_PASSWORD })).json().value;
  }
});
afterAll(() => k.close());

describe('signing at the start', () => {
  it('takes the starter\'s own entry with their own seal', async () => {
    const res = await start('liqiang', { reason: '设备验收', signoff: [entry('liqiang')] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(res.json().instId)).signoff).toEqual([entry('liqiang')]);
  });

  it('refuses someone else\'s seal or entry, and a starter without a seal, in zh-CN and en-US, starting nothing', async () => {
    const count = async () => Number((await k.t.db.selectFrom('bpm_instance').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const cases: Array<[string, unknown, string, string]> = [
      ['liqiang', [entry('liqiang', seal.wangfang)], 'data.signoff: 审批签字只能使用本人的电子签章', 'data.signoff: 审批签字 must be signed with your own electronic seal'],
      ['liqiang', [entry('wangfang')], 'data.signoff: 审批签字只能添加或删除本人的签章', 'data.signoff: only your own signature on 审批签字 may be added or removed'],
      ['chenjing', [entry('chenjing', seal.liqiang)], 'data.signoff: 审批签字只能使用本人的电子签章', 'data.signoff: 审批签字 must be signed with your own electronic seal'],
      ['liqiang', [{ ...entry('liqiang'), createTime: '<script>' }], 'data.signoff: 审批签字的签章格式不正确', 'data.signoff: 审批签字 holds a malformed signature'],
    ];
    for (const [account, signoff, zh, en] of cases) {
      const res = await start(account, { reason: '设备验收', signoff });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ state: false, message: zh, code: 400 });
      expect((await start(account, { reason: '设备验收', signoff }, 'en-US')).json().message).toBe(en);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a signature smuggled into a draft, so that the start cannot take it over unchanged', async () => {
    const res = await k.post(`${R}/instance/v1/saveDraft`, 'liqiang', { flowKey: 'sign_leave', data: { signoff: [entry('wangfang')] } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('data.signoff: 审批签字只能添加或删除本人的签章');
  });
});

describe('signing at a task', () => {
  it('lets the handler add their own entry beside the starter\'s, and shows each seal to the participants only', async () => {
    const instId = (await start('liqiang', { reason: '设备验收', signoff: [entry('liqiang')] })).json().instId as string;
    // The starter's seal is the instance's now: the next handler sees it, an outsider does not.
    expect((await k.get(`${PREVIEW}?fileId=${seal.liqiang}`, 'wangfang')).statusCode).toBe(200);
    expect((await k.get(`${PREVIEW}?fileId=${seal.liqiang}`, 'yangfan')).statusCode).toBe(403);

    const removed = await decide('wangfang', instId, { signoff: [entry('wangfang')] });
    expect(removed.statusCode, removed.body).toBe(400);
    expect(removed.json().message).toBe('data.signoff: 审批签字只能添加或删除本人的签章');
    expect((await decide('wangfang', instId, { signoff: [entry('wangfang')] }, 'en-US')).json().message)
      .toBe('data.signoff: only your own signature on 审批签字 may be added or removed');

    const both = [entry('liqiang'), entry('wangfang', seal.wangfang, 1)];
    const signed = await decide('wangfang', instId, { signoff: both });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await stored(instId)).signoff).toEqual(both);
    expect((await k.get(`${PREVIEW}?fileId=${seal.wangfang}`, 'zhangwei')).statusCode).toBe(200);

    // Where the node shows the field read-only, not even one's own signature may be added.
    const late = await decide('zhangwei', instId, { signoff: [...both, entry('zhangwei', seal.zhangwei, 2)] });
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json().message).toBe('data.signoff: 当前节点不可修改审批签字');
  });
});
