import type { Clock } from '../../../platform/clock.js';
import type { Lang } from '../../../platform/messages.js';
import { label } from '../shared/labels.js';
import type { StatsRepository } from './stats.repository.js';

type Option = Record<string, unknown>;
const ended = new Set(['end', 'manualend']);
const DAYS = 14;

/**
 * Process statistics of a tenant drawn as complete ECharts option objects (the client hands them to
 * echarts.setOption as they are). Aggregates only: no instance is named, so every signed-in user may see them.
 */
export function createReportService(deps: { stats: StatsRepository; clock: Clock }) {
  const { stats, clock } = deps;
  const words = (lang: Lang, key: string) => label(lang, 'report', key);

  return {
    /** One report as an ECharts option. */
    async echarts(tenantId: string, lang: Lang, reportId: 'instanceByDef' | 'taskTrend' | 'instanceByStatus'): Promise<Option> {
      if (reportId === 'taskTrend') {
        const today = clock.now();
        const days = Array.from({ length: DAYS }, (_, i) => new Date(today.getTime() - (DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10));
        const [created, completed] = await Promise.all([stats.tasksPerDay(tenantId, `${days[0]}T00:00:00.000Z`), stats.completionsPerDay(tenantId, `${days[0]}T00:00:00.000Z`)]);
        const series = (rows: Array<{ day: string; n: number | string }>) => {
          const byDay = new Map(rows.map((r) => [r.day, Number(r.n)]));
          return days.map((d) => byDay.get(d) ?? 0);
        };
        return {
          title: { text: words(lang, 'taskTrend') }, tooltip: { trigger: 'axis' },
          legend: { data: [words(lang, 'created'), words(lang, 'completed')] },
          xAxis: { type: 'category', boundaryGap: false, data: days.map((d) => d.slice(5)) }, yAxis: { type: 'value', minInterval: 1 },
          series: [
            { name: words(lang, 'created'), type: 'line', smooth: true, data: series(created) },
            { name: words(lang, 'completed'), type: 'line', smooth: true, data: series(completed) },
          ],
        };
      }
      const rows = await stats.instancesByDefAndStatus(tenantId);
      if (reportId === 'instanceByStatus') {
        const byStatus = new Map<string, number>();
        for (const r of rows) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + Number(r.n));
        return {
          title: { text: words(lang, 'instanceByStatus'), left: 'center' }, tooltip: { trigger: 'item' }, legend: { bottom: 0 },
          series: [{ name: words(lang, 'count'), type: 'pie', radius: ['35%', '65%'], data: [...byStatus].map(([status, value]) => ({ name: label(lang, 'instance', status), value })) }],
        };
      }
      const defs = new Map<string, { name: string; running: number; finished: number }>();
      for (const r of rows) {
        const d = defs.get(r.def_key) ?? { name: r.def_name, running: 0, finished: 0 };
        if (ended.has(r.status)) d.finished += Number(r.n);
        else d.running += Number(r.n);
        defs.set(r.def_key, d);
      }
      const list = [...defs.values()].sort((a, b) => b.running + b.finished - (a.running + a.finished));
      return {
        title: { text: words(lang, 'instanceByDef') }, tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
        legend: { data: [words(lang, 'running'), words(lang, 'finished')] },
        xAxis: { type: 'category', data: list.map((d) => d.name) }, yAxis: { type: 'value', minInterval: 1 },
        series: [
          { name: words(lang, 'running'), type: 'bar', stack: 'total', data: list.map((d) => d.running) },
          { name: words(lang, 'finished'), type: 'bar', stack: 'total', data: list.map((d) => d.finished) },
        ],
      };
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
