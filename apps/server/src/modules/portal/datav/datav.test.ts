import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { generateReadings } from '../../../seed/portal/readings.js';
import { portalKit, type PortalKit } from '../test-kit.js';

let t: TestApp;
let k: PortalKit;
const PAGE = '/portal/portal/datav/v1/getByAlias';

interface Chart { title: string; option: { xAxis: { data: string[] }; series: Array<{ name: string; type: string; data: number[]; markLine?: { data: Array<{ yAxis: number }> } }> } }

beforeAll(async () => {
  t = await createTestApp();
  k = portalKit(t);
});
afterAll(() => t.close());

describe('the seeded readings', () => {
  it('are the same on every run and plausible for a 50,000 m³/d plant within its discharge limits', () => {
    const a = generateReadings('2026-04-01', 30);
    expect(generateReadings('2026-04-01', 30)).toEqual(a);
    expect(a).toHaveLength(30);
    expect(a[0].day).toBe('2026-03-02');
    expect(a[29].day).toBe('2026-03-31');
    for (const r of a) {
      expect(r.inflow).toBeGreaterThan(40_000);
      expect(r.inflow).toBeLessThan(60_000);
      expect(r.outflow).toBeLessThan(r.inflow);
      expect(r.cod_out).toBeLessThan(30);
      expect(r.cod_out).toBeLessThan(r.cod_in);
      expect(r.nh3n_out).toBeLessThan(1.5);
    }
  });
});

describe('GET /portal/datav/v1/getByAlias', () => {
  it('computes the plantDaily charts from the stored readings: flows, effluent COD and ammonia nitrogen, influent quality', async () => {
    const res = await k.get(`${PAGE}?alias=plantDaily`, await k.token('chenjing'));
    expect(res.statusCode).toBe(200);
    const page = res.json().value as { name: string; from: string; to: string; charts: Chart[] };
    expect(page.name).toBe('运行日报');
    expect(page.charts.map((c) => c.title)).toEqual(['进出水量', '出水COD', '出水氨氮', '进水水质']);
    const rows = await t.db.selectFrom('plant_daily_reading').selectAll().where('tenant_id', '=', await k.plantId()).orderBy('day').execute();
    expect(rows).toHaveLength(30);
    expect(page.from).toBe(rows[0].day);
    expect(page.to).toBe(rows[29].day);
    const [flows, cod, nh3n] = page.charts;
    expect(flows.option.xAxis.data).toEqual(rows.map((r) => r.day.slice(5)));
    expect(flows.option.series.map((s) => s.name)).toEqual(['进水量', '出水量']);
    expect(flows.option.series[0].data).toEqual(rows.map((r) => r.inflow));
    expect(flows.option.series[1].data).toEqual(rows.map((r) => r.outflow));
    expect(cod.option.series[0].data).toEqual(rows.map((r) => r.cod_out));
    expect(cod.option.series[0].markLine!.data).toEqual([{ yAxis: 30 }]);
    expect(nh3n.option.series[0].markLine!.data).toEqual([{ yAxis: 1.5 }]);
    expect(page.charts[3].option.series.map((s) => s.type)).toEqual(['bar', 'bar']);
  });

  it('follows the table: a changed reading changes the chart', async () => {
    const plant = await k.plantId();
    const last = await t.db.selectFrom('plant_daily_reading').select('day').where('tenant_id', '=', plant).orderBy('day', 'desc').executeTakeFirstOrThrow();
    await t.db.updateTable('plant_daily_reading').set({ inflow: 61_234 }).where('tenant_id', '=', plant).where('day', '=', last.day).execute();
    const page = (await k.get(`${PAGE}?alias=plantDaily`, await k.token('chenjing'))).json().value as { charts: Chart[] };
    expect(page.charts[0].option.series[0].data.at(-1)).toBe(61_234);
  });

  it('answers 404 for unknown aliases and other tenants, 400 without an alias', async () => {
    expect((await k.get(`${PAGE}?alias=nothing`, await k.token('chenjing'))).statusCode).toBe(404);
    expect((await k.get(`${PAGE}?alias=plantDaily`, await k.otherTenantToken())).statusCode).toBe(404);
    expect((await k.get(PAGE, await k.token('chenjing'))).statusCode).toBe(400);
  });
});
