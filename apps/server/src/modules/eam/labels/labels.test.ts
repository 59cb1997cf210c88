import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { eamKit, type EamKit } from '../test-kit.js';

const PRINT = '/service-eam/eam-asset-label/print';
let t: TestApp;
let k: EamKit;
let keeper: string;
let operator: string;
let hx: string;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp();
  k = eamKit(t);
  // 张敏 keeps the ledger (设备管理员); 陈静 operates the plant; hxadmin administers the other tenant.
  [keeper, operator, hx] = await Promise.all([k.assetToken('zhangmin'), k.assetToken('chenjing'), k.assetToken('hxadmin', await k.otherTenantId())]);
  const rows = await t.db.selectFrom('eam_asset').select('id').where('tenant_id', '=', await k.plantId()).orderBy('asset_code').limit(50).execute();
  ids = rows.map((r) => r.id);
});
afterAll(() => t.close());

const pages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('POST /service-eam/eam-asset-label/print', () => {
  it('answers a PDF of A4 sheets, 24 labels a page, with the Chinese font embedded as a subset', async () => {
    const res = await k.form(PRINT, keeper, { ids: ids.join(','), origin: 'https://plant.example:8443' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=.*asset-labels-\d{8}-\d{4}\.pdf/);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(pdf)).toBe(3);
    expect(pdf.toString('latin1')).toContain('/FontFile2');
    // The glyphs of 50 labels, not the 1 MB font.
    expect(pdf.length).toBeLessThan(200_000);
  });

  it('prints one label per page on a roll', async () => {
    const res = await k.post(PRINT, keeper, { ids: ids.slice(0, 3), paper: 'roll-50x30' });
    expect(res.statusCode, res.body).toBe(200);
    expect(pages(res.rawPayload)).toBe(3);
  });

  it('is refused to those who do not keep the ledger', async () => {
    const res = await k.form(PRINT, operator, { ids: ids[0]! });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, code: 'forbidden', message: '没有打印资产标签的权限' });
  });

  it('names the field of bad input, in the caller\'s language, and the asset that is not the tenant\'s', async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{}, /^body\.ids: /],
      [{ ids: ids[0]!, paper: 'a3' }, /^body\.paper: /],
      [{ ids: ids[0]!, origin: 'javascript:alert(1)' }, /^body\.origin: /],
      [{ ids: ids[0]!, origin: 'https://plant.example/eam?x=1' }, /^body\.origin: /],
      [{ ids: Array.from({ length: 241 }, (_, i) => `id${i}`).join(',') }, /^body\.ids: /],
      [{ ids: `${ids[0]},no-such-asset` }, /^ids: 资产不存在：no-such-asset$/],
    ];
    for (const [fields, message] of cases) {
      const res = await k.form(PRINT, keeper, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const foreign = await k.form(PRINT, hx, { ids: ids[0]! }, { lang: 'en-US' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`ids: no such asset: ${ids[0]}`);
  });
});
