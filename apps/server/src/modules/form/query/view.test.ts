import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { systemClock } from '../../../platform/clock.js';
import { formServices } from '../../../seed/forms/index.js';
import { readSheet } from '../../../platform/sheet.js';
import { formKit, type FormKit } from '../test-kit.js';

let t: TestApp;
let k: FormKit;
const V = '/form/form/query/queryView';
const DATA = `${V}/data_lab/monthly`;
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const FORMULA = '=HYPERLINK("http://evil.example","x")';
const items = ['cod', 'bod5', 'nh3n', 'tn', 'tp', 'ss', 'ph'] as const;

beforeAll(async () => {
  t = await createTestApp();
  k = formKit(t);
  const tenant = await k.plantId();
  const director = await k.roleId('director');
  const chenjing = await k.userId('chenjing');
  const yangfan = await k.userId('yangfan');
  // A small lab_results (the template the registered view reads), its sampling point free text so a formula can reach a sheet.
  await k.bos.define(tenant, null, {
    alias: 'lab_results', name: '化验数据', fields: [
      { key: 'sampleDate', label: '采样日期', type: 'date', required: true }, { key: 'samplePoint', label: '采样点', type: 'text' },
      ...items.map((key) => ({ key, label: key, type: 'number' as const })), { key: 'overLimit', label: '是否超标', type: 'switch' },
    ],
  });
  await k.templates.define(tenant, null, {
    alias: 'lab_results', name: '化验数据', boAlias: 'lab_results', formKey: 'lab_results',
    right: [{ type: 'role', id: director }, { type: 'user', id: `${chenjing},${yangfan}` }],
    displayField: [{ name: 'sampleDate', desc: '日期' }, { name: 'cod', desc: 'COD', right: [{ type: 'role', id: director }] }],
    filterField: [
      { key: 'all', name: '全部', right: [{ type: 'role', id: director }], condition: [{ property: 'sampleDate', operation: 'NOTNULL' }] },
      { key: 'out', name: '总出水', right: [{ type: 'user', id: chenjing }], condition: [{ property: 'samplePoint', operation: 'EQ', value: 'effluent' }] },
    ],
  });
  const admin = await k.token('admin');
  const rows: Array<[string, string, number[], boolean]> = [
    ['2026-01-05', 'influent', [300, 120, 30, 40, 4, 200, 7.2], false],
    ['2026-01-20', 'influent', [200, 100, 20, 30, 3, 100, 7.4], false],
    ['2026-01-05', 'effluent', [20, 4, 1, 10, 0.2, 5, 7.0], false],
    ['2026-01-20', 'effluent', [60, 12, 6, 16, 0.6, 12, 7.2], true],
    ['2026-02-03', 'effluent', [30, 5, 2, 12, 0.3, 6, 7.1], false],
    ['2026-02-10', FORMULA, [10, 2, 1, 5, 0.1, 3, 7.0], false],
  ];
  for (const [sampleDate, samplePoint, v, overLimit] of rows) {
    const values = { sampleDate, samplePoint, overLimit, ...Object.fromEntries(items.map((key, i) => [key, v[i]])) };
    expect((await k.post('/form/form/dataTemplate/v1/boSave/lab_results', admin, { templateKey: 'lab_results', lab_results: values })).statusCode).toBe(200);
  }
  const { queryViews } = formServices(t.db, t.config.dataDir, systemClock).data;
  const shows = [
    { fieldName: 'month', fieldDesc: '月份', defaultSort: 'DESC' as const, sortSeq: 0 }, { fieldName: 'samplingPoint', fieldDesc: '采样点', defaultSort: 'ASC' as const, sortSeq: 1 },
    ...items.map((i) => ({ fieldName: i, fieldDesc: `${i}均值` })), { fieldName: 'samples', fieldDesc: '样品数' }, { fieldName: 'overLimitCount', fieldDesc: '超标次数' },
  ];
  await queryViews.define(tenant, null, {
    sqlAlias: 'lab', alias: 'monthly', name: '月度水质', view: 'water_quality_monthly', shows, pageSize: 10,
    conditions: [{ fieldName: 'monthFrom', fieldDesc: '起始月份', control: 'month' }, { fieldName: 'samplingPoint', fieldDesc: '采样点', control: 'select' }],
    buttons: [{ name: 'search', desc: '查询' }, { name: 'export', desc: '导出' }],
  });
  await queryViews.define(tenant, null, { sqlAlias: 'lab', alias: 'directors', name: '厂领导水质', view: 'water_quality_monthly', shows, right: [{ type: 'role', id: director }] });
});
afterAll(() => t.close());

/** The figures of a month and point as hand-computed from the fixture above. */
const row = (month: string, samplingPoint: string, v: Array<number | null>, samples: number, overLimitCount: number) =>
  ({ month, samplingPoint, ...Object.fromEntries(items.map((k, i) => [k, v[i]])), samples, overLimitCount });
const FEB_FORMULA = row('2026-02', FORMULA, [10, 2, 1, 5, 0.1, 3, 7], 1, 0);
const FEB_OUT = row('2026-02', 'effluent', [30, 5, 2, 12, 0.3, 6, 7.1], 1, 0);
const JAN_OUT = row('2026-01', 'effluent', [40, 8, 3.5, 13, 0.4, 8.5, 7.1], 2, 1);
const JAN_IN = row('2026-01', 'influent', [250, 110, 25, 35, 3.5, 150, 7.3], 2, 0);

describe('GET /form/query/queryView/getJson', () => {
  it('answers the view\'s shows, conditions, buttons and paging with the registered view\'s columns and parameters', async () => {
    const res = await k.get(`${V}/getJson?sqlAlias=lab&alias=monthly`, await k.token('chenjing'));
    expect(res.statusCode).toBe(200);
    const v = res.json();
    expect(v).toMatchObject({ sqlAlias: 'lab', alias: 'monthly', name: '月度水质', view: 'water_quality_monthly', pageSize: 10, needPage: 1, buttons: [{ name: 'search', desc: '查询' }, { name: 'export', desc: '导出' }] });
    expect(v.shows[0]).toEqual({ fieldName: 'month', fieldDesc: '月份', defaultSort: 'DESC', sortSeq: 0 });
    expect(v.conditions).toEqual([
      { fieldName: 'monthFrom', fieldDesc: '起始月份', operation: 'EQ', control: 'month' }, { fieldName: 'samplingPoint', fieldDesc: '采样点', operation: 'EQ', control: 'select' },
    ]);
    expect(v.columns.slice(0, 3)).toEqual([
      { name: 'month', type: 'month', label: '月份' },
      { name: 'samplingPoint', type: 'text', label: '采样点', options: [{ key: 'influent', name: '进水' }, { key: 'secondary', name: '二沉池出水' }, { key: 'effluent', name: '总出水' }] },
      { name: 'cod', type: 'number', label: 'COD均值' },
    ]);
    expect(v.parameters.map((p: { name: string }) => p.name)).toEqual(['monthFrom', 'monthTo', 'samplingPoint']);
  });

  it('answers 404 for an unknown view and 403 to whom its right leaves out', async () => {
    const token = await k.token('chenjing');
    const res = await k.get(`${V}/getJson?sqlAlias=lab&alias=nope`, token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('查询视图不存在：lab/nope');
    expect((await k.get(`${V}/getJson?sqlAlias=lab&alias=nope`, token, 'en-US')).json().message).toBe('No query view lab/nope');
    expect((await k.get(`${V}/getJson?sqlAlias=lab&alias=directors`, token)).statusCode).toBe(403);
    expect((await k.get(`${V}/getJson?sqlAlias=lab&alias=directors`, await k.token('zhangwei'))).statusCode).toBe(200);
    expect((await k.get(`${V}/getJson?sqlAlias=lab`, token)).statusCode).toBe(400);
  });
});

describe('POST /form/query/queryView/data_{sqlAlias}/{alias}', () => {
  it('groups by month and sampling point with the averages and counts worked out by hand, in the default order', async () => {
    const res = await k.post(DATA, await k.token('zhangwei'), {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rows: [FEB_FORMULA, FEB_OUT, JAN_OUT, JAN_IN], total: 4, page: 1, pageSize: 10 });
  });

  it('feeds parameters (params or querys on them) to the view, filters columns and sorts and pages as asked', async () => {
    const token = await k.token('zhangwei');
    expect((await k.post(DATA, token, { params: { monthFrom: '2026-02' } })).json().rows).toEqual([FEB_FORMULA, FEB_OUT]);
    expect((await k.post(DATA, token, { querys: [{ property: 'samplingPoint', value: 'effluent' }] })).json().rows).toEqual([FEB_OUT, JAN_OUT]);
    expect((await k.post(DATA, token, { querys: [{ property: 'samples', operation: 'GE', value: 2 }], sorter: [{ property: 'cod', direction: 'ASC' }] })).json().rows).toEqual([JAN_OUT, JAN_IN]);
    expect((await k.post(DATA, token, { pageBean: { page: 2, pageSize: 3 } })).json()).toEqual({ rows: [JAN_IN], total: 4, page: 2, pageSize: 3 });
  });

  it('reads the template with the caller\'s rights: their rows only, a column hidden from them empty, nothing without a filter, 403 without the template', async () => {
    expect((await k.post(DATA, await k.token('chenjing'), {})).json().rows).toEqual([{ ...FEB_OUT, cod: null }, { ...JAN_OUT, cod: null }]);
    expect((await k.post(DATA, await k.token('yangfan'), {})).json()).toEqual({ rows: [], total: 0, page: 1, pageSize: 10 });
    const outsider = await k.post(DATA, await k.token('lijun'), {});
    expect(outsider.statusCode).toBe(403);
    expect((await k.post(`${V}/data_lab/directors`, await k.token('chenjing'), {})).statusCode).toBe(403);
  });

  it('refuses unknown fields in filters and sorts, unknown or malformed parameters, naming them; values are bound', async () => {
    const token = await k.token('zhangwei');
    const filter = await k.post(DATA, token, { querys: [{ property: 'colour', value: 'x' }] });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().message).toMatch(/^querys\.property: unknown property 'colour'/);
    const sort = await k.post(DATA, token, { sorter: [{ property: 'month; drop table uc_user', direction: 'ASC' }] });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toContain("'month; drop table uc_user'");
    const param = await k.post(DATA, token, { params: { colour: 'x' } });
    expect(param.json().message).toBe('params.colour: 没有查询条件“colour”');
    const month = await k.post(DATA, token, { params: { monthFrom: '2026-13' } }, 'en-US');
    expect(month.statusCode).toBe(400);
    expect(month.json().message).toBe('params.monthFrom: value not allowed: 2026-13');
    expect((await k.post(DATA, token, { params: { samplingPoint: "effluent' or '1'='1" } })).statusCode).toBe(400);
    expect((await k.post(DATA, token, { querys: [{ property: 'month', value: "2026-01' or '1'='1" }] })).json().total).toBe(0);
    expect((await k.post(`${V}/data_lab/nope`, token, {})).statusCode).toBe(404);
  });
});

describe('POST /form/query/queryView/export', () => {
  const exportUrl = (q: string) => `${V}/export?sqlAlias=lab&alias=monthly${q}`;

  it('writes the shown columns under their titles, codes as labels, formula-looking text as text', async () => {
    const res = await k.post(exportUrl('&getType=all'), await k.token('zhangwei'), {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('月度水质.xlsx')}`);
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.headers).toEqual(['月份', '采样点', ...items.map((i) => `${i}均值`), '样品数', '超标次数']);
    expect(sheet.rows.map((r) => r.cells.slice(0, 4))).toEqual([['2026-02', FORMULA, '10', '2'], ['2026-02', '总出水', '30', '5'], ['2026-01', '总出水', '40', '8'], ['2026-01', '进水', '250', '110']]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const cell = book.worksheets[0].getRow(2).getCell(2);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.formula).toBeUndefined();
    expect(cell.numFmt).toBe('@');
    expect(book.worksheets[0].getRow(5).getCell(3).value).toBe(250);
  });

  it('takes expField (Base64 of fieldNames) and one page; refuses bad or unknown fields and callers the view leaves out', async () => {
    const token = await k.token('zhangwei');
    const page = await k.post(exportUrl(`&getType=page&expField=${b64('samplingPoint,cod')}`), token, { pageBean: { page: 2, pageSize: 3 } });
    expect(page.statusCode).toBe(200);
    const sheet = await readSheet(page.rawPayload);
    expect(sheet.headers).toEqual(['采样点', 'cod均值']);
    expect(sheet.rows.map((r) => r.cells)).toEqual([['进水', '250']]);
    const bad = await k.post(exportUrl('&expField=%%%'), token, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('expField: 应为以逗号分隔的字段名的Base64编码');
    const unknown = await k.post(exportUrl(`&expField=${b64('month,secret')}`), token, {}, 'en-US');
    expect(unknown.json().message).toBe('expField: no field "secret"');
    expect((await k.post(`${V}/export?sqlAlias=lab&alias=directors`, await k.token('chenjing'), {})).statusCode).toBe(403);
    expect((await k.post(exportUrl(''), await k.token('chenjing'), {})).statusCode).toBe(200);
  });
});

describe('a custom chart over the registered view', () => {
  it('feeds its fixed parameter to the view whatever the caller sends for it', async () => {
    const { charts } = formServices(t.db, t.config.dataDir, systemClock).data;
    await charts.define(await k.plantId(), null, {
      alias: 'effluent_cod', name: '出水COD', style: 'line', source: { view: 'water_quality_monthly' }, xaxisField: { field: 'month', comment: '月份' },
      displayfield: [{ field: 'cod', comment: 'COD', aggregate: 'max' }],
      conditionfield: [{ field: 'samplingPoint', comment: '采样点', defaultType: 'fixed', defaultValue: 'effluent' }],
    });
    const token = await k.token('zhangwei');
    const chart = (body: object) => k.post('/form/form/customChart/v1/getListData?alias=effluent_cod', token, body);
    const effluent = [{ month: '2026-01', cod: 40 }, { month: '2026-02', cod: 30 }];
    expect((await chart({})).json().rows).toEqual(effluent);
    expect((await chart({ params: { samplingPoint: 'influent' } })).json().rows).toEqual(effluent);
    expect((await chart({ querys: [{ property: 'samplingPoint', value: 'influent' }] })).json().rows).toEqual(effluent);
  });
});
