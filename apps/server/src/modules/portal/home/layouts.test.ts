import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { portalKit, type PortalKit } from '../test-kit.js';

let t: TestApp;
let k: PortalKit;

const HOME = '/portal/portal/main/v1/myMobileHome';
const AUTH = '/portal/portal/sysIndexLayoutManage/sysIndexLayoutManage/v1/getCurrentAuthLayout?from=mobile';
const CACHE = '/portal/portal/main/v1/cacheUserLayout';
const BY_ALIAS = '/portal/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias';

const decode = (designHtml: string) => JSON.parse(Buffer.from(designHtml, 'base64').toString('utf8'));
/** A layout of the plant (the second tenant has a 标准首页 of its own). */
const layoutId = async (name: string) => (await t.db.selectFrom('sys_index_layout as l').innerJoin('uc_tenant as t', 't.id', 'l.tenant_id')
  .select('l.id').where('l.name', '=', name).where('t.code', '=', 'platform').executeTakeFirstOrThrow()).id;
const home = async (token: string) => (await k.get(HOME, token)).json();

beforeAll(async () => {
  t = await createTestApp();
  k = portalKit(t);
});
afterAll(() => t.close());

describe('GET /portal/main/v1/myMobileHome', () => {
  it('gives the default layout: its design is base64 JSON with the mobileList of column aliases', async () => {
    const res = await home(await k.token('chenjing'));
    expect(res).toMatchObject({ state: true, value: { id: await layoutId('标准首页'), name: '标准首页' } });
    expect(decode(res.value.designHtml)).toEqual({ mobileList: ['welcome', 'myTodo', 'processStats', 'plantNotice', 'plantNews', 'myMeetings'] });
  });

  it('carries its columns in the layout\'s order, each as getByAlias gives it to the caller (display rights included)', async () => {
    for (const account of ['chenjing', 'wangfang']) {
      const token = await k.token(account);
      const { value } = await home(token);
      expect(value.columns.map((c: { alias: string }) => c.alias)).toEqual(decode(value.designHtml).mobileList);
      for (const column of value.columns) expect(column).toEqual((await k.get(`${BY_ALIAS}?alias=${column.alias}`, token)).json());
    }
    const stats = (await home(await k.token('chenjing'))).value.columns.find((c: { alias: string }) => c.alias === 'processStats');
    expect(stats).toMatchObject({ displayRights: false, dataFrom: null, html: '', templateHtml: '' });
  });

  it('leaves out aliases that name no column, columns of its design repeated, and entries that are no alias', async () => {
    const token = await k.token('chenjing');
    const id = (await home(token)).value.id;
    const design = JSON.stringify({ mobileList: ['welcome', 'noSuchColumn', 'welcome', 7, ' myTodo '] });
    await t.db.updateTable('sys_index_layout').set({ design_json: design }).where('id', '=', id).execute();
    try {
      expect((await home(token)).value.columns.map((c: { alias: string }) => c.alias)).toEqual(['welcome', 'myTodo']);
    } finally {
      await t.db.updateTable('sys_index_layout').set({ design_json: JSON.stringify({ mobileList: ['welcome', 'myTodo', 'processStats', 'plantNotice', 'plantNews', 'myMeetings'] }) }).where('id', '=', id).execute();
    }
  });

  it('gives another tenant its own home, none to a tenant without a layout, and needs a token', async () => {
    const hx = await k.otherTenantToken();
    expect((await home(hx)).value.columns.map((c: { alias: string }) => c.alias)).toEqual(['welcome', 'myTodo', 'plantNotice', 'plantNews']);
    const other = await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'hxwater').executeTakeFirstOrThrow();
    await t.db.deleteFrom('sys_index_layout').where('tenant_id', '=', other.id).execute();
    expect(await home(hx)).toEqual({ state: true, message: '获取成功', value: null });
    expect((await k.get(HOME)).statusCode).toBe(401);
  });
});

describe('getCurrentAuthLayout and cacheUserLayout', () => {
  it('offers each user the layouts they may use, the current one marked', async () => {
    const staff = (await k.get(AUTH, await k.token('chenjing'))).json().value as Array<{ name: string; current: boolean; type: string; layoutType: number }>;
    expect(staff.map((l) => [l.name, l.current])).toEqual([['标准首页', true], ['简洁首页', false]]);
    expect(staff[0]).toMatchObject({ type: 'mobile', layoutType: 1, isDefault: 1 });
    const director = (await k.get(AUTH, await k.token('zhangwei'))).json().value as Array<{ name: string }>;
    expect(director.map((l) => l.name)).toEqual(['标准首页', '简洁首页', '管理驾驶舱']);
    expect((await k.get(AUTH, await k.otherTenantToken())).json().value).toEqual([]);
  });

  it('remembers a choice: the home then shows the compact layout (to-do and news)', async () => {
    const token = await k.token('chenjing');
    const res = await k.post(CACHE, token, { type: 'mobile', layoutId: await layoutId('简洁首页'), layoutType: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, message: '首页布局设置成功', value: null });
    const now = await home(token);
    expect(now.value.name).toBe('简洁首页');
    expect(decode(now.value.designHtml)).toEqual({ mobileList: ['myTodo', 'plantNews'] });
    const offered = (await k.get(AUTH, token)).json().value as Array<{ name: string; current: boolean }>;
    expect(offered.find((l) => l.current)!.name).toBe('简洁首页');
    // Somebody else's home is not touched.
    expect((await home(await k.token('yangfan'))).value.name).toBe('标准首页');
  });

  it('refuses a layout the user may not use (403) or that does not exist (404), and changes nothing', async () => {
    const token = await k.token('huangli');
    const cockpit = await layoutId('管理驾驶舱');
    const res = await k.post(CACHE, token, { layoutId: cockpit, layoutType: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('无权使用该布局');
    expect((await k.post(CACHE, token, { layoutId: 'nope', layoutType: 1 })).statusCode).toBe(404);
    expect((await k.post(CACHE, await k.otherTenantToken(), { layoutId: cockpit, layoutType: 1 })).statusCode).toBe(404);
    expect((await home(token)).value.name).toBe('标准首页');
  });

  it('validates the body: layoutType must be 1, layoutId is needed, type is mobile', async () => {
    const token = await k.token('huangli');
    const id = await layoutId('简洁首页');
    const wrongType = await k.post(CACHE, token, { layoutId: id, layoutType: 2 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/^body\.layoutType: /);
    expect((await k.post(CACHE, token, { layoutType: 1 })).json().message).toMatch(/^body\.layoutId: /);
    expect((await k.post(CACHE, token, { type: 'pc', layoutId: id, layoutType: 1 })).statusCode).toBe(400);
    expect((await k.get(AUTH.replace('mobile', 'pc'), token)).statusCode).toBe(400);
    expect((await home(token)).value.name).toBe('标准首页');
  });

  it('falls back to the default when a chosen layout is no longer allowed', async () => {
    const token = await k.token('zhangwei');
    const cockpit = await layoutId('管理驾驶舱');
    expect((await k.post(CACHE, token, { layoutId: cockpit, layoutType: 1 })).statusCode).toBe(200);
    expect((await home(token)).value.name).toBe('管理驾驶舱');
    await t.db.deleteFrom('portal_right').where('owner_id', '=', cockpit).execute();
    expect((await home(token)).value.name).toBe('标准首页');
  });
});
