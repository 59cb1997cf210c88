import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { portalKit, type PortalKit } from '../test-kit.js';

let t: TestApp;
let k: PortalKit;

const QUERY = '/portal/portal/sysTag/v1/query';
const SAVE = '/portal/portal/sysTag/v1/save';
const list = async (token: string) => (await k.post(QUERY, token, {})).json().value as Array<{ defKey: string; name: string; sn: number }>;
const nameOf = async (key: string) =>
  (await t.db.selectFrom('bpm_definition').select('name').where('def_key', '=', key).where('is_main', '=', 1).where('tenant_id', '=', await k.plantId()).executeTakeFirstOrThrow()).name;

beforeAll(async () => {
  t = await createTestApp();
  k = portalKit(t);
});
afterAll(() => t.close());

describe('POST /portal/sysTag/v1/query and save', () => {
  it('starts empty, then keeps the saved list in order with the processes\' names', async () => {
    const token = await k.token('chenjing');
    expect(await list(token)).toEqual([]);
    const res = await k.post(SAVE, token, { defKeys: ['repair', 'leave'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, message: '保存常用流程成功', value: null });
    expect(await list(token)).toEqual([{ defKey: 'repair', name: '设备维修申请', sn: 0 }, { defKey: 'leave', name: await nameOf('leave'), sn: 1 }]);
    expect((await k.post(SAVE, token, { defKeys: ['leave'] }, { lang: 'en-US' })).json().message).toBe('Saved often-used flow successfully');
  });

  it('replaces the whole list on save, and only the caller\'s', async () => {
    const token = await k.token('yangfan');
    await k.post(SAVE, token, { defKeys: ['repair', 'leave', 'expense'] });
    await k.post(SAVE, token, { defKeys: ['expense', 'repair'] });
    expect((await list(token)).map((f) => f.defKey)).toEqual(['expense', 'repair']);
    expect((await list(await k.token('chenjing'))).map((f) => f.defKey)).toEqual(['leave']);
    await k.post(SAVE, token, { defKeys: [] });
    expect(await list(token)).toEqual([]);
  });

  it('refuses unknown processes, duplicates and over-long lists with 400, changing nothing', async () => {
    const token = await k.token('chenjing');
    const unknown = await k.post(SAVE, token, { defKeys: ['repair', 'noSuchFlow'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('defKeys: 流程不存在或未发布：noSuchFlow');
    expect((await k.post(SAVE, token, { defKeys: ['repair', 'repair'] })).json().message).toBe('body.defKeys: 值不符合要求');
    expect((await k.post(SAVE, token, { defKeys: ['repair', 'repair'] }, { lang: 'en-US' })).json().message).toMatch(/^body\.defKeys: each process key only once/);
    expect((await k.post(SAVE, token, { defKeys: Array.from({ length: 51 }, (_, i) => `k${i}`) })).statusCode).toBe(400);
    expect((await k.post(SAVE, token, {})).statusCode).toBe(400);
    expect((await list(token)).map((f) => f.defKey)).toEqual(['leave']);
  });

  it('knows only the caller\'s tenant\'s processes', async () => {
    const hx = await k.otherTenantToken();
    expect((await k.post(SAVE, hx, { defKeys: ['repair'] })).statusCode).toBe(400);
    expect((await k.post(SAVE, hx, { defKeys: ['overtime'] })).statusCode).toBe(200);
    expect((await list(hx)).map((f) => f.defKey)).toEqual(['overtime']);
    expect((await k.post(SAVE, await k.token('chenjing'), { defKeys: ['overtime'] })).statusCode).toBe(400);
  });

  it('leaves out processes that are no longer deployed', async () => {
    const token = await k.token('huangli');
    await k.post(SAVE, token, { defKeys: ['vehicle', 'repair'] });
    await t.db.updateTable('bpm_definition').set({ status: 'suspended' }).where('def_key', '=', 'vehicle').execute();
    expect((await list(token)).map((f) => f.defKey)).toEqual(['repair']);
  });
});
