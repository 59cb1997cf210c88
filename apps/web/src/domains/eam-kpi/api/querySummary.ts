import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamKpiKeys, kpiBody, type KpiQuery } from '../keys.js';

/**
 * POST /service-eam/eam-kpi/query-summary: MTBF, MTTR by step, availability, PM compliance, round completion over
 * the range and the open backlog now. Silent: the screen or the card says itself that it failed, with a retry.
 */
export const querySummary = (q: KpiQuery, signal?: AbortSignal) =>
  eamCall(eamApi.kpiQuerySummary, { body: kpiBody(q), signal, parallel: true, silent: true });

export const kpiSummaryQueryOptions = (q: KpiQuery) =>
  queryOptions({ queryKey: eamKpiKeys.summary(q), queryFn: ({ signal }) => querySummary(q, signal), staleTime: 60_000 });

export const useKpiSummary = (q: KpiQuery, enabled = true) => useQuery({ ...kpiSummaryQueryOptions(q), enabled });
