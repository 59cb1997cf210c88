import { z } from 'zod';
import { commonResult } from '../common.js';
import { endpoint } from '../endpoint.js';

/** Portal columns (栏目) of the home page, spec 001 sections 2-3 (host `portal`). */

export const columnAlias = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . - only');

/** Column types: 0 list or html, 1 chart or report (chartType 2 chart, else report). */
export const colTypes = { common: 0, chart: 1 } as const;
/**
 * Data modes: 1 custom dialog, 3 from a URL, 4 template, 5 the asset KPIs (ADR 0025: the browser reads them from the
 * asset system with its own token; dataParam is JSON `{range, categoryId?, groupId?}`, range one of
 * EAM_KPI_COLUMN_RANGES); anything else static html.
 */
export const dataModes = { dialog: 1, url: 3, template: 4, eamKpi: 5, html: 0 } as const;
/** The ranges an asset-KPI column (dataMode 5) may show: the dashboard's presets, counted to today in plant time. */
export const EAM_KPI_COLUMN_RANGES = ['thisMonth', 'last3Months', 'thisYear', 'last12Months'] as const;
export type EamKpiColumnRange = (typeof EAM_KPI_COLUMN_RANGES)[number];
/** What an asset-KPI column's dataParam holds: the range and optionally an asset category and a repair team (ids). */
export interface EamKpiColumnParam {
  range: EamKpiColumnRange;
  categoryId?: string;
  groupId?: string;
}
/** An optional id of the param: absent, or 1-64 characters once trimmed; null when it is anything else. */
const optionalId = (value: unknown): string | undefined | null => {
  if (value === undefined) return undefined;
  const text = typeof value === 'string' ? value.trim() : '';
  return text.length >= 1 && text.length <= 64 ? text : null;
};
/**
 * An asset-KPI column's dataParam read (empty: this month, whole plant), or null when it is not such JSON: an
 * unknown range, a key it does not know, an id that is no text of 1-64 characters. Written without a schema, since
 * the home page reads it and a schema here would bring zod into the file every page loads.
 */
export function readEamKpiColumnParam(dataParam: string | null | undefined): EamKpiColumnParam | null {
  let json: unknown;
  try {
    json = JSON.parse(dataParam?.trim() || '{}');
  } catch {
    return null;
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  const { range = 'thisMonth', categoryId, groupId, ...unknownKeys } = json as Record<string, unknown>;
  if (Object.keys(unknownKeys).length || !EAM_KPI_COLUMN_RANGES.includes(range as EamKpiColumnRange)) return null;
  const ids = { categoryId: optionalId(categoryId), groupId: optionalId(groupId) };
  if (ids.categoryId === null || ids.groupId === null) return null;
  return {
    range: range as EamKpiColumnRange,
    ...(ids.categoryId !== undefined && { categoryId: ids.categoryId }),
    ...(ids.groupId !== undefined && { groupId: ids.groupId }),
  };
}

export const column = z.object({
  id: z.string(),
  alias: z.string(),
  name: z.string(),
  catalog: z.string().nullable(),
  colType: z.number().int(),
  chartType: z.number().int().nullable(),
  dataMode: z.number().int(),
  /**
   * dataMode 3: the URL (a path of this server, or an allowed host); fetch it through getColumnData. dataMode 1: the
   * alias of the custom dialog whose rows it lists, read with form's customDialog getListData (alias = dataFrom,
   * mapParam = dataParam, pageBean from needPage/pageSize); row keys are the dialog's lower-cased field names.
   */
  dataFrom: z.string().nullable(),
  /** Parameter template: JSON for POST, a query string for GET; `{account}` and `{userId}` are filled in. dataMode 1: the dialog's mapParam (JSON). */
  dataParam: z.string().nullable(),
  requestType: z.enum(['GET', 'POST']).nullable(),
  needPage: z.number().int(),
  /** Rows per page when paged; the client's default is 10. */
  pageSize: z.number().int(),
  colHeight: z.number().int().nullable(),
  /** The 'more' link. */
  colUrl: z.string().nullable(),
  /**
   * Base64 of sanitised HTML: for dataMode 4 the content; for list columns a row template whose `{{field}}`
   * placeholders the client fills with the HTML-escaped values of each row.
   */
  templateHtml: z.string(),
  /** Sanitised static HTML (dataMode other than 1, 3, 4). */
  html: z.string(),
  /** 1: every user of the tenant sees it; 0: only the users its display rights name. */
  isPublic: z.number().int(),
  memo: z.string().nullable(),
  /** Whether the current user may see it; without rights the content fields are empty. */
  displayRights: z.boolean(),
});
export type Column = z.infer<typeof column>;

export const getByAlias = endpoint({
  host: 'portal', method: 'GET', path: '/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias',
  summary: 'One column by alias, with displayRights computed for the current user and its HTML sanitised',
  query: z.object({ alias: columnAlias }),
  reply: column,
});

export const getColumnData = endpoint({
  host: 'portal', method: 'POST', path: '/portal/sysIndexColumn/sysIndexColumn/v1/getColumnData',
  summary: 'The data of a dataMode 3 column: the server calls its URL (this server with the caller\'s token, or an allowed host) '
    + 'with {account} and {userId} filled into the parameters, and returns the JSON reply as value',
  query: z.object({ alias: columnAlias }),
  body: z.object({
    /** Paging of a needPage column: put into a POST template's pageBean, or added as page/pageSize to a GET. */
    pageBean: z.object({ page: z.coerce.number().int().min(1).max(10_000), pageSize: z.coerce.number().int().min(1).max(100) }).optional(),
  }).optional(),
  guards: ['upstream'],
  reply: commonResult(z.unknown()),
});
