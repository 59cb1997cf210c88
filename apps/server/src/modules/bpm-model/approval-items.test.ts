import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelApi } from '@wp/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { personalPhrases, processPhrases, sharedPhrases } from '../../seed/workflow/catalogue.js';

let t: TestApp;
const tok: Record<string, string> = {};
let platform: string;
let hxToken: string;

const A = '/bpm-model/flow/approvalItem/v1';
const list = async (account: string, defKey: string, token = tok[account]) => {
  const res = await t.call({ method: 'GET', url: `${A}/getApprovalByDefKeyAndTypeId?defKey=${defKey}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as string[];
};
const save = (account: string, payload: unknown, token = tok[account]) => t.call({ method: 'POST', url: `${A}/save`, token, payload: payload as never });
const ownCount = async (account: string) =>
  (await t.db.selectFrom('bpm_approval_item').innerJoin('uc_user', 'uc_user.id', 'bpm_approval_item.user_id')
    .select('bpm_approval_item.id').where('uc_user.account', '=', account).where('uc_user.tenant_id', '=', platform).execute()).length;

beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['chenjing', 'zhangwei', 'yangfan', 'huangli']) tok[a] = await t.login(a);
  platform = (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'platform').executeTakeFirstOrThrow()).id;
  const hx = (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'hxwater').executeTakeFirstOrThrow()).id;
  hxToken = await t.login('hxadmin', 'Water@2026', hx);
});
afterAll(() => t.close());

describe('GET /flow/approvalItem/v1/getApprovalByDefKeyAndTypeId', () => {
  it('gives the shared phrases, then those shared for this process', async () => {
    expect(await list('chenjing', 'leave')).toEqual(sharedPhrases);
    expect(await list('chenjing', 'purchase')).toEqual([...sharedPhrases, ...processPhrases.purchase]);
  });

  it("adds the user's own phrases after the shared ones, and nobody else's", async () => {
    expect(await list('zhangwei', 'leave')).toEqual([...sharedPhrases, ...personalPhrases.zhangwei]);
    expect(await list('chenjing', 'leave')).not.toContain(personalPhrases.zhangwei[0]);
  });

  it('accepts the original typeId parameter, and needs defKey (400) and a session (401)', async () => {
    const withType = await t.call({ method: 'GET', url: `${A}/getApprovalByDefKeyAndTypeId?defKey=leave&typeId=x`, token: tok.chenjing });
    expect(withType.json()).toEqual(sharedPhrases);
    const none = await t.call({ method: 'GET', url: `${A}/getApprovalByDefKeyAndTypeId`, token: tok.chenjing });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/defKey/);
    expect((await t.call({ method: 'GET', url: `${A}/getApprovalByDefKeyAndTypeId?defKey=leave` })).statusCode).toBe(401);
  });

  it("keeps tenants apart: the other tenant sees none of the plant's phrases", async () => {
    expect(await list('hxadmin', 'purchase', hxToken)).toEqual([]);
  });
});

describe('POST /flow/approvalItem/v1/save', () => {
  it('saves a personal phrase for every process; it is listed last, for this user only', async () => {
    const res = await save('yangfan', { expression: '  情况属实，同意  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, message: '保存常用语成功', value: true });
    expect(await list('yangfan', 'vehicle')).toEqual([...sharedPhrases, '情况属实，同意']);
    expect(await list('huangli', 'vehicle')).toEqual(sharedPhrases);
  });

  it('saves a phrase for one process, listed only there', async () => {
    expect((await save('yangfan', { expression: '已核对里程', defKey: 'vehicle' })).json().value).toBe(true);
    expect(await list('yangfan', 'vehicle')).toContain('已核对里程');
    expect(await list('yangfan', 'leave')).not.toContain('已核对里程');
  });

  it('does not store a phrase the user already sees there (shared or own): value false, no new row', async () => {
    const before = await ownCount('yangfan');
    for (const payload of [{ expression: '同意' }, { expression: '情况属实，同意' }, { expression: '已核对里程', defKey: 'vehicle' }, { expression: '同意采购，请比价后执行', defKey: 'purchase' }]) {
      expect((await save('yangfan', payload)).json(), JSON.stringify(payload)).toEqual({ state: true, message: '常用语已存在', value: false });
    }
    expect(await ownCount('yangfan')).toBe(before);
    // A phrase kept for one process is not yet one for every process.
    expect((await save('yangfan', { expression: '已核对里程' })).json().value).toBe(true);
    expect((await list('yangfan', 'vehicle')).filter((p) => p === '已核对里程')).toHaveLength(1);
  });

  it('refuses an empty or over-long phrase, or a bad defKey, with 400 naming the field, and stores nothing', async () => {
    const before = await ownCount('huangli');
    for (const [payload, field] of [
      [{ expression: '   ' }, 'expression'],
      [{ expression: '好'.repeat(modelApi.APPROVAL_PHRASE_MAX + 1) }, 'expression'],
      [{}, 'expression'],
      [{ expression: 'ok', defKey: '' }, 'defKey'],
    ] as const) {
      const res = await save('huangli', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^body\\.${field}: `));
    }
    expect((await save('huangli', { expression: '好'.repeat(modelApi.APPROVAL_PHRASE_MAX) })).statusCode).toBe(200);
    expect(await ownCount('huangli')).toBe(before + 1);
  });

  it('keeps at most APPROVAL_PHRASES_PER_USER own phrases', async () => {
    const userId = (await t.db.selectFrom('uc_user').select('id').where('tenant_id', '=', platform).where('account', '=', 'chenjing').executeTakeFirstOrThrow()).id;
    const have = await ownCount('chenjing');
    await t.db.insertInto('bpm_approval_item').values(Array.from({ length: modelApi.APPROVAL_PHRASES_PER_USER - have }, (_, i) => ({
      id: `fill${i}`, tenant_id: platform, def_key: null, user_id: userId, expression: `常用语${i}`, sn: 0, created_at: new Date().toISOString(),
    }))).execute();
    const res = await save('chenjing', { expression: '再多一条' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`常用语最多保存${modelApi.APPROVAL_PHRASES_PER_USER}条，请先删除不用的常用语`);
    expect(await ownCount('chenjing')).toBe(modelApi.APPROVAL_PHRASES_PER_USER);
  });

  it("keeps tenants apart: another tenant's phrase with the same text is its own", async () => {
    expect((await save('hxadmin', { expression: '情况属实，同意' }, hxToken)).json().value).toBe(true);
    expect(await list('hxadmin', 'overtime', hxToken)).toEqual(['情况属实，同意']);
    expect(await list('huangli', 'vehicle')).not.toContain('情况属实，同意');
  });

  it('needs a session', async () => {
    expect((await save('x', { expression: '同意' }, undefined)).statusCode).toBe(401);
  });
});
