import { useQuery } from '@tanstack/react-query';
import { runtimeMiscApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { portalKeys } from '../../../domains/portal/keys.js';

type ReportId = (typeof runtimeMiscApi.reportIds)[number];

/** GET /runtime/report/v1/getEchartsData?reportId: a report as an ECharts option (value: object, or array whose first item is used). */
export const getEchartsData = (reportId: string, signal?: AbortSignal) =>
  call(runtimeMiscApi.getEchartsData, { query: { reportId: reportId as ReportId }, signal, parallel: true, silent: true });

export const useEchartsData = (reportId: string | null) =>
  useQuery({
    queryKey: portalKeys.echarts(reportId),
    queryFn: ({ signal }) => getEchartsData(reportId!, signal),
    enabled: !!reportId,
    staleTime: 60_000,
  });
