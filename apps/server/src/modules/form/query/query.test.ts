import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { systemClock } from '../../../platform/clock.js';
import { formServices } from '../../../seed/forms/index.js';
import { formKit, type FormKit } from '../test-kit.js';

let t: TestApp;
let k: FormKit;
const Q = '/form/form/customQuery/v1';
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const run = (token: string, body: object, lang?: string) => k.post(`${Q}/query`, token, body, lang);
const base64Run = (token: string, alias: string, queryData: string, page = 1, lang?: string) =>
  k.get(`${Q}/doQueryBase64?alias=${alias}&queryData=${encodeURIComponent(queryData)}&page=${page}`, token, lang);
const codes = (res: { json(): { rows: Array<{ code: string }> } }) => res.json().rows.map((r) => r.code);

beforeAll(async () => {
  t = await createTestApp();
  k = formKit(t);
  const tenant = await k.plantId();
  const director = await k.roleId('director');
  const chenjing = await k.userId('chenjing');
  const yangfan = await k.userId('yangfan');
  await k.bos.define(tenant, null, {
    alias: 'mats', name: '物资', fields: [
      { key: 'code', label: '编码', type: 'text', required: true }, { key: 'name', label: '名称', type: 'text' },
      { key: 'category', label: '类别', type: 'select', options: [{ key: 'chemical', name: '药剂' }, { key: 'spare', name: '备件' }] },
      { key: 'stock', label: '库存', type: 'number' },
    ],
  });
  // Directors see everything; chenjing the chemicals without their stock; yangfan may open the template but holds no filter.
  await k.templates.define(tenant, null, {
    alias: 'mats', name: '物资', boAlias: 'mats', formKey: 'mats',
    right: [{ type: 'role', id: director }, { type: 'user', id: `${chenjing},${yangfan}` }],
    displayField: [{ name: 'code', desc: '编码' }, { name: 'stock', desc: '库存', right: [{ type: 'role', id: director }] }],
    filterField: [
      { key: 'all', name: '全部', right: [{ type: 'role', id: director }], condition: [{ property: 'code', operation: 'NOTNULL' }] },
      { key: 'chem', name: '药剂', right: [{ type: 'user', id: chenjing }], condition: [{ property: 'category', operation: 'EQ', value: 'chemical' }] },
    ],
  });
  const admin = await k.token('admin');
  for (const [code, name, category, stock] of [['M001', '聚合氯化铝PAC', 'chemical', 10], ['M002', '聚丙烯酰胺PAM', 'chemical', 5], ['M003', '轴承', 'spare', 8], ['M004', '次氯酸钠', 'chemical', 3]] as const) {
    expect((await k.post('/form/form/dataTemplate/v1/boSave/mats', admin, { templateKey: 'mats', mats: { code, name, category, stock } })).statusCode).toBe(200);
  }
  const { queries } = formServices(t.db, t.config.dataDir, systemClock).data;
  await queries.define(tenant, null, {
    alias: 'mats_by_cat', name: '按类别查物资', source: { template: 'mats' }, pageSize: 2,
    conditionfield: [{ field: 'category', comment: '类别', condition: 'EQ' }, { field: 'name', comment: '名称', condition: 'LK' }],
    resultfield: [{ field: 'code', comment: '编码' }, { field: 'name', comment: '名称' }, { field: 'stock', comment: '库存' }],
    sortfield: [{ field: 'code', sortType: 'ASC' }],
  });
  await queries.define(tenant, null, {
    alias: 'mats_for_directors', name: '物资（厂领导）', source: { template: 'mats' }, needPage: 0, right: [{ type: 'role', id: director }],
    conditionfield: [{ field: 'category', comment: '类别', condition: 'EQ', defaultType: 'fixed', defaultValue: 'chemical' }],
    resultfield: [{ field: 'code', comment: '编码' }], sortfield: [{ field: 'code', sortType: 'DESC' }],
  });
});
afterAll(() => t.close());

describe('POST /form/customQuery/v1/getByAlias', () => {
  it('takes the raw alias as text, a JSON string or {alias}, and answers the definition', async () => {
    const token = await k.token('zhangwei');
    const raw = await t.call({ method: 'POST', url: `${Q}/getByAlias`, token, headers: { 'content-type': 'text/plain' }, payload: 'mats_by_cat' });
    expect(raw.statusCode).toBe(200);
    expect(raw.json()).toMatchObject({
      alias: 'mats_by_cat', name: '按类别查物资', dsType: 'dataSource', source: { template: 'mats' }, needPage: 1, pageSize: 2,
      conditionfield: [{ field: 'category', comment: '类别', condition: 'EQ', defaultType: 'param' }, { field: 'name', comment: '名称', condition: 'LK', defaultType: 'param' }],
      resultfield: [{ field: 'code', comment: '编码' }, { field: 'name', comment: '名称' }, { field: 'stock', comment: '库存' }],
      sortfield: [{ field: 'code', sortType: 'ASC' }],
    });
    expect(typeof raw.json().id).toBe('string');
    expect((await t.call({ method: 'POST', url: `${Q}/getByAlias`, token, headers: { 'content-type': 'application/json' }, payload: '"mats_by_cat"' })).json().alias).toBe('mats_by_cat');
    expect((await k.post(`${Q}/getByAlias`, token, { alias: 'mats_by_cat' })).json().alias).toBe('mats_by_cat');
  });

  it('answers 404 for an unknown alias, in the caller\'s language, and 403 to whom the definition leaves out', async () => {
    const token = await k.token('chenjing');
    const unknown = await k.post(`${Q}/getByAlias`, token, { alias: "x' or '1'='1" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ state: false, message: "自定义查询不存在：x' or '1'='1", code: 404 });
    expect((await k.post(`${Q}/getByAlias`, token, { alias: 'nope' }, 'en-US')).json().message).toBe('No custom query with alias nope');
    const refused = await k.post(`${Q}/getByAlias`, token, { alias: 'mats_for_directors' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('没有使用物资（厂领导）的权限');
    expect((await k.post(`${Q}/getByAlias`, token, { alias: 'mats_for_directors' }, 'en-US')).json().message).toBe('You may not use 物资（厂领导）');
    expect((await k.post(`${Q}/getByAlias`, token, { alias: '' })).statusCode).toBe(400);
    expect((await k.post(`${Q}/getByAlias`, token, { alias: 'a'.repeat(65) })).statusCode).toBe(400);
  });
});

describe('POST /form/customQuery/v1/query', () => {
  it('pages the result fields in the definition\'s order and size, values by field or label', async () => {
    const token = await k.token('zhangwei');
    const first = await run(token, { alias: 'mats_by_cat', params: { category: 'chemical' } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      rows: [{ code: 'M001', name: '聚合氯化铝PAC', stock: 10 }, { code: 'M002', name: '聚丙烯酰胺PAM', stock: 5 }], total: 3, page: 1, pageSize: 2,
    });
    expect((await run(token, { alias: 'mats_by_cat', params: { category: 'chemical' }, page: 2 })).json()).toEqual({ rows: [{ code: 'M004', name: '次氯酸钠', stock: 3 }], total: 3, page: 2, pageSize: 2 });
    expect(codes(await run(token, { alias: 'mats_by_cat', params: { 类别: 'chemical', 名称: '氯' }, pageSize: 10 }))).toEqual(['M001', 'M004']);
    // An empty value is no condition.
    expect((await run(token, { alias: 'mats_by_cat', params: { category: '' } })).json().total).toBe(4);
    // needPage 0: every row; its fixed condition is not the caller's to change.
    expect(codes(await run(token, { alias: 'mats_for_directors', params: { category: 'spare' } }))).toEqual(['M004', 'M002', 'M001']);
  });

  it('gives each caller only what the template lets them read: rows by its filters, hidden columns empty', async () => {
    const mine = await run(await k.token('chenjing'), { alias: 'mats_by_cat', params: {}, pageSize: 10 });
    expect(mine.json().rows).toEqual([
      { code: 'M001', name: '聚合氯化铝PAC', stock: null }, { code: 'M002', name: '聚丙烯酰胺PAM', stock: null }, { code: 'M004', name: '次氯酸钠', stock: null },
    ]);
    expect((await run(await k.token('yangfan'), { alias: 'mats_by_cat', params: {} })).json()).toEqual({ rows: [], total: 0, page: 1, pageSize: 2 });
    const outsider = await run(await k.token('lijun'), { alias: 'mats_by_cat', params: {} });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe('没有查看该数据报表的权限');
  });

  it('refuses unknown conditions, over-long values and bad paging naming the field; values are bound, never SQL', async () => {
    const token = await k.token('zhangwei');
    const unknown = await run(token, { alias: 'mats_by_cat', params: { colour: 'red' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('params.colour: 没有查询条件“colour”');
    expect((await run(token, { alias: 'mats_by_cat', params: { colour: 'red' } }, 'en-US')).json().message).toBe('params.colour: no query condition "colour"');
    expect((await run(token, { alias: 'mats_by_cat', params: { name: 'x'.repeat(501) } })).statusCode).toBe(400);
    expect((await run(token, { alias: 'mats_by_cat', params: {}, pageSize: 0 })).statusCode).toBe(400);
    expect((await run(token, { alias: 'mats_by_cat', params: { category: "chemical' or '1'='1" } })).json().total).toBe(0);
    expect((await run(token, { alias: 'mats_by_cat', params: { name: '%' } })).json().total).toBe(0);
    expect((await run(token, { params: {} })).statusCode).toBe(400);
    expect((await run(token, { alias: 'nope', params: {} })).statusCode).toBe(404);
  });
});

describe('GET /form/customQuery/v1/doQueryBase64', () => {
  it('reads queryData encoded once or twice, UTF-8 text and percent-encoded text, with the definition\'s page size', async () => {
    const token = await k.token('zhangwei');
    const spare = JSON.stringify([{ key: 'category', value: 'spare' }]);
    const once = await base64Run(token, 'mats_by_cat', b64(spare));
    expect(once.statusCode).toBe(200);
    expect(once.json()).toEqual({ rows: [{ code: 'M003', name: '轴承', stock: 8 }], total: 1, page: 1, pageSize: 2 });
    expect(codes(await base64Run(token, 'mats_by_cat', b64(b64(spare))))).toEqual(['M003']);
    const chinese = JSON.stringify([{ key: '名称', value: '氯' }]);
    expect(codes(await base64Run(token, 'mats_by_cat', b64(b64(chinese))))).toEqual(['M001', 'M004']);
    expect(codes(await base64Run(token, 'mats_by_cat', b64(encodeURIComponent(chinese))))).toEqual(['M001', 'M004']);
    // URL-safe Base64 without padding, and a '+' the query string turned into a space.
    expect(codes(await base64Run(token, 'mats_by_cat', b64(chinese).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')))).toEqual(['M001', 'M004']);
    const plus = b64(JSON.stringify([{ key: 'name', value: '举' }]));
    expect(plus).toContain('+');
    expect((await k.get(`${Q}/doQueryBase64?alias=mats_by_cat&queryData=${plus}`, token)).statusCode).toBe(200);
    expect(codes(await base64Run(token, 'mats_by_cat', '', 2))).toEqual(['M003', 'M004']);
  });

  it('refuses malformed Base64, text that is not a JSON array of {key, value}, and unknown keys, naming queryData', async () => {
    const token = await k.token('zhangwei');
    for (const bad of ['@@@', b64('hello'), b64('{"key":"category"}'), b64('[{"value":1}]'), b64('[1,2]'), b64(b64(b64('[]'))), b64('[{"key":"name","value":{"$ne":1}}]')]) {
      const res = await base64Run(token, 'mats_by_cat', bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('queryData: 应为JSON数组[{key,value}]的Base64编码');
    }
    expect((await base64Run(token, 'mats_by_cat', '@@@', 1, 'en-US')).json().message).toBe('queryData: must be Base64 of a JSON array [{key,value}]');
    const latin1 = Buffer.from([0x5b, 0xff, 0x5d]).toString('base64');
    expect((await base64Run(token, 'mats_by_cat', latin1)).statusCode).toBe(400);
    const unknown = await base64Run(token, 'mats_by_cat', b64(JSON.stringify([{ key: "1' or '1'='1", value: 1 }])));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("queryData.1' or '1'='1: 没有查询条件“1' or '1'='1”");
    expect((await k.get(`${Q}/doQueryBase64?alias=mats_by_cat&queryData=${'A'.repeat(20001)}`, token)).statusCode).toBe(400);
    expect((await k.get(`${Q}/doQueryBase64?alias=mats_by_cat&page=0`, token)).statusCode).toBe(400);
  });
});
