import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { seedPlantForms } from './index.js';
import { plantDay } from './common.js';

let t: TestApp;
const token = (account: string) => t.login(account, account === 'admin' ? 'Admin@2026' : 'Water@2026');
const post = async (url: string, account: string, payload: object) => t.call({ method: 'POST', url, token: await token(account), payload });

beforeAll(async () => {
  t = await createTestApp();
  await seedPlantForms(t.db, t.config);
});
afterAll(() => t.close());

describe('the plant\'s queries and charts', () => {
  it('shows the monthly water quality of the year, the discharge to everyone and every point to the lab', async () => {
    const lab = (await post('/form/form/query/queryView/data_lab/water_quality_monthly', 'xiemei', { pageBean: { page: 1, pageSize: 100 } })).json();
    const thisMonth = plantDay(new Date()).slice(0, 7);
    expect(lab.rows[0]).toMatchObject({ month: thisMonth });
    expect(new Set(lab.rows.map((r: { samplingPoint: string }) => r.samplingPoint))).toEqual(new Set(['influent', 'secondary', 'effluent']));
    const effluent = lab.rows.filter((r: { samplingPoint: string }) => r.samplingPoint === 'effluent');
    expect(effluent.length).toBeGreaterThanOrEqual(12);
    // The year's upsets put a few effluent samples over a limit; influent is never counted.
    expect(effluent.reduce((n: number, r: { overLimitCount: number }) => n + r.overLimitCount, 0)).toBeGreaterThanOrEqual(5);
    for (const r of effluent) expect(r.cod).toBeLessThan(50);
    const plant = (await post('/form/form/query/queryView/data_lab/water_quality_monthly', 'heping', { pageBean: { page: 1, pageSize: 100 } })).json();
    expect(plant.rows).toEqual(effluent);
  });

  it('lists materials by category for a dynamic select', async () => {
    const res = (await post('/form/form/customQuery/v1/query', 'chenjing', { alias: 'materials_by_category', params: { category: 'chemical' } })).json();
    expect(res.total).toBeGreaterThan(0);
    expect(Object.keys(res.rows[0])).toEqual(['code', 'name', 'spec', 'unit', 'stock']);
  });

  it('draws the inflow of the last 90 days and the effluent against its limits', async () => {
    const inflow = (await post('/form/form/customChart/v1/getListData?alias=inflow_trend', 'chenjing', {})).json();
    // Daily reports end yesterday: 89 of the last 90 days.
    expect(inflow.rows).toHaveLength(89);
    expect(inflow.rows[0].inflow).toBeGreaterThan(30_000);
    const effluent = (await post('/form/form/customChart/v1/getListData?alias=effluent_quality', 'chenjing', {})).json();
    expect(effluent.rows).toHaveLength(90);
    expect(effluent.dataset.dimensions.map((d: { displayName: string }) => d.displayName)).toEqual(['采样日期', 'COD', '氨氮', '总磷']);
    expect(effluent.chart.displayfield.map((s: { limit: number }) => s.limit)).toEqual([50, 5, 0.5]);
  });

  it('fills the home column 出水水质 through the column proxy with the chart\'s dataset', async () => {
    const res = await post('/portal/portal/sysIndexColumn/sysIndexColumn/v1/getColumnData?alias=effluentQuality', 'heping', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().value.dataset.source).toHaveLength(90);
    expect(res.json().value.chart).toMatchObject({ alias: 'effluent_quality', style: 'line', height: 360 });
  });
});
