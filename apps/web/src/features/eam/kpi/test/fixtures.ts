import type { eamApi } from '@wp/contract';

/** KPI replies as the server gives them for the test data set of the server's kpi.test.ts (March 2026, one category). */
export const summary = (extra: Partial<eamApi.KpiSummary> = {}): eamApi.KpiSummary => ({
  from: '2026-02-01', to: '2026-04-15', periodStart: '2026-01-31T16:00:00.000Z', periodEnd: '2026-04-15T04:00:00.000Z', periodHours: 1788,
  assets: 3, failures: 4, operatingHours: 2210, downtimeHours: 22, mtbfHours: 552.5, availability: 0.9901,
  mttr: { repairs: 3, hours: 16.33, waitingHours: 11.67, repairHours: 4, acceptanceHours: 0.67 },
  maintenance: { due: 4, onTime: 1, late: 2, overdueOpen: 1, compliance: 0.25 },
  rounds: { due: 5, recorded: 3, abnormal: 1, missed: 2, completion: 0.6, abnormalRate: 0.3333 },
  backlog: {
    repairs: {
      open: 2, hours: 4, withoutEstimate: 1, waitingAcceptance: 1,
      byUrgency: [
        { urgencyId: 'u1', code: 'urgent', name: '紧急', count: 1, hours: 4 }, { urgencyId: 'u2', code: 'serious', name: '重要', count: 0, hours: 0 },
        { urgencyId: 'u3', code: 'normal', name: '一般', count: 1, hours: 0 },
      ],
    },
    maintenance: { open: 2, hours: 4, overdue: 1 },
  },
  ...extra,
});

export const trend = (granularity: eamApi.KpiGranularity = 'month'): eamApi.KpiTrend => ({
  granularity,
  periods: granularity === 'month'
    ? [{ from: '2026-01-01', to: '2026-01-31' }, { from: '2026-02-01', to: '2026-02-28' }, { from: '2026-03-01', to: '2026-03-31' }]
    : [{ from: '2026-03-16', to: '2026-03-22' }, { from: '2026-03-23', to: '2026-03-29' }, { from: '2026-03-30', to: '2026-04-05' }],
  series: {
    failures: [0, 1, 4], mtbfHours: [null, 1992, 552.5], mttrHours: [759.5, null, 16.33], waitingHours: [1, null, 11.67], repairHours: [758, null, 4],
    acceptanceHours: [0.5, null, 0.67], availability: [0.6667, 0.9881, 0.9901], pmCompliance: [null, null, 0.25], roundCompletion: [null, null, 0.6],
    abnormalRate: [null, null, 0.3333], openRepairs: [0, 1, 1], openMaintenance: [0, 0, 1],
  },
});

const row = (id: string, code: string | null, name: string, value: number, extra: Partial<eamApi.KpiRankingRow> = {}): eamApi.KpiRankingRow => ({
  id, code, name, value, failures: 1, mttrHours: value, repairs: 1, availability: 0.9839, downtimeHours: 12, mtbfHours: 732, ...extra,
});

export const ranking = (by: eamApi.KpiRankBy = 'asset', figure: eamApi.KpiRankFigure = 'mttr'): eamApi.KpiRanking => ({
  by, figure,
  rows: by === 'team'
    ? [row('g1', null, 'KPI机修班', 3, { failures: 3 }), row('g2', null, 'KPI电仪班', 1)]
    : [row('a2', 'KPI-A2', '2#测试泵', 36), row('a1', 'KPI-A1', '1#测试泵', 6.5, { failures: 2, downtimeHours: 6, availability: 0.9919 })],
});
