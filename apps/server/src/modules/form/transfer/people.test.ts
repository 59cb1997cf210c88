import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { formKit, type FormKit } from '../test-kit.js';

/** Users and organisations in sheets: exported by name, imported by name or id, a name that is no one's or several people's refused. */
let t: TestApp;
let k: FormKit;
const BASE = '/form/form/dataTemplate/v1';
let ids: Record<string, string>;

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('值班');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(content: Buffer, lang?: string) {
  const boundary = '----ppl5c1d';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="值班.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.call({
    method: 'POST', url: `${BASE}/import?templateKey=ppl`, token: await k.token('chenjing'), payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(lang ? { lang } : {}) },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  k = formKit(t);
  const tenant = await k.plantId();
  // A second 谢梅 before the organisation is first read: her name alone no longer says who.
  const xiemei = await t.db.selectFrom('uc_user').selectAll().where('id', '=', await k.userId('xiemei')).executeTakeFirstOrThrow();
  await t.db.insertInto('uc_user').values({ ...xiemei, id: randomUUID(), account: 'xiemei2', user_number: 'QYX2', email: null, mobile: null }).execute();
  const org = async (code: string) => (await t.db.selectFrom('uc_org').select('id').where('tenant_id', '=', tenant).where('code', '=', code).executeTakeFirstOrThrow()).id;
  ids = { wangfang: await k.userId('wangfang'), zhangwei: await k.userId('zhangwei'), xiemei: xiemei.id, production: await org('production') };
  await k.bos.define(tenant, null, {
    alias: 'ppl_bo', name: '值班记录',
    fields: [
      { key: 'title', label: '事项', type: 'text', required: true },
      { key: 'onDuty', label: '值班人', type: 'user', multiple: true },
      { key: 'dept', label: '部门', type: 'org' },
    ] as never,
  });
  const staff = await k.roleId('staff');
  await k.templates.define(tenant, null, {
    alias: 'ppl', name: '值班记录', boAlias: 'ppl_bo', formKey: 'ppl_bo', pageSize: 10, right: [{ type: 'role', id: staff }],
    displayField: [{ name: 'title', desc: '事项' }, { name: 'onDuty', desc: '值班人' }, { name: 'dept', desc: '部门' }],
    manageField: (['add', 'edit', 'export', 'import'] as const).map((name) => ({ name, desc: name, right: [{ type: 'role' as const, id: staff }] })),
  });
});
afterAll(() => t.close());

describe('people in sheets', () => {
  it('exports users and organisations by name', async () => {
    const token = await k.token('chenjing');
    const saved = await k.post(`${BASE}/boSave/ppl_bo`, token, { templateKey: 'ppl', ppl_bo: { title: '夜班', onDuty: [ids.wangfang, ids.zhangwei], dept: [ids.production] } });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await k.post(`${BASE}/export?formKey=ppl&getType=all&expField=${Buffer.from('title,onDuty,dept').toString('base64')}`, token, {});
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    expect(book.worksheets[0].getRow(2).values).toEqual([undefined, '夜班', '王芳,张伟', '生产运行部']);
  });

  it('imports a name held by one person as their id, and ids as they are', async () => {
    const res = (await upload(await xlsx([['事项', '值班人', '部门'], ['白班', `王芳，${ids.zhangwei}`, '生产运行部']]))).json();
    expect(res.value).toMatchObject({ status: 'checked', ok: 1, failed: 0, errors: [] });
    expect((await k.post(`${BASE}/importCommit?id=${res.value.id}`, await k.token('chenjing'), {})).statusCode).toBe(200);
    const list = (await k.post(`${BASE}/listJson`, await k.token('chenjing'), { templateId: 'ppl', queryFilter: { querys: [{ property: 'title', value: '白班', operation: 'EQ' }] } })).json();
    expect(list.rows).toMatchObject([{ onDuty: [ids.wangfang, ids.zhangwei], dept: [ids.production] }]);
  });

  it('refuses a name that is no one\'s and one that two people hold, naming the field, in the user\'s language', async () => {
    const sheet = await xlsx([['事项', '值班人', '部门'], ['白班', '谢梅', '生产运行部'], ['中班', '王芳', '不存在的部门'], ['夜班', ids.xiemei, '']]);
    const zh = (await upload(sheet)).json();
    expect(zh.value).toMatchObject({ status: 'failed', total: 3, ok: 1, failed: 2 });
    expect(zh.value.errors).toEqual([
      { row: 2, field: 'onDuty', label: '值班人', message: 'onDuty: “谢梅”有重名，请填写ID' },
      { row: 3, field: 'dept', label: '部门', message: 'dept: 找不到“不存在的部门”，请填写姓名或ID' },
    ]);
    const en = (await upload(sheet, 'en-US')).json();
    expect(en.value.errors.map((e: { message: string }) => e.message)).toEqual([
      'onDuty: more than one is named "谢梅"; write the ID',
      'dept: "不存在的部门" names no one; write a name or an ID',
    ]);
  });
});
