import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { defineLab, formKit, type FormKit } from '../test-kit.js';

let t: TestApp;
let k: FormKit;
const BASE = '/form/form/dataTemplate/v1';
const LOG = '/form/form/formDataImportLog/v1/listJson';

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('数据');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(account: string | undefined, content: Buffer, fileName = '化验.xlsx', lang?: string, templateKey = 'imp') {
  const boundary = '----imp7e3f';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.call({
    method: 'POST', url: `${BASE}/import?templateKey=${templateKey}`, token: account && (await k.token(account)), payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(lang ? { lang } : {}) },
  });
}
const total = async () => (await k.post(`${BASE}/listJson`, await k.token('chenjing'), { templateId: 'imp' })).json().total;

beforeAll(async () => {
  t = await createTestApp();
  k = formKit(t);
  await defineLab(t, k, 'imp');
});
afterAll(() => t.close());

describe('import', () => {
  it('dry-runs a sheet with every cell checked, reports each error with its row, offers the sheet back with an error column, and stores nothing', async () => {
    const sheet = await xlsx([
      ['采样日期', '采样点', '天气', 'cod', '备注'],
      ['2026-06-01', '进水', '晴', 120, 'ok'],
      ['', '出水', '雾', 2000, '=1+2'],
      ['2026-06-03', 'out', 'rain', 'abc', ''],
    ]);
    const res = await upload('chenjing', sheet);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ state: false, message: '导入失败，详情请查看导入日志', value: { status: 'failed', total: 3, ok: 1, failed: 2, fileName: '化验.xlsx' } });
    expect(body.value.errors).toEqual([
      { row: 3, field: 'sampleDate', label: '采样日期', message: 'sampleDate: 采样日期不能为空' },
      { row: 3, field: 'weather', label: '天气', message: 'weather: 天气没有选项“雾”' },
      { row: 3, field: 'cod', label: 'COD', message: 'cod: COD不能大于1000' },
      { row: 4, field: 'cod', label: 'COD', message: 'cod: COD应为数字' },
    ]);
    const en = (await upload('chenjing', sheet, 'a.xlsx', 'en-US')).json();
    expect(en.message).toBe('Import failed; see the import log for details');
    expect(en.value.errors[0].message).toBe('sampleDate: 采样日期 is required');

    const file = await k.get(`${BASE}/importReport/${body.value.id}`, await k.token('chenjing'));
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as never);
    const ws = book.worksheets[0];
    expect(ws.getRow(1).values).toEqual([undefined, '采样日期', '采样点', '天气', 'cod', '备注', '错误信息']);
    expect(ws.getRow(2).getCell(6).value).toBeNull();
    expect(ws.getRow(3).getCell(6).value).toBe('sampleDate: 采样日期不能为空；weather: 天气没有选项“雾”；cod: COD不能大于1000');
    expect(ws.getRow(3).getCell(5).type).toBe(ExcelJS.ValueType.String);

    const commit = await k.post(`${BASE}/importCommit?id=${body.value.id}`, await k.token('chenjing'), {});
    expect(commit.statusCode).toBe(409);
    expect(commit.json().message).toBe('id: 该导入有错误或已导入，不能提交');
    expect(await total()).toBe(0);
  });

  it('commits a checked import in one transaction, labels turned into codes, once only; the log lists it', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => [`2026-07-${String((i % 28) + 1).padStart(2, '0')}`, i % 2 ? '出水' : 'in', '雨', i * 10, `第${i}条`]);
    const res = (await upload('chenjing', await xlsx([['采样日期', '采样点', '天气', 'COD', '备注'], ...rows]))).json();
    expect(res).toMatchObject({ state: true, message: '校验通过，可以导入', value: { status: 'checked', total: 50, ok: 50, failed: 0, errors: [] } });
    // Only the importer (or an administrator) may commit it.
    expect((await k.post(`${BASE}/importCommit?id=${res.value.id}`, await k.token('yangfan'), {})).statusCode).toBe(404);
    const done = await k.post(`${BASE}/importCommit?id=${res.value.id}`, await k.token('chenjing'), {});
    expect(done.json()).toEqual({ state: true, message: '导入成功，共50条', value: { id: res.value.id, inserted: 50 } });
    expect(await total()).toBe(50);
    const one = (await k.post(`${BASE}/listJson`, await k.token('chenjing'), { templateId: 'imp', queryFilter: { querys: [{ property: 'cod', operation: 'EQ', value: 10 }] } })).json().rows[0];
    expect(one).toMatchObject({ point: 'out', weather: 'rain', note: '第1条', rev_: 1 });
    expect((await k.post(`${BASE}/importCommit?id=${res.value.id}`, await k.token('chenjing'), {})).statusCode).toBe(409);
    expect(await total()).toBe(50);

    const log = (await k.post(LOG, await k.token('chenjing'), { templateKey: 'imp' })).json();
    expect(log.total).toBe(3);
    expect(log.rows[0]).toMatchObject({ id: res.value.id, status: 'committed', ok: 50, userName: '陈静', commitTime: expect.any(String) });
    expect(log.rows.map((r: { status: string }) => r.status)).toEqual(['committed', 'failed', 'failed']);
  });

  it('refuses a file that is not xlsx, an empty sheet, an unknown column and a file over the size limit, in the spec\'s shape', async () => {
    const notXlsx = await upload('chenjing', Buffer.from('a,b\n1,2'), 'data.csv');
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json()).toEqual({ state: false, message: 'file: 请上传xlsx格式的Excel文件', code: 400 });
    expect((await upload('chenjing', Buffer.from('PK not a zip'), 'fake.xlsx', 'en-US')).json().message).toBe('file: upload an Excel file in xlsx format');
    expect((await upload('chenjing', await xlsx([['采样日期']]))).json().message).toBe('file: 表格中没有数据行');
    const unknown = await upload('chenjing', await xlsx([['采样日期', '密码'], ['2026-01-01', 'x']]), 'a.xlsx', 'en-US');
    expect(unknown.json()).toEqual({ state: false, message: 'file: column 2 "密码" is not a field of this data template', code: 400 });
    const big = await upload('chenjing', Buffer.alloc(11 * 1024 * 1024, 1), 'big.xlsx');
    expect(big.statusCode).toBe(413);
    expect(big.json().state).toBe(false);
    expect((await t.call({ method: 'POST', url: `${BASE}/import?templateKey=imp`, token: await k.token('chenjing'), payload: {} })).statusCode).toBe(400);
  });

  it('answers 401 anonymous, 403 without the import right, 404 for another user\'s import or an unknown one', async () => {
    const sheet = await xlsx([['采样日期'], ['2026-01-01']]);
    expect((await upload(undefined, sheet)).statusCode).toBe(401);
    const refused = await upload('zhangwei', sheet);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('没有导入该数据报表数据的权限');
    expect((await k.post(LOG, undefined, { templateKey: 'imp' })).statusCode).toBe(401);
    expect((await k.post(LOG, await k.token('zhangwei'), { templateKey: 'imp' })).statusCode).toBe(403);
    expect((await k.post(`${BASE}/importCommit?id=nope`, await k.token('chenjing'), {})).statusCode).toBe(404);
    expect((await k.get(`${BASE}/importReport/nope`, await k.token('chenjing'))).statusCode).toBe(404);
    expect((await k.post(`${BASE}/importCommit?id=x`, undefined, {})).statusCode).toBe(401);
  });
});
