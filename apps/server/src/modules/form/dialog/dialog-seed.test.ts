import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { seedPlantDialogs } from '../../../seed/forms/dialogs.js';
import { materialFields, materialTemplate } from '../../../seed/forms/materials.js';
import { formKit, type FormKit } from '../test-kit.js';

let t: TestApp;
let k: FormKit;

const D = '/form/form/customDialog/v1';
const list = (alias: string, token: string, body: unknown = {}, lang?: string) => k.post(`${D}/getListData?alias=${alias}`, token, body, lang);

beforeAll(async () => {
  // The plant's dialogs over 物资台账 as the form seed defines it (its year of records left out: two materials do).
  t = await createTestApp();
  k = formKit(t);
  const tenant = await k.plantId();
  const plant = (await t.db.selectFrom('uc_org').select('id').where('tenant_id', '=', tenant).where('code', '=', 'plant').executeTakeFirstOrThrow()).id;
  const equipAdmin = await k.roleId('equipAdmin');
  await k.bos.define(tenant, null, { alias: materialTemplate.boAlias, name: materialTemplate.name, fields: materialFields });
  await k.templates.define(tenant, null, {
    ...materialTemplate, right: [{ type: 'org', id: plant }], manageField: [{ name: 'add', desc: '新增', right: [{ type: 'role', id: equipAdmin }] }], filterField: [],
  });
  const token = await k.token('zhangmin');
  const save = (values: Record<string, unknown>) => k.post(`/form/form/dataTemplate/v1/boSave/${materialTemplate.boAlias}`, token, { templateKey: materialTemplate.alias, [materialTemplate.boAlias]: values });
  expect((await save({ code: 'YJ-001', name: '聚合氯化铝(PAC)', spec: '液体', category: 'chemical', unit: 't', stock: 12, safetyStock: 30 })).statusCode).toBe(200);
  expect((await save({ code: 'BJ-001', name: '离心脱水机轴承', spec: 'SKF 22228', category: 'spare', unit: '套', stock: 4, safetyStock: 2 })).statusCode).toBe(200);
  await seedPlantDialogs(t.db, tenant, { now: () => new Date() });
});
afterAll(() => t?.close());

describe('the plant\'s seeded dialogs', () => {
  it('物资: list style, several at once, 20 a page, searched by name (LK) and category (EQ) with its choices', async () => {
    const token = await k.token('chenjing');
    const d = (await k.get(`${D}/getByAlias?alias=materials`, token)).json();
    expect(d).toMatchObject({ name: '物资', style: 0, selectNum: -1, pageSize: 20, displayfield: [{ field: 'CODE' }, { field: 'NAME' }, { field: 'SPEC' }, { field: 'UNIT' }, { field: 'STOCK' }] });
    expect(d.conditionfield).toEqual([
      expect.objectContaining({ field: 'NAME', condition: 'LK' }),
      expect.objectContaining({ field: 'CATEGORY', condition: 'EQ', controllerType: 3, config: { options: expect.arrayContaining([{ value: 'chemical', label: '药剂' }]) } }),
    ]);
    const all = await list('materials', token);
    expect(all.json()).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(all.json().rows[0]).toEqual({ code: 'BJ-001', name: '离心脱水机轴承', spec: 'SKF 22228', unit: '套', stock: 4 });
    expect((await list('materials', token, { mapParam: { name: '氯化' } })).json().rows.map((r: { code: string }) => r.code)).toEqual(['YJ-001']);
    expect((await list('materials', token, { mapParam: { category: 'spare' } })).json().rows.map((r: { code: string }) => r.code)).toEqual(['BJ-001']);
  });

  it('低库存物资: only materials below their safety stock, whatever the client sends', async () => {
    const res = await list('lowStock', await k.token('chenjing'), { mapParam: { margin: 100 } });
    expect(res.json().rows).toEqual([{ name: '聚合氯化铝(PAC)', stock: 12, safetystock: 30, unit: 't', code: 'YJ-001' }]);
  });

  it('the home column 低库存物资 (dataMode 1) names the lowStock dialog, whose rows it reads through getListData', async () => {
    const token = await k.token('chenjing');
    const column = (await k.get('/portal/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias?alias=lowStock', token)).json();
    expect(column).toMatchObject({ dataMode: 1, dataFrom: 'lowStock', needPage: 1, pageSize: 5, displayRights: true });
    const rows = await list(column.dataFrom, token, { mapParam: JSON.parse(column.dataParam ?? '{}'), pageBean: { page: 1, pageSize: column.pageSize } });
    expect(rows.json()).toMatchObject({ total: 1, pageSize: 5, rows: [{ name: '聚合氯化铝(PAC)' }] });
  });

  it('人员 and 组织: the staff directory by name, the organisation tree from its roots', async () => {
    const token = await k.token('chenjing');
    const people = await list('staff', token, { mapParam: { name: '张敏' } });
    expect(people.json().rows).toEqual([expect.objectContaining({ name: '张敏', account: 'zhangmin', org: expect.any(String), post: expect.any(String) })]);
    const tree = await list('orgTree', token);
    expect(tree.json().rows.length).toBeGreaterThan(0);
    expect(tree.json().rows.every((r: { pid: unknown }) => r.pid === null)).toBe(true);
  });

  it('a second run leaves the dialogs as they are', async () => {
    const before = await t.db.selectFrom('form_custom_dialog').selectAll().orderBy('alias').execute();
    await seedPlantDialogs(t.db, await k.plantId(), { now: () => new Date(Date.now() + 60_000) });
    expect(await t.db.selectFrom('form_custom_dialog').selectAll().orderBy('alias').execute()).toEqual(before);
    expect(before.map((r) => r.alias)).toEqual(['lowStock', 'materials', 'orgTree', 'staff']);
  });
});
