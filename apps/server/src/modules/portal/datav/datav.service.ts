import { z } from 'zod';
import type { DatavPage } from '@wp/contract';
import type { PlantDailyReadingTable } from '../../../db/schema.js';
import type { Session } from '../../../platform/auth/session.js';
import type { Clock } from '../../../platform/clock.js';
import type { DatavRepository } from './datav.repository.js';
import { notFound } from '../../../platform/errors.js';

/** The readings a chart may draw. */
export const metrics = ['inflow', 'outflow', 'cod_in', 'cod_out', 'nh3n_in', 'nh3n_out'] as const;

/** A page's stored definition: which readings each chart draws, over how many days. */
export const datavConfig = z.object({
  days: z.number().int().min(1).max(366),
  charts: z.array(z.object({
    title: z.string().min(1),
    kind: z.enum(['line', 'bar']),
    unit: z.string(),
    series: z.array(z.object({ metric: z.enum(metrics), name: z.string().min(1) })).min(1),
    /** A limit drawn as a dashed line, e.g. the discharge standard. */
    limit: z.object({ value: z.number(), name: z.string() }).optional(),
  })).min(1),
});
export type DatavConfig = z.infer<typeof datavConfig>;

/** One chart's ECharts option from the readings. */
function option(chart: DatavConfig['charts'][number], rows: PlantDailyReadingTable[]): Record<string, unknown> {
  return {
    title: { text: chart.title, left: 'center', textStyle: { fontSize: 14 } },
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, data: chart.series.map((s) => s.name) },
    grid: { left: 48, right: 16, top: 40, bottom: 48 },
    xAxis: { type: 'category', data: rows.map((r) => r.day.slice(5)), boundaryGap: chart.kind === 'bar' },
    yAxis: { type: 'value', name: chart.unit, scale: true },
    series: chart.series.map((s, i) => ({
      name: s.name, type: chart.kind, smooth: chart.kind === 'line', showSymbol: false,
      data: rows.map((r) => r[s.metric]),
      ...(i === 0 && chart.limit
        ? { markLine: { symbol: 'none', lineStyle: { type: 'dashed', color: '#ee6666' }, label: { formatter: chart.limit.name }, data: [{ yAxis: chart.limit.value }] } }
        : {}),
    })),
  };
}

/** Data-visualisation pages: charts computed from the stored daily readings, never stored as pictures or numbers. */
export function createDatavService(deps: { repo: DatavRepository; clock: Clock }) {
  return {
    /** The page with one ECharts option per chart, over the last `days` days that have readings (up to today). */
    async page(session: Session, alias: string): Promise<DatavPage> {
      const row = await deps.repo.page(session.tenantId, alias);
      if (!row) throw notFound('portal.datav.notFound', { alias });
      const config = datavConfig.parse(JSON.parse(row.config_json));
      const today = deps.clock.now().toISOString().slice(0, 10);
      const rows = await deps.repo.readings(session.tenantId, today, config.days);
      return {
        alias: row.alias, name: row.name, from: rows[0]?.day ?? null, to: rows.at(-1)?.day ?? null,
        charts: config.charts.map((c) => ({ title: c.title, option: option(c, rows) })),
      };
    },
  };
}
export type DatavService = ReturnType<typeof createDatavService>;
