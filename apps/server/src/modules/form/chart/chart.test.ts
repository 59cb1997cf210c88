import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { systemClock } from '../../../platform/clock.js';
import { formServices } from '../../../seed/forms/index.js';
import { formKit, type FormKit } from '../test-kit.js';

let t: TestApp;
let k: FormKit;
const C = '/form/form/customChart/v1';
// 2026-03-10 12:00 at the plant: the last 90 days run from 2025-12-11.
const now = new Date('2026-03-10T04:00:00Z');
const listData = (token: string, alias: string, body: object = {}, lang?: string) => k.post(`${C}/getListData?alias=${encodeURIComponent(alias)}`, token, body, lang);

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  k = formKit(t);
  const tenant = await k.plantId();
  const director = await k.roleId('director');
  const chenjing = await k.userId('chenjing');
  await k.bos.define(tenant, null, {
    alias: 'ops', name: '日报', fields: [
      { key: 'reportDate', label: '日期', type: 'date', required: true },
      { key: 'weather', label: '天气', type: 'select', options: [{ key: 'sunny', name: '晴' }, { key: 'rain', name: '雨' }] },
      { key: 'inflow', label: '进水量', type: 'number' }, { key: 'outflow', label: '出水量', type: 'number' },
    ],
  });
  await k.templates.define(tenant, null, {
    alias: 'ops', name: '日报', boAlias: 'ops', formKey: 'ops',
    right: [{ type: 'role', id: director }, { type: 'user', id: chenjing }],
    displayField: [{ name: 'reportDate', desc: '日期' }, { name: 'outflow', desc: '出水量', right: [{ type: 'role', id: director }] }],
  });
  const admin = await k.token('admin');
  const rows: Array<[string, string, number, number]> = [
    ['2026-03-09', 'sunny', 100, 90], ['2026-03-09', 'rain', 50, 45], ['2026-03-01', 'rain', 80, 70], ['2026-02-15', 'sunny', 60, 50], ['2025-12-01', 'rain', 40, 30],
  ];
  for (const [reportDate, weather, inflow, outflow] of rows) {
    expect((await k.post('/form/form/dataTemplate/v1/boSave/ops', admin, { templateKey: 'ops', ops: { reportDate, weather, inflow, outflow } })).statusCode).toBe(200);
  }
  const { charts } = formServices(t.db, t.config.dataDir, systemClock).data;
  const x = { field: 'reportDate', comment: '日期' };
  await charts.define(tenant, null, {
    alias: 'daily', name: '进水量趋势', style: 'line', source: { template: 'ops' }, xaxisField: { ...x, bucket: 'day' },
    displayfield: [{ field: 'inflow', comment: '进水量', aggregate: 'sum', precision: 0 }, { field: 'outflow', comment: '出水量', aggregate: 'sum', precision: 0 }],
    conf: { lastDays: 90 },
  });
  await charts.define(tenant, null, {
    alias: 'monthly', name: '月度进水', style: 'bar', source: { template: 'ops' }, xaxisField: { ...x, bucket: 'month' }, height: 300,
    displayfield: [
      { field: 'inflow', comment: '平均', aggregate: 'avg' }, { field: 'inflow', comment: '最大', aggregate: 'max' },
      { field: 'inflow', comment: '最小', aggregate: 'min' }, { field: 'reportDate', comment: '天数', aggregate: 'count' },
    ],
  });
  await charts.define(tenant, null, {
    alias: 'rainy', name: '雨天进水', style: 'pie', source: { template: 'ops' }, xaxisField: { field: 'weather', comment: '天气' },
    displayfield: [{ field: 'inflow', comment: '进水量', aggregate: 'sum' }], right: [{ type: 'role', id: director }],
    conditionfield: [{ field: 'weather', comment: '天气', condition: 'EQ', defaultType: 'fixed', defaultValue: 'rain' }], conf: { maxLength: 2 },
  });
});
afterAll(() => t.close());

describe('GET /form/customChart/v1/get/{id}', () => {
  it('answers the definition by alias or id: style by name, 100% × 360 unless set', async () => {
    const token = await k.token('zhangwei');
    const res = await k.get(`${C}/get/daily`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      alias: 'daily', name: '进水量趋势', style: 'line', width: '100%', height: 360, source: { template: 'ops' },
      xaxisField: { field: 'reportDate', comment: '日期', bucket: 'day' },
      displayfield: [{ field: 'inflow', comment: '进水量', aggregate: 'sum', yAxis: 0, precision: 0 }, { field: 'outflow', comment: '出水量', aggregate: 'sum', yAxis: 0, precision: 0 }],
      conf: { lastDays: 90 },
    });
    expect((await k.get(`${C}/get/${res.json().id}`, token)).json().alias).toBe('daily');
    expect((await k.get(`${C}/get/monthly`, token)).json()).toMatchObject({ style: 'bar', height: 300 });
  });

  it('answers 404 for an unknown chart and 403 to whom its right leaves out, in the caller\'s language', async () => {
    const token = await k.token('chenjing');
    const res = await k.get(`${C}/get/nope`, token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('自定义图表不存在：nope');
    expect((await k.get(`${C}/get/nope`, token, 'en-US')).json().message).toBe('No custom chart nope');
    expect((await k.get(`${C}/get/rainy`, token)).statusCode).toBe(403);
    expect((await k.get(`${C}/get/rainy`, token, 'en-US')).json().message).toBe('You may not use 雨天进水');
  });
});

describe('POST /form/customChart/v1/getListData', () => {
  it('sums by day over the last 90 days, as rows and as a dataset', async () => {
    const res = await listData(await k.token('zhangwei'), 'daily');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rows).toEqual([
      { reportDate: '2026-02-15', inflow: 60, outflow: 50 }, { reportDate: '2026-03-01', inflow: 80, outflow: 70 }, { reportDate: '2026-03-09', inflow: 150, outflow: 135 },
    ]);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 1000 });
    expect(body.dataset).toEqual({
      dimensions: [{ name: 'reportDate', displayName: '日期', type: 'ordinal' }, { name: 'inflow', displayName: '进水量', type: 'number' }, { name: 'outflow', displayName: '出水量', type: 'number' }],
      source: [['2026-02-15', 60, 50], ['2026-03-01', 80, 70], ['2026-03-09', 150, 135]],
    });
    expect(body.chart).toMatchObject({ alias: 'daily', style: 'line', height: 360 });
  });

  it('groups by month with avg, max, min and count, two series of one field keyed by their aggregate', async () => {
    const res = await listData(await k.token('zhangwei'), (await k.get(`${C}/get/monthly`, await k.token('zhangwei'))).json().id);
    expect(res.json().rows).toEqual([
      { reportDate: '2025-12', inflow_avg: 40, inflow_max: 40, inflow_min: 40, reportDate_count: 1 },
      { reportDate: '2026-02', inflow_avg: 60, inflow_max: 60, inflow_min: 60, reportDate_count: 1 },
      { reportDate: '2026-03', inflow_avg: 76.67, inflow_max: 100, inflow_min: 50, reportDate_count: 3 },
    ].map(({ reportDate, reportDate_count, ...rest }) => ({ reportDate, ...rest, reportDate_count })));
    expect(res.json().dataset.dimensions.map((d: { name: string }) => d.name)).toEqual(['reportDate', 'inflow_avg', 'inflow_max', 'inflow_min', 'reportDate_count']);
  });

  it('applies fixed conditions and the caller\'s filter before grouping, and keeps the latest categories within maxLength', async () => {
    const token = await k.token('zhangwei');
    expect((await listData(token, 'rainy')).json().rows).toEqual([{ weather: 'rain', inflow: 170 }]);
    expect((await listData(token, 'monthly', { querys: [{ property: 'weather', operation: 'EQ', value: 'sunny' }] })).json().rows.map((r: { reportDate: string; inflow_avg: number }) => [r.reportDate, r.inflow_avg]))
      .toEqual([['2026-02', 60], ['2026-03', 100]]);
    expect((await listData(token, 'daily', { querys: [{ property: 'inflow', operation: 'GE', value: 70 }] })).json().dataset.source).toEqual([['2026-03-01', 80, 70], ['2026-03-09', 100, 90]]);
  });

  it('keeps a fixed condition whatever the caller\'s filter: an OR of theirs cannot widen it', async () => {
    const token = await k.token('zhangwei');
    const widened = await listData(token, 'rainy', { querys: [{ property: 'weather', operation: 'EQ', value: 'sunny', relation: 'OR' }] });
    expect(widened.json().rows).toEqual([]);
    expect((await listData(token, 'rainy', { groupRelation: 'OR', querys: [{ property: 'inflow', operation: 'GE', value: 0, group: 'mine' }] })).json().rows)
      .toEqual([{ weather: 'rain', inflow: 170 }]);
  });

  it('reads the source with the caller\'s rights: a column hidden from them has no figures, 403 without the template or the chart', async () => {
    const mine = await listData(await k.token('chenjing'), 'daily');
    expect(mine.json().rows).toEqual([
      { reportDate: '2026-02-15', inflow: 60, outflow: null }, { reportDate: '2026-03-01', inflow: 80, outflow: null }, { reportDate: '2026-03-09', inflow: 150, outflow: null },
    ]);
    expect((await listData(await k.token('lijun'), 'daily')).statusCode).toBe(403);
    expect((await listData(await k.token('chenjing'), 'rainy')).statusCode).toBe(403);
    // A hidden column cannot be filtered on either.
    expect((await listData(await k.token('chenjing'), 'daily', { querys: [{ property: 'outflow', operation: 'GE', value: 1 }] })).statusCode).toBe(400);
  });

  it('refuses unknown charts and fields, malformed filters and over-long aliases; values are bound', async () => {
    const token = await k.token('zhangwei');
    expect((await listData(token, "daily' or '1'='1")).statusCode).toBe(404);
    const field = await listData(token, 'daily', { querys: [{ property: 'colour', value: 'x' }] });
    expect(field.statusCode).toBe(400);
    expect(field.json().message).toMatch(/^querys\.property: unknown property 'colour'/);
    expect((await listData(token, 'daily', { querys: [{ property: 'inflow', operation: 'GE', value: 'abc' }] })).statusCode).toBe(400);
    expect((await listData(token, 'daily', { querys: [{ property: 'reportDate', value: "2026-03-09' or '1'='1" }] })).json().rows).toEqual([]);
    expect((await listData(token, 'a'.repeat(65))).statusCode).toBe(400);
    expect((await k.post(`${C}/getListData`, token, {})).statusCode).toBe(400);
  });
});

describe('defining a chart', () => {
  it('refuses fields its source lacks and aggregates that need numbers, naming the setting', async () => {
    const { charts } = formServices(t.db, t.config.dataDir, systemClock).data;
    const tenant = await k.plantId();
    const base = { alias: 'bad', name: '坏', style: 'line' as const, source: { template: 'ops' }, xaxisField: { field: 'reportDate', comment: '日期' } };
    await expect(charts.define(tenant, null, { ...base, displayfield: [{ field: 'colour', comment: 'x' }] })).rejects.toThrow(/displayfield\.0\.field: 'colour' is not a field/);
    await expect(charts.define(tenant, null, { ...base, displayfield: [{ field: 'weather', comment: 'x', aggregate: 'avg' }] })).rejects.toThrow(/avg needs a number field/);
    await expect(charts.define(tenant, null, { ...base, source: { view: 'nope' }, displayfield: [{ field: 'inflow', comment: 'x' }] })).rejects.toThrow();
  });
});
