import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { SEAL_PASSWORD } from '../../../seed/plant.js';
import { formKit, type FormKit } from '../test-kit.js';

/**
 * Signature fields of data-template records (boSave): a signer adds or removes only their own entry, with their
 * own seal; others' entries stay as stored. The seal of a saved signature becomes readable to the record's readers.
 */

let t: TestApp;
let k: FormKit;

const BASE = '/form/form/dataTemplate/v1';
const SAVE = `${BASE}/boSave/sign_report`;
const PREVIEW = '/portal/system/file/v1/preview';
const seal: Record<string, string> = {};
const uid: Record<string, string> = {};

const fields = [
  { key: 'title', label: '事项', type: 'text', maxLength: 50 },
  { key: 'signoff', label: '整改签字', type: 'signature' },
  { key: 'accept', label: '验收签字', type: 'signature', isCover: true },
] as const;

type Entry = { index: number; userId: string; name: string; signature: string; createTime: string };
const entry = (account: string, signature = seal[account], index = 0): Entry =>
  ({ index, userId: uid[account], name: account, signature, createTime: '2026-03-02 09:15:00' });

const save = async (account: string, values: Record<string, unknown>, lang?: string) =>
  k.post(SAVE, await k.token(account), { templateKey: 'sign_report', sign_report: values }, lang);
const read = async (id: string) =>
  (await k.get(`${BASE}/getForm/sign_report/sign_report?action=get&dataKey=sign_report&id=${id}`, await k.token('wangfang'))).json().data.sign_report;

beforeAll(async () => {
  t = await createTestApp();
  k = formKit(t);
  const tenant = await k.plantId();
  const deptHead = await k.roleId('deptHead');
  for (const a of ['wangfang', 'liqiang', 'zhaoli', 'chenjing', 'yangfan']) uid[a] = await k.userId(a);
  await k.bos.define(tenant, null, { alias: 'sign_report', name: '整改签字', fields: fields as never });
  // Department heads (who hold seals) and chenjing (who holds none) may read and write; yangfan may not.
  const right = [{ type: 'role' as const, id: deptHead }, { type: 'user' as const, id: uid.chenjing }];
  await k.templates.define(tenant, null, {
    alias: 'sign_report', name: '整改签字', boAlias: 'sign_report', formKey: 'sign_report', pageSize: 10, right,
    manageField: [{ name: 'add', desc: '新增', right }, { name: 'edit', desc: '编辑', right }],
  });
  // Each signer's session passes the seal password first, as the signature field does before it signs.
  for (const a of ['wangfang', 'liqiang', 'zhaoli']) {
    seal[a] = (await k.post('/uc/uc/electronicSeal/v1/getElectronicSeal', await k.token(a), { password: SEAL_PASSWORD })).json().value;
  }
});
afterAll(() => t.close());

describe('boSave: who may sign what', () => {
  it('stores a signer\'s own entry with their own seal, and a second signer\'s beside it', async () => {
    const added = await save('wangfang', { title: '加药间法兰渗漏', signoff: [entry('wangfang')] });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().value.id as string;
    expect((await read(id)).signoff).toEqual([entry('wangfang')]);

    const both = [entry('wangfang'), entry('liqiang', seal.liqiang, 1)];
    const signed = await save('liqiang', { id_: id, rev_: 1, signoff: both });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await read(id)).signoff).toEqual(both);

    // Removing one's own entry is allowed; the other stays.
    const removed = await save('liqiang', { id_: id, rev_: 2, signoff: [entry('wangfang')] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await read(id)).signoff).toEqual([entry('wangfang')]);
  });

  it('refuses changing someone else\'s entry, or signing with a seal not one\'s own, in zh-CN and en-US, changing nothing', async () => {
    const id = (await save('wangfang', { title: '栏杆焊缝开裂', signoff: [entry('wangfang')] })).json().value.id as string;
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['liqiang', { signoff: [] },
        'sign_report.signoff: 整改签字只能添加或删除本人的签章', 'sign_report.signoff: only your own signature on 整改签字 may be added or removed'],
      ['liqiang', { signoff: [{ ...entry('wangfang'), createTime: '2026-03-03 10:00:00' }] },
        'sign_report.signoff: 整改签字只能添加或删除本人的签章', 'sign_report.signoff: only your own signature on 整改签字 may be added or removed'],
      ['liqiang', { signoff: [entry('wangfang'), entry('liqiang', seal.wangfang, 1)] },
        'sign_report.signoff: 整改签字只能使用本人的电子签章', 'sign_report.signoff: 整改签字 must be signed with your own electronic seal'],
      ['chenjing', { signoff: [entry('wangfang'), entry('chenjing', seal.wangfang, 1)] },
        'sign_report.signoff: 整改签字只能使用本人的电子签章', 'sign_report.signoff: 整改签字 must be signed with your own electronic seal'],
      ['liqiang', { signoff: JSON.stringify([entry('wangfang')]) },
        'sign_report.signoff: 整改签字的签章格式不正确', 'sign_report.signoff: 整改签字 holds a malformed signature'],
      ['liqiang', { signoff: [entry('wangfang'), { ...entry('liqiang'), userId: "x' OR '1'='1" }] },
        'sign_report.signoff: 整改签字只能添加或删除本人的签章', 'sign_report.signoff: only your own signature on 整改签字 may be added or removed'],
    ];
    for (const [account, values, zh, en] of cases) {
      const res = await save(account, { id_: id, rev_: 1, ...values });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ state: false, message: zh, code: 400 });
      expect((await save(account, { id_: id, rev_: 1, ...values }, 'en-US')).json().message).toBe(en);
    }
    const now = await read(id);
    expect(now).toMatchObject({ rev_: 1, signoff: [entry('wangfang')] });
  });

  it('lets a signer replace the one signature of a covering field, never just clear it', async () => {
    const id = (await save('wangfang', { accept: [entry('wangfang')] })).json().value.id as string;
    expect((await save('liqiang', { id_: id, rev_: 1, accept: [] })).json().message).toBe('sign_report.accept: 验收签字只能添加或删除本人的签章');
    const covered = await save('liqiang', { id_: id, rev_: 1, accept: [entry('liqiang')] });
    expect(covered.statusCode, covered.body).toBe(200);
    expect((await read(id)).accept).toEqual([entry('liqiang')]);
  });

  it('refuses a new signature from a session that has not passed the seal password', async () => {
    const otherSession = await t.login('liqiang', 'Water@2026');
    const res = await k.post(SAVE, otherSession, { templateKey: 'sign_report', sign_report: { signoff: [entry('liqiang')] } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('sign_report.signoff: 整改签字只能使用本人的电子签章');
  });
});

describe('the seal of a signature', () => {
  it('is readable by those who may read the record, and by no one else', async () => {
    // zhaoli has signed nothing yet: no one else may see her seal image.
    expect((await k.get(`${PREVIEW}?fileId=${seal.zhaoli}`, await k.token('chenjing'))).statusCode).toBe(403);
    const res = await save('zhaoli', { title: '配电室挡鼠板', signoff: [entry('zhaoli')] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await k.get(`${PREVIEW}?fileId=${seal.zhaoli}`, await k.token('chenjing'))).statusCode).toBe(200);
    expect((await k.get(`${PREVIEW}?fileId=${seal.zhaoli}`, await k.token('yangfan'))).statusCode).toBe(403);
  });
});
