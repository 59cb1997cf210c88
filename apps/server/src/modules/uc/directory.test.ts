import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { departments, groups, jobs, otherTenant, plantPosts, roles, staff } from '../../seed/plant.js';

let t: TestApp;
/** Tokens of the platform tenant's users, signed in once. */
const tok: Record<string, string> = {};
let hxTenantId: string;
let hxToken: string;

const U = '/uc/api/user/v1';
const post = (url: string, token: string | undefined, payload?: unknown) => t.call({ method: 'POST', url, token, payload: payload as never });
const get = (url: string, token: string | undefined, headers?: Record<string, string>) => t.call({ method: 'GET', url, token, headers });

/** The platform tenant's staff in one department, by main post. */
const staffOf = (deptCode: string) => {
  const postCodes = new Set<string>(departments.find((d) => d.code === deptCode)!.posts.map((p) => p.code));
  return staff.filter((s) => postCodes.has(s.post)).map((s) => s.account).sort();
};
const userRow = (account: string, tenantId?: string) => {
  let q = t.db.selectFrom('uc_user').selectAll().where('account', '=', account);
  if (tenantId) q = q.where('tenant_id', '=', tenantId);
  return q.executeTakeFirstOrThrow();
};
const platformTenantId = async () => (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'platform').executeTakeFirstOrThrow()).id;
const userId = async (account: string) => (await userRow(account, await platformTenantId())).id;
const orgIdByName = async (name: string) => (await t.db.selectFrom('uc_org').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const accounts = (rows: Array<{ account: string }>) => rows.map((r) => r.account).sort();

beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['zhangmin', 'chenjing', 'zhangwei', 'luobin', 'heping']) tok[a] = await t.login(a);
  tok.admin = await t.login('admin', 'Admin@2026');
  hxTenantId = (await get('/uc/uc/tenantManage/v1/getTenantByCode?code=hxwater', undefined)).json().value.id;
  hxToken = await t.login('hxadmin', 'Water@2026', hxTenantId);
});
afterAll(() => t.close());

describe('POST /uc/api/user/v1/user/getDetailByAccountOrId', () => {
  it('gives the own detail: user, roles joined by |, org list with the master org, post map keyed by post id', async () => {
    const res = await post(`${U}/user/getDetailByAccountOrId`, tok.zhangmin, { accountOrId: 'zhangmin' });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    const row = await userRow('zhangmin', await platformTenantId());
    expect(d.user).toEqual({
      id: row.id, account: 'zhangmin', fullname: '张敏', status: 1, mobile: row.mobile, email: 'zhangmin@qingyuan-water.cn',
      address: null, photo: row.photo, sex: '女', userNumber: row.user_number, tenantId: await platformTenantId(),
    });
    expect(d.user.photo).toMatch(/^[0-9a-f]{32}$/);
    expect(d.role).toBe('设备管理员|普通员工');
    expect(d.org).toEqual([
      { orgId: await orgIdByName('设备管理部'), orgName: '设备管理部', orgCode: 'equipment', pathName: '清源再生水厂/设备管理部', isMaster: '1' },
      { orgId: await orgIdByName('安全环保部'), orgName: '安全环保部', orgCode: 'safety', pathName: '清源再生水厂/安全环保部', isMaster: '0' },
    ]);
    const posts = Object.values(d.post) as Array<Record<string, string>>;
    expect(Object.keys(d.post)).toHaveLength(2);
    for (const [key, p] of Object.entries(d.post) as Array<[string, { postId: string }]>) expect(p.postId).toBe(key);
    expect(posts.map(({ postId: _, ...p }) => p)).toEqual([
      { postName: '设备管理员', postCode: 'equipAdmin', orgId: await orgIdByName('设备管理部'), orgName: '设备管理部', orgCode: 'equipment', isMaster: '1', isCharge: '0' },
      { postName: '安全员', postCode: 'safetyOfficer', orgId: await orgIdByName('安全环保部'), orgName: '安全环保部', orgCode: 'safety', isMaster: '0', isCharge: '0' },
    ]);
  });

  it('finds the same detail by user id, and never shows secrets', async () => {
    const byAccount = (await post(`${U}/user/getDetailByAccountOrId`, tok.zhangmin, { accountOrId: 'zhangmin' })).json();
    const byId = await post(`${U}/user/getDetailByAccountOrId`, tok.zhangmin, { accountOrId: byAccount.user.id });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(byAccount);
    expect(byId.body).not.toMatch(/password|scrypt|client_token|external_id/i);
  });

  it("refuses another user's detail with 403, unless the caller is an administrator", async () => {
    const res = await post(`${U}/user/getDetailByAccountOrId`, tok.chenjing, { accountOrId: 'zhangwei' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ state: false, message: '只能查看或修改自己的信息', code: 403 });
    const byId = await post(`${U}/user/getDetailByAccountOrId`, tok.chenjing, { accountOrId: await userId('zhangwei') });
    expect(byId.statusCode).toBe(403);
    const admin = await post(`${U}/user/getDetailByAccountOrId`, tok.admin, { accountOrId: 'zhangwei' });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ user: { account: 'zhangwei', fullname: '张伟', address: '北京市海淀区清河路18号' }, role: '厂长' });
    // He heads 厂部, and the plant itself (the head a department head's own requests climb to).
    expect(admin.json().org).toEqual(expect.arrayContaining([expect.objectContaining({ orgName: '厂部', isMaster: '1' }), expect.objectContaining({ orgName: '清源再生水厂', isMaster: '0' })]));
    expect(Object.values(admin.json().post)).toEqual(expect.arrayContaining([
      expect.objectContaining({ postCode: 'director', isCharge: '1', isMaster: '1' }), expect.objectContaining({ postCode: 'plantHead', isCharge: '1', isMaster: '0' }),
    ]));
    expect(admin.json().org).toHaveLength(2);
  });

  it('answers 404 for an unknown user and 401 without a token', async () => {
    const res = await post(`${U}/user/getDetailByAccountOrId`, tok.admin, { accountOrId: 'nobody' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ state: false, message: '用户不存在', code: 404 });
    expect((await post(`${U}/user/getDetailByAccountOrId`, undefined, { accountOrId: 'zhangmin' })).statusCode).toBe(401);
  });

  it('shows an administrator his own roles', async () => {
    const res = await post(`${U}/user/getDetailByAccountOrId`, tok.admin, { accountOrId: 'admin' });
    expect(res.json().role).toBe('普通员工|系统管理员');
  });
});

describe('POST /uc/api/user/v1/user/getByAccount', () => {
  it('gives any user of the tenant, with the home address only to the user and administrators', async () => {
    const other = await post(`${U}/user/getByAccount`, tok.chenjing, { account: 'zhangwei' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ account: 'zhangwei', fullname: '张伟', status: 1, sex: '男', address: null });
    expect(Object.keys(other.json()).sort()).toEqual(['account', 'address', 'email', 'fullname', 'id', 'mobile', 'photo', 'sex', 'status', 'tenantId', 'userNumber']);
    const own = await post(`${U}/user/getByAccount`, tok.chenjing, { account: 'chenjing' });
    expect(own.json().address).toBe('北京市海淀区西三旗建材城中路12号');
    const admin = await post(`${U}/user/getByAccount`, tok.admin, { account: 'chenjing' });
    expect(admin.json().address).toBe('北京市海淀区西三旗建材城中路12号');
  });

  it('trims the account and answers 404 for an unknown one', async () => {
    expect((await post(`${U}/user/getByAccount`, tok.chenjing, { account: '  zhangwei ' })).json().account).toBe('zhangwei');
    const res = await post(`${U}/user/getByAccount`, tok.chenjing, { account: 'ghost' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('用户不存在');
  });
});

describe('POST /uc/api/user/v1/user/changUserPsd', () => {
  const change = (oldPwd: string, newPwd: string, token = tok.luobin) =>
    post(`${U}/user/changUserPsd`, token, { oldPwd: t.encrypt(oldPwd), newPwd: t.encrypt(newPwd) });
  const hash = async () => (await userRow('luobin', await platformTenantId())).password_hash;

  it('refuses a wrong old password with 400 and changes nothing', async () => {
    const before = await hash();
    const res = await change('Wrong@2026', 'Better@2027');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: false, message: '原密码错误', code: 400 });
    expect(await hash()).toBe(before);
    expect((await t.call({ method: 'POST', url: '/uc/auth', payload: { username: 'luobin', password: t.encrypt('Water@2026') } })).statusCode).toBe(200);
  });

  it.each(['short1A', 'onlyletterspassword', '1234567890123', 'a1'.repeat(33), '        '])('refuses the weak new password %j with 400', async (weak) => {
    const before = await hash();
    const res = await change('Water@2026', weak);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('新密码长度需为8-64位，且同时包含字母和数字');
    expect(await hash()).toBe(before);
  });

  it('refuses passwords that are not encrypted, naming the field', async () => {
    const res = await post(`${U}/user/changUserPsd`, tok.luobin, { oldPwd: 'Water@2026', newPwd: t.encrypt('Better@2027') });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^oldPwd: must be encrypted/);
    const res2 = await post(`${U}/user/changUserPsd`, tok.luobin, { oldPwd: t.encrypt('Water@2026'), newPwd: 'Better@2027' });
    expect(res2.json().message).toMatch(/^newPwd: must be encrypted/);
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const res = await change('Water@2026', 'Better@2027');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, message: '密码修改成功' });
    expect((await t.call({ method: 'POST', url: '/uc/auth', payload: { username: 'luobin', password: t.encrypt('Better@2027') } })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/uc/auth', payload: { username: 'luobin', password: t.encrypt('Water@2026') } })).statusCode).toBe(401);
    // Only the caller's own password changed.
    expect((await t.call({ method: 'POST', url: '/uc/auth', payload: { username: 'heping', password: t.encrypt('Water@2026') } })).statusCode).toBe(200);
  });
});

describe('POST /uc/api/user/v1/user/updateClientInfo', () => {
  it('stores the push client of the own account', async () => {
    const res = await post(`${U}/user/updateClientInfo`, tok.zhangmin, { account: 'zhangmin', clientToken: 'tok-123', clientId: 'cid-9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, message: '保存成功' });
    expect(await userRow('zhangmin', await platformTenantId())).toMatchObject({ client_token: 'tok-123', client_id: 'cid-9' });
    await post(`${U}/user/updateClientInfo`, tok.zhangmin, { account: 'zhangmin' });
    expect(await userRow('zhangmin', await platformTenantId())).toMatchObject({ client_token: null, client_id: null });
  });

  it("refuses another user's account with 403 and leaves it alone", async () => {
    const res = await post(`${U}/user/updateClientInfo`, tok.zhangmin, { account: 'chenjing', clientToken: 'evil', clientId: 'evil' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('只能查看或修改自己的信息');
    expect(await userRow('chenjing', await platformTenantId())).toMatchObject({ client_token: null, client_id: null });
  });
});

describe('user lists: queryByType and queryUserWithMainOrgPost', () => {
  const query = (body: unknown, token = tok.zhangmin, path = 'queryByType') => post(`${U}/users/${path}`, token, body);

  it('pages through every user of the tenant with main org and post', async () => {
    const first = await query({});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: staff.length, page: 1, pageSize: 20 });
    expect(first.json().rows).toHaveLength(20);
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const res = (await query({ pageBean: { page, pageSize: 10 } })).json();
      expect(res.rows.length).toBe(page < 5 ? 10 : staff.length - 40);
      seen.push(...res.rows.map((r: { account: string }) => r.account));
    }
    expect(seen.sort()).toEqual(staff.map((s) => s.account).sort());
    expect(first.json().rows.every((r: { address: unknown }) => r.address === null)).toBe(true);
  });

  it('searches fullname with LK and filters orgId with EQ (main org only)', async () => {
    const lk = (await query({ querys: [{ property: 'fullname', value: '张', operation: 'LK' }] })).json();
    expect(lk.rows.map((r: { fullname: string }) => r.fullname).sort()).toEqual(['张伟', '张敏'].sort());
    expect(lk.total).toBe(2);
    const equipment = (await query({ querys: [{ property: 'orgId', value: await orgIdByName('设备管理部'), operation: 'EQ' }], pageBean: { page: 1, pageSize: 50 } })).json();
    expect(accounts(equipment.rows)).toEqual(staffOf('equipment'));
    expect(equipment.rows.every((r: { orgName: string }) => r.orgName === '设备管理部')).toBe(true);
    const safety = (await query({ querys: [{ property: 'orgId', value: await orgIdByName('安全环保部') }], pageBean: { page: 1, pageSize: 50 } })).json();
    expect(accounts(safety.rows)).toEqual(staffOf('safety'));
    expect(accounts(safety.rows)).not.toContain('zhangmin');
  });

  it('filters the status column as a number', async () => {
    expect(accounts((await query({ querys: [{ property: 'status', value: 0 }] })).json().rows)).toEqual(['sunli']);
    expect(accounts((await query({ querys: [{ property: 'status', value: '-1' }] })).json().rows)).toEqual(['dongyue']);
    const bad = await query({ querys: [{ property: 'status', value: 'active' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("querys.value: 'status' needs a number, got 'active'");
  });

  it('sorts by a whitelisted property', async () => {
    const res = (await query({ sorter: [{ property: 'account', direction: 'DESC' }], pageBean: { page: 1, pageSize: 3 } })).json();
    expect(res.rows.map((r: { account: string }) => r.account)).toEqual(staff.map((s) => s.account).sort().reverse().slice(0, 3));
  });

  it("refuses an unknown property with 400 naming 'querys.property'", async () => {
    for (const property of ['password_hash', 'u.password_hash', 'constructor']) {
      const res = await query({ querys: [{ property, value: 'x' }] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ state: false, message: expect.stringMatching(new RegExp(`^querys\\.property: unknown property '${property.replace('.', '\\.')}'`)) });
    }
    const sort = await query({ sorter: [{ property: 'password_hash', direction: 'ASC' }] });
    expect(sort.statusCode).toBe(400);
  });

  it('treats injection strings in values as data', async () => {
    for (const value of ["' OR 1=1 --", "zhangmin' --", '%', '_', "张%' OR '1'='1"]) {
      const res = await query({ querys: [{ property: 'fullname', value, operation: 'LK' }, { property: 'account', value, relation: 'OR' }] });
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(0);
    }
    expect((await query({})).json().total).toBe(staff.length);
  });

  it('queryUserWithMainOrgPost gives one row per user with the main org and post', async () => {
    const res = await query({ querys: [{ property: 'account', value: 'zhangmin' }] }, tok.zhangmin, 'queryUserWithMainOrgPost');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(1);
    expect(res.json().rows[0]).toMatchObject({ account: 'zhangmin', fullname: '张敏', orgName: '设备管理部', postName: '设备管理员', address: null });
    const byPost = await query({ querys: [{ property: 'postName', value: '安全员' }], pageBean: { page: 1, pageSize: 50 } }, tok.zhangmin, 'queryUserWithMainOrgPost');
    expect(accounts(byPost.json().rows)).toEqual(staff.filter((s) => s.post === 'safetyOfficer').map((s) => s.account).sort());
  });
});

describe('dimensions and organisations', () => {
  let demId: string;
  let rootId: string;

  beforeAll(async () => {
    demId = (await get('/uc/api/demension/v1/dems/getAll', tok.zhangmin)).json()[0].id;
    rootId = await orgIdByName('清源再生水厂');
  });

  it('getAllDems lists the dimensions of the tenant', async () => {
    const res = await get('/uc/api/demension/v1/dems/getAll', tok.zhangmin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: demId, code: 'org', name: '行政维度', isDefault: 1 }]);
  });

  it('getDemListAll pages the dimensions and filters them', async () => {
    const res = await post('/uc/api/demension/v1/dems/getDemListAll', tok.zhangmin, {});
    expect(res.json()).toEqual({ rows: [{ id: demId, code: 'org', name: '行政维度', isDefault: 1 }], total: 1, page: 1, pageSize: 10 });
    expect((await post('/uc/api/demension/v1/dems/getDemListAll', tok.zhangmin, { querys: [{ property: 'isDefault', value: 0 }] })).json().total).toBe(0);
    expect((await post('/uc/api/demension/v1/dems/getDemListAll', tok.zhangmin, { querys: [{ property: 'name', value: '行政', operation: 'LFK' }] })).json().total).toBe(1);
  });

  it('getByParentAndDem gives the roots, then the children in order, with isParent', async () => {
    const roots = await post('/uc/api/org/v1/orgs/getByParentAndDem', tok.zhangmin, { demId });
    expect(roots.statusCode).toBe(200);
    expect(roots.json()).toEqual([{ id: rootId, parentId: null, demId, code: 'plant', name: '清源再生水厂', path: rootId, pathName: '清源再生水厂', sn: 0, isParent: true }]);
    const children = (await post('/uc/api/org/v1/orgs/getByParentAndDem', tok.zhangmin, { demId, parentId: rootId })).json();
    expect(children.map((o: { name: string }) => o.name)).toEqual(departments.map((d) => d.name));
    expect(children.map((o: { sn: number }) => o.sn)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const o of children) {
      expect(o).toMatchObject({ parentId: rootId, demId, isParent: false, path: `${rootId}.${o.id}`, pathName: `清源再生水厂/${o.name}` });
    }
    expect((await post('/uc/api/org/v1/orgs/getByParentAndDem', tok.zhangmin, { demId, parentId: children[0].id })).json()).toEqual([]);
    expect((await post('/uc/api/org/v1/orgs/getByParentAndDem', tok.zhangmin, { demId, parentId: null })).json()).toHaveLength(1);
    expect((await post('/uc/api/org/v1/orgs/getByParentAndDem', tok.zhangmin, { demId: 'nope' })).json()).toEqual([]);
  });

  it('getOrgPage pages, filters and says which organisations have children', async () => {
    const all = (await post('/uc/api/org/v1/orgs/getOrgPage', tok.zhangmin, { pageBean: { page: 1, pageSize: -1 } })).json();
    expect(all.total).toBe(departments.length + 1);
    expect(all.rows.filter((o: { isParent: boolean }) => o.isParent).map((o: { name: string }) => o.name)).toEqual(['清源再生水厂']);
    expect(all.rows[0].id).toBe(rootId);
    const page = (await post('/uc/api/org/v1/orgs/getOrgPage', tok.zhangmin, { pageBean: { page: 1, pageSize: 3 } })).json();
    expect(page).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(page.rows).toHaveLength(3);
    const bu = (await post('/uc/api/org/v1/orgs/getOrgPage', tok.zhangmin, { querys: [{ property: 'name', value: '部', operation: 'LK' }] })).json();
    expect(bu.rows.map((o: { name: string }) => o.name).sort()).toEqual(departments.map((d) => d.name).filter((n) => n.includes('部')).sort());
    const under = (await post('/uc/api/org/v1/orgs/getOrgPage', tok.zhangmin, { querys: [{ property: 'parentId', value: rootId }] })).json();
    expect(under.total).toBe(6);
    const late = (await post('/uc/api/org/v1/orgs/getOrgPage', tok.zhangmin, { querys: [{ property: 'sn', value: '3', operation: 'GT' }], sorter: [{ property: 'sn', direction: 'ASC' }] })).json();
    expect(late.rows.map((o: { name: string }) => o.name)).toEqual(departments.slice(3).map((d) => d.name));
  });

  it('getOrgMaster gives the main organisation of the caller', async () => {
    const res = await get('/uc/api/org/v1/org/getOrgMaster', tok.zhangmin);
    expect(res.json()).toMatchObject({ state: true, value: { id: await orgIdByName('设备管理部'), name: '设备管理部', code: 'equipment', parentId: rootId, isParent: false } });
    expect((await get('/uc/api/org/v1/org/getOrgMaster', tok.admin)).json().value.name).toBe('综合办公室');
  });

  it('getOrgListByUserId lists the organisations of a user, main first', async () => {
    const res = await get(`/uc/api/org/v1/orgs/getOrgListByUserId?userId=${await userId('zhangmin')}`, tok.chenjing);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((o: { name: string }) => o.name)).toEqual(['设备管理部', '安全环保部']);
    expect(res.json()[0]).toMatchObject({ id: await orgIdByName('设备管理部'), parentId: rootId, code: 'equipment', isParent: false });
    const unknown = await get('/uc/api/org/v1/orgs/getOrgListByUserId?userId=nope', tok.chenjing);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('posts, roles, jobs and groups', () => {
  it('getOrgPostPage lists posts with their organisation', async () => {
    const all = (await post('/uc/api/org/v1/orgPosts/getOrgPostPage', tok.zhangmin, { pageBean: { page: 1, pageSize: -1 } })).json();
    expect(all.total).toBe(departments.reduce<number>((n, d) => n + d.posts.length, plantPosts.length));
    const equipment = (await post('/uc/api/org/v1/orgPosts/getOrgPostPage', tok.zhangmin, { querys: [{ property: 'orgName', value: '设备管理部' }] })).json();
    expect(equipment.rows.map((p: { code: string }) => p.code).sort()).toEqual(['equipAdmin', 'equipmentHead', 'maintainer']);
    expect(equipment.rows.find((p: { code: string }) => p.code === 'equipmentHead')).toMatchObject({ name: '设备管理部部长', orgName: '设备管理部', isCharge: 1 });
    const heads = (await post('/uc/api/org/v1/orgPosts/getOrgPostPage', tok.zhangmin, { querys: [{ property: 'name', value: '部长', operation: 'RHK' }] })).json();
    expect(heads.total).toBe(3);
  });

  it('getRolePage lists roles by code', async () => {
    const res = (await post('/uc/api/role/v1/roles/getRolePage', tok.zhangmin, {})).json();
    expect(res.total).toBe(roles.length);
    expect(res.rows.map((r: { code: string }) => r.code)).toEqual(roles.map((r) => r.code).sort());
    expect(res.rows[0]).toEqual({ id: expect.any(String), code: 'deptHead', name: '部门负责人', enabled: 1 });
    const one = (await post('/uc/api/role/v1/roles/getRolePage', tok.zhangmin, { querys: [{ property: 'name', value: '管理员', operation: 'LK' }] })).json();
    expect(one.rows.map((r: { code: string }) => r.code).sort()).toEqual(['equipAdmin', 'sysAdmin']);
  });

  it('getJobPage lists jobs from the highest level down', async () => {
    const res = (await post('/uc/api/job/v1/jobs/getJobPage', tok.zhangmin, {})).json();
    expect(res.rows.map((j: { code: string }) => j.code)).toEqual([...jobs].sort((a, b) => b.level - a.level).map((j) => j.code));
    expect(res.rows[0]).toMatchObject({ name: '高级工程师', level: 4 });
    const senior = (await post('/uc/api/job/v1/jobs/getJobPage', tok.zhangmin, { querys: [{ property: 'level', value: 3, operation: 'GE' }] })).json();
    expect(senior.total).toBe(2);
  });

  it('ucGroup query lists groups; loadUserByGroupId lists their members', async () => {
    const all = (await post('/uc/uc/ucGroup/v1/query', tok.zhangmin, {})).json();
    expect(all.rows.map((g: { code: string }) => g.code)).toEqual(groups.map((g) => g.code).sort());
    const repair = (await post('/uc/uc/ucGroup/v1/query', tok.zhangmin, { querys: [{ property: 'name', value: '抢修', operation: 'LK' }] })).json();
    expect(repair.total).toBe(1);
    const repairId = repair.rows[0].id;
    const nightId = all.rows.find((g: { code: string }) => g.code === 'nightShift').id;

    const members = await post(`/uc/uc/ucGroupUser/v1/loadUserByGroupId?groupIds=${repairId}`, tok.zhangmin);
    expect(members.statusCode).toBe(200);
    expect(accounts(members.json())).toEqual([...groups[0].members].sort());
    expect(members.json()[0]).toEqual({ id: expect.any(String), account: expect.any(String), fullname: expect.any(String), groupId: repairId });
    const both = (await post(`/uc/uc/ucGroupUser/v1/loadUserByGroupId?groupIds=${repairId},${nightId}`, tok.zhangmin)).json();
    expect(both).toHaveLength(groups[0].members.length + groups[1].members.length);
    expect((await post('/uc/uc/ucGroupUser/v1/loadUserByGroupId?groupIds=nope', tok.zhangmin)).json()).toEqual([]);
    const empty = await post('/uc/uc/ucGroupUser/v1/loadUserByGroupId?groupIds=,', tok.zhangmin);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
  });

  it('getUserRightMapByIds gives, per user id, the ids it stands for', async () => {
    const zm = await userId('zhangmin');
    const cj = await userId('chenjing');
    const res = await get(`${U}/user/getUserRightMapByIds?ids=${zm},${cj},nope`, tok.chenjing);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(Object.keys(value).sort()).toEqual([zm, cj].sort());
    expect(value[zm].user).toEqual([zm]);
    expect(value[zm].org.sort()).toEqual([await orgIdByName('设备管理部'), await orgIdByName('安全环保部')].sort());
    expect(value[zm].post).toHaveLength(2);
    expect(value[zm].role).toHaveLength(2);
    expect(value[cj]).toMatchObject({ user: [cj], org: [await orgIdByName('生产运行部')] });
    expect(value[cj].role).toHaveLength(1);
    const tooMany = await get(`${U}/user/getUserRightMapByIds?ids=${Array.from({ length: 201 }, (_, i) => `u${i}`).join(',')}`, tok.chenjing);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('ids: at most 200 ids');
  });
});

describe('tenant isolation', () => {
  it("shows a tenant only its own users and organisations", async () => {
    const users = (await post(`${U}/users/queryByType`, hxToken, { pageBean: { page: 1, pageSize: -1 } })).json();
    expect(accounts(users.rows)).toEqual(otherTenant.staff.map((s) => s.account).sort());
    expect(users.rows.map((r: { fullname: string }) => r.fullname)).toContain('王芳（华兴）');
    expect(users.rows.every((r: { tenantId: string }) => r.tenantId === hxTenantId)).toBe(true);
    const orgs = (await post('/uc/api/org/v1/orgs/getOrgPage', hxToken, {})).json();
    expect(orgs.rows.map((o: { name: string }) => o.name).sort()).toEqual([otherTenant.department, otherTenant.rootOrg].sort());
    expect((await post('/uc/api/role/v1/roles/getRolePage', hxToken, {})).json().total).toBe(0);
    expect((await post('/uc/api/job/v1/jobs/getJobPage', hxToken, {})).json().total).toBe(0);
    expect((await post('/uc/uc/ucGroup/v1/query', hxToken, {})).json().total).toBe(0);
    expect((await post('/uc/api/org/v1/orgPosts/getOrgPostPage', hxToken, {})).json().rows.map((p: { code: string }) => p.code)).toEqual(['opsStaff']);
    const dems = (await get('/uc/api/demension/v1/dems/getAll', hxToken)).json();
    expect(dems).toHaveLength(1);
    expect(dems[0].id).not.toBe((await get('/uc/api/demension/v1/dems/getAll', tok.zhangmin)).json()[0].id);
  });

  it("cannot reach the platform tenant's users, orgs, groups or dimensions by id or account", async () => {
    const zm = await userId('zhangmin');
    expect((await post(`${U}/user/getDetailByAccountOrId`, hxToken, { accountOrId: 'zhangmin' })).statusCode).toBe(404);
    expect((await post(`${U}/user/getDetailByAccountOrId`, hxToken, { accountOrId: zm })).statusCode).toBe(404);
    expect((await post(`${U}/user/getByAccount`, hxToken, { account: 'zhangwei' })).statusCode).toBe(404);
    expect((await get(`/uc/api/org/v1/orgs/getOrgListByUserId?userId=${zm}`, hxToken)).statusCode).toBe(404);
    expect((await get(`${U}/user/getUserRightMapByIds?ids=${zm}`, hxToken)).json().value).toEqual({});
    const groupId = (await post('/uc/uc/ucGroup/v1/query', tok.zhangmin, {})).json().rows[0].id;
    expect((await post(`/uc/uc/ucGroupUser/v1/loadUserByGroupId?groupIds=${groupId}`, hxToken)).json()).toEqual([]);
    const platformDem = (await get('/uc/api/demension/v1/dems/getAll', tok.zhangmin)).json()[0].id;
    expect((await post('/uc/api/org/v1/orgs/getByParentAndDem', hxToken, { demId: platformDem })).json()).toEqual([]);
    expect((await post(`${U}/users/queryByType`, hxToken, { querys: [{ property: 'orgId', value: await orgIdByName('设备管理部') }] })).json().total).toBe(0);
  });

  it("hides the other tenant from the platform tenant, even from its administrator", async () => {
    const hxWang = (await userRow('wangfang', hxTenantId)).id;
    expect((await post(`${U}/user/getDetailByAccountOrId`, tok.admin, { accountOrId: hxWang })).statusCode).toBe(404);
    expect((await post(`${U}/user/getByAccount`, tok.admin, { account: 'hxadmin' })).statusCode).toBe(404);
    // The same account name exists in both tenants: each finds its own.
    expect((await post(`${U}/user/getByAccount`, tok.admin, { account: 'wangfang' })).json().fullname).toBe('王芳');
    expect((await post(`${U}/user/getByAccount`, hxToken, { account: 'wangfang' })).json().fullname).toBe('王芳（华兴）');
    expect((await post(`${U}/users/queryByType`, tok.admin, { querys: [{ property: 'fullname', value: '华兴', operation: 'LK' }] })).json().total).toBe(0);
    expect((await post('/uc/api/org/v1/orgs/getOrgPage', tok.admin, { querys: [{ property: 'name', value: otherTenant.department }] })).json().total).toBe(0);
  });

  it('refuses a request whose x-tenant-code does not match the token', async () => {
    const mismatch = await get('/uc/api/org/v1/org/getOrgMaster', tok.zhangmin, { 'x-tenant-code': 'hxwater' });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json()).toEqual({ state: false, message: '租户与登录信息不一致', code: 403 });
    expect((await get('/uc/api/org/v1/org/getOrgMaster', hxToken, { 'x-tenant-code': 'platform' })).statusCode).toBe(403);
    expect((await get('/uc/api/org/v1/org/getOrgMaster', hxToken, { 'x-tenant-code': 'hxwater' })).json().value.name).toBe(otherTenant.department);
    expect((await get('/uc/api/org/v1/org/getOrgMaster', tok.zhangmin, { 'x-tenant-code': 'platform' })).statusCode).toBe(200);
  });
});

describe('electronic seal', () => {
  it('getSealByCurrentUserId gives the seal of a user who has one, and an empty one otherwise', async () => {
    const zw = await get('/uc/uc/electronicSeal/v1/getSealByCurrentUserId', tok.zhangwei);
    expect(zw.statusCode).toBe(200);
    const seal = await t.db.selectFrom('uc_seal').selectAll().where('user_id', '=', await userId('zhangwei')).executeTakeFirstOrThrow();
    expect(zw.json()).toEqual({ id: seal.id, userId: await userId('zhangwei'), fileId: seal.file_id, isUse: 1 });
    const cj = await get('/uc/uc/electronicSeal/v1/getSealByCurrentUserId', tok.chenjing);
    expect(cj.json()).toEqual({ id: null, userId: await userId('chenjing'), fileId: null, isUse: 0 });
  });

  it('getElectronicSeal needs the seal password', async () => {
    const url = '/uc/uc/electronicSeal/v1/getElectronicSeal';
    for (const q of ['', '?password=', '?secretFree=true', '?password=&secretFree=true']) {
      const res = await get(url + q, tok.zhangwei);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ state: false, message: '请填写获取签章的密码', code: 400 });
    }
    const en = await get(url, tok.zhangwei, { lang: 'en-US' });
    expect(en.json().message).toBe('please fill in the password for obtaining the signature!');
    const wrong = await get(`${url}?password=Water%402026`, tok.zhangwei);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('签章密码错误');
    const right = await get(`${url}?password=Seal%402026`, tok.zhangwei);
    expect(right.statusCode).toBe(200);
    const fileId = (await get('/uc/uc/electronicSeal/v1/getSealByCurrentUserId', tok.zhangwei)).json().fileId;
    expect(right.json()).toEqual({ state: true, message: '获取签章成功', value: fileId });
  });

  it('getElectronicSeal says so when the user has no seal', async () => {
    const res = await get('/uc/uc/electronicSeal/v1/getElectronicSeal?password=Seal%402026', tok.chenjing);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('当前用户没有电子签章');
  });
});

describe('bad input never changes anything', () => {
  const tooLong = 'x'.repeat(101);
  const cases: Array<[string, string, unknown, string | RegExp]> = [
    ['getDetailByAccountOrId', `${U}/user/getDetailByAccountOrId`, {}, 'body.accountOrId'],
    ['getDetailByAccountOrId', `${U}/user/getDetailByAccountOrId`, { accountOrId: 5 }, 'body.accountOrId'],
    ['getDetailByAccountOrId', `${U}/user/getDetailByAccountOrId`, { accountOrId: '   ' }, 'body.accountOrId'],
    ['getDetailByAccountOrId', `${U}/user/getDetailByAccountOrId`, { accountOrId: tooLong }, 'body.accountOrId'],
    ['getDetailByAccountOrId', `${U}/user/getDetailByAccountOrId`, { accountOrId: ['zhangmin'] }, 'body.accountOrId'],
    ['getDetailByAccountOrId', `${U}/user/getDetailByAccountOrId`, [{ accountOrId: 'zhangmin' }], /^body: /],
    ['getByAccount', `${U}/user/getByAccount`, null, /^body: /],
    ['changUserPsd', `${U}/user/changUserPsd`, { oldPwd: 'x' }, 'body.newPwd'],
    ['changUserPsd', `${U}/user/changUserPsd`, { oldPwd: 1, newPwd: 2 }, 'body.oldPwd'],
    ['changUserPsd', `${U}/user/changUserPsd`, { oldPwd: 'x'.repeat(2049), newPwd: 'y' }, 'body.oldPwd'],
    ['changUserPsd', `${U}/user/changUserPsd`, { oldPwd: '', newPwd: '' }, 'body.oldPwd'],
    ['changUserPsd', `${U}/user/changUserPsd`, [], /^body: /],
    ['updateClientInfo', `${U}/user/updateClientInfo`, { account: 'zhangmin', clientToken: 'x'.repeat(513) }, 'body.clientToken'],
    ['updateClientInfo', `${U}/user/updateClientInfo`, { account: null, clientToken: 'x' }, 'body.account'],
    ['updateClientInfo', `${U}/user/updateClientInfo`, { account: 'zhangmin', clientId: { $set: 'x' } }, 'body.clientId'],
    ['updateClientInfo', `${U}/user/updateClientInfo`, [{ account: 'zhangmin', clientToken: 'x' }], /^body: /],
    ['queryByType', `${U}/users/queryByType`, { querys: { property: 'fullname', value: 'x' } }, 'body.querys'],
    ['queryByType', `${U}/users/queryByType`, { querys: [{ value: 'x' }] }, 'body.querys.0.property'],
    ['queryByType', `${U}/users/queryByType`, { querys: [{ property: 'fullname', value: { a: 1 } }] }, 'body.querys.0.value'],
    ['queryByType', `${U}/users/queryByType`, { querys: [{ property: 'fullname', value: 'x', relation: 'XOR' }] }, 'body.querys.0.relation'],
    ['queryByType', `${U}/users/queryByType`, { querys: [{ property: 'fullname', value: 'x'.repeat(501) }] }, 'body.querys.0.value'],
    ['queryByType', `${U}/users/queryByType`, { querys: Array.from({ length: 51 }, () => ({ property: 'fullname', value: 'x' })) }, 'body.querys'],
    ['queryByType', `${U}/users/queryByType`, { pageBean: { page: 0, pageSize: 10 } }, 'body.pageBean.page'],
    ['queryByType', `${U}/users/queryByType`, { pageBean: { page: 1, pageSize: 5000 } }, 'body.pageBean.pageSize'],
    ['queryByType', `${U}/users/queryByType`, { pageBean: { page: 'one' } }, 'body.pageBean.page'],
    ['queryByType', `${U}/users/queryByType`, { sorter: [{ property: 'fullname', direction: 'sideways' }] }, 'body.sorter.0.direction'],
    ['queryByType', `${U}/users/queryByType`, { querys: [{ property: 'fullname', operation: 'DROP', value: 'x' }] }, 'querys.operation'],
    ['getByParentAndDem', '/uc/api/org/v1/orgs/getByParentAndDem', {}, 'body.demId'],
    ['getByParentAndDem', '/uc/api/org/v1/orgs/getByParentAndDem', { demId: 'd', parentId: 7 }, 'body.parentId'],
  ];

  it.each(cases.map(([name, url, payload, field]) => [name, JSON.stringify(payload).slice(0, 80), url, payload, field] as const))(
    '%s rejects %s with 400 naming the field', async (_name, _shown, url, payload, field) => {
    const before = await t.db.selectFrom('uc_user').selectAll().orderBy('id').execute();
    const res = await t.call({ method: 'POST', url, token: tok.zhangmin, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.state).toBe(false);
    if (typeof field === 'string') expect(body.message).toContain(field);
    else expect(body.message).toMatch(field);
    expect(await t.db.selectFrom('uc_user').selectAll().orderBy('id').execute()).toEqual(before);
  },
  );

  it.each([
    [`${U}/user/changUserPsd`, '{"oldPwd":'],
    [`${U}/user/updateClientInfo`, '{account: "zhangmin"}'],
    [`${U}/users/queryByType`, '[1,2'],
    [`${U}/user/getDetailByAccountOrId`, ''],
  ])('%s rejects the malformed JSON %j with a clear message', async (url, payload) => {
    const res = await t.call({ method: 'POST', url, token: tok.zhangmin, headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: false, message: 'body: 请求体不是合法的JSON', code: 400 });
  });

  it('rejects a body that is not JSON at all, naming the body', async () => {
    const res = await t.call({ method: 'POST', url: `${U}/user/updateClientInfo`, token: tok.zhangmin, headers: { 'content-type': 'text/plain' }, payload: 'account=zhangmin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: false, message: 'body: 类型不正确，应为对象', code: 400 });
    const form = await t.call({ method: 'POST', url: `${U}/user/updateClientInfo`, token: tok.zhangmin, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'account=zhangmin' });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ state: false, message: 'body: 不支持的请求格式，请以JSON提交' });
  });

  it.each([
    ['/uc/api/org/v1/orgs/getOrgListByUserId', 'querystring.userId'],
    [`${U}/user/getUserRightMapByIds?ids=`, 'querystring.ids'],
    [`/uc/uc/electronicSeal/v1/getElectronicSeal?password=${'x'.repeat(201)}`, 'querystring.password'],
  ])('GET %s is refused naming %s', async (url, field) => {
    const before = await t.db.selectFrom('uc_user').selectAll().orderBy('id').execute();
    const res = await get(url, tok.zhangmin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ state: false, message: expect.stringContaining(field) });
    expect(await t.db.selectFrom('uc_user').selectAll().orderBy('id').execute()).toEqual(before);
  });
});
