import { describe, expect, it } from 'vitest';
import { chartOption, ColumnConfigError, datasetOption, fillRowTemplate, listRows, planColumnRequest, reportTable } from './column-data.js';
import { decodeBase64Utf8, encodeBase64Utf8 } from './base64.js';

const user = { account: 'wangfang', userId: 'u-1001' };
const BAD = 'POST parameters are not valid JSON';

describe('planColumnRequest', () => {
  it('GET: fills the account and id into the query and adds the page of a paged column', () => {
    const plan = planColumnRequest(
      { dataFrom: '/portal/x?owner={account}', dataParam: 'userId={userId}&kind=a', requestType: 'GET', needPage: 1, pageSize: 0 }, user, BAD,
    );
    expect(plan).toEqual({ method: 'GET', url: '/portal/x?owner=wangfang', query: { userId: 'u-1001', kind: 'a', page: '1', pageSize: '10' } });
  });

  it('POST: fills string values of the JSON template and puts the page into pageBean', () => {
    const plan = planColumnRequest(
      { dataFrom: '/bpm/list', dataParam: '{"params":{"who":"{account}","id":"{userId}"},"n":3}', requestType: 'POST', needPage: 1, pageSize: 5 },
      user, BAD, { page: 2, pageSize: 5 },
    );
    expect(plan).toEqual({
      method: 'POST', url: '/bpm/list',
      body: { params: { who: 'wangfang', id: 'u-1001' }, n: 3, pageBean: { page: 2, pageSize: 5, showTotal: true } },
    });
  });

  it("refuses a POST template that is not JSON with the spec's message, and an unknown placeholder by name", () => {
    const bad = () => planColumnRequest({ dataFrom: '/x', dataParam: '{page: 1', requestType: 'POST', needPage: 0, pageSize: 10 }, user, BAD);
    expect(bad).toThrow(BAD);
    expect(bad).toThrow(ColumnConfigError);
    expect(() => planColumnRequest({ dataFrom: '/x?d={dept}', dataParam: null, requestType: 'GET', needPage: 0, pageSize: 10 }, user, BAD))
      .toThrow('dept is not defined');
  });
});

describe('column data shapes', () => {
  it('a chart option is the value of the envelope, or the first item of an array', () => {
    expect(chartOption({ state: true, message: '', value: { series: [] } })).toEqual({ series: [] });
    expect(chartOption({ state: true, message: '', value: [{ title: { text: 'a' } }, { x: 1 }] })).toEqual({ title: { text: 'a' } });
    expect(chartOption({ state: true, message: '', value: {} })).toBeNull();
  });

  it('rows come from a paged list or an array; row templates escape values', () => {
    expect(listRows({ rows: [{ a: 1 }], total: 7, page: 1, pageSize: 1 })).toEqual({ rows: [{ a: 1 }], total: 7 });
    expect(listRows([{ a: 1 }, { a: 2 }]).total).toBe(2);
    expect(fillRowTemplate('<a href="/task/{{id}}/0">{{subject}}</a>{{missing}}', { id: 'T"1', subject: '<img src=x onerror=alert(1)>' }))
      .toBe('<a href="/task/T&quot;1/0">&lt;img src=x onerror=alert(1)&gt;</a>');
  });

  it('a report is categories against series', () => {
    expect(reportTable({ xAxis: { data: ['请假', '报修'] }, series: [{ name: '运行中', data: [2, 1] }, { name: '已结束', data: [5, 0] }] }))
      .toEqual({ head: ['', '运行中', '已结束'], body: [['请假', '2', '5'], ['报修', '1', '0']] });
  });

  it('base64 carries UTF-8 both ways', () => {
    const text = '<p>清源再生水厂 · 出水氨氮</p>';
    expect(decodeBase64Utf8(encodeBase64Utf8(text))).toBe(text);
    expect(decodeBase64Utf8(Buffer.from(text, 'utf8').toString('base64'))).toBe(text);
  });
});

describe('fitOption', async () => {
  const { fitOption } = await import('./chart-option.js');
  it('moves a legend off the title, keeps labels in the grid and slants crowded categories', () => {
    const o = fitOption({ title: { text: '各流程实例数' }, legend: {}, xAxis: { type: 'category', data: ['a', 'b', 'c', 'd', 'e'] }, yAxis: {}, series: [] });
    expect(o.legend).toMatchObject({ top: 30 });
    expect(o.grid).toMatchObject({ top: 72, containLabel: true });
    expect(o.xAxis).toMatchObject({ axisLabel: { interval: 0, rotate: 30 } });
  });
  it('thins a long run of dates to the labels that fit instead of stacking every one', () => {
    const days = Array.from({ length: 30 }, (_, i) => `11-${String(i + 1).padStart(2, '0')}`);
    const o = fitOption({ xAxis: { type: 'category', data: days }, yAxis: {}, series: [] }) as { xAxis: { axisLabel: Record<string, unknown> } };
    expect(o.xAxis.axisLabel).toMatchObject({ hideOverlap: true, rotate: 30 });
    expect(o.xAxis.axisLabel.interval).toBeUndefined();
  });
  it('leaves what the option places itself', () => {
    const o = fitOption({ title: { text: 't' }, legend: { bottom: 0 }, grid: { top: 10 }, xAxis: { data: [1, 2, 3, 4, 5], axisLabel: { rotate: 0 } } });
    expect(o.legend).toEqual({ bottom: 0 });
    expect(o.grid).toEqual({ top: 10 });
    expect(o.xAxis).toEqual({ data: [1, 2, 3, 4, 5], axisLabel: { rotate: 0 } });
  });
});

describe('custom chart data (customChart getListData)', () => {
  const dataset = {
    dimensions: [{ name: 'day', displayName: '日期', type: 'ordinal' }, { name: 'cod', displayName: 'COD', type: 'number' }, { name: 'tp', displayName: '总磷', type: 'number' }],
    source: [['2026-03-01', 18.2, 0.21], ['2026-03-02', 17.5, 0.19]],
  };
  const reply = (chart: object) => ({ rows: [], total: 2, page: 1, pageSize: 1000, dataset, chart });

  it('maps the dataset to an ECharts option: a series per figure, a right axis when asked, limit lines', () => {
    const option = chartOption(reply({
      style: 'line', conf: { yaxisUnit: 'mg/L', smooth: true },
      displayfield: [{ comment: 'COD', yAxis: 0, limit: 50 }, { comment: '总磷', yAxis: 1, type: 'bar', limit: 0.5 }],
    }))!;
    expect(option.dataset).toEqual(dataset);
    expect(option.xAxis).toEqual({ type: 'category' });
    expect(option.yAxis).toEqual([{ type: 'value', name: 'mg/L' }, { type: 'value' }]);
    expect(option.series).toEqual([
      { type: 'line', name: 'COD', encode: { x: 0, y: 1 }, yAxisIndex: 0, smooth: true, markLine: { symbol: 'none', lineStyle: { type: 'dashed' }, data: [{ yAxis: 50, name: 'COD' }] } },
      { type: 'bar', name: '总磷', encode: { x: 0, y: 2 }, yAxisIndex: 1, smooth: true, markLine: { symbol: 'none', lineStyle: { type: 'dashed' }, data: [{ yAxis: 0.5, name: '总磷' }] } },
    ]);
    expect(option.dataZoom).toBeUndefined();
  });

  it('draws a pie from the first figure, adds a zoom to long runs, and leaves other data to the option it is', () => {
    expect((datasetOption(reply({ style: 'pie', displayfield: [{ comment: 'x' }] }))!.series as unknown[])[0]).toMatchObject({ type: 'pie', encode: { itemName: 0, value: 1 } });
    const long = { ...reply({ style: 'bar', displayfield: [{ comment: 'x' }] }), dataset: { ...dataset, source: Array.from({ length: 30 }, (_, i) => [String(i), i, i]) } };
    expect(datasetOption(long)!.dataZoom).toBeDefined();
    expect(datasetOption({ rows: [] })).toBeNull();
    expect(chartOption({ state: true, message: '', value: [{ series: [{ type: 'pie' }] }] })).toEqual({ series: [{ type: 'pie' }] });
  });
});
