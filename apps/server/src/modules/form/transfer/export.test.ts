import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { defineLab, formKit, type FormKit } from '../test-kit.js';

let t: TestApp;
let k: FormKit;
const BASE = '/form/form/dataTemplate/v1';
const b64 = (s: string) => Buffer.from(s).toString('base64');
const exportUrl = (q: string) => `${BASE}/export?formKey=exp${q}`;

async function sheetOf(payload: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as never);
  const sheet = book.worksheets[0];
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((r) => rows.push(r));
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  k = formKit(t);
  await defineLab(t, k, 'exp');
  const token = await k.token('chenjing');
  const rows = [
    { sampleDate: '2026-03-01', point: 'in', weather: 'sunny', cod: 250, note: '=HYPERLINK("http://evil.example","x")', items: [{ name: '烧杯' }] },
    { sampleDate: '2026-03-02', point: 'out', weather: 'rain', cod: 40, note: '+1', inspector: '张伟' },
    { sampleDate: '2026-03-03', point: 'out', weather: 'rain', cod: 120, note: '@SUM(A1)' },
    { sampleDate: '2026-03-04', point: 'in', cod: 300, note: '-2+3' },
  ];
  for (const r of rows) expect((await k.post(`${BASE}/boSave/exp_bo`, token, { templateKey: 'exp', exp_bo: r })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('export', () => {
  it('streams an xlsx of the chosen fields under their titles, with labels for codes, the filter applied and formula-looking text as text', async () => {
    const res = await k.post(exportUrl(`&getType=all&expField=${b64('sampleDate,point,weather,cod,note')}`), await k.token('chenjing'),
      { querys: [{ property: 'cod', operation: 'GE', value: 100 }], sorter: [{ property: 'sampleDate', direction: 'ASC' }] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('化验数据.xlsx')}`);
    const rows = await sheetOf(res.rawPayload);
    expect(rows[0].values).toEqual([undefined, '日期', '采样点', '天气', 'COD(mg/L)', '备注']);
    expect(rows.slice(1).map((r) => (r.values as unknown[]).slice(1))).toEqual([
      ['2026-03-01', '进水', '晴', 250, '=HYPERLINK("http://evil.example","x")'],
      ['2026-03-03', '出水', '雨', 120, '@SUM(A1)'],
      ['2026-03-04', '进水', undefined, 300, '-2+3'],
    ]);
    for (const r of rows.slice(1)) {
      const cell = r.getCell(5);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      expect(cell.numFmt).toBe('@');
    }
    expect(rows[1].getCell(4).type).toBe(ExcelJS.ValueType.Number);
  });

  it('takes the template\'s fields without expField and one page with getType=page', async () => {
    const token = await k.token('chenjing');
    const all = await sheetOf((await k.post(exportUrl(''), token, {})).rawPayload);
    expect(all[0].values).toEqual([undefined, '日期', '采样点', '天气', 'COD(mg/L)', '备注']);
    const admin = await sheetOf((await k.post(exportUrl(''), await k.token('admin'), {})).rawPayload);
    expect(admin[0].values).toEqual([undefined, '日期', '采样点', '天气', 'COD(mg/L)', '备注', '检查人']);
    expect(all).toHaveLength(5);
    const page = await sheetOf((await k.post(exportUrl(`&getType=page&expField=${b64('cod')}`), token,
      { sorter: [{ property: 'cod', direction: 'ASC' }], pageBean: { page: 2, pageSize: 2 } })).rawPayload);
    expect(page.map((r) => r.getCell(1).value)).toEqual(['COD(mg/L)', 250, 300]);
  });

  it('refuses bad input with 400 naming the field, in zh-CN and en-US', async () => {
    const token = await k.token('chenjing');
    const cases: Array<[string, string, string]> = [
      ['&expField=%25%25%25', 'expField: 应为以逗号分隔的字段名的Base64编码', 'expField: must be Base64 of comma-separated field names'],
      [`&expField=${b64('cod,password')}`, 'expField: 数据报表没有字段“password”', 'expField: the data template has no field "password"'],
      ['&filterKey=nope', 'filterKey: 没有可用的过滤条件“nope”', 'filterKey: no filter "nope" applies to you'],
    ];
    for (const [q, zh, en] of cases) {
      const res = await k.post(exportUrl(q), token, {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ state: false, message: zh, code: 400 });
      expect((await k.post(exportUrl(q), token, {}, 'en-US')).json().message).toBe(en);
    }
    const bad = await k.post(exportUrl(''), token, { querys: [{ property: 'secret', operation: 'EQ', value: 1 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^querys\.property: /);
  });

  it('answers 401 anonymous, 403 without the export right or a column\'s right, 404 for an unknown template', async () => {
    expect((await k.post(exportUrl(''), undefined, {})).statusCode).toBe(401);
    const director = await k.post(exportUrl(''), await k.token('zhangwei'), {});
    expect(director.statusCode).toBe(403);
    expect(director.json().message).toBe('没有导出该数据报表数据的权限');
    expect((await k.post(exportUrl(''), await k.token('zhangwei'), {}, 'en-US')).json().message).toBe('You may not export records of this data template');
    expect((await k.post(exportUrl(''), await k.token('wangfang'), {})).statusCode).toBe(403);
    const column = await k.post(exportUrl(`&expField=${b64('cod,inspector')}`), await k.token('chenjing'), {});
    expect(column.statusCode).toBe(403);
    expect(column.json().message).toBe('expField: 没有导出列“inspector”的权限');
    expect((await k.post(`${BASE}/export?formKey=nope`, await k.token('chenjing'), {})).statusCode).toBe(404);
  });
});
