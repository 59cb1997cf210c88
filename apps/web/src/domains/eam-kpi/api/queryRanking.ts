import { queryOptions, useQuery } from '@tanstack/react-query';
import { eamApi } from '@wp/contract';
import { eamCall } from '../../../lib/eam/client.js';
import { eamKpiKeys, kpiBody, type KpiQuery } from '../keys.js';

/** POST /service-eam/eam-kpi/query-ranking: the worst assets, categories or repair teams by one figure. Silent (the screen says it). */
export const queryRanking = (q: KpiQuery, by: eamApi.KpiRankBy, figure: eamApi.KpiRankFigure, limit: number, signal?: AbortSignal) =>
  eamCall(eamApi.kpiQueryRanking, { body: { ...kpiBody(q), by, figure, limit }, signal, parallel: true, silent: true });

export const kpiRankingQueryOptions = (q: KpiQuery, by: eamApi.KpiRankBy, figure: eamApi.KpiRankFigure, limit = 10) =>
  queryOptions({ queryKey: eamKpiKeys.ranking(q, by, figure, limit), queryFn: ({ signal }) => queryRanking(q, by, figure, limit, signal), staleTime: 60_000 });

export const useKpiRanking = (q: KpiQuery, by: eamApi.KpiRankBy, figure: eamApi.KpiRankFigure, limit = 10) => useQuery(kpiRankingQueryOptions(q, by, figure, limit));
