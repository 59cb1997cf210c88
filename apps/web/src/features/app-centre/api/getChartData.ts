import { useQuery } from '@tanstack/react-query';
import { formDataApi, runtimeMiscApi } from '@wp/contract';
import { call } from '../../../lib/http/client.js';
import { portalKeys } from '../../../domains/portal/keys.js';

type ReportId = (typeof runtimeMiscApi.reportIds)[number];
const isReportId = (id: string): id is ReportId => (runtimeMiscApi.reportIds as readonly string[]).includes(id);

/** GET /runtime/report/v1/getEchartsData?reportId: a flow report as an ECharts option (value: object, or array whose first item is used). */
export const getEchartsData = (reportId: ReportId, signal?: AbortSignal) =>
  call(runtimeMiscApi.getEchartsData, { query: { reportId }, signal, parallel: true, silent: true });

/** POST /form/customChart/v1/getListData?alias: a custom chart's dataset with its definition (its name, style, height). */
export const getCustomChartData = (alias: string, signal?: AbortSignal) =>
  call(formDataApi.chart.getListData, { query: { alias }, body: {}, signal, parallel: true, silent: true });

/** What a chart dialog shows: the data an ECharts option is made of, and the chart's own height when it has one. */
export interface ChartData { data: unknown; height?: number }

/** A mode 4 app's chart: a flow report by its report id, any other id a custom chart (by id or alias). */
export const getChartData = async (id: string, signal?: AbortSignal): Promise<ChartData> => {
  if (isReportId(id)) return { data: await getEchartsData(id, signal) };
  const custom = await getCustomChartData(id, signal);
  return { data: custom, height: custom.chart.height };
};

export const useChartData = (id: string | null) =>
  useQuery({
    queryKey: portalKeys.echarts(id),
    queryFn: ({ signal }) => getChartData(id!, signal),
    enabled: !!id,
    staleTime: 60_000,
  });
