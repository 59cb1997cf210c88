import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicle } from '../../seed/workflow/processes/vehicle.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** POST /flow/defAuthorize/v1/grant: an administrator lets people start a newly deployed process. */

let t: TestApp;
const tok: Record<string, string> = {};
const ids: Record<string, string> = {};
const A = '/bpm-model/flow/defAuthorize/v1';
const grant = (token: string, payload: unknown, lang = 'zh-CN') => t.call({ method: 'POST', url: `${A}/grant`, token, payload: payload as never, headers: { lang } });
const mayStart = async (account: string, defKey: string) =>
  (await t.call({ method: 'GET', url: `${A}/startRight?defKey=${defKey}`, token: tok[account] })).json().value as boolean;
const rightsOf = (defKey: string) => t.db.selectFrom('bpm_def_authorize').select(['right_type', 'right_id']).where('def_key', '=', defKey).execute();

beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['chenjing', 'wangfang', 'heping']) tok[a] = await t.login(a);
  tok.admin = await t.login('admin', 'Admin@2026');
  const tenant = (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', t.config.defaultTenant).executeTakeFirstOrThrow()).id;
  for (const u of await t.db.selectFrom('uc_user').select(['id', 'account']).where('tenant_id', '=', tenant).execute()) ids[u.account] = u.id;
  // A new process nobody may start yet.
  const deployed = await t.call({
    method: 'POST', url: '/bpm-model/flow/def/v1/deploy', token: tok.admin,
    payload: { key: 'carPool', name: '拼车登记', bpmnXml: vehicle.bpmnXml, settings: { nodes: { shiftLeader: { assignees: [{ type: 'post', codes: ['shiftLeader'] }] }, office: { assignees: [{ type: 'post', codes: ['officeHead'] }] } } } },
  });
  expect(deployed.statusCode, deployed.body).toBe(200);
});
afterAll(() => t.close());

describe('granting start rights', () => {
  it('lets an administrator grant a new process to a user and a role; a repeated grant adds nothing', async () => {
    expect(await mayStart('chenjing', 'carPool')).toBe(false);
    const res = await grant(tok.admin, { defKey: 'carPool', rights: [{ type: 'user', id: ids.chenjing }, { type: 'role', id: 'deptHead' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      state: true, message: '发起权限已保存（新增2条）',
      value: { defKey: 'carPool', added: 2, rights: expect.arrayContaining([{ type: 'user', id: ids.chenjing }, { type: 'role', id: 'deptHead' }]) },
    });
    expect(await mayStart('chenjing', 'carPool')).toBe(true);
    expect(await mayStart('wangfang', 'carPool')).toBe(true);
    expect(await mayStart('heping', 'carPool')).toBe(false);

    const again = await grant(tok.admin, { defKey: 'carPool', rights: [{ type: 'user', id: ids.chenjing }, { type: 'everyone' }] }, 'en-US');
    expect(again.json()).toMatchObject({ state: true, message: 'Start rights saved (1 added)', value: { added: 1 } });
    expect(again.json().value.rights).toHaveLength(3);
    expect(await rightsOf('carPool')).toHaveLength(3);
    expect(await mayStart('heping', 'carPool')).toBe(true);
  });

  it('refuses everyone but administrators with 403, in their language, and stores nothing', async () => {
    const before = (await rightsOf('carPool')).length;
    const zh = await grant(tok.wangfang, { defKey: 'carPool', rights: [{ type: 'user', id: ids.heping }] });
    expect([zh.statusCode, zh.json().message]).toEqual([403, '只有管理员可以授予发起权限']);
    const en = await grant(tok.wangfang, { defKey: 'carPool', rights: [{ type: 'user', id: ids.heping }] }, 'en-US');
    expect([en.statusCode, en.json().message]).toEqual([403, 'Only administrators may grant start rights']);
    expect((await grant(tok.wangfang, { defKey: 'carPool', rights: [{ type: 'everyone' }] }, 'zh-TW')).json().message).toBe('只有管理員可以授予發起權限');
    expect((await rightsOf('carPool')).length).toBe(before);
  });

  it('refuses references to nobody with 400 naming the entry, and unknown processes with 404; nothing stored', async () => {
    const before = (await rightsOf('carPool')).length;
    const body = { defKey: 'carPool', rights: [{ type: 'user', id: ids.heping }, { type: 'post', id: 'noSuchPost' }] };
    const zh = await grant(tok.admin, body);
    expect([zh.statusCode, zh.json().message]).toEqual([400, 'rights.1.id: 岗位不存在：noSuchPost']);
    expect((await grant(tok.admin, body, 'en-US')).json().message).toBe('rights.1.id: no such post: noSuchPost');
    const user = await grant(tok.admin, { defKey: 'carPool', rights: [{ type: 'user', id: 'nobody' }] }, 'en-US');
    expect([user.statusCode, user.json().message]).toEqual([400, 'rights.0.id: no such user: nobody']);
    expect((await rightsOf('carPool')).length).toBe(before);
    const missing = await grant(tok.admin, { defKey: 'noSuchProcess', rights: [{ type: 'everyone' }] });
    expect([missing.statusCode, missing.json().message]).toEqual([404, '流程定义不存在']);
    const bad = await grant(tok.admin, { defKey: 'carPool', rights: [{ type: 'team', id: 'x' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^body\.rights\.0\.type: /);
  });
});
