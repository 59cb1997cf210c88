import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepairKit, REPAIR, type RepairKit } from './repair-test-kit.js';

let r: RepairKit;
const TPL = (call: string) => REPAIR('eam-repair-category-tpl', call);
const URGENCY = (call: string) => REPAIR('eam-repair-urgency', call);
const GROUP = (call: string) => REPAIR('eam-repair-group', call);

beforeAll(async () => {
  r = await createRepairKit();
  await r.approval(null);
});
afterAll(() => r.close());

interface Category { id: string; parentId: string | null; code: string; name: string; hierarchyName: string }
interface Tpl { id: string; code: string; name: string; categoryName: string; categoryHierarchyName: string; usedCount: number; costTime: number | null; repairSolution: string | null }

describe('fault types and the fault library', () => {
  it('gives the fault types as a tree, parents before children', async () => {
    const types = await r.ok<Category[]>(REPAIR('eam-repair-category', 'query-list'), 'chenjing');
    const roots = types.filter((c) => c.parentId === null);
    expect(new Set(roots.map((c) => c.name))).toEqual(new Set(['机械', '电气', '仪表', '自控与IT']));
    const pumps = types.find((c) => c.code === 'JX-PU')!;
    expect(pumps).toMatchObject({ name: '泵类', hierarchyName: '机械/泵类', parentId: roots.find((c) => c.name === '机械')!.id });
    for (const c of types) if (c.parentId) expect(types.findIndex((p) => p.id === c.parentId)).toBeLessThan(types.indexOf(c));
  });

  it('pages the fault library by fault type (its subtree) and search', async () => {
    const types = await r.ok<Category[]>(REPAIR('eam-repair-category', 'query-list'), 'chenjing');
    const mechanical = types.find((c) => c.code === 'JX')!;
    const page = await r.ok<{ list: Tpl[]; totalRowCount: number }>(TPL('query-paged-list'), 'chenjing', { categoryId: mechanical.id, pageSize: 100 });
    expect(page.totalRowCount).toBeGreaterThanOrEqual(10);
    expect(page.list.every((t) => t.categoryHierarchyName.startsWith('机械/'))).toBe(true);
    const all = await r.ok<{ totalRowCount: number; list: Tpl[] }>(TPL('query-paged-list'), 'chenjing', { pageSize: 100 });
    expect(all.totalRowCount).toBeGreaterThanOrEqual(20);
    expect(all.list.map((t) => t.code)).toEqual([...all.list.map((t) => t.code)].sort());
    const found = await r.ok<{ list: Tpl[] }>(TPL('query-paged-list'), 'chenjing', { searchValue: '密封' });
    expect(found.list.map((t) => t.name)).toContain('机械密封泄漏');
    expect((await r.ok<{ list: Tpl[] }>(TPL('query-paged-list'), 'chenjing', { categoryId: 'no-such-type' })).list).toEqual([]);
  });

  it('creates, updates and deletes a fault as a repair manager; refuses to delete one an order names', async () => {
    const types = await r.ok<Category[]>(REPAIR('eam-repair-category', 'query-list'), 'liqiang');
    const valves = types.find((c) => c.code === 'JX-VA')!;
    const saved = await r.call(TPL('save'), 'liqiang', { code: 'GZ-101', name: '闸门启闭机卡阻', repairSolution: '清理导轨，调整启闭机', costTime: '2.5', categoryId: valves.id });
    expect(saved.json()).toMatchObject({ success: true, message: '已保存', data: { code: 'GZ-101', name: '闸门启闭机卡阻', costTime: 2.5, categoryName: '阀门', usedCount: 0 } });
    const id = saved.json().data.id as string;
    const updated = await r.ok<Tpl>(TPL('save'), 'admin', { id, code: 'GZ-101', name: '闸门启闭机卡阻', repairSolution: '更换启闭机减速箱', categoryId: valves.id });
    expect(updated).toMatchObject({ id, repairSolution: '更换启闭机减速箱', costTime: null });
    expect(await r.ok<Tpl>(TPL('get-by-id'), 'chenjing', { id })).toEqual(updated);

    const order = await r.report('chenjing', { categoryTplId: id });
    expect((await r.ok<Tpl>(TPL('get-by-id'), 'chenjing', { id })).usedCount).toBe(1);
    const inUse = await r.call(TPL('delete'), 'liqiang', { id });
    expect([inUse.statusCode, inUse.json().code]).toEqual([409, 'conflict']);
    expect(inUse.json().message).toBe('该故障库条目已被报修单引用，不能删除');
    const unused = await r.ok<Tpl>(TPL('save'), 'liqiang', { code: 'GZ-102', name: '闸门密封漏水', categoryId: valves.id });
    expect(await r.ok(TPL('delete'), 'liqiang', { id: unused.id })).toEqual({ id: unused.id });
    expect((await r.call(TPL('get-by-id'), 'chenjing', { id: unused.id })).statusCode).toBe(404);
    expect((await r.call(TPL('delete'), 'liqiang', { id: unused.id })).statusCode).toBe(404);
    expect((await r.call(TPL('save'), 'liqiang', { id: 'no-such-fault', code: 'GZ-103', name: 'x', categoryId: valves.id })).statusCode).toBe(404);
    expect(order.categoryTpl!.id).toBe(id);
  });
});

describe('urgencies', () => {
  it('lists them in order with their response hours; saves and deletes as a repair manager, not while an order names one', async () => {
    const list = await r.ok<Array<{ id: string; code: string; name: string; responseHours: number; usedCount: number }>>(URGENCY('query-list'), 'chenjing');
    expect(list.map((u) => [u.name, u.responseHours])).toEqual([['紧急', 4], ['重要', 24], ['一般', 72]]);
    const serious = list.find((u) => u.code === 'serious')!;
    expect(serious.usedCount).toBeGreaterThan(0);
    expect((await r.call(URGENCY('delete'), 'liqiang', { id: serious.id })).statusCode).toBe(409);
    const made = await r.ok<{ id: string; sort: number }>(URGENCY('save'), 'liqiang', { code: 'critical', name: '特急', sort: '0', responseHours: '1' });
    expect((await r.ok<Array<{ code: string }>>(URGENCY('query-list'), 'chenjing'))[0]!.code).toBe('critical');
    expect(await r.ok(URGENCY('get-by-id'), 'chenjing', { id: made.id })).toMatchObject({ name: '特急', responseHours: 1, usedCount: 0 });
    expect(await r.ok(URGENCY('save'), 'liqiang', { id: made.id, code: 'critical', name: '特急', sort: '0', responseHours: '2' })).toMatchObject({ responseHours: 2 });
    expect(await r.ok(URGENCY('delete'), 'admin', { id: made.id })).toEqual({ id: made.id });
    expect((await r.call(URGENCY('get-by-id'), 'chenjing', { id: made.id })).statusCode).toBe(404);
  });
});

describe('repair teams', () => {
  it('lists the teams with their leader and members by name', async () => {
    const teams = await r.ok<Array<{ name: string; leader: { name: string }; members: Array<{ name: string }>; status: string; openOrderCount: number }>>(GROUP('query-list'), 'chenjing', {});
    const byName = Object.fromEntries(teams.map((g) => [g.name, [g.leader.name, g.members.map((m) => m.name).sort()]]));
    expect(byName).toEqual({
      信息班: ['张敏', ['刘辉', '张敏'].sort()], 机修班: ['何平', ['何平', '罗斌', '高远'].sort()], 电仪班: ['彭程', ['林涛', '彭程', '郭辉'].sort()],
    });
    // In name order, as the screens list them.
    expect(teams.map((g) => g.name)).toEqual([...teams.map((g) => g.name)].sort((a, b) => a.localeCompare(b, 'zh-CN')));
    expect(teams.find((g) => g.name === '机修班')!.openOrderCount).toBeGreaterThan(0);
  });

  it('saves a team as a repair manager: its leader is a member; disabled teams leave the enabled list', async () => {
    const users = await r.ok<Array<{ id: string; name: string }>>(GROUP('query-user-list'), 'liqiang', { searchValue: '周' });
    expect(users.map((u) => u.name)).toEqual(['周杰']);
    expect((await r.ok<unknown[]>(GROUP('query-user-list'), 'liqiang', {})).length).toBeLessThanOrEqual(50);
    const made = await r.ok<{ id: string; leader: { name: string }; members: Array<{ name: string }>; status: string }>(GROUP('save'), 'liqiang', {
      name: '外委协调组', leaderId: users[0]!.id, memberIds: JSON.stringify([await r.uid('wuhao')]), notes: '联系外部维修单位',
    });
    expect(made).toMatchObject({ leader: { name: '周杰' }, status: 'enable' });
    expect(made.members.map((m) => m.name).sort()).toEqual(['吴昊', '周杰']);
    const changed = await r.ok<{ members: Array<{ name: string }>; status: string }>(GROUP('save'), 'liqiang', {
      id: made.id, name: '外委协调组', leaderId: users[0]!.id, memberIds: '', status: 'disable',
    });
    expect(changed).toMatchObject({ members: [{ name: '周杰' }], status: 'disable' });
    expect(await r.ok(GROUP('get-by-id'), 'chenjing', { id: made.id })).toEqual(changed);
    const enabled = await r.ok<Array<{ id: string }>>(GROUP('query-list'), 'chenjing', { status: 'enable' });
    expect(enabled.map((g) => g.id)).not.toContain(made.id);
    expect((await r.call(GROUP('get-by-id'), 'chenjing', { id: 'no-such-team' })).statusCode).toBe(404);
  });
});

describe('who may change the settings', () => {
  it('refuses everyone but repair managers and administrators, team leaders included', async () => {
    const types = await r.ok<Category[]>(REPAIR('eam-repair-category', 'query-list'), 'liqiang');
    const tpl = (await r.ok<{ list: Tpl[] }>(TPL('query-paged-list'), 'liqiang', {})).list[0]!;
    const urgency = (await r.ok<Array<{ id: string }>>(URGENCY('query-list'), 'liqiang'))[0]!;
    const team = await r.teamId('机修班');
    const writes: Array<[string, Record<string, unknown>]> = [
      [TPL('save'), { code: 'GZ-201', name: '新故障', categoryId: types[0]!.id }], [TPL('save'), { id: tpl.id, code: tpl.code, name: '改名', categoryId: types[0]!.id }],
      [TPL('delete'), { id: tpl.id }], [URGENCY('save'), { code: 'x', name: 'x', responseHours: '1' }], [URGENCY('delete'), { id: urgency.id }],
      [GROUP('save'), { id: team, name: '机修一班', leaderId: await r.uid('heping') }],
    ];
    for (const account of ['heping', 'chenjing', 'zhangmin']) {
      for (const [url, body] of writes) {
        const res = await r.call(url, account, body);
        expect([account, url, res.statusCode, res.json().code]).toEqual([account, url, 403, 'forbidden']);
      }
    }
    expect((await r.ok<Tpl>(TPL('get-by-id'), 'chenjing', { id: tpl.id })).name).toBe(tpl.name);
    const hx = await r.k.assetToken('hxadmin', await r.k.otherTenantId());
    // Another tenant's administrator sees none of the plant's settings.
    expect((await r.k.post(TPL('get-by-id'), hx, { id: tpl.id })).statusCode).toBe(404);
    expect((await r.k.post(TPL('delete'), hx, { id: tpl.id })).statusCode).toBe(404);
    expect((await r.k.post(GROUP('get-by-id'), hx, { id: team })).statusCode).toBe(404);
    expect((await r.k.post(URGENCY('query-list'), hx, {})).json().data).toEqual([]);
  });
});
