import type { eamApi } from '@wp/contract';
import { formatCount, formatHours, formatRate } from '../../../domains/eam-kpi/format.js';

/**
 * The dashboard's trend charts as data: for each chart its series (name, values, how a value reads), from which
 * come the ECharts option, the table that stands in for it for screen readers and the sentence that sums it up.
 * Pure: the texts come in.
 */

export type TrendChartId = 'reliability' | 'repairTimes' | 'rates' | 'backlog';
export const TREND_CHARTS: readonly TrendChartId[] = ['reliability', 'repairTimes', 'rates', 'backlog'];

type Kind = 'count' | 'hours' | 'rate';
interface Series { key: eamApi.KpiSeriesName; kind: Kind; type: 'bar' | 'line'; stack?: string; axis?: 0 | 1 }

/** Which series each chart draws. */
const CHART_SERIES: Record<TrendChartId, Series[]> = {
  reliability: [{ key: 'failures', kind: 'count', type: 'bar' }, { key: 'mtbfHours', kind: 'hours', type: 'line', axis: 1 }],
  repairTimes: [
    { key: 'waitingHours', kind: 'hours', type: 'bar', stack: 'mttr' }, { key: 'repairHours', kind: 'hours', type: 'bar', stack: 'mttr' },
    { key: 'acceptanceHours', kind: 'hours', type: 'bar', stack: 'mttr' },
  ],
  rates: [{ key: 'availability', kind: 'rate', type: 'line' }, { key: 'pmCompliance', kind: 'rate', type: 'line' }, { key: 'roundCompletion', kind: 'rate', type: 'line' }],
  backlog: [{ key: 'openRepairs', kind: 'count', type: 'line' }, { key: 'openMaintenance', kind: 'count', type: 'line' }],
};

const COLOURS = ['#1d4fd8', '#e8710a', '#007b52', '#8e44ad'];
const readers: Record<Kind, (v: number | null | undefined) => string> = { count: formatCount, hours: formatHours, rate: formatRate };

/** A period as the axis names it: 2026-03 for a month, its first day for a week (03-02, with the year when the weeks span two). */
export const periodLabel = (p: { from: string }, granularity: eamApi.KpiGranularity, withYear = false) =>
  (granularity === 'month' ? p.from.slice(0, 7) : withYear ? p.from : p.from.slice(5));

export interface TrendChart {
  id: TrendChartId;
  labels: string[];
  series: Array<{ key: eamApi.KpiSeriesName; name: string; values: Array<number | null>; texts: string[] }>;
  option: Record<string, unknown>;
}

/** One chart of the trend; `name` gives each series' name in the user's language. */
export function trendChart(id: TrendChartId, trend: eamApi.KpiTrend, name: (key: eamApi.KpiSeriesName) => string, axisNames: Record<Kind, string>): TrendChart {
  const years = new Set(trend.periods.map((p) => p.from.slice(0, 4)));
  const labels = trend.periods.map((p) => periodLabel(p, trend.granularity, years.size > 1));
  const defs = CHART_SERIES[id];
  const series = defs.map((d) => {
    const values = trend.series[d.key];
    return { key: d.key, name: name(d.key), values, texts: values.map((v) => readers[d.kind](v)) };
  });
  const rate = id === 'rates';
  const axes = id === 'reliability' ? [axisNames.count, axisNames.hours] : [rate ? axisNames.rate : axisNames[defs[0]!.kind]];
  const option = {
    color: COLOURS,
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, type: 'scroll' },
    grid: { left: 8, right: 8, top: 32, bottom: 36, containLabel: true },
    xAxis: { type: 'category', data: labels },
    yAxis: axes.map((axisName, i) => ({
      type: 'value', name: axisName, minInterval: defs.find((d) => (d.axis ?? 0) === i)?.kind === 'count' ? 1 : undefined,
      ...(rate ? { min: 0, max: 1, axisLabel: { formatter: (v: number) => `${Math.round(v * 100)}%` } } : {}),
      ...(i > 0 ? { splitLine: { show: false } } : {}),
    })),
    series: defs.map((d, i) => ({
      name: series[i]!.name, type: d.type, data: series[i]!.values, yAxisIndex: d.axis ?? 0, connectNulls: false,
      ...(d.stack ? { stack: d.stack } : {}), ...(d.type === 'line' ? { symbolSize: 6 } : { barMaxWidth: 28 }),
    })),
  };
  return { id, labels, series, option };
}

/** The last period that has a value of the chart's first series, as its label and each series' text: what the sentence says. */
export function latestOf(chart: TrendChart): { label: string; values: Array<{ name: string; text: string }> } | null {
  for (let i = chart.labels.length - 1; i >= 0; i -= 1) {
    if (chart.series.some((s) => s.values[i] !== null)) return { label: chart.labels[i]!, values: chart.series.map((s) => ({ name: s.name, text: s.texts[i]! })) };
  }
  return null;
}
