import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamKpiKeys, kpiBody, type KpiQuery } from '../keys.js';

/** POST /service-eam/eam-kpi/query-trend: one series per figure, month by month or week by week. Silent (the screen says it). */
export const queryTrend = (q: KpiQuery, granularity: eamApi.KpiGranularity, signal?: AbortSignal) =>
  eamCall(eamApi.kpiQueryTrend, { body: { ...kpiBody(q), granularity }, signal, parallel: true, silent: true });

export const kpiTrendQueryOptions = (q: KpiQuery, granularity: eamApi.KpiGranularity) =>
  queryOptions({ queryKey: eamKpiKeys.trend(q, granularity), queryFn: ({ signal }) => queryTrend(q, granularity, signal), staleTime: 60_000 });

export const useKpiTrend = (q: KpiQuery, granularity: eamApi.KpiGranularity, enabled = true) => useQuery({ ...kpiTrendQueryOptions(q, granularity), enabled });
