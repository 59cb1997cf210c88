import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { formKit, type FormKit } from '../test-kit.js';

let t: TestApp;
let k: FormKit;

const BASE = '/form/form/dataTemplate/v1';
const LIST = `${BASE}/listJson`;
const SAVE = `${BASE}/boSave/lab_result`;
const HISTORY = '/form/bpm/boDataModifyRecord/v1/listJson';

const fields = [
  { key: 'sampleDate', label: '采样日期', type: 'date', required: true },
  { key: 'point', label: '采样点', type: 'select', options: [{ key: 'in', name: '进水' }, { key: 'out', name: '出水' }] },
  { key: 'cod', label: 'COD', type: 'number', min: 0, max: 1000 },
  { key: 'ph', label: 'pH', type: 'number', min: 0, max: 14, precision: 1 },
  { key: 'note', label: '备注', type: 'text', maxLength: 20 },
  { key: 'items', label: '仪器', type: 'subtable', columns: [{ key: 'name', label: '名称', type: 'text', required: true }, { key: 'qty', label: '数量', type: 'number' }] },
] as const;

const save = (token: string, values: Record<string, unknown>, lang?: string, templateKey = 'lab') => k.post(SAVE, token, { templateKey, lab_result: values }, lang);
const list = (token: string, queryFilter: unknown, templateId = 'lab') => k.post(LIST, token, { templateId, queryFilter });

beforeAll(async () => {
  t = await createTestApp();
  k = formKit(t);
  const tenant = await k.plantId();
  const staff = await k.roleId('staff');
  const director = await k.roleId('director');
  await k.bos.define(tenant, null, { alias: 'lab_result', name: '化验数据', fields: fields as never });
  await k.templates.define(tenant, null, {
    alias: 'lab', name: '化验数据', boAlias: 'lab_result', formKey: 'lab_result', pageSize: 10,
    right: [{ type: 'role', id: `${staff},${director}` }],
    displayField: [{ name: 'cod', desc: 'COD' }, { name: 'note', desc: '备注', right: [{ type: 'role', id: director }] }],
    manageField: [
      { name: 'add', desc: '新增', right: [{ type: 'role', id: staff }] },
      { name: 'edit', desc: '编辑', right: [{ type: 'role', id: staff }] },
      { name: 'del', desc: '删除', right: [{ type: 'user', id: await k.userId('lijun') }] },
    ],
  });
  // Staff see only the rows they wrote; directors hold no filter and so see nothing here.
  await k.templates.define(tenant, null, {
    alias: 'lab_own', name: '我的化验数据', boAlias: 'lab_result', formKey: 'lab_result', right: [{ type: 'everyone' }],
    manageField: [{ name: 'edit', desc: '编辑' }],
    filterField: [{ key: 'own', name: '本人', right: [{ type: 'role', id: staff }], condition: [{ property: 'create_by_', operation: 'EQ', current: 'userId' }] }],
  });
});
afterAll(() => t.close());

describe('boSave and the form rules', () => {
  it('adds a record with its sub-table rows and answers its id and revision', async () => {
    const res = await save(await k.token('chenjing'), { sampleDate: '2026-03-01', point: 'in', cod: 250, ph: 7.2, note: '首测', items: [{ name: '烧杯', qty: 2 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: true, message: '保存成功', value: { rev: 1 } });
    const form = await k.get(`${BASE}/getForm/lab_result/lab_result?action=get&dataKey=lab&id=${res.json().value.id}`, await k.token('chenjing'));
    expect(form.statusCode).toBe(200);
    expect(form.json().data.lab_result).toMatchObject({ sampleDate: '2026-03-01', cod: 250, note: '首测', rev_: 1, items: [{ name: '烧杯', qty: 2 }] });
    expect(Object.values(form.json().permission.fields)).toEqual(['r', 'r', 'r', 'r', 'r', 'r']);
    expect(form.json().permission.table.items).toEqual({ hidden: false, add: false, del: false, edit: false });
  });

  it('refuses what the form forbids with 400 naming the field, in zh-CN and en-US, storing nothing', async () => {
    const token = await k.token('chenjing');
    const before = (await list(token, {})).json().total;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ cod: 1 }, 'lab_result.sampleDate: 采样日期不能为空', 'lab_result.sampleDate: 采样日期 is required'],
      [{ sampleDate: '2026-03-01', cod: 1001 }, 'lab_result.cod: COD不能大于1000', 'lab_result.cod: COD must be at most 1000'],
      [{ sampleDate: '2026-03-01', point: 'xx' }, 'lab_result.point: 采样点没有选项“xx”', 'lab_result.point: 采样点 has no option "xx"'],
      [{ sampleDate: '2026-03-01', note: 'x'.repeat(21) }, 'lab_result.note: 备注不能超过20个字', 'lab_result.note: 备注 must be at most 20 characters'],
      [{ sampleDate: '2026-03-01', items: [{ qty: 1 }] }, 'lab_result.items[0].name: 名称不能为空', 'lab_result.items[0].name: 名称 is required'],
      [{ sampleDate: '2026-03-01', secret: 1 }, 'lab_result.secret: 表单没有字段“secret”', 'lab_result.secret: the form has no field "secret"'],
    ];
    for (const [values, zh, en] of cases) {
      const res = await save(token, values);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ state: false, message: zh, code: 400 });
      expect((await save(token, values, 'en-US')).json().message).toBe(en);
    }
    expect((await k.post(SAVE, token, { templateKey: 'lab' })).json().message).toBe('lab_result: 缺少业务对象数据');
    expect((await list(token, {})).json().total).toBe(before);
  });
});

describe('listJson: filters, sorting and paging on any field', () => {
  it('answers every operator, a sort on any field and pages with the total', async () => {
    const token = await k.token('yangfan');
    for (let i = 1; i <= 25; i++) {
      const res = await save(token, { sampleDate: `2026-04-${String(i).padStart(2, '0')}`, point: i % 2 ? 'in' : 'out', cod: i * 10, ph: 6 + (i % 5) * 0.5, note: i % 3 ? `批次${i}` : null });
      expect(res.statusCode).toBe(200);
    }
    const q = async (querys: unknown[]) => (await list(token, { querys, pageBean: { page: 1, pageSize: 100 } })).json();
    const cods = async (querys: unknown[]) => (await q(querys)).rows.map((r: { cod: number }) => r.cod).sort((a: number, b: number) => a - b);
    const april = { property: 'sampleDate', operation: 'GE', value: '2026-04-01' };
    expect(await cods([april, { property: 'cod', operation: 'EQ', value: 50 }])).toEqual([50]);
    expect(await cods([april, { property: 'cod', operation: 'LT', value: 30 }])).toEqual([10, 20]);
    expect(await cods([april, { property: 'cod', operation: 'LE', value: 30 }])).toEqual([10, 20, 30]);
    expect(await cods([april, { property: 'cod', operation: 'GT', value: 230 }])).toEqual([240, 250]);
    expect((await cods([april, { property: 'cod', operation: 'NE', value: 10 }])).length).toBe(24);
    expect(await cods([april, { property: 'cod', operation: 'IN', value: [10, 30, 999] }])).toEqual([10, 30]);
    expect(await cods([april, { property: 'cod', operation: 'BETWEEN', value: [100, 120] }])).toEqual([100, 110, 120]);
    expect(await cods([april, { property: 'note', operation: 'LK', value: '批次1' }])).toEqual([10, 100, 110, 130, 140, 160, 170, 190]);
    expect(await cods([april, { property: 'note', operation: 'LFK', value: '批次2' }])).toEqual([20, 200, 220, 230, 250]);
    expect(await cods([april, { property: 'note', operation: 'RHK', value: '5' }])).toEqual([50, 250]);
    expect(await cods([april, { property: 'point', operation: 'EIC', value: 'OUT' }])).toHaveLength(12);
    expect(await cods([april, { property: 'note', operation: 'ISNULL' }])).toEqual([30, 60, 90, 120, 150, 180, 210, 240]);
    expect(await cods([april, { property: 'note', operation: 'NOTNULL' }])).toHaveLength(17);
    expect(await cods([april, { property: 'cod', operation: 'EQ', value: 10, relation: 'OR', group: 'g' }, { property: 'cod', operation: 'EQ', value: 20, relation: 'OR', group: 'g' }])).toEqual([10, 20]);

    const sorted = (await list(token, { querys: [april], sorter: [{ property: 'ph', direction: 'DESC' }, { property: 'cod', direction: 'ASC' }], pageBean: { page: 2, pageSize: 5 } })).json();
    expect(sorted).toMatchObject({ total: 25, page: 2, pageSize: 5 });
    expect(sorted.rows.map((r: { ph: number; cod: number }) => [r.ph, r.cod])).toEqual([[7.5, 30], [7.5, 80], [7.5, 130], [7.5, 180], [7.5, 230]]);
    expect((await list(token, { querys: [april] })).json()).toMatchObject({ total: 25, pageSize: 10 });

    const bad = await list(token, { querys: [{ property: 'password_hash', operation: 'EQ', value: 'x' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^querys\.property: unknown property 'password_hash'/);
    expect((await list(token, { querys: [{ property: 'cod', operation: 'EQ', value: "1' or 1=1" }] })).statusCode).toBe(400);
  });

  it('scrolls page after page by the next each page names, every row once, the rows a template\'s filter gives only', async () => {
    const scroll = async (token: string, templateId: string, viaDataList = false) => {
      const ids: string[] = [];
      let after: string | undefined;
      for (let n = 1; n < 50; n++) {
        const pageBean = { page: n, pageSize: 4, showTotal: n === 1, ...(after ? { after } : {}) };
        const res = viaDataList
          ? await k.post(`${BASE}/dataList_${templateId}`, token, { sorter: [{ property: 'cod', direction: 'DESC' }], pageBean })
          : await list(token, { sorter: [{ property: 'cod', direction: 'DESC' }], pageBean }, templateId);
        expect(res.statusCode).toBe(200);
        const p = viaDataList ? res.json().value : res.json();
        ids.push(...p.rows.map((r: { id_: string }) => r.id_));
        if (!p.next) return ids;
        expect(p.rows).toHaveLength(4);
        after = p.next;
      }
      throw new Error('no last page');
    };
    const whole = async (token: string, templateId: string) =>
      (await list(token, { sorter: [{ property: 'cod', direction: 'DESC' }], pageBean: { page: 1, pageSize: 1000 } }, templateId)).json().rows.map((r: { id_: string }) => r.id_);
    const yangfan = await k.token('yangfan');
    expect(await scroll(yangfan, 'lab')).toEqual(await whole(yangfan, 'lab'));
    expect(await scroll(yangfan, 'lab', true)).toEqual(await whole(yangfan, 'lab'));
    // Through a filtered template a next reaches no row beyond the caller's own.
    const chenjing = await k.token('chenjing');
    const own = await scroll(chenjing, 'lab_own');
    expect(own).toEqual(await whole(chenjing, 'lab_own'));
    expect(own.length).toBeLessThan((await whole(yangfan, 'lab')).length);
  });

  it('refuses an after that is no page\'s next with 400 naming the field, in zh-CN and en-US', async () => {
    const token = await k.token('yangfan');
    const bad = (lang: string) => k.post(LIST, token, { templateId: 'lab', queryFilter: { pageBean: { page: 2, pageSize: 4, after: 'eyJ4IjoxfQ' } } }, lang);
    expect((await bad('zh-CN')).statusCode).toBe(400);
    expect((await bad('zh-CN')).json()).toMatchObject({ state: false, message: 'pageBean.after: 不是本列表按此排序的下一页位置，请从第一页重新加载' });
    expect((await bad('en-US')).json().message).toBe('pageBean.after: is not the next page of this list in this order; load it again from the first page');
    const tooLong = await k.post(LIST, token, { templateId: 'lab', queryFilter: { pageBean: { page: 2, pageSize: 4, after: 'x'.repeat(2001) } } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/after/);
  });

  it('keeps one value of a field with selectField, and shows nothing for an empty selectValue', async () => {
    const token = await k.token('yangfan');
    const pick = (selectValue: unknown) => k.post(LIST, token, { templateId: 'lab', selectField: 'cod', selectValue, queryFilter: {} });
    expect((await pick(120)).json().rows.map((r: { cod: number }) => r.cod)).toEqual([120]);
    expect((await pick('')).json()).toMatchObject({ rows: [], total: 0 });
  });

  it('answers dataList_ with the rows and the caller\'s column and button permissions', async () => {
    const staff = (await k.post(`${BASE}/dataList_lab`, await k.token('yangfan'), { pageBean: { page: 1, pageSize: 3 } })).json();
    expect(staff.value.rows).toHaveLength(3);
    expect(staff.value.permission).toEqual({ columns: { cod: true, note: false }, buttons: { add: true, edit: true, del: false } });
    const lijun = (await k.post(`${BASE}/dataList_lab`, await k.token('lijun'), {})).json();
    expect(lijun.value.permission.buttons).toEqual({ add: true, edit: true, del: true });
    const info = (await k.get(`${BASE}/getBpmDataTemplateInfo?alias=lab&needDisplayFileds=true`, await k.token('zhangwei'))).json();
    expect(info.value).toMatchObject({ alias: 'lab', boDefAlias: 'lab_result', pkField: 'id_', permission: { buttons: { add: false, edit: false, del: false } } });
    expect(info.value.displayField.map((c: { permission: boolean }) => c.permission)).toEqual([true, true]);
  });
});

describe('the optimistic lock and the change history', () => {
  it('lets exactly one of many concurrent saves of a revision win; the others get 409 naming who changed it; no field is lost', async () => {
    const token = await k.token('chenjing');
    const made = (await save(token, { sampleDate: '2026-05-01', cod: 100, note: 'v1', items: [{ name: 'a', qty: 1 }] })).json().value;
    const form = (await k.get(`${BASE}/getForm/lab_result/lab_result?action=edit&dataKey=lab&id=${made.id}`, token)).json().data.lab_result;
    const tokens = [await k.token('chenjing'), await k.token('yangfan'), await k.token('lijun')];
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) =>
      save(tokens[i % 3], { ...form, cod: 200 + i, note: `n${i}` })));
    const won = replies.filter((r) => r.statusCode === 200);
    const lost = replies.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(29);
    expect(won[0].json().value.rev).toBe(2);
    const winner = replies.indexOf(won[0]);
    const name = ['陈静', '杨帆', '李军'][winner % 3];
    expect(lost[0].json().message).toMatch(new RegExp(`^表单数据已被${name}于.+修改，请重新加载数据。$`));
    const now = (await k.get(`${BASE}/getForm/lab_result/lab_result?action=get&dataKey=lab&id=${made.id}`, token)).json().data.lab_result;
    expect(now).toMatchObject({ rev_: 2, cod: 200 + winner, note: `n${winner}`, sampleDate: '2026-05-01', items: [{ id_: form.items[0].id_, name: 'a', qty: 1 }] });
    // The stale revision stays refused; the current one saves.
    expect((await save(token, { ...form, cod: 1 })).statusCode).toBe(409);
    expect((await save(token, { ...now, items: [...now.items.map((r: object) => ({ ...r, qty: 5 })), { name: 'b' }] })).json().value.rev).toBe(3);

    const history = (await k.post(HISTORY, token, { templateKey: 'lab', querys: [{ property: 'refId', operation: 'EQ', value: made.id }], sorter: [{ property: 'rev', direction: 'ASC' }], pageBean: { page: 1, pageSize: 50 } })).json();
    const at = (rev: number) => history.rows.filter((r: { rev: number }) => r.rev === rev).map((r: { kind: string; field: string; oldValue: unknown; newValue: unknown; userName: string }) => [r.kind, r.field, r.oldValue, r.newValue, r.userName]);
    expect(at(1).map((r: unknown[]) => r[1])).toEqual(['sampleDate', 'cod', 'note', 'items']);
    expect(at(2)).toEqual([['set', 'cod', 100, 200 + winner, name], ['set', 'note', 'v1', `n${winner}`, name]]);
    expect(at(3)).toEqual([['set', 'qty', 1, 5, '陈静'], ['add', 'items', null, { name: 'b' }, '陈静']]);
  });
});

describe('boDel', () => {
  it('deletes with the del right and the spec\'s message; refuses others with 403 and records of a running process with 409', async () => {
    const own = (await save(await k.token('chenjing'), { sampleDate: '2026-06-01', cod: 5, items: [{ name: 'x' }] })).json().value.id;
    const linked = (await save(await k.token('chenjing'), { sampleDate: '2026-06-02', cod: 6 })).json().value.id;
    expect((await k.del(`${BASE}/boDel/lab_result?ids=${own}&templateKey=lab`, await k.token('chenjing'))).statusCode).toBe(403);
    const def = await t.db.selectFrom('bpm_definition').select(['id', 'def_key', 'name', 'tenant_id']).where('tenant_id', '=', await k.plantId()).executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await t.db.insertInto('bpm_instance').values({
      id: 'inst-lab-1', tenant_id: def.tenant_id, def_id: def.id, def_key: def.def_key, def_name: def.name, type_id: null, subject: '化验复核', status: 'running',
      starter_id: await k.userId('chenjing'), starter_name: '陈静', starter_org_id: null, agent_leader_id: null, biz_key: linked, form_data: null, state_json: null,
      revision: 0, urgent_state: 0, created_at: at, updated_at: at, end_time: null, outcome: 'inProgress', acted_since_submit: 0, branched: 0,
      handoff_task_id: null, handoff_user_id: null, task_names: null,
    }).execute();
    const lijun = await k.token('lijun');
    // The list says which rows a running process holds, before anyone tries to delete them.
    const rows = (await list(lijun, { pageBean: { page: 1, pageSize: 100 } })).json().rows as Array<{ id_: string; inProcess_: boolean }>;
    expect(rows.find((r) => r.id_ === linked)?.inProcess_).toBe(true);
    expect(rows.find((r) => r.id_ === own)?.inProcess_).toBe(false);
    const refused = await k.del(`${BASE}/boDel/lab_result?ids=${own},${linked}&templateKey=lab`, lijun);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`ids: 数据${linked}关联的流程正在运行，不能删除`);
    expect((await k.get(`${BASE}/getSubData?alias=items&refId=${own}&templateKey=lab`, lijun)).json()).toMatchObject([{ name: 'x', qty: null }]);
    const done = await k.del(`${BASE}/boDel/lab_result?ids=${own}&templateKey=lab`, lijun, 'en-US');
    expect(done.json()).toEqual({ state: true, message: 'Deleted successfully', value: null });
    expect((await k.get(`${BASE}/getForm/lab_result/lab_result?action=get&dataKey=lab&id=${own}`, lijun)).statusCode).toBe(404);
    expect((await k.get(`${BASE}/getSubData?alias=items&refId=${own}&templateKey=lab`, lijun)).statusCode).toBe(404);
  });
});

describe('rights', () => {
  it('answers 401 to an anonymous caller on every call', async () => {
    expect((await k.post(LIST, undefined, { templateId: 'lab' })).statusCode).toBe(401);
    expect((await k.get(`${BASE}/getBpmDataTemplateInfo?alias=lab`)).statusCode).toBe(401);
    expect((await k.post(SAVE, undefined, { templateKey: 'lab', lab_result: {} })).statusCode).toBe(401);
    expect((await k.del(`${BASE}/boDel/lab_result?ids=x&templateKey=lab`)).statusCode).toBe(401);
    expect((await k.get('/form/bo/def/v1/getJson?alias=lab_result')).statusCode).toBe(401);
    expect((await k.post(HISTORY, undefined, { templateKey: 'lab' })).statusCode).toBe(401);
  });

  it('refuses with 403 whoever the template\'s rules do not name, in their language, changing nothing', async () => {
    const director = await k.token('zhangwei');
    const add = await save(director, { sampleDate: '2026-07-01' });
    expect(add.statusCode).toBe(403);
    expect(add.json().message).toBe('没有新增该数据报表数据的权限');
    expect((await save(director, { sampleDate: '2026-07-01' }, 'en-US')).json().message).toBe('You may not add records to this data template');
    const wangfang = await k.token('wangfang');
    expect((await list(wangfang, {})).statusCode).toBe(403);
    expect((await k.get(`${BASE}/getBpmDataTemplateInfo?alias=lab`, wangfang)).json()).toEqual({ state: false, message: '没有查看该数据报表的权限', code: 403 });
    expect((await k.post(HISTORY, wangfang, { templateKey: 'lab' })).statusCode).toBe(403);
    expect((await k.get(`${BASE}/getForm/lab_result/lab_result?action=add&dataKey=lab`, wangfang)).statusCode).toBe(403);
    expect((await k.get(`${BASE}/getForm/lab_result/lab_result?action=add&dataKey=lab`, await k.token('chenjing'))).json().permission.fields.cod).toBe('w');
    expect((await k.get(`${BASE}/getBpmDataTemplateInfo?alias=nope`, wangfang)).json().message).toBe('根据报表别名【nope】未找到对应报表数据！');
  });

  it('shows through a filtered template only the rows its filters give the caller, and nothing to those they give none', async () => {
    const chenjing = await k.token('chenjing');
    const mine = (await list(chenjing, { pageBean: { page: 1, pageSize: 100 } }, 'lab_own')).json();
    expect(mine.total).toBeGreaterThan(0);
    expect(new Set(mine.rows.map((r: { create_by_: string }) => r.create_by_))).toEqual(new Set([await k.userId('chenjing')]));
    const other = (await list(await k.token('yangfan'), { querys: [{ property: 'create_by_', operation: 'EQ', value: await k.userId('yangfan') }], pageBean: { page: 1, pageSize: 1 } }, 'lab')).json().rows[0].id_;
    expect((await k.get(`${BASE}/getForm/lab_result/lab_result?action=get&dataKey=lab_own&id=${other}`, chenjing)).statusCode).toBe(404);
    expect((await k.post(HISTORY, chenjing, { templateKey: 'lab_own', querys: [{ property: 'refId', operation: 'EQ', value: other }] })).statusCode).toBe(404);
    expect((await list(await k.token('zhangwei'), {}, 'lab_own')).json()).toMatchObject({ rows: [], total: 0 });
    expect((await list(await k.token('admin'), {}, 'lab_own')).json().total).toBeGreaterThan(mine.total);
  });
});

describe('definitions', () => {
  it('answers the BO, its sub-table entities and refuses a template of another BO', async () => {
    const token = await k.token('chenjing');
    const def = (await k.get('/form/bo/def/v1/getJson?alias=lab_result', token)).json();
    expect(def).toMatchObject({ alias: 'lab_result', name: '化验数据', rev: 1 });
    expect(def.ents.map((e: { name: string; type: string }) => [e.name, e.type])).toEqual([['lab_result', 'main'], ['items', 'sub']]);
    const subs = (await k.get('/form/form/form/v1/getSubEntsByFormKey?formKey=lab_result', token)).json();
    expect(subs).toEqual([expect.objectContaining({ name: 'items', desc: '仪器', attributeList: [expect.objectContaining({ name: 'name', isRequired: true }), expect.objectContaining({ name: 'qty', dataType: 'number' })] })]);
    expect((await k.get('/form/form/form/v1/previewDesignVue?formKey=none', token)).statusCode).toBe(404);
    const other = await k.post(`${BASE}/boSave/other_bo`, token, { templateKey: 'lab', other_bo: {} });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('boAlias: 数据报表lab不属于业务对象other_bo');
  });
});
