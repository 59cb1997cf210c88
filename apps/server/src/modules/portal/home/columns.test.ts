import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { replyJson, startUpstream, type Upstream } from '../../../test/upstream.js';
import { portalKit, type PortalKit } from '../test-kit.js';
import { bookings } from '../../../seed/portal/meetings.js';
import { createColumnAdmin } from './column-admin.js';
import { createColumnsRepository } from './columns.repository.js';
import { createRightsRepository } from '../shared/rights.repository.js';

// Subjects written for the seed date's months.
const [{ subject: overhaulMeeting }, , { subject: qualityMeeting }] = bookings(new Date());

let t: TestApp;
let k: PortalKit;

const C = '/portal/portal/sysIndexColumn/sysIndexColumn/v1';
const byAlias = (alias: string, token: string, headers?: Record<string, string>) => k.get(`${C}/getByAlias?alias=${alias}`, token, headers);
const data = (alias: string, token: string, body: unknown = {}, headers?: Record<string, string>) => k.post(`${C}/getColumnData?alias=${alias}`, token, body, headers);

let allowed: Upstream;
let forbidden: Upstream;

/** Adds a column straight to the table (the admin screen is not part of this issue). */
async function addColumn(alias: string, fields: Record<string, unknown>, grants: Array<{ right_type: string; right_id: string }> = []) {
  const plant = await k.plantId();
  const id = `col-${alias}`;
  await t.db.insertInto('sys_index_column').values({
    id, tenant_id: plant, alias, name: alias, catalog: null, col_type: 0, chart_type: null, data_mode: 3, data_from: null, data_param: null,
    request_type: 'GET', need_page: 0, page_size: 10, col_height: null, col_url: null, template_html: null, html: null, is_public: 1, memo: null,
    created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', ...fields,
  }).execute();
  for (const [i, g] of grants.entries()) {
    await t.db.insertInto('portal_right').values({ id: `${id}-${i}`, tenant_id: plant, owner_type: 'column', owner_id: id, ...g }).execute();
  }
}

beforeAll(async () => {
  allowed = await startUpstream((req, res, body) => {
    if (req.url!.startsWith('/moved')) {
      res.writeHead(302, { location: `http://127.0.0.1:${forbidden.port}/secret` });
      return res.end();
    }
    if (req.url!.startsWith('/broken')) return replyJson(res, 500, { message: 'database down' });
    if (req.url!.startsWith('/html')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html></html>');
    }
    return replyJson(res, 200, { rows: [{ method: req.method, url: req.url, body: body ? JSON.parse(body) : null }], total: 1 });
  });
  forbidden = await startUpstream((_req, res) => replyJson(res, 200, { secret: true }));
  t = await createTestApp({ env: { COLUMN_ALLOWED_HOSTS: `intranet.example, 127.0.0.1:${allowed.port}` } });
  k = portalKit(t);
  const ext = `http://127.0.0.1:${allowed.port}`;
  const orgId = async (code: string) => (await t.db.selectFrom('uc_org').select('id').where('code', '=', code).where('tenant_id', '=', await k.plantId()).executeTakeFirstOrThrow()).id;
  await addColumn('extGet', { data_from: `${ext}/data/{account}`, data_param: 'user={userId}&kind=todo', need_page: 1, page_size: 3 });
  await addColumn('extPost', { data_from: `${ext}/query`, request_type: 'POST', data_param: '{"who":"{account}","filter":{"ids":["{userId}"]},"n":1}', need_page: 1 });
  await addColumn('extMoved', { data_from: `${ext}/moved` });
  await addColumn('extBroken', { data_from: `${ext}/broken` });
  await addColumn('extHtml', { data_from: `${ext}/html` });
  await addColumn('otherPort', { data_from: `http://127.0.0.1:${forbidden.port}/secret` });
  await addColumn('metadata', { data_from: 'http://169.254.169.254/latest/meta-data/' });
  await addColumn('fileUrl', { data_from: 'file:///etc/passwd' });
  await addColumn('protocolRelative', { data_from: '//evil.example/x' });
  await addColumn('badPost', { data_from: '/portal/portal/messageNews/v1/list', request_type: 'POST', data_param: '{"pageBean": {account}' });
  await addColumn('undefinedParam', { data_from: '/portal/portal/messageNews/v1/list', data_param: 'secret={password}' });
  await addColumn('loop', { data_from: `${C}/getColumnData?alias=loop`, request_type: 'POST' });
  await addColumn('safetyBoard', { data_mode: 0, html: '<p>安全看板</p>', is_public: 0 }, [{ right_type: 'org', right_id: await orgId('safety') }]);
  await addColumn('plantWide', { data_mode: 0, html: '<p>全厂</p>', is_public: 0 }, [{ right_type: 'org', right_id: await orgId('plant') }]);
  await addColumn('forHeping', { data_mode: 0, html: '<p>个人</p>', is_public: 0 }, [{ right_type: 'user', right_id: (await k.user('heping')).id }]);
});
afterAll(async () => {
  await t.close();
  await allowed.close();
  await forbidden.close();
});

describe('defining columns', () => {
  it('makes no custom-dialog column (dataMode 1) that names no dialog: it would show nothing', async () => {
    const admin = createColumnAdmin({ repo: createColumnsRepository(t.db), rightsRepo: createRightsRepository(t.db), clock: { now: () => new Date() } });
    const tenant = await t.db.selectFrom('uc_tenant').select('id').where('code', '=', 'platform').executeTakeFirstOrThrow();
    await expect(admin.save(tenant.id, { alias: 'dlg', name: '对话框', colType: 0, dataMode: 1, isPublic: true })).rejects.toThrow(/dataMode 1/);
    await expect(admin.save(tenant.id, { alias: 'dlg', name: '对话框', colType: 0, dataMode: 1, dataFrom: ' ', isPublic: true })).rejects.toThrow(/dataMode 1/);
    expect(await t.db.selectFrom('sys_index_column').select('id').where('alias', '=', 'dlg').execute()).toEqual([]);
  });
});

describe('GET /portal/sysIndexColumn/sysIndexColumn/v1/getByAlias', () => {
  it('serves the welcome block with its HTML sanitised, and stored without the seed\'s script', async () => {
    const res = await byAlias('welcome', await k.token('chenjing'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ alias: 'welcome', name: '欢迎', dataMode: 0, displayRights: true, isPublic: 1, templateHtml: '' });
    expect(res.json().html).toContain('<strong>生化池溶解氧</strong>');
    expect(res.json().html).not.toMatch(/script|alert/);
    const row = await t.db.selectFrom('sys_index_column').select('html').where('alias', '=', 'welcome').executeTakeFirstOrThrow();
    expect(row.html).not.toMatch(/script|alert/);
  });

  it('sanitises again on the way out when a row carries script', async () => {
    await t.db.updateTable('sys_index_column').set({ html: '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(2)>', template_html: '<b onmouseover="x()">{{subject}}</b><script>y()</script>' })
      .where('alias', '=', 'extHtml').execute();
    const col = (await byAlias('extHtml', await k.token('chenjing'))).json();
    expect(col.html).toBe('<p>ok</p><img src="x" />');
    expect(Buffer.from(col.templateHtml, 'base64').toString('utf8')).toBe('<b>{{subject}}</b>');
  });

  it('describes a URL list column: base64 row template, POST parameters, paging', async () => {
    const col = (await byAlias('myTodo', await k.token('chenjing'))).json();
    expect(col).toMatchObject({
      colType: 0, dataMode: 3, requestType: 'POST', needPage: 1, pageSize: 5, colUrl: '/work/myMatters/0', displayRights: true,
      dataFrom: '/bpm-runtime/runtime/task/v1/getTodoList',
    });
    expect(JSON.parse(col.dataParam)).toEqual({ pageBean: { page: 1, pageSize: 5, showTotal: true } });
    expect(Buffer.from(col.templateHtml, 'base64').toString('utf8')).toBe(
      '<div class="col-row"><a href="/task/{{id}}/0">{{subject}}</a><span class="col-meta">{{name}} · {{createTime}}</span></div>');
  });

  it('computes display rights by role; without them the content stays on the server', async () => {
    const staff = (await byAlias('processStats', await k.token('chenjing'))).json();
    expect(staff).toMatchObject({ alias: 'processStats', colType: 1, chartType: 2, displayRights: false, dataFrom: null, dataParam: null, html: '', templateHtml: '' });
    for (const account of ['zhangwei', 'wangfang', 'admin']) {
      const col = (await byAlias('processStats', await k.token(account))).json();
      expect(col.displayRights, account).toBe(true);
      expect(col.dataFrom).toBe('/bpm-runtime/runtime/report/v1/getEchartsData?reportId=instanceByDef');
    }
  });

  it('computes display rights by organisation (with its sub-organisations) and by user', async () => {
    const rights = async (alias: string, account: string) => (await byAlias(alias, await k.token(account))).json().displayRights;
    // zhangmin holds a second post in the safety department; chenjing works in production.
    expect(await rights('safetyBoard', 'zhangmin')).toBe(true);
    expect(await rights('safetyBoard', 'chenjing')).toBe(false);
    // A grant to the plant reaches every department below it.
    expect(await rights('plantWide', 'chenjing')).toBe(true);
    expect(await rights('forHeping', 'heping')).toBe(true);
    expect(await rights('forHeping', 'luobin')).toBe(false);
  });

  it('answers 404 for unknown aliases and other tenants\' columns, 400 for malformed aliases', async () => {
    const res = await byAlias('nothing', await k.token('chenjing'), { lang: 'en-US' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No column with alias nothing');
    // Another tenant has its own welcome column, and none of the plant's own ones.
    const hx = await k.otherTenantToken();
    expect((await byAlias('processStats', hx)).statusCode).toBe(404);
    const welcome = (await byAlias('welcome', hx)).json().html as string;
    expect(welcome).toContain('华兴水务移动办公');
    expect(welcome).not.toContain('清源');
    expect((await byAlias('a%2Fb', await k.token('chenjing'))).statusCode).toBe(400);
  });
});

describe('POST /portal/sysIndexColumn/sysIndexColumn/v1/getColumnData', () => {
  it('calls a path of this server with the caller\'s own token and pages it', async () => {
    const token = await k.token('chenjing');
    const res = await data('plantNews', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ total: 4, page: 1, pageSize: 5 });
    expect(res.json().value.rows[0].title).toMatch(/^\d{1,2}月份出水水质全部稳定达标$/);
    const page2 = (await data('plantNews', token, { pageBean: { page: 2, pageSize: 3 } })).json().value;
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.rows.map((r: { title: string }) => r.title)).toEqual(['厂区开放日迎来社区居民参观']);
  });

  it('gives each user their own data (the meetings column shows the caller\'s bookings)', async () => {
    const subjects = async (account: string) =>
      ((await data('myMeetings', await k.token(account))).json().value.rows as Array<{ subject: string }>).map((r) => r.subject);
    expect(await subjects('zhangmin')).toEqual([overhaulMeeting, '安全生产培训动员会']);
    expect(await subjects('zhangwei')).toEqual([qualityMeeting, '厂长办公会']);
  });

  it('refuses a column without display rights (403) and a column that has no URL (400)', async () => {
    expect((await data('processStats', await k.token('chenjing'))).statusCode).toBe(403);
    const res = await data('welcome', await k.token('chenjing'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/dataMode 3/);
  });

  it('reaches an allowed host by GET with {account} and {userId} filled in, and never sends the token there', async () => {
    const res = await data('extGet', await k.token('zhangmin'));
    expect(res.statusCode).toBe(200);
    const id = (await k.user('zhangmin')).id;
    expect(res.json().value.rows[0]).toMatchObject({ method: 'GET', url: `/data/zhangmin?user=${id}&kind=todo&page=1&pageSize=3` });
    const seen = allowed.seen.at(-1)!;
    expect(seen.headers.authorization).toBeUndefined();
  });

  it('reaches an allowed host by POST with the parameters filled in as JSON, paging in pageBean', async () => {
    const res = await data('extPost', await k.token('zhangmin'), { pageBean: { page: 3, pageSize: 7 } });
    const id = (await k.user('zhangmin')).id;
    expect(res.json().value.rows[0]).toEqual({
      method: 'POST', url: '/query',
      body: { who: 'zhangmin', filter: { ids: [id] }, n: 1, pageBean: { page: 3, pageSize: 7, showTotal: true } },
    });
  });

  it('refuses hosts that are not allowed, before connecting (SSRF)', async () => {
    const token = await k.token('zhangmin');
    const before = forbidden.seen.length;
    const res = await data('otherPort', token, {}, { lang: 'en-US' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`host not allowed: 127.0.0.1:${forbidden.port}`);
    expect((await data('metadata', token, {}, { lang: 'en-US' })).json().message).toBe('host not allowed: 169.254.169.254');
    expect((await data('fileUrl', token)).statusCode).toBe(400);
    expect((await data('protocolRelative', token)).statusCode).toBe(400);
    expect(forbidden.seen.length).toBe(before);
  });

  it('does not follow a redirect from an allowed host to another one', async () => {
    const before = forbidden.seen.length;
    const res = await data('extMoved', await k.token('zhangmin'));
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/302/);
    expect(forbidden.seen.length).toBe(before);
  });

  it('reports a failing or non-JSON source as 502 with its status and message', async () => {
    const token = await k.token('zhangmin');
    const broken = await data('extBroken', token, {}, { lang: 'en-US' });
    expect(broken.statusCode).toBe(502);
    expect(broken.json().message).toBe('The column data source answered 500: database down');
    expect((await data('extHtml', token)).statusCode).toBe(502);
  });

  it("refuses a POST template that is not JSON with the spec's message", async () => {
    const en = await data('badPost', await k.token('zhangmin'), {}, { lang: 'en-US' });
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('POST parameters are not valid JSON');
    expect((await data('badPost', await k.token('zhangmin'))).json().message).toBe('POST参数不是合法的JSON');
    expect((await data('badPost', await k.token('zhangmin'), {}, { lang: 'zh-TW' })).json().message).toBe('POST參數不是合法的JSON');
  });

  it('refuses placeholders other than {account} and {userId}', async () => {
    const res = await data('undefinedParam', await k.token('zhangmin'), {}, { lang: 'en-US' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('placeholder {password} is not defined');
    expect((await data('undefinedParam', await k.token('zhangmin'), {}, { lang: 'zh-TW' })).json().message).toBe('參數預留位置{password}未定義');
  });

  it('refuses a column that points at the column data call itself', async () => {
    const res = await data('loop', await k.token('zhangmin'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/栏目数据接口本身/);
  });

  it('validates the paging body', async () => {
    expect((await data('plantNews', await k.token('chenjing'), { pageBean: { page: 0, pageSize: 5 } })).statusCode).toBe(400);
    expect((await data('plantNews', await k.token('chenjing'), { pageBean: { page: 1, pageSize: 1000 } })).statusCode).toBe(400);
  });
});
