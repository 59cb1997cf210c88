import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { formDataApi } from '@wp/contract';
import { systemClock } from '../../../platform/clock.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { replyJson, startUpstream, type Upstream } from '../../../test/upstream.js';
import { formKit, type FormKit } from '../test-kit.js';
import { createDialogDefinitions } from './definitions.js';
import { createDialogRepository } from './dialog.repository.js';
import { createRegisteredSources } from './sources.js';

let t: TestApp;
let k: FormKit;
let tenant: string;

const D = '/form/form/customDialog/v1';
const byAlias = (alias: string, token: string | undefined, lang?: string) => k.get(`${D}/getByAlias?alias=${encodeURIComponent(alias)}`, token, lang);
const listPost = (alias: string, token: string, body: unknown = {}, lang?: string, mapParam?: string) =>
  k.post(`${D}/getListData?alias=${encodeURIComponent(alias)}${mapParam === undefined ? '' : `&mapParam=${encodeURIComponent(mapParam)}`}`, token, body, lang);
const listGet = (query: string, token: string, lang?: string) => k.get(`${D}/getListData?${query}`, token, lang);

let rest: Upstream;
let other: Upstream;

const fields = [
  { key: 'code', label: '物资编码', type: 'text', maxLength: 30, required: true },
  { key: 'name', label: '物资名称', type: 'text', maxLength: 100, required: true },
  { key: 'category', label: '类别', type: 'select', options: [{ key: 'chemical', name: '药剂' }, { key: 'spare', name: '备品备件' }] },
  { key: 'stock', label: '当前库存', type: 'number', min: 0 },
  { key: 'unitPrice', label: '单价', type: 'number', min: 0 },
  { key: 'note', label: '备注', type: 'text', maxLength: 100 },
] as const;

/** 25 materials: M-01..M-25; the odd ones chemicals; stock = n; a note on every fifth; one name with odd case. */
const material = (n: number) => ({
  code: `M-${String(n).padStart(2, '0')}`, name: n === 3 ? 'PAC Pump 泵' : n % 4 === 0 ? `离心泵${n}` : `物资${n}`,
  category: n % 2 ? 'chemical' : 'spare', stock: n, unitPrice: n * 10, note: n % 5 === 0 ? `备注${n}` : null,
});

const list = (over: Partial<formDataApi.dialog.CustomDialogInput> & Pick<formDataApi.dialog.CustomDialogInput, 'alias'>): formDataApi.dialog.CustomDialogInput => ({
  name: '物资', dsType: 'dataSource', source: { kind: 'bo', boAlias: 'dlg_material' },
  displayfield: [{ field: 'code', comment: '编码' }, { field: 'name', comment: '名称' }, { field: 'unitPrice', comment: '单价' }],
  resultfield: [{ field: 'code', comment: 'code' }, { field: 'stock', comment: 'stock' }],
  sortfield: [{ field: 'code', sortType: 'ASC' }],
  ...over,
});
const cond = (field: string, condition: string, extra: Partial<formDataApi.dialog.CustomDialogInput['conditionfield'] extends (infer C)[] | undefined ? C : never> = {}) =>
  ({ field, comment: field, condition, dbType: 'varchar' as const, ...extra });

const OPERATORS = ['EQ', 'EIC', 'LT', 'GT', 'LE', 'GE', 'NE', 'LK', 'LFK', 'RHK', 'ISNULL', 'NOTNULL', 'IN', 'BETWEEN', 'FOO'] as const;

beforeAll(async () => {
  rest = await startUpstream((req, res, body) => {
    if (req.url!.startsWith('/moved')) {
      res.writeHead(302, { location: `http://127.0.0.1:${other.port}/secret` });
      return res.end();
    }
    if (req.url!.startsWith('/broken')) return replyJson(res, 500, { message: 'database down' });
    if (req.url!.startsWith('/bare')) return replyJson(res, 200, [{ ID: 'a', Name: 'Alpha' }, { ID: 'b', Name: 'Beta' }]);
    const sent = body ? JSON.parse(body) : null;
    return replyJson(res, 200, { data: { records: [{ ID: 'r1', NAME: '泵A', EXTRA: 'not asked' }, { ID: 'r2', NAME: '泵B' }], total: 42, current: 2, size: 2 }, echo: sent });
  });
  other = await startUpstream((_req, res) => replyJson(res, 200, [{ ID: 'secret' }]));
  t = await createTestApp({ env: { COLUMN_ALLOWED_HOSTS: `127.0.0.1:${rest.port}` } });
  k = formKit(t);
  tenant = await k.plantId();
  const staff = await k.roleId('staff');
  await k.bos.define(tenant, null, { alias: 'dlg_material', name: '测试物资', fields: fields as never });
  await k.templates.define(tenant, null, {
    alias: 'dlg_material', name: '测试物资', boAlias: 'dlg_material', formKey: 'dlg_material', right: [{ type: 'role', id: staff }],
    manageField: [{ name: 'add', desc: '新增', right: [{ type: 'role', id: staff }] }],
  });
  // A second BO read through a template with a row filter: lijun sees only chemicals, other staff nothing.
  await k.bos.define(tenant, null, { alias: 'dlg_filtered', name: '筛选物资', fields: fields as never });
  await k.templates.define(tenant, null, {
    alias: 'dlg_filtered', name: '筛选物资', boAlias: 'dlg_filtered', formKey: 'dlg_filtered', right: [{ type: 'role', id: staff }],
    manageField: [{ name: 'add', desc: '新增', right: [{ type: 'role', id: staff }] }],
    filterField: [{ key: 'chem', name: '药剂', right: [{ type: 'user', id: await k.userId('lijun') }], condition: [{ property: 'category', operation: 'EQ', value: 'chemical' }] }],
  });
  const token = await k.token('zhangmin');
  for (let n = 1; n <= 25; n++) {
    const saved = await k.post('/form/form/dataTemplate/v1/boSave/dlg_material', token, { templateKey: 'dlg_material', dlg_material: material(n) });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  for (let n = 1; n <= 4; n++) await k.post('/form/form/dataTemplate/v1/boSave/dlg_filtered', token, { templateKey: 'dlg_filtered', dlg_filtered: material(n) });

  const defs = createDialogDefinitions({ repo: createDialogRepository(t.db), clock: systemClock, registeredNames: createRegisteredSources(t.db).names });
  const define = (d: formDataApi.dialog.CustomDialogInput) => defs.define(tenant, null, d);
  await define(list({
    alias: 'mat', selectNum: -1,
    conditionfield: [cond('name', 'LK'), cond('category', 'EQ', { controllerType: 3 }), cond('stock', 'GE', { dbType: 'number' })],
  }));
  for (const op of OPERATORS) {
    const field = ['LT', 'GT', 'LE', 'GE', 'IN', 'BETWEEN'].includes(op) ? 'stock' : ['ISNULL', 'NOTNULL'].includes(op) ? 'note' : 'name';
    await define(list({ alias: `op_${op}`, conditionfield: [cond(field, op, { dbType: field === 'stock' ? 'number' : 'varchar' })] }));
  }
  await define(list({ alias: 'fixed', conditionfield: [cond('category', 'EQ', { defaultType: 2, defaultValue: 'spare' })] }));
  await define(list({ alias: 'all', needPage: false }));
  await define(list({ alias: 'filtered', source: { kind: 'bo', boAlias: 'dlg_filtered' } }));
  await define(list({ alias: 'directorsOnly', right: [{ type: 'role', id: await k.roleId('director') }] }));
  await define(list({ alias: 'typo', displayfield: [{ field: 'nmae', comment: '名称' }] }));
  await define({
    alias: 'people', name: '人员', dsType: 'dataSource', source: { kind: 'registered', name: 'staff' },
    displayfield: [{ field: 'name', comment: '姓名' }, { field: 'account', comment: '账号' }, { field: 'org', comment: '部门' }, { field: 'post', comment: '岗位' }],
    resultfield: [{ field: 'id', comment: 'id' }], conditionfield: [cond('name', 'LK')],
  });
  await define({
    alias: 'orgs', name: '组织', dsType: 'dataSource', style: 1, needPage: false, source: { kind: 'registered', name: 'orgs' },
    displayfield: { id: 'id', pid: 'parent_id', displayName: 'name' }, resultfield: [{ field: 'id', comment: 'id' }, { field: 'name', comment: 'name' }],
    conditionfield: [cond('name', 'LK')],
  });
  const ext = `http://127.0.0.1:${rest.port}`;
  const restDialog = (over: Partial<formDataApi.dialog.CustomDialogInput> & Pick<formDataApi.dialog.CustomDialogInput, 'alias'>): formDataApi.dialog.CustomDialogInput => ({
    name: '外部物资', dsType: 'restful', requestType: 'GET', url: `${ext}/items?p={page}&s={pageSize}`, listKey: 'data.records', totalKey: 'data.total',
    pageKey: 'data.current', pageSizeKey: 'data.size', header: '{"X-Api-Key":"s3cret"}',
    displayfield: [{ field: 'id', comment: '编号' }, { field: 'name', comment: '名称' }], resultfield: [{ field: 'id', comment: 'id' }],
    conditionfield: [cond('keyword', 'LK'), cond('kind', 'EQ', { defaultType: 2, defaultValue: 'pump' })],
    ...over,
  });
  await define(restDialog({ alias: 'restGet' }));
  await define(restDialog({
    alias: 'restPost', requestType: 'POST', url: `${ext}/query`,
    dataParam: '{"q":"${keyword}","kind":"${kind}","page":${page},"size":${pageSize},"who":"${userId}","org":"${orgId}","post":"${postId}","note":"kw=${keyword}"}',
  }));
  await define(restDialog({ alias: 'restBare', url: `${ext}/bare`, listKey: undefined, totalKey: undefined, pageKey: undefined, pageSizeKey: undefined, needPage: false }));
  await define(restDialog({ alias: 'restBadJson', requestType: 'POST', url: `${ext}/query`, dataParam: '{"q": ${keyword' }));
  await define(restDialog({ alias: 'restBadHeader', header: '{X-Api-Key: s3cret}' }));
  await define(restDialog({ alias: 'restUndefined', requestType: 'POST', url: `${ext}/query`, dataParam: '{"q":"${nope}"}' }));
  await define(restDialog({ alias: 'restUndefinedUrl', url: `${ext}/items/{tenant}` }));
  await define(restDialog({ alias: 'restOtherHost', url: `http://127.0.0.1:${other.port}/secret` }));
  await define(restDialog({ alias: 'restMetadata', url: 'http://169.254.169.254/latest/meta-data/' }));
  await define(restDialog({ alias: 'restFile', url: 'file:///etc/passwd' }));
  await define(restDialog({ alias: 'restMoved', url: `${ext}/moved` }));
  await define(restDialog({ alias: 'restBroken', url: `${ext}/broken` }));
});
afterAll(async () => {
  await t?.close();
  await rest?.close();
  await other?.close();
});

const codes = (res: { json(): { rows: Array<Record<string, unknown>> } }) => res.json().rows.map((r) => r.code);

describe('GET /form/customDialog/v1/getByAlias', () => {
  it('gives the definition with field names upper-cased, page size 20 by default, and nothing of the source or rights', async () => {
    const res = await byAlias('mat', await k.token('chenjing'));
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      alias: 'mat', name: '物资', dsType: 'dataSource', style: 0, selectNum: -1, needPage: true, pageSize: 20,
      displayfield: [{ field: 'CODE', comment: '编码' }, { field: 'NAME', comment: '名称' }, { field: 'UNITPRICE', comment: '单价' }],
      resultfield: [{ field: 'CODE', comment: 'code' }, { field: 'STOCK', comment: 'stock' }],
      sortfield: [{ field: 'CODE', sortType: 'ASC' }],
      conditionfield: [
        { field: 'NAME', comment: 'name', condition: 'LK', dbType: 'varchar', controllerType: 1, defaultType: 1 },
        { field: 'CATEGORY', condition: 'EQ', controllerType: 3 }, { field: 'STOCK', condition: 'GE', dbType: 'number' },
      ],
    });
    expect(Object.keys(d)).not.toEqual(expect.arrayContaining(['source']));
    expect(d).not.toHaveProperty('right');
    expect(d).not.toHaveProperty('url');
  });

  it('gives a REST dialog its URL, method and reply keys but never its header', async () => {
    const d = (await byAlias('restGet', await k.token('chenjing'))).json();
    expect(d).toMatchObject({ dsType: 'restful', requestType: 'GET', listKey: 'data.records', totalKey: 'data.total', pageKey: 'data.current', pageSizeKey: 'data.size' });
    expect(JSON.stringify(d)).not.toContain('s3cret');
    expect(d).not.toHaveProperty('header');
  });

  it('shows an unknown operator as LK and a tree\'s fields upper-cased', async () => {
    const token = await k.token('chenjing');
    expect((await byAlias('op_FOO', token)).json().conditionfield[0].condition).toBe('LK');
    expect((await byAlias('orgs', token)).json().displayfield).toEqual({ id: 'ID', pid: 'PARENT_ID', displayName: 'NAME' });
  });

  it('answers an unknown alias with 404 in the caller\'s language', async () => {
    const token = await k.token('chenjing');
    const zh = await byAlias('nope', token);
    expect(zh.statusCode).toBe(404);
    expect(zh.json()).toEqual({ state: false, message: '自定义对话框不存在：nope', code: 404 });
    expect((await byAlias('nope', token, 'en-US')).json().message).toBe('No custom dialog with alias nope');
    expect((await byAlias('nope', token, 'zh-TW')).json().message).toBe('自訂對話框不存在：nope');
  });

  it('refuses a missing, too long or injected alias naming the field, and a caller the dialog\'s right does not name', async () => {
    const token = await k.token('chenjing');
    const missing = await k.get(`${D}/getByAlias`, token, 'en-US');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('alias');
    const long = await byAlias('a'.repeat(65), token, 'en-US');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('alias');
    const injected = await byAlias("mat' or '1'='1", token);
    expect(injected.statusCode).toBe(400);
    expect(injected.json()).toMatchObject({ state: false, message: expect.stringContaining('alias') });

    const refused = await byAlias('directorsOnly', token, 'en-US');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ state: false, message: 'You may not use this dialog', code: 403 });
    expect((await byAlias('directorsOnly', await k.token('zhangwei'))).statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expect((await byAlias('mat', undefined)).statusCode).toBe(401);
  });
});

describe('getListData over a business object', () => {
  it('pages by 20 by default, sorted by the definition, rows keyed by lower-cased field names', async () => {
    const token = await k.token('chenjing');
    const first = await listPost('mat', token);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(page.rows).toHaveLength(20);
    expect(page.rows[0]).toEqual({ code: 'M-01', name: '物资1', unitprice: 10, stock: 1 });
    const second = await listPost('mat', token, { pageBean: { page: 2 } });
    expect(codes(second)).toEqual(['M-21', 'M-22', 'M-23', 'M-24', 'M-25']);
    expect((await listPost('mat', token, { pageBean: { page: 1, pageSize: 5 } })).json()).toMatchObject({ pageSize: 5, total: 25 });
    const byGet = await listGet('alias=mat&page=2&pageSize=10', token);
    expect(byGet.json()).toMatchObject({ page: 2, pageSize: 10, total: 25 });
    expect(codes(byGet)[0]).toBe('M-11');
  });

  it('takes mapParam without braces (query), as JSON, or as an object in the body, and querys by property', async () => {
    const token = await k.token('chenjing');
    const pumps = ['M-04', 'M-08', 'M-12', 'M-16', 'M-20', 'M-24'];
    expect(codes(await listGet(`alias=mat&mapParam=${encodeURIComponent('"name":"离心泵"')}`, token))).toEqual(pumps);
    expect(codes(await listGet(`alias=mat&mapParam=${encodeURIComponent('{"NAME":"离心泵"}')}`, token))).toEqual(pumps);
    expect(codes(await listPost('mat', token, {}, undefined, '"name":"离心泵","category":"spare"'))).toEqual(pumps);
    expect(codes(await listPost('mat', token, { mapParam: { name: '离心泵', stock: 20 } }))).toEqual(['M-20', 'M-24']);
    // The client's operation is ignored: the definition says LK.
    expect(codes(await listPost('mat', token, { querys: [{ property: 'NAME', value: '离心泵', operation: 'EQ' }] }))).toEqual(pumps);
    // An empty search value is no condition.
    expect((await listPost('mat', token, { mapParam: { name: '' } })).json().total).toBe(25);
  });

  it('maps every operator of spec section 4 to its comparison, an unknown one to LK', async () => {
    const token = await k.token('chenjing');
    const run = async (op: string, value: unknown) => {
      const res = await listPost(`op_${op}`, token, { mapParam: { [['LT', 'GT', 'LE', 'GE', 'IN', 'BETWEEN'].includes(op) ? 'stock' : ['ISNULL', 'NOTNULL'].includes(op) ? 'note' : 'name']: value }, pageBean: { page: 1, pageSize: 100 } });
      expect(res.statusCode, `${op} ${res.body}`).toBe(200);
      return codes(res);
    };
    expect(await run('EQ', '物资1')).toEqual(['M-01']);
    expect(await run('EQ', 'pac pump 泵')).toEqual([]);
    expect(await run('EIC', 'pac pump 泵')).toEqual(['M-03']);
    expect(await run('LT', 3)).toEqual(['M-01', 'M-02']);
    expect(await run('GT', '23')).toEqual(['M-24', 'M-25']);
    expect(await run('LE', 2)).toEqual(['M-01', 'M-02']);
    expect(await run('GE', 24)).toEqual(['M-24', 'M-25']);
    expect(await run('NE', '物资1')).toHaveLength(24);
    expect(await run('LK', '资2')).toEqual(['M-02', 'M-21', 'M-22', 'M-23', 'M-25']);
    expect(await run('LFK', '离心')).toHaveLength(6);
    expect(await run('LFK', '泵')).toEqual([]);
    expect(await run('RHK', '泵')).toEqual(['M-03']);
    expect(await run('ISNULL', true)).toHaveLength(20);
    expect(await run('NOTNULL', true)).toEqual(['M-05', 'M-10', 'M-15', 'M-20', 'M-25']);
    expect(await run('IN', [2, 7])).toEqual(['M-02', 'M-07']);
    expect(await run('IN', '2,7')).toEqual(['M-02', 'M-07']);
    expect(await run('BETWEEN', [3, 5])).toEqual(['M-03', 'M-04', 'M-05']);
    expect(await run('FOO', '资2')).toEqual(['M-02', 'M-21', 'M-22', 'M-23', 'M-25']);
  });

  it('keeps a fixed condition whatever the client sends, and sorts by a displayed field on request', async () => {
    const token = await k.token('chenjing');
    const fixed = await listPost('fixed', token, { mapParam: { category: 'chemical' }, pageBean: { page: 1, pageSize: 100 } });
    expect(fixed.json().total).toBe(12);
    expect(codes(fixed)).toContain('M-02');
    const sorted = await listPost('mat', token, { mapParam: { sortField: 'UNITPRICE', orderSeq: 'DESC' }, pageBean: { page: 1, pageSize: 3 } });
    expect(codes(sorted)).toEqual(['M-25', 'M-24', 'M-23']);
  });

  it('gives a dialog that is not paged all its rows, pageSize the count', async () => {
    const res = await listPost('all', await k.token('chenjing'));
    expect(res.json()).toMatchObject({ page: 1, pageSize: 25, total: 25 });
    expect(res.json().rows).toHaveLength(25);
  });

  it('refuses malformed mapParam, unknown parameters and sorts naming the field, in the caller\'s language', async () => {
    const token = await k.token('chenjing');
    const zh = await listPost('mat', token, {}, undefined, '"name":');
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toEqual({ state: false, message: 'mapParam: 应为JSON对象（大括号可省略）', code: 400 });
    expect((await listPost('mat', token, {}, 'en-US', '[1,2]')).json().message).toBe('mapParam: must be a JSON object (its braces may be left out)');
    expect((await listPost('mat', token, {}, 'en-US', '"name":{"$gt":""}')).statusCode).toBe(400);
    const unknown = await listPost('mat', token, { mapParam: { 'name; drop table dlg': 'x' } }, 'en-US');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('mapParam.name; drop table dlg: not a search condition of this dialog');
    const property = await listPost('mat', token, { querys: [{ property: '1=1) or (1', value: 'x' }] });
    expect(property.json().message).toBe('querys.0.property: 不是该对话框的查询条件');
    const sort = await listPost('mat', token, { mapParam: { sortField: 'password_hash' } }, 'en-US');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toBe('mapParam.sortField: the data source has no field password_hash');
    const long = await listGet(`alias=mat&mapParam=${'x'.repeat(4001)}`, token, 'en-US');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('mapParam');
    expect((await listGet('mapParam=%7B%7D', token)).statusCode).toBe(400);
    expect((await listPost('mat', token, { pageBean: { page: 0 } })).statusCode).toBe(400);
  });

  it('treats an injection string as a value: no rows, nothing changed', async () => {
    const token = await k.token('chenjing');
    for (const value of ["' or '1'='1", '%', '_', "x'); delete from form_custom_dialog; --"]) {
      const res = await listPost('op_EQ', token, { mapParam: { name: value } });
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(0);
    }
    expect((await listPost('op_LK', token, { mapParam: { name: '%' } })).json().total).toBe(0);
    expect((await listPost('mat', token)).json().total).toBe(25);
    expect((await byAlias('mat', token)).statusCode).toBe(200);
  });

  it('names a field of the definition its source does not have', async () => {
    const res = await listPost('typo', await k.token('chenjing'), {}, 'en-US');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('displayfield.0.field: the data source has no field nmae');
  });
});

describe('rights of getListData', () => {
  it('refuses a caller no data template over the BO lets read (403), and one the dialog\'s right does not name', async () => {
    const zh = await listPost('mat', await k.token('zhangwei'));
    expect(zh.statusCode).toBe(403);
    expect(zh.json()).toEqual({ state: false, message: '没有查看测试物资数据的权限', code: 403 });
    expect((await listPost('mat', await k.token('wangfang'), {}, 'en-US')).json().message).toBe('You may not view the data of 测试物资');
    expect((await listPost('directorsOnly', await k.token('chenjing'))).statusCode).toBe(403);
    // zhangwei may use the dialog, yet not read its BO.
    expect((await listPost('directorsOnly', await k.token('zhangwei'))).statusCode).toBe(403);
    expect((await listPost('mat', await k.token('admin'))).json().total).toBe(25);
  });

  it('shows only the rows the template\'s row filters give the caller', async () => {
    expect(codes(await listPost('filtered', await k.token('lijun')))).toEqual(['M-01', 'M-03']);
    expect((await listPost('filtered', await k.token('chenjing'))).json()).toEqual({ rows: [], total: 0, page: 1, pageSize: 20 });
    expect((await listPost('filtered', await k.token('admin'))).json().total).toBe(4);
  });
});

describe('getListData over registered sources', () => {
  it('lists active staff with organisation and post, searched by name', async () => {
    const res = await listPost('people', await k.token('chenjing'), { mapParam: { name: '李' } });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.account)).toEqual(expect.arrayContaining(['lijun', 'liqiang']));
    expect(rows.find((r) => r.account === 'lijun')).toEqual({ id: await k.userId('lijun'), name: '李军', account: 'lijun', org: expect.any(String), post: expect.any(String) });
    // sunli is disabled: not offered.
    expect((await listPost('people', await k.token('chenjing'), { mapParam: { name: '孙丽' } })).json().total).toBe(0);
  });

  it('gives a tree its roots, then a node\'s children by pid, each with id, pid, displayName and isParent', async () => {
    const token = await k.token('chenjing');
    const roots = await listPost('orgs', token);
    expect(roots.statusCode, roots.body).toBe(200);
    const root = roots.json().rows.find((r: Record<string, unknown>) => r.isParent === true);
    expect(root).toMatchObject({ pid: null, parent_id: null, displayName: root.name, id: root.id });
    const children = await listGet(`alias=orgs&pid=${root.id}`, token);
    expect(children.json().rows.length).toBeGreaterThan(0);
    expect(children.json().rows.every((r: Record<string, unknown>) => r.pid === root.id && typeof r.isParent === 'boolean' && r.displayName === r.name)).toBe(true);
    expect(children.json().pageSize).toBe(children.json().rows.length);
    // A search looks at every level.
    const found = await listPost('orgs', token, { mapParam: { name: '设备' } });
    expect(found.json().rows.some((r: Record<string, unknown>) => r.pid === root.id)).toBe(true);
  });

  it('refuses pid on a list dialog', async () => {
    const res = await listGet('alias=mat&pid=x', await k.token('chenjing'), 'en-US');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('pid: only tree dialogs load the children of a node');
  });
});

describe('getListData of REST dialogs (the server calls the allow-listed URL)', () => {
  it('GETs with the search values as query parameters, the header of the definition and {page} placeholders', async () => {
    rest.seen.length = 0;
    const res = await listPost('restGet', await k.token('chenjing'), { mapParam: { keyword: '泵 & 阀', kind: 'ignored' }, pageBean: { page: 2, pageSize: 2 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rows: [{ id: 'r1', name: '泵A' }, { id: 'r2', name: '泵B' }], total: 42, page: 2, pageSize: 2 });
    const seen = rest.seen[0];
    expect(seen.method).toBe('GET');
    const url = new URL(seen.url, 'http://x');
    expect(url.pathname).toBe('/items');
    expect(Object.fromEntries(url.searchParams)).toEqual({ p: '2', s: '2', keyword: '泵 & 阀', kind: 'pump' });
    expect(seen.headers['x-api-key']).toBe('s3cret');
    expect(seen.headers.authorization).toBeUndefined();
  });

  it('POSTs the dataParam template filled with values, typed where a placeholder stands alone', async () => {
    rest.seen.length = 0;
    const res = await listPost('restPost', await k.token('lijun'), { mapParam: { keyword: 'a"b}' } });
    expect(res.statusCode, res.body).toBe(200);
    const body = JSON.parse(rest.seen[0].body);
    const lijun = await k.userId('lijun');
    expect(body).toEqual({ q: 'a"b}', kind: 'pump', page: 1, size: 20, who: lijun, org: expect.any(String), post: expect.any(String), note: 'kw=a"b}' });
    expect(body.org).not.toBe('');
    const posts = await t.db.selectFrom('uc_user_post').select('post_id').where('user_id', '=', lijun).execute();
    expect(posts.map((p) => p.post_id)).toContain(body.post);
  });

  it('reads a bare list with total the number of rows', async () => {
    const res = await listPost('restBare', await k.token('chenjing'));
    expect(res.json()).toEqual({ rows: [{ id: 'a', name: 'Alpha' }, { id: 'b', name: 'Beta' }], total: 2, page: 1, pageSize: 2 });
  });

  it('gives the spec\'s three errors in the caller\'s language', async () => {
    const token = await k.token('chenjing');
    const badJson = await listPost('restBadJson', token, {}, 'en-US');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe('POST parameters are not valid JSON');
    expect((await listPost('restBadJson', token)).json().message).toBe('POST参数不是合法的JSON');
    expect((await listPost('restBadJson', token, {}, 'zh-TW')).json().message).toBe('POST參數不是合法的JSON');
    const badHeader = await listPost('restBadHeader', token, {}, 'en-US');
    expect(badHeader.statusCode).toBe(400);
    expect(badHeader.json().message).toBe('The request header is not valid JSON format');
    expect((await listPost('restBadHeader', token)).json().message).toBe('请求头不是合法的JSON格式');
    const undefinedName = await listPost('restUndefined', token, {}, 'en-US');
    expect(undefinedName.statusCode).toBe(400);
    expect(undefinedName.json().message).toBe('nope is not defined');
    expect((await listPost('restUndefinedUrl', token, {}, 'en-US')).json().message).toBe('tenant is not defined');
    expect((await listPost('restUndefined', token)).json().message).toBe('nope未定义');
  });

  it('never calls a host off the allow-list, nor follows a redirect; upstream failures are 502', async () => {
    const token = await k.token('chenjing');
    other.seen.length = 0;
    const refused = await listPost('restOtherHost', token, {}, 'en-US');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`host not allowed: 127.0.0.1:${other.port}`);
    expect((await listPost('restMetadata', token)).json().message).toBe('不允许访问该主机：169.254.169.254');
    expect((await listPost('restFile', token, {}, 'en-US')).json().message).toBe('The dialog data URL is not valid: file://');
    const moved = await listPost('restMoved', token, {}, 'en-US');
    expect(moved.statusCode).toBe(502);
    expect(moved.json().message).toBe('The dialog data source answered 302: Found');
    expect(other.seen).toEqual([]);
    const broken = await listPost('restBroken', token, {}, 'en-US');
    expect(broken.statusCode).toBe(502);
    expect(broken.json().message).toBe('The dialog data source answered 500: database down');
  });
});
