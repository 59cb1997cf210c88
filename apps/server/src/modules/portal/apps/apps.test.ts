import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppCategory } from '@wp/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { portalKit, type PortalKit } from '../test-kit.js';

let t: TestApp;
let k: PortalKit;

const GET_APP = '/portal/portal/appModel/v1/getApp?typeKey=appType';
const tree = async (account: string): Promise<AppCategory[]> => {
  const res = await k.get(GET_APP, await k.token(account));
  expect(res.statusCode).toBe(200);
  return res.json();
};
const allApps = (cats: AppCategory[]): AppCategory['appList'] => cats.flatMap((c) => [...c.appList, ...allApps(c.children)]);
const names = (cats: AppCategory[]) => allApps(cats).map((a) => a.name);

beforeAll(async () => {
  t = await createTestApp();
  k = portalKit(t);
});
afterAll(() => t.close());

describe('GET /portal/appModel/v1/getApp', () => {
  it('answers a bare array of categories with their child categories and apps, as the original did', async () => {
    const cats = await tree('zhangwei');
    expect(cats.map((c) => c.text)).toEqual(['默认分类', '常用工具']);
    const main = cats[0];
    expect(main).toMatchObject({ typeName: '默认分类', pid: '0', parentId: null, isParent: 'true', appList: [] });
    expect(main.typeId).toBe(main.id);
    expect(main.children.map((c) => c.text)).toEqual(['流程办理', '运行数据', '数据报表', '设备管理', '资料文档']);
    for (const child of main.children) expect(child).toMatchObject({ pid: main.id, parentId: main.id, isParent: 'false', children: [] });
    expect(cats[1].appList.map((a) => a.name)).toEqual(['消息中心']);
    const first = main.children[0].appList[0];
    expect(first).toMatchObject({
      name: '我的待办', mode: 1, content: '/work/myMatters/0', icon: 'UnorderedListOutline', iconColor: '#1677ff',
      typeId: main.children[0].id, typeName: '流程办理', enable: 1, sn: 1, img: null,
    });
  });

  it('carries every seeded mode with its content: route, URL, chart, start on behalf, data visualisation', async () => {
    // 何珍 is the director's agent (the seeded pairing), and 流程统计 is granted to her nowhere: add a role holder's view.
    const apps = [...allApps(await tree('hezhen')), ...allApps(await tree('zhangwei'))];
    const byMode = new Map(apps.map((a) => [a.mode, a]));
    expect([...byMode.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 9]);
    // Mode 3 names a seeded data template (seed/forms) by alias.
    expect(apps.filter((a) => a.mode === 3).map((a) => JSON.parse(a.content).alias)).toEqual(expect.arrayContaining(['lab_results', 'daily_ops', 'hazard_reports', 'materials']));
    expect(byMode.get(2)!.content).toMatch(/^https:\/\//);
    // Mode 4 names a flow report or a custom chart (seed/forms/queries.ts) by id or alias.
    expect(apps.filter((a) => a.mode === 4).map((a) => JSON.parse(a.content).id)).toEqual(expect.arrayContaining(['instanceByDef', 'inflow_trend', 'effluent_quality']));
    expect(JSON.parse(byMode.get(9)!.content)).toEqual({ alias: 'plantDaily' });
    // Mode 5 is stored by process key and sent with the id of the version new instances start from.
    const repair = await t.db.selectFrom('bpm_definition').select('id').where('def_key', '=', 'repair').where('is_main', '=', 1).executeTakeFirstOrThrow();
    expect(JSON.parse(byMode.get(5)!.content)).toEqual({ id: repair.id, key: 'repair' });
  });

  it('shows restricted apps only to the roles they are granted to', async () => {
    expect(names(await tree('zhangwei'))).toContain('流程统计');
    expect(names(await tree('wangfang'))).toContain('流程统计');
    expect(names(await tree('chenjing'))).not.toContain('流程统计');
    expect(names(await tree('chenjing'))).toContain('运行日报');
  });

  it('shows a start-on-behalf app only to an agent who may start its process for a leader', async () => {
    expect(names(await tree('hezhen'))).toContain('代领导报修');
    // The leader himself, and staff who act for nobody, have no use for it.
    expect(names(await tree('zhangwei'))).not.toContain('代领导报修');
    expect(names(await tree('chenjing'))).not.toContain('代领导报修');
    // A pairing for another process only does not make 何珍's colleague an agent of this one.
    const { tenantId, leader, agent } = await t.db.selectFrom('uc_user as l').innerJoin('uc_user as a', 'a.tenant_id', 'l.tenant_id')
      .select(['l.tenant_id as tenantId', 'l.id as leader', 'a.id as agent']).where('l.account', '=', 'wangfang').where('a.account', '=', 'luoxia').executeTakeFirstOrThrow();
    await t.db.insertInto('bpm_agent').values({ id: 'agent-leave-only', tenant_id: tenantId, leader_id: leader, agent_id: agent, def_key: 'leave' }).execute();
    expect(names(await tree('luoxia'))).not.toContain('代领导报修');
    await t.db.insertInto('bpm_agent').values({ id: 'agent-repair', tenant_id: tenantId, leader_id: leader, agent_id: agent, def_key: 'repair' }).execute();
    expect(names(await tree('luoxia'))).toContain('代领导报修');
  });

  it('leaves out disabled apps, and start-on-behalf apps whose process is not deployed', async () => {
    await t.db.updateTable('sys_app').set({ enable: 0 }).where('name', '=', '排放标准').execute();
    expect(names(await tree('hezhen'))).toContain('代领导报修');
    await t.db.updateTable('sys_app').set({ content: JSON.stringify({ key: 'noSuchProcess' }) }).where('name', '=', '代领导报修').execute();
    const list = names(await tree('hezhen'));
    expect(list).not.toContain('排放标准');
    expect(list).not.toContain('代领导报修');
    expect(list).toContain('运行日报');
  });

  it('answers [] for an unknown group, another tenant its own apps; typeKey is required', async () => {
    expect((await k.get('/portal/portal/appModel/v1/getApp?typeKey=nothing', await k.token('chenjing'))).json()).toEqual([]);
    expect(names((await k.get(GET_APP, await k.otherTenantToken())).json())).toEqual(['我的待办', '我的已办', '我的请求', '发起流程']);
    const res = await k.get('/portal/portal/appModel/v1/getApp', await k.token('chenjing'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/typeKey/);
  });
});
