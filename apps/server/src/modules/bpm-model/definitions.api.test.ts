import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { leave } from '../../seed/workflow/processes/leave.js';
import { vehicle } from '../../seed/workflow/processes/vehicle.js';

let t: TestApp;
const tok: Record<string, string> = {};
let platform: string;
let hxToken: string;
const defIds: Record<string, string> = {};
const typeIds: Record<string, string> = {};

const M = '/bpm-model/flow/def/v1';
const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });
const post = (url: string, token: string | undefined, payload: unknown) => t.call({ method: 'POST', url, token, payload: payload as never });
const versionsOf = (key: string) =>
  t.db.selectFrom('bpm_definition').select(['id', 'version', 'is_main']).where('tenant_id', '=', platform).where('def_key', '=', key).orderBy('version').execute();

beforeAll(async () => {
  t = await createTestApp();
  tok.chenjing = await t.login('chenjing');
  tok.admin = await t.login('admin', 'Admin@2026');
  platform = (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'platform').executeTakeFirstOrThrow()).id;
  for (const d of await t.db.selectFrom('bpm_definition').select(['id', 'def_key']).where('tenant_id', '=', platform).execute()) defIds[d.def_key] = d.id;
  for (const c of await t.db.selectFrom('sys_type').select(['id', 'code']).where('tenant_id', '=', platform).execute()) typeIds[c.code] = c.id;
  const hx = (await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'hxwater').executeTakeFirstOrThrow()).id;
  hxToken = await t.login('hxadmin', 'Water@2026', hx);
});
afterAll(() => t.close());

describe('GET /flow/def/v1/defGet', () => {
  it('gives a version with its diagram, layout nodes in document order, category, form and field permissions', async () => {
    const res = await get(`${M}/defGet?defId=${defIds.leave}`, tok.chenjing);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({ id: defIds.leave, key: 'leave', name: '请假申请', version: 1, isMain: 1, typeId: typeIds.office, typeName: '行政办公', status: 'deployed' });
    expect(d.bpmnXml).toBe(leave.bpmnXml);
    expect(d.bpmnXml).toContain('<bpmndi:BPMNDiagram');
    expect(d.nodes).toEqual([
      { nodeId: 'start', nodeType: 'START', name: '提交申请' },
      { nodeId: 'deptHead', nodeType: 'USERTASK', name: '部门负责人审批' },
      { nodeId: 'daysGateway', nodeType: 'EXCLUSIVEGATEWAY', name: '请假天数' },
      { nodeId: 'director', nodeType: 'USERTASK', name: '厂长审批' },
      { nodeId: 'end', nodeType: 'END', name: '结束' },
    ]);
    expect(d.form).toEqual(leave.form);
    const all = (p: string) => Object.fromEntries(leave.form.fields.map((f) => [f.key, p]));
    expect(d.permissions).toEqual({ start: all('w'), deptHead: all('r'), director: all('r') });
  });

  it('names sign tasks and the other gateway kinds as the original platform does', async () => {
    const nodes = async (key: string) => (await get(`${M}/defGet?defId=${defIds[key]}`, tok.chenjing)).json().nodes as Array<{ nodeId: string; nodeType: string }>;
    expect((await nodes('docSign')).find((n) => n.nodeId === 'countersign')!.nodeType).toBe('SIGNTASK');
    expect((await nodes('repair')).filter((n) => n.nodeType === 'PARALLELGATEWAY').map((n) => n.nodeId)).toEqual(['fork', 'join']);
    expect((await nodes('expense')).filter((n) => n.nodeType === 'INCLUSIVEGATEWAY').map((n) => n.nodeId)).toEqual(['typeSplit', 'typeJoin']);
    const repair = (await get(`${M}/defGet?defId=${defIds.repair}`, tok.chenjing)).json();
    expect(repair.permissions.equipmentHead.faultLevel).toBe('b');
    expect(repair.permissions.safetyHead.faultLevel).toBe('r');
  });

  it('answers 400 without a defId, 404 for an unknown one or one of another tenant, 401 without a session', async () => {
    const none = await get(`${M}/defGet`, tok.chenjing);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/defId/);
    const unknown = await get(`${M}/defGet?defId=nosuch`, tok.chenjing);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ state: false, message: '流程定义不存在', code: 404 });
    expect((await get(`${M}/defGet?defId=${defIds.leave}`, hxToken)).statusCode).toBe(404);
    expect((await get(`${M}/defGet?defId=${defIds.leave}`)).statusCode).toBe(401);
  });
});

describe('POST /flow/def/v1/deploy', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    key: 'vehicle', name: '用车申请', typeId: typeIds.office, bpmnXml: vehicle.bpmnXml, settings: vehicle.settings, form: vehicle.form, ...over,
  });

  it('refuses non-administrators with 403 and stores nothing', async () => {
    const res = await post(`${M}/deploy`, tok.chenjing, body());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ state: false, message: '只有管理员可以部署流程', code: 403 });
    expect(await versionsOf('vehicle')).toHaveLength(1);
    expect((await post(`${M}/deploy`, undefined, body())).statusCode).toBe(401);
  });

  it('deploys a new version that becomes the main one; the old one stays readable; start rights carry over', async () => {
    const res = await post(`${M}/deploy`, tok.admin, body({ name: '用车申请（新版）' }));
    expect(res.statusCode, res.body).toBe(200);
    const { value } = res.json();
    expect(res.json()).toMatchObject({ state: true, message: '流程部署成功（版本2）', value: { key: 'vehicle', version: 2 } });
    expect((await versionsOf('vehicle')).map((v) => [v.version, v.is_main])).toEqual([[1, 0], [2, 1]]);
    expect((await get(`${M}/defGet?defId=${value.id}`, tok.chenjing)).json()).toMatchObject({ version: 2, isMain: 1, name: '用车申请（新版）' });
    expect((await get(`${M}/defGet?defId=${defIds.vehicle}`, tok.chenjing)).json()).toMatchObject({ version: 1, isMain: 0 });
    const right = await get('/bpm-model/flow/defAuthorize/v1/startRight?defKey=vehicle', tok.chenjing);
    expect(right.json().value).toBe(true);
  });

  // A node that names a formKey takes that form's main version (form-checks.test.ts); these nodes name none.
  it('deploys a new key without a form or category; nobody may start it until rights are granted', async () => {
    const res = await post(`${M}/deploy`, tok.admin, body({ key: 'carPool', name: '拼车登记', form: undefined, typeId: null, settings: { nodes: { shiftLeader: { ...vehicle.settings.nodes.shiftLeader, form: undefined }, office: { assignees: [{ type: 'post', codes: ['officeHead'] }] } } } }));
    expect(res.statusCode, res.body).toBe(200);
    const d = (await get(`${M}/defGet?defId=${res.json().value.id}`, tok.chenjing)).json();
    expect([d.form, d.typeId, d.typeName]).toEqual([null, null, null]);
    expect(d.permissions).toEqual({ start: {}, shiftLeader: {}, office: {} });
    expect((await get('/bpm-model/flow/defAuthorize/v1/startRight?defKey=carPool', tok.chenjing)).json().value).toBe(false);
  });

  it('deploys a model with what the engine reads past (an ISO-8859-1 declaration, a camunda attribute), naming each in the reply', async () => {
    const xml = vehicle.bpmnXml
      .replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
      .replace('xmlns:xsi=', 'xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:xsi=')
      .replace('<bpmn:userTask id="office" name="综合办公室审批"', '<bpmn:userTask id="office" name="综合办公室审批" camunda:candidateGroups="office"');
    const res = await post(`${M}/deploy`, tok.admin, body({ key: 'vehicleImported', bpmnXml: xml }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("流程部署成功（版本1）。以下内容不影响流程运行，引擎未读取：BPMN: unsupported document encoding <ISO-8859-1>, falling back to UTF-8; User task 'office' (综合办公室审批) has attribute 'camunda:candidateGroups', which the engine does not read");
    expect(await versionsOf('vehicleImported')).toHaveLength(1);
  });

  it('refuses what the engine would not honour: a process marked isExecutable="false"', async () => {
    const res = await post(`${M}/deploy`, tok.admin, body({ key: 'vehicleDraft', bpmnXml: vehicle.bpmnXml.replace('isExecutable="true"', 'isExecutable="false"') }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('bpmn: Process \'vehicle\' has isExecutable="false" (a model not meant to run); set isExecutable="true" to deploy it');
    expect(await versionsOf('vehicleDraft')).toEqual([]);
  });

  it('answers a bad model with 400 listing every problem: BPMN, form, permissions, category; and stores nothing', async () => {
    const xml = vehicle.bpmnXml.replace(/<bpmn:startEvent[^>]*\/>/, '');
    const form = { fields: [...vehicle.form.fields, { key: 'destination', label: '重复', type: 'text' }] };
    const settings = { nodes: { ...vehicle.settings.nodes, office: { assignees: [{ type: 'post', codes: ['officeHead'] }], form: { formKey: 'f', permissions: { noSuchField: 'r' } } } } };
    const res = await post(`${M}/deploy`, tok.admin, body({ key: 'brokenFlow', bpmnXml: xml, form, settings, typeId: 'nosuchtype' }));
    expect(res.statusCode).toBe(400);
    const { message } = res.json();
    expect(message).toMatch(/^bpmn: .*start event/i);
    expect(message).toContain("form.fields.4.key: duplicate field key 'destination'");
    expect(message).toContain("settings.nodes.office.form.permissions: the form has no field 'noSuchField'");
    expect(message).toContain("typeId: no process category 'nosuchtype'");
    expect(await versionsOf('brokenFlow')).toEqual([]);
  });

  it('checks assignee references and form rules', async () => {
    const settings = { nodes: { ...vehicle.settings.nodes, office: { assignees: [{ type: 'role', codes: ['noSuchRole'] }] } } };
    const form = { fields: [{ key: 'total', label: '合计', type: 'computed', expression: 'qty *' }, { key: 'kind', label: '类型', type: 'select' }] };
    const { message } = (await post(`${M}/deploy`, tok.admin, body({ key: 'brokenFlow', settings, form }))).json();
    expect(message).toContain('noSuchRole');
    expect(message).toMatch(/form\.fields\.0\.expression: total: .*ends too early/);
    expect(message).toContain('form.fields.1: kind: give either dictKey or options');
  });

  it('validates the body with 400 naming the field', async () => {
    const badKey = await post(`${M}/deploy`, tok.admin, body({ key: '1st' }));
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toBe('body.key: 格式不正确');
    const english = await t.call({ method: 'POST', url: `${M}/deploy`, token: tok.admin, headers: { lang: 'en-US' }, payload: body({ key: '1st' }) as never });
    expect(english.json().message).toMatch(/^body\.key: must start with a letter/);
    const noXml = await post(`${M}/deploy`, tok.admin, body({ bpmnXml: undefined }));
    expect(noXml.statusCode).toBe(400);
    expect(noXml.json().message).toMatch(/bpmnXml/);
    const notXml = await post(`${M}/deploy`, tok.admin, body({ key: 'junk', bpmnXml: 'hello' }));
    expect(notXml.statusCode).toBe(400);
    expect(notXml.json().message).toMatch(/^bpmn: The file is not valid BPMN/);
  });

  it("keeps tenants apart: another tenant's administrator may not file a process under this plant's category", async () => {
    const res = await post(`${M}/deploy`, hxToken, {
      key: 'vehicle', name: '用车', typeId: typeIds.office, bpmnXml: vehicle.bpmnXml, form: vehicle.form,
      settings: { nodes: { shiftLeader: { assignees: [{ type: 'post', codes: ['opsStaff'] }] }, office: { assignees: [{ type: 'post', codes: ['opsStaff'] }] } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`typeId: no process category '${typeIds.office}'`);
    const ok = await post(`${M}/deploy`, hxToken, {
      key: 'vehicle', name: '用车', bpmnXml: vehicle.bpmnXml, form: vehicle.form,
      settings: { nodes: { shiftLeader: { assignees: [{ type: 'post', codes: ['opsStaff'] }] }, office: { assignees: [{ type: 'post', codes: ['opsStaff'] }] } } },
    });
    expect(ok.json().value.version).toBe(1); // its own key space: the plant's vehicle is at version 2
    expect((await versionsOf('vehicle')).length).toBe(2);
  });
});
