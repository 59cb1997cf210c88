import { z } from 'zod';
import { commonResult } from '../common.js';
import { endpoint } from '../endpoint.js';

/** Data-visualisation pages (数据大屏) shown at /datavShow/:alias (host `portal`). */

export const datavChart = z.object({
  title: z.string(),
  /** A complete ECharts option object. */
  option: z.record(z.string(), z.unknown()),
});

export const datavPage = z.object({
  alias: z.string(),
  name: z.string(),
  /** First and last day of the data shown, yyyy-MM-dd; null when there is none. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  charts: z.array(datavChart),
});
export type DatavPage = z.infer<typeof datavPage>;

export const getByAlias = endpoint({
  host: 'portal', method: 'GET', path: '/portal/datav/v1/getByAlias',
  summary: 'A data-visualisation page: its charts as ECharts options computed from the stored readings',
  query: z.object({ alias: z.string().trim().min(1).max(64) }),
  reply: commonResult(datavPage),
});
