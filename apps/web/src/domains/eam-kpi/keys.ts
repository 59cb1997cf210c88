import type { eamApi } from '@wp/contract';

/** What every KPI call asks for: a range of plant days and the optional narrowing. */
export interface KpiQuery {
  from: string;
  to: string;
  categoryId?: string;
  /** A repair team. */
  groupId?: string;
  assetId?: string;
}

const normal = (q: KpiQuery) => ({ from: q.from, to: q.to, categoryId: q.categoryId ?? null, groupId: q.groupId ?? null, assetId: q.assetId ?? null });

/** Query keys of the asset KPIs (ADR 0025). */
export const eamKpiKeys = {
  all: ['eamKpi'] as const,
  summary: (q: KpiQuery) => [...eamKpiKeys.all, 'summary', normal(q)] as const,
  trend: (q: KpiQuery, granularity: eamApi.KpiGranularity) => [...eamKpiKeys.all, 'trend', normal(q), granularity] as const,
  ranking: (q: KpiQuery, by: eamApi.KpiRankBy, figure: eamApi.KpiRankFigure, limit: number) =>
    [...eamKpiKeys.all, 'ranking', normal(q), by, figure, limit] as const,
};

/** The request body: the filters that are set. */
export const kpiBody = (q: KpiQuery) => ({
  from: q.from, to: q.to,
  ...(q.categoryId ? { categoryId: q.categoryId } : {}),
  ...(q.groupId ? { groupId: q.groupId } : {}),
  ...(q.assetId ? { assetId: q.assetId } : {}),
});
