import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgDirectoryProvider } from '../modules/uc/org-directory.js';
import { createUcRepository } from '../modules/uc/uc.repository.js';
import { readSheet } from '../platform/sheet.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { runOps, type CliIo } from './cli.js';
import { OpsError } from './errors.js';
import { importStaff } from './import-staff.js';
import { initPlant } from './init-plant.js';

const HEADER = ['账号', '姓名', '部门', '岗位', '负责人', '手机', '邮箱', '性别', '工号'];
const xlsx = async (rows: string[][], header = HEADER) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('员工');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
};
const sheetOf = async (rows: string[][], header = HEADER) => readSheet(await xlsx(rows, header));

describe('importing a plant\'s staff from a sheet', () => {
  let t: TestApp;
  let tenantId: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    tenantId = (await initPlant(t.db, { tenantCode: t.config.defaultTenant, name: '东湖再生水厂', adminAccount: 'boss', adminPassword: 'Boss2026x' })).tenantId;
  });
  afterAll(() => t.close());
  const counts = async () => Object.fromEntries(await Promise.all((['uc_org', 'uc_post', 'uc_user', 'uc_user_org', 'uc_user_post'] as const).map(async (table) =>
    [table, Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n)])));

  it('creates the departments and posts it names, places each member, and gives each a password to sign in with', async () => {
    const r = await importStaff(t.db, t.config.defaultTenant, await sheetOf([
      ['liming', '李明', '生产运行部/运行一班', '班长', '是', '13800000001', 'liming@donghu.cn', '男', 'DH001'],
      ['wangli', '王丽', '东湖再生水厂/生产运行部/运行一班', '运行工', '', '13800000002', '', '女', ''],
      ['zhaogang', '赵刚', '设备管理部', '', '否', '', '', '', ''],
      ['boss', '另一个管理员', '', '', '', '', '', '', ''],
    ]));
    expect(r).toMatchObject({ skipped: ['boss'], departments: 3, posts: 2 });
    expect(r.created.map((c) => c.account)).toEqual(['liming', 'wangli', 'zhaogang']);

    const orgs = await t.db.selectFrom('uc_org').select(['name', 'path_name']).where('tenant_id', '=', tenantId).orderBy('path_name').execute();
    expect(orgs.map((o) => o.path_name)).toEqual(['东湖再生水厂', '东湖再生水厂/生产运行部', '东湖再生水厂/生产运行部/运行一班', '东湖再生水厂/设备管理部']);
    // The head's post makes them the head of the shift: an approval that goes to wangli's department head reaches liming.
    const directory = await createOrgDirectoryProvider(createUcRepository(t.db)).forTenant(tenantId);
    const ids = new Map((await t.db.selectFrom('uc_user').select(['id', 'account']).where('tenant_id', '=', tenantId).execute()).map((u) => [u.account, u.id]));
    expect(directory.headsOf(ids.get('wangli')!)).toEqual([ids.get('liming')]);
    // Each signs in with the password the import gave them, also by mobile number and e-mail.
    const liming = r.created.find((c) => c.account === 'liming')!;
    for (const account of ['liming', '13800000001', 'liming@donghu.cn']) await expect(t.login(account, liming.password)).resolves.toEqual(expect.any(String));
    await expect(t.login('zhaogang', r.created.find((c) => c.account === 'zhaogang')!.password)).resolves.toEqual(expect.any(String));
    // The administrator the sheet named again is left as they were.
    expect((await t.db.selectFrom('uc_user').select('fullname').where('account', '=', 'boss').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()).fullname).toBe('系统管理员');
  });

  it('adds later staff to the departments and posts made before, without making them twice', async () => {
    const before = await counts();
    const r = await importStaff(t.db, t.config.defaultTenant, await sheetOf([['sunyu', '孙宇', '生产运行部/运行一班', '运行工', '否', '', '', '', '']]));
    expect(r).toMatchObject({ departments: 0, posts: 0, skipped: [] });
    expect(await counts()).toMatchObject({ uc_org: before.uc_org, uc_post: before.uc_post, uc_user: before.uc_user + 1 });
  });

  it('refuses a sheet with any error, listing each with its row, and writes nothing', async () => {
    const before = await counts();
    const refusal = await importStaff(t.db, t.config.defaultTenant, await sheetOf([
      ['1bad', '坏账号', '', '', '', '', '', '', ''],
      ['noname', '', '', '', '', '', '', '', ''],
      ['dup', '重复甲', '', '', '', '13900000009', '', '', ''],
      ['dup', '重复乙', '', '', '', '13900000009', '', '', ''],
      ['taken', '占用', '', '', '', '13800000002', '', '', ''],
      ['sexy', '性别', '', '', '', '', 'not-an-email', '未知', ''],
      ['headless', '无岗负责人', '运行部', '', '是', '', '', '', ''],
      ['wrong', '岗位冲突', '生产运行部/运行一班', '班长', '否', '', '', '', ''],
      ['inject', "x'); drop table uc_user; --", '<script>alert(1)</script>', '', '', '', '', '', ''],
    ])).then(() => null, (e: unknown) => e as OpsError);
    expect(refusal).toBeInstanceOf(OpsError);
    const lines = refusal!.message.split('\n');
    expect(lines[0]).toBe('Nothing was imported; the sheet has 9 error(s):');
    expect(lines.slice(1)).toEqual([
      '  Row 2, 账号: "1bad" must be 3-32 letters, digits, ".", "-" or "_", starting with a letter',
      '  Row 3, 姓名: missing',
      '  Row 5, 账号: "dup" is on row 4 too',
      '  Row 5, 手机: "13900000009" is on row 4 too',
      '  Row 6, 手机: "13800000002" is the sign-in of wangli already',
      '  Row 7, 邮箱: "not-an-email" is not an e-mail address',
      '  Row 7, 性别: "未知" must be 男 or 女',
      '  Row 8, 负责人: a head needs a post (岗位)',
      '  Row 9, 负责人: the post 班长 of 东湖再生水厂/生产运行部/运行一班 is the head\'s',
    ]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a sheet without its columns, an empty one and an unknown tenant', async () => {
    await expect(importStaff(t.db, t.config.defaultTenant, await sheetOf([['a', 'b']], ['user', 'who']))).rejects.toThrow('The first row must name the columns; missing: 账号, 姓名.');
    await expect(importStaff(t.db, t.config.defaultTenant, await sheetOf([]))).rejects.toThrow('The sheet has no staff under its header row.');
    await expect(importStaff(t.db, 'nosuch', await sheetOf([['abc', '甲']]))).rejects.toThrow('There is no tenant "nosuch": create the plant first (npm run init-plant).');
  });

  it('imports a sheet once when two operators run it at the same moment', async () => {
    const sheet = await sheetOf([['twin', '双胞胎', '化验室', '化验员', '否', '13700000001', '', '', '']]);
    const runs = await Promise.allSettled([1, 2].map(() => importStaff(t.db, t.config.defaultTenant, sheet)));
    const done = runs.filter((r): r is PromiseFulfilledResult<Awaited<ReturnType<typeof importStaff>>> => r.status === 'fulfilled');
    // Either the second saw the first's rows (and skipped the account), or both planned at once and the second wrote nothing.
    expect(done.filter((r) => r.value.created.length === 1)).toHaveLength(1);
    for (const r of runs) if (r.status === 'rejected') expect(r.reason).toEqual(new OpsError('Nothing was imported: an account, mobile number or e-mail of the sheet was taken meanwhile; run the import again.'));
    expect(await t.db.selectFrom('uc_user').select('id').where('account', '=', 'twin').execute()).toHaveLength(1);
    expect(await t.db.selectFrom('uc_org').select('id').where('name', '=', '化验室').execute()).toHaveLength(1);
  });

  it('stores text that looks like SQL or markup as the text it is', async () => {
    await importStaff(t.db, t.config.defaultTenant, await sheetOf([['quoted', "O'Brien'); drop table uc_user; --", '<b>部门', '', '', '', '', '', '']]));
    expect(await t.db.selectFrom('uc_user').select('fullname').where('account', '=', 'quoted').executeTakeFirstOrThrow()).toEqual({ fullname: "O'Brien'); drop table uc_user; --" });
    expect(await t.db.selectFrom('uc_org').select('name').where('name', '=', '<b>部门').executeTakeFirst()).toEqual({ name: '<b>部门' });
  });
});

describe('npm run import-staff', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-staff-'));
  const env = { DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'Boss2026x' } as NodeJS.ProcessEnv;
  const run = async (argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = { out: (l) => out.push(l), err: (l) => err.push(l) };
    return { code: await runOps(argv, env, io), out: out.join('\n'), err: err.join('\n') };
  };
  const at = (name: string) => path.join(dir, name);
  beforeAll(async () => {
    expect((await run(['init', '--name', '东湖再生水厂', '--admin', 'boss'])).code).toBe(0);
    fs.writeFileSync(at('staff.xlsx'), await xlsx([['liming', '=HYPERLINK("x")', '生产运行部', '', '', '', '', '', ''], ['boss', '管理员', '', '', '', '', '', '', '']]));
    fs.writeFileSync(at('bad.xlsx'), await xlsx([['1bad', '坏', '', '', '', '', '', '', '']]));
    fs.writeFileSync(at('not.xlsx'), 'account,name\nliming,李明\n');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes each new account\'s first password to a new file only its owner reads, and says who was skipped', async () => {
    const r = await run(['import-staff', at('staff.xlsx'), '--passwords', at('first.csv')]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Imported 1 of the sheet's 2 staff into tenant "platform": 1 new department\(s\), 0 new post\(s\)\./);
    expect(r.out).toContain('skipped, the plant has them already: boss');
    expect(fs.statSync(at('first.csv')).mode & 0o777).toBe(0o600);
    const [head, row, end] = fs.readFileSync(at('first.csv'), 'utf8').split('\n');
    expect(end).toBe('');
    expect(head).toBe('\ufeff账号,姓名,初始密码');
    // The name a spreadsheet would run as a formula is written as text.
    expect(row).toMatch(/^liming,"'=HYPERLINK\(""x""\)",[A-Za-z0-9]{16}$/);
  });

  it('refuses an existing passwords file, a sheet that is not xlsx and a sheet with errors, leaving no file behind', async () => {
    const existing = await run(['import-staff', at('staff.xlsx'), '--passwords', at('first.csv')]);
    expect(existing).toMatchObject({ code: 2, err: expect.stringContaining('cannot be created for the passwords (it exists: name a new file)') });
    expect((await run(['import-staff', at('not.xlsx'), '--passwords', at('x.csv')])).err).toMatch(/^Import refused: .*not\.xlsx is not an xlsx workbook that can be read/);
    const bad = await run(['import-staff', at('bad.xlsx'), '--passwords', at('bad.csv')]);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^Import refused: Nothing was imported; the sheet has 1 error\(s\):\n {2}Row 2, 账号/);
    expect(fs.existsSync(at('bad.csv'))).toBe(false);
    expect(fs.existsSync(at('x.csv'))).toBe(false);
  });

  it('says what it needs without the sheet or the passwords file', async () => {
    expect((await run(['import-staff', at('staff.xlsx')])).err).toMatch(/^The import needs the sheet and a new file for the first passwords/);
    expect((await run(['import-staff'])).code).toBe(2);
  });
});
