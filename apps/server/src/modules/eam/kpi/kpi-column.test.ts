import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnApi } from '@wp/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { portalKit, type PortalKit } from '../../portal/test-kit.js';
import { createColumnAdmin } from '../../portal/home/column-admin.js';
import { createColumnsRepository } from '../../portal/home/columns.repository.js';
import { createRightsRepository } from '../../portal/shared/rights.repository.js';

/** The asset-KPI home column (dataMode 5, ADR 0025): seeded on the plant's management home and served like any column. */

let t: TestApp;
let k: PortalKit;

const C = '/portal/portal/sysIndexColumn/sysIndexColumn/v1';
const HOME = '/portal/portal/main/v1/myMobileHome';
const CACHE = '/portal/portal/main/v1/cacheUserLayout';

beforeAll(async () => {
  t = await createTestApp();
  k = portalKit(t);
});
afterAll(() => t.close());

describe('the asset KPI column', () => {
  it('is served by alias to every user of the plant: its mode, its range and the dashboard as its "more" link', async () => {
    const res = await k.get(`${C}/getByAlias?alias=assetKpi`, await k.token('chenjing'));
    expect(res.statusCode, res.body).toBe(200);
    const column = res.json();
    expect(column).toMatchObject({
      alias: 'assetKpi', name: '设备指标', colType: 0, dataMode: columnApi.dataModes.eamKpi, colUrl: '/eam/kpi', isPublic: 1, displayRights: true,
    });
    expect(columnApi.readEamKpiColumnParam(column.dataParam)).toEqual({ range: 'last3Months' });
    // The other tenant has no such column.
    expect((await k.get(`${C}/getByAlias?alias=assetKpi`, await k.otherTenantToken())).statusCode).toBe(404);
  });

  it('comes with the management home (管理驾驶舱) after the effluent chart', async () => {
    const token = await k.token('zhangwei');
    const cockpit = (await t.db.selectFrom('sys_index_layout as l').innerJoin('uc_tenant as t', 't.id', 'l.tenant_id')
      .select('l.id').where('l.name', '=', '管理驾驶舱').where('t.code', '=', 'platform').executeTakeFirstOrThrow()).id;
    expect((await k.post(CACHE, token, { type: 'mobile', layoutId: cockpit, layoutType: 1 })).statusCode).toBe(200);
    const { value } = (await k.get(HOME, token)).json();
    expect(value.columns.map((c: { alias: string }) => c.alias)).toEqual(['processStats', 'effluentQuality', 'assetKpi', 'myTodo', 'plantNotice']);
    expect(value.columns[2]).toMatchObject({ dataMode: 5, displayRights: true });
  });

  it('is no URL column: the portal does not proxy its data (the browser asks the asset system with its own token)', async () => {
    const res = await k.post(`${C}/getColumnData?alias=assetKpi`, await k.token('chenjing'), {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/dataMode 3/);
  });

  it('is not saved with a dataParam its card could not read', async () => {
    const admin = createColumnAdmin({ repo: createColumnsRepository(t.db), rightsRepo: createRightsRepository(t.db), clock: { now: () => new Date() } });
    const plant = await k.plantId();
    const column = { alias: 'kpiBad', name: '指标', colType: 0, dataMode: 5, isPublic: true };
    await expect(admin.save(plant, { ...column, dataParam: '{"range":"lastCentury"}' })).rejects.toThrow(/dataMode 5/);
    await expect(admin.save(plant, { ...column, dataParam: 'not json' })).rejects.toThrow(/dataMode 5/);
    await expect(admin.save(plant, { ...column, dataParam: '{"range":"thisYear","extra":1}' })).rejects.toThrow(/dataMode 5/);
    await expect(admin.save(plant, { ...column, alias: 'kpiYear', dataParam: '{"range":"thisYear","categoryId":"c1"}' })).resolves.toBeTruthy();
    // No dataParam: this month, the whole plant.
    await expect(admin.save(plant, { ...column, alias: 'kpiPlain' })).resolves.toBeTruthy();
  });
});
