import { describe, expect, it } from 'vitest';
import type { eamApi } from '@wp/contract';
import { trend } from './test/fixtures.js';
import { latestOf, periodLabel, trendChart } from './trend-charts.js';

const name = (key: eamApi.KpiSeriesName) => `<${key}>`;
const axes = { count: 'count', hours: 'hours', rate: 'rate' };

describe('trend charts', () => {
  it('draws failures as bars and MTBF as a line on its own axis, gaps where a figure has no base', () => {
    const c = trendChart('reliability', trend('month'), name, axes);
    expect(c.labels).toEqual(['2026-01', '2026-02', '2026-03']);
    const option = c.option as { yAxis: Array<{ name: string; minInterval?: number }>; series: Array<{ type: string; yAxisIndex: number; data: unknown[]; name: string }> };
    expect(option.yAxis.map((a) => [a.name, a.minInterval])).toEqual([['count', 1], ['hours', undefined]]);
    expect(option.series.map((s) => [s.name, s.type, s.yAxisIndex, s.data])).toEqual([
      ['<failures>', 'bar', 0, [0, 1, 4]], ['<mtbfHours>', 'line', 1, [null, 1992, 552.5]],
    ]);
    expect(c.series[1]!.texts).toEqual(['—', '1,992', '552.5']);
  });

  it('stacks the steps of MTTR and keeps rates between 0 and 100%', () => {
    const mttr = trendChart('repairTimes', trend('month'), name, axes).option as { series: Array<{ stack?: string }> };
    expect(mttr.series.map((s) => s.stack)).toEqual(['mttr', 'mttr', 'mttr']);
    const rates = trendChart('rates', trend('month'), name, axes);
    expect(rates.option).toMatchObject({ yAxis: [{ min: 0, max: 1, name: 'rate' }] });
    expect(rates.series.map((s) => s.texts[2])).toEqual(['99.0%', '25.0%', '60.0%']);
  });

  it('names the latest period with a value for the sentence, none when all are empty', () => {
    const c = trendChart('rates', trend('month'), name, axes);
    expect(latestOf(c)).toEqual({ label: '2026-03', values: [{ name: '<availability>', text: '99.0%' }, { name: '<pmCompliance>', text: '25.0%' }, { name: '<roundCompletion>', text: '60.0%' }] });
    const empty = trend('month');
    empty.series.openRepairs = [null, null, null];
    empty.series.openMaintenance = [null, null, null];
    expect(latestOf(trendChart('backlog', empty, name, axes))).toBeNull();
  });

  it('labels weeks by their first day, with the year when they span two', () => {
    expect(periodLabel({ from: '2026-03-02' }, 'week')).toBe('03-02');
    expect(periodLabel({ from: '2026-03-02' }, 'week', true)).toBe('2026-03-02');
    expect(periodLabel({ from: '2026-03-01' }, 'month')).toBe('2026-03');
    const t = { ...trend('week'), periods: [{ from: '2025-12-29', to: '2026-01-04' }, { from: '2026-01-05', to: '2026-01-11' }, { from: '2026-01-12', to: '2026-01-18' }] };
    expect(trendChart('backlog', t, name, axes).labels).toEqual(['2025-12-29', '2026-01-05', '2026-01-12']);
  });
});
