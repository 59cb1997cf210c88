import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { runOps, type CliIo } from './cli.js';
import { OpsError } from './errors.js';
import { initPlant } from './init-plant.js';

const HOME = '/portal/portal/main/v1/myMobileHome';
const APPS = '/portal/portal/appModel/v1/getApp?typeKey=appType';
const MENU = '/portal/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu';

/** Rows of every table the init writes, to show a refusal changed nothing. */
const counts = async (t: TestApp) => Object.fromEntries(await Promise.all(
  (['uc_tenant', 'uc_org', 'uc_user', 'sys_index_column', 'sys_app', 'sys_type', 'sys_data_dict'] as const).map(async (table) =>
    [table, Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n)]),
));

describe('a new plant on an installation without the demo', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp({ seed: false }); });
  afterAll(() => t.close());

  it('nobody can sign in before the init: there is no tenant', async () => {
    const res = await t.call({ method: 'POST', url: '/uc/auth', payload: { username: 'boss', password: t.encrypt('Plant2026x') } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ state: false, message: '租户不存在或已停用' });
  });

  it('creates the tenant and its first administrator, who signs in with the generated password and finds a usable portal', async () => {
    const r = await initPlant(t.db, { tenantCode: t.config.defaultTenant, name: '  东湖再生水厂 ', adminAccount: 'boss' });
    expect(r.generatedPassword).toMatch(/^[A-Za-z0-9]{16}$/);
    const token = await t.login('boss', r.generatedPassword);

    const home = (await t.call({ method: 'GET', url: HOME, token })).json();
    expect(home).toMatchObject({ state: true, value: { name: '标准首页' } });
    expect(JSON.parse(Buffer.from(home.value.designHtml, 'base64').toString('utf8')).mobileList).toEqual(['welcome', 'myTodo', 'plantNotice', 'plantNews']);
    const apps = (await t.call({ method: 'GET', url: APPS, token })).json() as Array<{ children: Array<{ appList: Array<{ name: string }> }> }>;
    expect(apps.flatMap((c) => c.children.flatMap((g) => g.appList.map((a) => a.name)))).toContain('我的待办');
    expect((await t.call({ method: 'GET', url: MENU, token })).statusCode).toBe(200);

    const tenant = await t.db.selectFrom('uc_tenant').selectAll().where('code', '=', t.config.defaultTenant).executeTakeFirstOrThrow();
    expect(tenant.name).toBe('东湖再生水厂');
    const root = await t.db.selectFrom('uc_org').selectAll().where('tenant_id', '=', tenant.id).executeTakeFirstOrThrow();
    expect(root).toMatchObject({ parent_id: null, name: '东湖再生水厂', path: root.id });
    const admin = await t.db.selectFrom('uc_user').selectAll().where('tenant_id', '=', tenant.id).executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ account: 'boss', is_admin: 1, status: 1 });
    expect(admin.password_hash).not.toContain(r.generatedPassword);
    // Approvals have their categories and the dictionaries their forms choose from.
    expect((await t.db.selectFrom('sys_data_dict').select('key').where('tenant_id', '=', tenant.id).where('type_key', '=', 'urgentState').execute()).map((d) => d.key))
      .toEqual(['0', '1', '2']);
  });

  it('refuses a tenant that exists and input that breaks a rule, changing nothing', async () => {
    const before = await counts(t);
    const refused = (input: Partial<Parameters<typeof initPlant>[1]>) =>
      initPlant(t.db, { tenantCode: 'second', name: '第二水厂', adminAccount: 'boss', ...input }).then(() => 'done', (e: unknown) => e);
    expect(await refused({ tenantCode: t.config.defaultTenant })).toEqual(new OpsError(`The tenant "${t.config.defaultTenant}" exists already: nothing was changed.`));
    for (const [input, message] of [
      [{ tenantCode: 'Bad Code' }, /tenant code "Bad Code"/],
      [{ tenantCode: "x'; drop table uc_user; --" }, /tenant code/],
      [{ name: ' ' }, /--name/],
      [{ name: '水'.repeat(51) }, /--name/],
      [{ adminAccount: '管理员' }, /account "管理员"/],
      [{ adminPassword: 'short1' }, /ADMIN_PASSWORD/],
      [{ adminPassword: 'onlyletters' }, /ADMIN_PASSWORD/],
    ] as const) {
      const e = await refused(input);
      expect(e).toBeInstanceOf(OpsError);
      expect((e as OpsError).message).toMatch(message);
      expect((e as OpsError).exitCode).toBe(2);
    }
    expect(await counts(t)).toEqual(before);
  });

  it('creates a plant once when two operators run the init at the same moment', async () => {
    const runs = await Promise.allSettled([1, 2].map(() => initPlant(t.db, { tenantCode: 'twice', name: '同时水厂', adminAccount: 'boss', adminPassword: 'Twice2026x' })));
    expect(runs.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(runs.find((r) => r.status === 'rejected')).toMatchObject({ reason: new OpsError('The tenant "twice" exists already: nothing was changed.') });
    const tenant = await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'twice').execute();
    expect(tenant).toHaveLength(1);
    expect(await t.db.selectFrom('uc_user').select('id').where('tenant_id', '=', tenant[0].id).execute()).toHaveLength(1);
  });

  it('takes the password from the operator when given, and a second tenant signs in on its own page', async () => {
    const r = await initPlant(t.db, { tenantCode: 'second', name: '第二水厂', adminAccount: 'boss', adminPassword: 'Second2026' });
    expect(r.generatedPassword).toBeUndefined();
    await expect(t.login('boss', 'Second2026', r.tenantId)).resolves.toEqual(expect.any(String));
    // The first plant's administrator is another person with another password.
    await expect(t.login('boss', 'Second2026')).rejects.toThrow(/login boss failed/);
  });
});

describe('npm run init-plant', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wp-init-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv;
  const run = async (argv: string[], extra: NodeJS.ProcessEnv = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = { out: (l) => out.push(l), err: (l) => err.push(l) };
    return { code: await runOps(argv, { ...env, ...extra }, io), out: out.join('\n'), err: err.join('\n') };
  };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('says what it needs when the name or the account is missing', async () => {
    const r = await run(['init', '--admin', 'boss']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--name <plant name> --admin <account>/);
  });

  it('migrates an empty data directory, creates the plant and prints the password once; a second run is refused', async () => {
    const first = await run(['init', '--name', '东湖再生水厂', '--admin', 'boss']);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/Plant "东湖再生水厂" created as tenant "platform" \(the one \/login opens\)/);
    expect(first.out).toMatch(/password {7}[A-Za-z0-9]{16} {4}\(shown this once/);
    const again = await run(['init', '--name', '东湖再生水厂', '--admin', 'boss'], { ADMIN_PASSWORD: 'Other2026x' });
    expect(again.code).toBe(1);
    expect(again.err).toBe('Init refused: The tenant "platform" exists already: nothing was changed.');
  });

  it('names another tenant\'s sign-in page, and refuses a password that breaks the rule', async () => {
    expect((await run(['init', '--name', '西湖水厂', '--admin', 'boss', '--tenant', 'west'], { ADMIN_PASSWORD: 'weak' })).err)
      .toBe('Init refused: ADMIN_PASSWORD must be 8-64 characters with both letters and digits.');
    const r = await run(['init', '--name', '西湖水厂', '--admin', 'boss', '--tenant', 'west'], { ADMIN_PASSWORD: 'West2026x' });
    expect(r.out).toMatch(/tenant "west" \(its sign-in page is \/login\/west\)/);
    expect(r.out).toMatch(/password {7}the one in ADMIN_PASSWORD/);
  });
});
