import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { dictionaries, flowTypes } from '../../seed/workflow/catalogue.js';

let t: TestApp;
let token: string;
let hxToken: string;
let platform: string;
const typeIds: Record<string, string> = {};
const now = new Date('2026-11-21T16:30:00.250Z'); // 2026-11-22 00:30:00 in Shanghai

/** Calls as chenjing, or as another token, or (null) without a session. */
const get = (url: string, tk: string | null = token) => t.call({ method: 'GET', url, token: tk ?? undefined });
const post = (url: string, tk: string | null = token) => t.call({ method: 'POST', url, token: tk ?? undefined });

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  token = await t.login('chenjing');
  platform = (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'platform').executeTakeFirstOrThrow()).id;
  const hx = (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'hxwater').executeTakeFirstOrThrow()).id;
  hxToken = await t.login('hxadmin', 'Water@2026', hx);
  for (const c of await t.db.selectFrom('sys_type').select(['id', 'code']).where('tenant_id', '=', platform).execute()) typeIds[c.code] = c.id;
  // Two sub-categories under 生产运维 (one with a child of its own) and a dictionary with nested items.
  await t.db.insertInto('sys_type').values([
    { id: 'sub1', tenant_id: platform, type_key: 'FLOW_TYPE', parent_id: typeIds.operations, code: 'equipment', name: '设备类', sn: 2, icon: null },
    { id: 'sub2', tenant_id: platform, type_key: 'FLOW_TYPE', parent_id: typeIds.operations, code: 'safety', name: '安全类', sn: 1, icon: null },
    { id: 'sub3', tenant_id: platform, type_key: 'FLOW_TYPE', parent_id: 'sub1', code: 'pump', name: '泵站', sn: 1, icon: null },
    { id: 'other1', tenant_id: platform, type_key: 'APP_TYPE', parent_id: null, code: 'app', name: '应用', sn: 1, icon: null },
  ]).execute();
  await t.db.insertInto('sys_data_dict').values([
    { id: 'd1', tenant_id: platform, type_key: 'area', key: 'north', name: '北厂区', parent_id: null, sn: 1 },
    { id: 'd2', tenant_id: platform, type_key: 'area', key: 'aeration', name: '曝气池', parent_id: 'd1', sn: 1 },
    { id: 'd3', tenant_id: platform, type_key: 'area', key: 'south', name: '南厂区', parent_id: null, sn: 2 },
  ]).execute();
});
afterAll(() => t.close());

describe('GET /sys/sysType/v1/getTypesByKey', () => {
  it('gives the FLOW_TYPE categories as a tree in display order, with icon JSON', async () => {
    const res = await get('/portal/sys/sysType/v1/getTypesByKey?typeKey=FLOW_TYPE');
    expect(res.statusCode).toBe(200);
    const tree = res.json();
    expect(tree.map((n: { typeKey: string }) => n.typeKey)).toEqual(flowTypes.map((f) => f.code));
    expect(tree[0]).toEqual({
      id: typeIds.office, name: '行政办公', typeKey: 'office', groupKey: 'FLOW_TYPE', parentId: null, sn: 1, icon: JSON.stringify(flowTypes[0].icon), isParent: false,
    });
    const ops = tree[2];
    expect(ops.isParent).toBe(true);
    expect(ops.children.map((c: { name: string }) => c.name)).toEqual(['安全类', '设备类']);
    expect(ops.children[1]).toMatchObject({ id: 'sub1', parentId: typeIds.operations, isParent: true, children: [{ id: 'sub3', name: '泵站', isParent: false }] });
  });

  it('gives only the group asked for; an unknown group is an empty list', async () => {
    expect((await get('/portal/sys/sysType/v1/getTypesByKey?typeKey=APP_TYPE')).json().map((n: { id: string }) => n.id)).toEqual(['other1']);
    expect((await get('/portal/sys/sysType/v1/getTypesByKey?typeKey=NOPE')).json()).toEqual([]);
  });

  it('needs typeKey (400) and a session (401); another tenant sees only its own categories', async () => {
    const bad = await get('/portal/sys/sysType/v1/getTypesByKey');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/typeKey/);
    expect((await get('/portal/sys/sysType/v1/getTypesByKey?typeKey=FLOW_TYPE', null)).statusCode).toBe(401);
    const hx = (await get('/portal/sys/sysType/v1/getTypesByKey?typeKey=FLOW_TYPE', hxToken)).json();
    expect(hx.map((n: { name: string }) => n.name)).toEqual(['综合事务']);
  });
});

describe('GET /sys/sysType/v1/getByParentId', () => {
  it('gives the direct sub-categories in display order, flagging those with children', async () => {
    const res = await get(`/portal/sys/sysType/v1/getByParentId?catId=${typeIds.operations}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((n: { id: string; isParent: boolean }) => [n.id, n.isParent])).toEqual([['sub2', false], ['sub1', true]]);
    expect(res.json()[0]).not.toHaveProperty('children');
    expect((await get('/portal/sys/sysType/v1/getByParentId?catId=sub3')).json()).toEqual([]);
  });

  it("answers 404 for an unknown category or another tenant's, 400 without catId", async () => {
    const unknown = await get('/portal/sys/sysType/v1/getByParentId?catId=nosuch');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ state: false, message: '分类不存在', code: 404 });
    expect((await get(`/portal/sys/sysType/v1/getByParentId?catId=${typeIds.operations}`, hxToken)).statusCode).toBe(404);
    expect((await get('/portal/sys/sysType/v1/getByParentId')).statusCode).toBe(400);
  });
});

describe('POST /sys/dataDict/v1/getByTypeKeyForComBo', () => {
  it('gives a dictionary as [{key, name}] in display order', async () => {
    for (const [typeKey, items] of Object.entries(dictionaries)) {
      const res = await post(`/portal/sys/dataDict/v1/getByTypeKeyForComBo?typeKey=${typeKey}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(items);
    }
  });

  it('nests child items under their parent', async () => {
    expect((await post('/portal/sys/dataDict/v1/getByTypeKeyForComBo?typeKey=area')).json()).toEqual([
      { key: 'north', name: '北厂区', children: [{ key: 'aeration', name: '曝气池' }] },
      { key: 'south', name: '南厂区' },
    ]);
  });

  it('answers 404 naming an unknown dictionary (also one of another tenant), 400 without typeKey, 401 without a session', async () => {
    const res = await post('/portal/sys/dataDict/v1/getByTypeKeyForComBo?typeKey=nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('数据字典不存在：nope');
    expect((await post('/portal/sys/dataDict/v1/getByTypeKeyForComBo?typeKey=leaveType', hxToken)).statusCode).toBe(404);
    expect((await post('/portal/sys/dataDict/v1/getByTypeKeyForComBo')).statusCode).toBe(400);
    expect((await post('/portal/sys/dataDict/v1/getByTypeKeyForComBo?typeKey=leaveType', null)).statusCode).toBe(401);
  });
});

describe('GET /base/tools/v1/getCurrentDate', () => {
  it("formats the server's time in Asia/Shanghai, yyyy-MM-dd by default", async () => {
    const def = await get('/portal/base/tools/v1/getCurrentDate');
    expect(def.json()).toEqual({ state: true, message: '操作成功', value: '2026-11-22' });
    const full = await get(`/portal/base/tools/v1/getCurrentDate?valFormat=${encodeURIComponent('yyyy-MM-dd HH:mm:ss')}`);
    expect(full.json().value).toBe('2026-11-22 00:30:00');
    const cn = await get(`/portal/base/tools/v1/getCurrentDate?valFormat=${encodeURIComponent('yyyy年M月d日 HH时mm分ss秒.SSS')}`);
    expect(cn.json().value).toBe('2026年11月22日 00时30分00秒.250');
  });

  it('refuses a pattern outside the whitelist with 400 naming valFormat', async () => {
    for (const bad of ["yyyy'x'", 'EEEE', 'yyyy-MM-dd<script>', '%Y', 'a'.repeat(41)]) {
      const res = await get(`/portal/base/tools/v1/getCurrentDate?valFormat=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/^querystring\.valFormat: /);
    }
    expect((await get('/portal/base/tools/v1/getCurrentDate', null)).statusCode).toBe(401);
  });
});
