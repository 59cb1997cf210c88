import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { systemClock } from '../../platform/clock.js';
import { createFormModule } from '../form/index.js';
import { createOrgDirectoryProvider } from '../uc/org-directory.js';
import { createUcRepository } from '../uc/uc.repository.js';
import { createDefinitionsRepository } from './definitions.repository.js';
import { createDefinitionsService } from './definitions.service.js';
import { createStartRightsRepository } from './start-rights.repository.js';
import { createStartRightsService, type StartRightsService } from './start-rights.service.js';

let t: TestApp;
const tok: Record<string, string> = {};
const ids: Record<string, string> = {};
let platform: string;
let hxTenantId: string;
let hxToken: string;
let service: StartRightsService;

const R = '/bpm-model/flow/defAuthorize/v1';
const get = (url: string, token?: string, lang = 'zh-CN') => t.call({ method: 'GET', url, token, headers: { lang } });
const right = async (account: string, qs: string) => {
  const res = await get(`${R}/startRight?${qs}`, tok[account]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { state: boolean; message: string; value: boolean };
};

beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['chenjing', 'zhangmin', 'maqian', 'wangfang', 'hezhen', 'zhangwei', 'heping', 'xiemei']) tok[a] = await t.login(a);
  tok.admin = await t.login('admin', 'Admin@2026');
  platform = (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'platform').executeTakeFirstOrThrow()).id;
  for (const u of await t.db.selectFrom('uc_user').select(['id', 'account']).where('tenant_id', '=', platform).execute()) ids[u.account] = u.id;
  hxTenantId = (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'hxwater').executeTakeFirstOrThrow()).id;
  hxToken = await t.login('hxadmin', 'Water@2026', hxTenantId);
  const organisation = createOrgDirectoryProvider(createUcRepository(t.db));
  const definitions = createDefinitionsService({ repo: createDefinitionsRepository(t.db), organisation, clock: { now: () => new Date() }, forms: createFormModule({ db: t.db, clock: systemClock }).forms });
  service = createStartRightsService({ repo: createStartRightsRepository(t.db), organisation, deployedKeys: definitions.mainKeys });
});
afterAll(() => t.close());

describe('GET /flow/defAuthorize/v1/startRight', () => {
  it('lets everyone start leave, vehicle, expense and purchase', async () => {
    for (const key of ['leave', 'vehicle', 'expense', 'purchase']) {
      expect(await right('chenjing', `defKey=${key}`)).toEqual({ state: true, message: '可以发起该流程', value: true });
      expect((await right('xiemei', `defKey=${key}`)).value).toBe(true);
    }
  });

  it('lets only members of 生产运行部 and 设备管理部 start repair (organisation rights)', async () => {
    expect((await right('chenjing', 'defKey=repair')).value).toBe(true); // 生产运行部 operator
    expect((await right('zhangmin', 'defKey=repair')).value).toBe(true); // 设备管理部, also 安全环保部
    expect((await right('heping', 'defKey=repair')).value).toBe(true); // 设备管理部 maintainer
    expect(await right('maqian', 'defKey=repair')).toEqual({ state: true, message: '您没有发起该流程的权限', value: false }); // 安全环保部
    expect((await right('xiemei', 'defKey=repair')).value).toBe(false); // 化验室
  });

  it('lets department heads (role) and 综合办公室 (organisation) start docSign, nobody else', async () => {
    expect((await right('wangfang', 'defKey=docSign')).value).toBe(true);
    expect((await right('hezhen', 'defKey=docSign')).value).toBe(true);
    expect((await right('admin', 'defKey=docSign')).value).toBe(true); // a clerk of 综合办公室
    expect((await right('chenjing', 'defKey=docSign')).value).toBe(false);
    expect((await right('zhangwei', 'defKey=docSign')).value).toBe(false); // the director is neither
  });

  it('answers the same for a version id as for its key', async () => {
    const rows = await t.db.selectFrom('bpm_definition').select(['id', 'def_key']).where('tenant_id', '=', platform).execute();
    for (const r of rows) {
      expect((await right('maqian', `defId=${r.id}`)).value, r.def_key).toBe((await right('maqian', `defKey=${r.def_key}`)).value);
    }
    expect((await right('maqian', `defId=${rows.find((r) => r.def_key === 'repair')!.id}`)).value).toBe(false);
  });

  it('lets the clerk 何珍 start for the director 张伟 only what 张伟 may start', async () => {
    expect((await right('hezhen', `defKey=leave&leaderId=${ids.zhangwei}`)).value).toBe(true);
    expect(await right('hezhen', `defKey=docSign&leaderId=${ids.zhangwei}`)).toEqual({ state: true, message: '该领导没有发起该流程的权限', value: false });
  });

  it('refuses starting for a leader one is not the agent of', async () => {
    expect(await right('chenjing', `defKey=leave&leaderId=${ids.zhangwei}`)).toEqual({ state: true, message: '您不是该领导的代理人，不能代其发起该流程', value: false });
    expect((await right('zhangwei', `defKey=leave&leaderId=${ids.hezhen}`)).value).toBe(false); // the pairing is one way
    expect((await right('chenjing', `defKey=leave&leaderId=${ids.chenjing}`)).value).toBe(true); // oneself is no leader
  });

  it('says no, naming the reason, for a process that does not exist', async () => {
    expect(await right('chenjing', 'defKey=noSuchFlow')).toEqual({ state: true, message: '流程定义不存在', value: false });
    expect((await right('chenjing', 'defId=ffffffffffffffffffffffffffffffff')).value).toBe(false);
    const en = await get(`${R}/startRight?defKey=docSign`, tok.chenjing, 'en-US');
    expect(en.json().message).toBe('You may not start this process');
  });

  it('needs defKey or defId, well formed (400), and a session (401)', async () => {
    const none = await get(`${R}/startRight`, tok.chenjing);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/^querystring\.defKey: 请提供defKey、defId/);
    const english = await get(`${R}/startRight`, tok.chenjing, 'en-US');
    expect(english.json().message).toBe('querystring.defKey: give at least one of: defKey, defId');
    expect((await get(`${R}/startRight?defKey=${'x'.repeat(65)}`, tok.chenjing)).statusCode).toBe(400);
    expect((await get(`${R}/startRight?defKey=leave`)).statusCode).toBe(401);
  });

  it("keeps tenants apart: neither sees the other's processes", async () => {
    const hx = (qs: string) => get(`${R}/startRight?${qs}`, hxToken).then((r) => r.json().value);
    expect(await hx('defKey=overtime')).toBe(true);
    expect(await hx('defKey=leave')).toBe(false);
    const plantLeave = await t.db.selectFrom('bpm_definition').select('id').where('tenant_id', '=', platform).where('def_key', '=', 'leave').executeTakeFirstOrThrow();
    expect(await hx(`defId=${plantLeave.id}`)).toBe(false);
    expect((await right('chenjing', 'defKey=overtime')).value).toBe(false);
  });
});

describe('GET /flow/defAuthorize/v1/getPermissionList', () => {
  it("lists an operator's startable keys and no leaders", async () => {
    const res = await get(`${R}/getPermissionList`, tok.chenjing);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ defKeys: ['expense', 'leave', 'purchase', 'repair', 'vehicle'], leaders: [] });
  });

  it("lists the clerk's own keys and the director she may start for, with the director's keys", async () => {
    expect((await get(`${R}/getPermissionList`, tok.hezhen)).json()).toEqual({
      defKeys: ['docSign', 'expense', 'leave', 'purchase', 'vehicle'],
      leaders: [{ id: ids.zhangwei, name: '张伟', defKeys: ['expense', 'leave', 'purchase', 'repair', 'vehicle'] }],
    });
  });

  it('narrows a leader to the keys a pairing names, and drops leaders who may start none of them', async () => {
    await service.addAgent(platform, ids.wangfang, ids.chenjing, 'docSign');
    await service.addAgent(platform, ids.zhangwei, ids.chenjing, 'docSign');
    const list = (await get(`${R}/getPermissionList`, tok.chenjing)).json();
    expect(list.leaders).toEqual([{ id: ids.wangfang, name: '王芳', defKeys: ['docSign'] }]);
    expect((await right('chenjing', `defKey=docSign&leaderId=${ids.wangfang}`)).value).toBe(true);
    expect((await right('chenjing', `defKey=leave&leaderId=${ids.wangfang}`)).value).toBe(false);
    await t.db.deleteFrom('bpm_agent').where('agent_id', '=', ids.chenjing).execute();
  });

  it("gives the other tenant only its own process", async () => {
    expect((await get(`${R}/getPermissionList`, hxToken)).json()).toEqual({ defKeys: ['overtime'], leaders: [] });
  });

  it('needs a session', async () => {
    expect((await get(`${R}/getPermissionList`)).statusCode).toBe(401);
  });
});

describe('startRights service (used by the runtime to start processes)', () => {
  it('mayStart and startableKeys agree with the calls', async () => {
    const who = (account: string) => ({ tenantId: platform, userId: ids[account] });
    expect(await service.startableKeys(who('maqian'))).toEqual(['expense', 'leave', 'purchase', 'vehicle']);
    expect(await service.mayStart(who('maqian'), 'repair')).toBe(false);
    expect(await service.mayStart(who('zhangmin'), 'repair')).toBe(true);
    expect(await service.mayStart(who('hezhen'), 'vehicle', ids.zhangwei)).toBe(true);
    // The director may report faults, so his clerk may for him (the seeded 代领导报修 app).
    expect(await service.mayStart(who('hezhen'), 'repair', ids.zhangwei)).toBe(true);
    expect(await service.mayStart(who('hezhen'), 'repair')).toBe(false);
    expect(await service.mayStart({ tenantId: hxTenantId, userId: ids.chenjing }, 'overtime')).toBe(false); // not a user of that tenant
  });

  it('grants rights per key, so they hold for every version and a user right names one person', async () => {
    await service.grant(platform, 'repair', [{ type: 'user', id: ids.maqian }]);
    expect(await service.mayStart({ tenantId: platform, userId: ids.maqian }, 'repair')).toBe(true);
    expect(await service.mayStart({ tenantId: platform, userId: ids.xiemei }, 'repair')).toBe(false);
    await t.db.deleteFrom('bpm_def_authorize').where('right_type', '=', 'user').where('right_id', '=', ids.maqian).execute();
  });
});
