import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { ASSET, eamKit, type EamKit } from '../test-kit.js';

let t: TestApp;
let k: EamKit;
// 2026-06-15 08:30 at the plant (UTC+8): the finance figures are for that day.
const now = new Date('2026-06-15T00:30:00Z');
let plain: string;
let finance: string;
let hx: string;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  k = eamKit(t);
  [plain, finance, hx] = await Promise.all([k.assetToken('chenjing'), k.assetToken('liqiang'), k.assetToken('hxadmin', await k.otherTenantId())]);
});
afterAll(() => t.close());

const list = async (fields: Record<string, string>, token = plain) => {
  const res = await k.form(ASSET('query-paged-list'), token, fields);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Array<Record<string, unknown>>; pageIndex: number; pageSize: number; totalRowCount: number; pageCount: number };
};
const plantAssets = async () => t.db.selectFrom('eam_asset').selectAll().where('tenant_id', '=', await k.plantId()).execute();

describe('POST /service-eam/eam-asset/query-category-count', () => {
  it('lists the categories of the tenant in order with their kind and the assets not scrapped', async () => {
    const res = await k.post(ASSET('query-category-count'), plain);
    expect(res.json()).toMatchObject({ success: true, code: '00', message: '操作成功' });
    const categories = res.json().data as Array<{ code: string; name: string; kind: string; count: number }>;
    expect(categories.slice(0, 2).map((c) => [c.code, c.name, c.kind])).toEqual([['PU', '水泵', 'machinery'], ['BL', '鼓风机', 'machinery']]);
    expect(new Set(categories.map((c) => c.kind))).toEqual(new Set(['machinery', 'server', 'network', 'storage', 'dataCenter', 'security']));
    const assets = await plantAssets();
    expect(assets.length).toBeGreaterThanOrEqual(280);
    expect(categories.reduce((n, c) => n + c.count, 0)).toBe(assets.filter((a) => a.asset_status !== 'scrapped').length);
  });
});

describe('POST /service-eam/eam-asset/query-paged-list', () => {
  it('pages the ledger in code order with the original envelope; scrapped assets only when their status is asked for', async () => {
    const assets = await plantAssets();
    const all = assets.filter((a) => a.asset_status !== 'scrapped').map((a) => a.asset_code).sort();
    const scrapped = assets.filter((a) => a.asset_status === 'scrapped').map((a) => a.asset_code).sort();
    expect(scrapped.length).toBeGreaterThan(0);
    expect((await list({ assetStatus: 'scrapped', pageSize: '100' })).list.map((a) => a.assetCode)).toEqual(scrapped);
    const first = await list({});
    expect(first).toMatchObject({ pageIndex: 1, pageSize: 10, totalRowCount: all.length, pageCount: Math.ceil(all.length / 10) });
    expect(first.list.map((a) => a.assetCode)).toEqual(all.slice(0, 10));
    const third = await list({ pageIndex: '3', pageSize: '25' });
    expect(third.list.map((a) => a.assetCode)).toEqual(all.slice(50, 75));
    expect((await list({ pageIndex: '999', pageSize: '100' })).list).toEqual([]);
    expect((await list({ sortType: 'desc', pageSize: '1' })).list[0]!.assetCode).toBe(all.at(-1));
  });

  it('filters by category, kind and status, and searches code, name and model, ignoring case', async () => {
    const categories = (await k.post(ASSET('query-category-count'), plain)).json().data as Array<{ id: string; code: string }>;
    const pumps = await list({ categoryId: categories.find((c) => c.code === 'PU')!.id, pageSize: '100' });
    expect(pumps.totalRowCount).toBeGreaterThan(20);
    expect(pumps.list.every((a) => a.categoryName === '水泵' && a.kind === 'machinery')).toBe(true);
    const servers = await list({ kind: 'server', pageSize: '100' });
    expect(servers.list.map((a) => a.name)).toContain('SCADA服务器A');
    expect(servers.list.every((a) => a.kind === 'server')).toBe(true);
    const idle = await list({ assetStatus: 'idle', pageSize: '100' });
    expect(idle.totalRowCount).toBeGreaterThan(0);
    expect(idle.list.every((a) => a.assetStatus === 'idle')).toBe(true);
    expect((await list({ searchValue: '进水提升泵' })).list.map((a) => a.assetCode)).toEqual(['TS-PU-001', 'TS-PU-002', 'TS-PU-003', 'TS-PU-004', 'TS-PU-005', 'TS-PU-006']);
    expect((await list({ searchValue: 'ts-pu-00' })).totalRowCount).toBe(6);
    // A searched page counts every match, and so does a page past the last one.
    expect(await list({ searchValue: 'ts-pu-00', pageSize: '4', pageIndex: '2', sortType: 'desc' })).toMatchObject({ totalRowCount: 6, pageCount: 2, list: [{ assetCode: 'TS-PU-002' }, { assetCode: 'TS-PU-001' }] });
    expect(await list({ searchValue: 'ts-pu-00', pageSize: '4', pageIndex: '3' })).toMatchObject({ totalRowCount: 6, list: [] });
    const flygt = await list({ searchValue: 'flygt', pageSize: '100' });
    expect(flygt.totalRowCount).toBeGreaterThan(0);
    expect(flygt.list.every((a) => String(a.model).includes('Flygt'))).toBe(true);
    expect((await list({ kind: '', assetStatus: '', categoryId: '', searchValue: '' })).totalRowCount).toBe((await plantAssets()).filter((a) => a.asset_status !== 'scrapped').length);
    expect((await list({ searchValue: 'TS-PU-001' })).list[0]).toMatchObject({ name: '1#进水提升泵', positionName: '进水提升区 / 进水泵房 / 提升泵位', criticality: 'A' });
  });

  it('searches the key the database keeps: a renamed asset at once, % and _ as plain text, never across two fields', async () => {
    await t.db.updateTable('eam_asset').set({ name: '1#进水提升泵_100%备用' }).where('asset_code', '=', 'TS-PU-001').execute();
    expect((await list({ searchValue: '_100%' })).list.map((a) => a.assetCode)).toEqual(['TS-PU-001']);
    expect((await list({ searchValue: '泵_1' })).totalRowCount).toBe(1);
    expect((await list({ searchValue: '%' })).totalRowCount).toBe(1);
    expect((await list({ searchValue: '进水提升泵_' })).list.map((a) => a.assetCode)).toEqual(['TS-PU-001']);
    // The code's end and the name's start are two fields: no match across them.
    expect((await list({ searchValue: 'TS-PU-0011#' })).totalRowCount).toBe(0);
    expect((await list({ searchValue: 'TS-PU-001 1#' })).totalRowCount).toBe(0);
    await t.db.updateTable('eam_asset').set({ name: '1#进水提升泵' }).where('asset_code', '=', 'TS-PU-001').execute();
    expect((await list({ searchValue: '_100%' })).totalRowCount).toBe(0);
  });

  it('takes JSON and multipart form fields alike, but no file', async () => {
    const json = await k.post(ASSET('query-paged-list'), plain, { searchValue: '鼓风机', pageSize: 5 });
    const multipart = await k.multipart(ASSET('query-paged-list'), plain, { searchValue: '鼓风机', pageSize: '5' });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.json().data).toEqual(json.json().data);
    expect((await list({ searchValue: '鼓风机', pageSize: '5' }))).toEqual(json.json().data);
    const file = await k.multipart(ASSET('query-paged-list'), plain, { pageSize: '5' }, { field: 'upload', name: 'a.txt' });
    expect(file.statusCode).toBe(400);
    expect(file.json()).toEqual({ success: false, code: 'invalid', message: 'upload: 资产系统的请求不接受文件' });
  });

  it('keeps tenants apart', async () => {
    const theirs = await list({ pageSize: '100' }, hx);
    expect(theirs.totalRowCount).toBe(10);
    expect(theirs.list.every((a) => String(a.assetCode).startsWith('HX-'))).toBe(true);
    expect((await list({ searchValue: 'HX-' })).totalRowCount).toBe(0);
    expect((await k.form(ASSET('scan-label'), hx, { txt: 'TS-PU-001' })).statusCode).toBe(404);
  });

  it('refuses bad paging and search input with 400 in the asset envelope, naming the field, in the caller\'s language', async () => {
    for (const pageSize of ['0', '1000', 'abc']) {
      const zh = await k.form(ASSET('query-paged-list'), plain, { pageSize });
      expect(zh.statusCode, pageSize).toBe(400);
      expect(zh.json(), pageSize).toMatchObject({ success: false, code: 'invalid' });
      expect(zh.json().message, pageSize).toMatch(/^body\.pageSize: .*[\u4e00-\u9fff]/);
      const en = await k.form(ASSET('query-paged-list'), plain, { pageSize }, { lang: 'en-US' });
      expect(en.json().message, pageSize).toMatch(/^body\.pageSize: [\x20-\x7e]+$/);
      expect(en.json().success).toBe(false);
    }
    const long = await k.form(ASSET('query-paged-list'), plain, { searchValue: 'x'.repeat(101) }, { lang: 'en-US' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^body\.searchValue: /);
    const kind = await k.form(ASSET('query-paged-list'), plain, { kind: 'pump' });
    expect(kind.json()).toMatchObject({ success: false, code: 'invalid' });
    expect(kind.json().message).toMatch(/^body\.kind: /);
    const json = await t.call({ method: 'POST', url: ASSET('query-paged-list'), token: plain, payload: '{"pageSize": ', headers: { 'content-type': 'application/json' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ success: false, code: 'invalid', message: 'body: 请求体不是合法的JSON' });
    const enJson = await t.call({ method: 'POST', url: ASSET('query-paged-list'), token: plain, payload: '{', headers: { 'content-type': 'application/json', lang: 'en-US' } });
    expect(enJson.json()).toEqual({ success: false, code: 'invalid', message: 'body: the request body is not valid JSON' });
  });

  it('reads SQL and LIKE wildcards in searchValue as text: nothing matches and nothing changes', async () => {
    const before = await plantAssets();
    for (const searchValue of ["' OR 1=1 --", "x'); DELETE FROM eam_asset; --", '%', '_', '\\']) {
      expect((await list({ searchValue })).totalRowCount, searchValue).toBe(0);
    }
    expect(await plantAssets()).toEqual(before);
  });

  it('leaves portal routes refusing form bodies as before', async () => {
    const res = await t.call({ method: 'POST', url: '/portal/portal/sysTag/v1/query', token: await k.portalToken('chenjing'), payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().state).toBe(false);
  });
});

describe('get-by-id and scan-label', () => {
  it('answers an asset with its specs, maintenance contract and whether the caller may see finance', async () => {
    const row = (await list({ searchValue: 'TS-PU-001' })).list[0]!;
    const res = await k.form(ASSET('get-by-id'), plain, { id: String(row.id) });
    const detail = res.json().data;
    expect(detail).toMatchObject({ assetCode: 'TS-PU-001', name: '1#进水提升泵', serviceLife: 10, canSeeFinance: false, parent: null });
    expect(detail.specs.map((s: { label: string }) => s.label)).toEqual(['流量', '扬程', '功率', '转速']);
    expect(detail.maintenance).toHaveProperty('maintenanceEndDate');
    expect(detail).not.toHaveProperty('originalUnitPrice');
    expect((await k.form(ASSET('get-by-id'), finance, { id: String(row.id) })).json().data.canSeeFinance).toBe(true);
    const missing = await k.form(ASSET('get-by-id'), plain, { id: 'nope' }, { lang: 'en-US' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, code: 'notFound', message: 'No such asset: nope' });
  });

  it('finds an asset by its code or by a URL naming it in its path or its assetCode/code parameter', async () => {
    const code = async (txt: string) => (await k.form(ASSET('scan-label'), plain, { txt, scene: 'mobile_asset_scan' })).json().data?.assetCode;
    expect(await code('TS-PU-001')).toBe('TS-PU-001');
    expect(await code('  XX-SV-002 ')).toBe('XX-SV-002');
    expect(await code('https://eam.qingyuan-water.cn/eam/basic-info/TS-PU-003')).toBe('TS-PU-003');
    expect(await code('http://10.0.0.8:8080/eam/device-QR?from=label&assetCode=TS%2DPU%2D004')).toBe('TS-PU-004');
    expect(await code('https://x.cn/q?code=TS-PU-005&assetCode=')).toBe('TS-PU-005');
    expect(await code('/eam/device-machinery-details/TS-PU-006?tab=1')).toBe('TS-PU-006');
  });

  it('answers an unknown label 404 with the label in the message', async () => {
    for (const txt of ['NO-SUCH-001', 'javascript:alert(1)', 'https://x.cn/?assetCode=a=b', 'TS-PU-001=x']) {
      const res = await k.form(ASSET('scan-label'), plain, { txt });
      expect(res.statusCode, txt).toBe(404);
      expect(res.json(), txt).toMatchObject({ success: false, code: 'notFound' });
    }
    expect((await k.form(ASSET('scan-label'), plain, { txt: 'NO-SUCH-001' })).json().message).toBe('txt: 未识别的资产标签：NO-SUCH-001');
    expect((await k.form(ASSET('scan-label'), plain, { txt: 'NO-SUCH-001' }, { lang: 'en-US' })).json().message).toBe('txt: not a label of a known asset: NO-SUCH-001');
    expect((await k.form(ASSET('scan-label'), plain, { txt: '' })).json()).toMatchObject({ success: false, code: 'invalid' });
  });
});

describe('POST /service-eam/eam-asset/get-finance', () => {
  it('is forbidden without the finance right', async () => {
    const res = await k.form(ASSET('get-finance'), plain, { assetCode: 'TS-PU-001' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, code: 'forbidden', message: '没有查看资产财务信息的权限' });
    expect((await k.form(ASSET('get-finance'), plain, { assetCode: 'TS-PU-001' }, { lang: 'en-US' })).json().message).toBe('You may not view the finance data of assets');
  });

  it('answers the depreciation to today in the plant\'s time zone for the finance role and administrators', async () => {
    await t.db.updateTable('eam_asset').set({ original_unit_price: 120_000, residuals_rate: 0.05, service_life: 10, register_date: '2024-10-20' })
      .where('asset_code', '=', 'TS-PU-002').where('tenant_id', '=', await k.plantId()).execute();
    const res = await k.form(ASSET('get-finance'), finance, { assetCode: 'TS-PU-002' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      assetCode: 'TS-PU-002', originalUnitPrice: 120_000, residualsRate: 0.05, residualsPrice: 6000, registerDate: '2024-10-20', serviceLife: 10,
      monthDepreciationPrice: 950, depreciatedMonths: 20, accumulatedDepreciation: 19_000, currentYearDepreciation: 5700, navPrice: 101_000,
      asOf: '2026-06-15', financialCategory: '机器设备',
    });
    const admin = await k.assetToken('admin');
    expect((await k.form(ASSET('get-finance'), admin, { assetCode: 'TS-PU-002' })).json().data.navPrice).toBe(101_000);
    expect((await k.form(ASSET('get-finance'), finance, { assetCode: 'NOPE' })).statusCode).toBe(404);
  });
});
