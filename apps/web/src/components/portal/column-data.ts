import type { Column } from '@wp/contract';
import { fillPlaceholders, UndefinedPlaceholder } from '@wp/contract';
import { escapeHtml } from './sanitize.js';
import { dateTime, isIsoDateTime } from '../../lib/time.js';
import { chartOption, datasetOption, unwrap } from './chart-option.js';

export { chartOption, datasetOption, unwrap };

/** Rows per page of a paged column when the column does not say (spec 001 section 9). */
export const COLUMN_PAGE_SIZE = 10;

/**
 * How a column gets its content: dataMode 1 a custom dialog's rows, 3 a URL, 4 template, 5 the asset KPIs (read
 * from the asset system by the browser, ADR 0025), anything else static HTML.
 */
export type ColumnSourceKind = 'dialog' | 'url' | 'template' | 'eamKpi' | 'html';
export function sourceKind(c: Pick<Column, 'dataMode'>): ColumnSourceKind {
  if (c.dataMode === 1) return 'dialog';
  if (c.dataMode === 3) return 'url';
  if (c.dataMode === 4) return 'template';
  if (c.dataMode === 5) return 'eamKpi';
  return 'html';
}

/** colType 1 is a chart (chartType 2) or a report; anything else a list or HTML. */
export const displayKind = (c: Pick<Column, 'colType' | 'chartType'>): 'chart' | 'report' | 'list' =>
  c.colType === 1 ? (c.chartType === 2 ? 'chart' : 'report') : 'list';

export const pageSizeOf = (c: Pick<Column, 'pageSize'>) => (c.pageSize > 0 ? c.pageSize : COLUMN_PAGE_SIZE);

/** A column configuration the client can tell is broken before asking the server (spec 001 section 5). */
export class ColumnConfigError extends Error {
  constructor(readonly reason: 'badPostParams' | 'placeholder' | 'noUrl' | 'noDialog', message: string, readonly placeholder?: string) {
    super(message);
  }
}

/** A placeholder the user context lacks, as the column's 'placeholder' error naming it; anything else as it was. */
function placeholderRefused(e: unknown): never {
  if (e instanceof UndefinedPlaceholder) throw new ColumnConfigError('placeholder', e.message, e.placeholder);
  throw e;
}

export interface PlannedColumnRequest { method: 'GET' | 'POST'; url: string; query?: Record<string, string>; body?: unknown }

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Fills `{name}` in every string value of parsed JSON. */
function fillJson(value: unknown, ctx: Record<string, string>): unknown {
  if (typeof value === 'string') return fillPlaceholders(value, ctx);
  if (Array.isArray(value)) return value.map((v) => fillJson(v, ctx));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillJson(v, ctx)]));
  return value;
}

/**
 * The request a dataMode 3 column stands for, with the user's account and id filled in: GET parameters are
 * a query string, POST parameters a JSON template ('POST parameters are not valid JSON' otherwise); paged
 * columns add their page. The data itself is fetched by the server's column proxy (ADR 0006), which builds
 * the same request; the client plans it to refuse a broken template at once, with the spec's message.
 */
export function planColumnRequest(
  c: Pick<Column, 'dataFrom' | 'dataParam' | 'requestType' | 'needPage' | 'pageSize'>,
  ctx: { account: string; userId: string },
  badPostMessage: string,
  paging?: { page: number; pageSize: number },
): PlannedColumnRequest {
  if (!c.dataFrom) throw new ColumnConfigError('noUrl', 'no data URL');
  const context = { account: ctx.account, userId: ctx.userId };
  const fill = (s: string, encode: (v: string) => string) => {
    try {
      return fillPlaceholders(s, context, encode);
    } catch (e) {
      return placeholderRefused(e);
    }
  };
  const url = fill(c.dataFrom.trim(), encodeURIComponent);
  const page = c.needPage === 1 ? (paging ?? { page: 1, pageSize: pageSizeOf(c) }) : undefined;
  if (c.requestType === 'GET') {
    const query: Record<string, string> = {};
    new URLSearchParams((c.dataParam ?? '').trim().replace(/^\?/, '')).forEach((v, k) => { query[k] = fill(v, (x) => x); });
    if (page) Object.assign(query, { page: String(page.page), pageSize: String(page.pageSize) });
    return { method: 'GET', url, query };
  }
  const body = postParams(c.dataParam, context, badPostMessage);
  return { method: 'POST', url, body: page && isObject(body) ? { ...body, pageBean: { ...page, showTotal: true } } : body };
}

/** POST parameters: a JSON template ('POST parameters are not valid JSON' otherwise) with the user's `{account}` and `{userId}` filled in. */
function postParams(dataParam: string | null, context: { account: string; userId: string }, badPostMessage: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse((dataParam ?? '').trim() || '{}');
  } catch {
    throw new ColumnConfigError('badPostParams', badPostMessage);
  }
  try {
    return fillJson(parsed, context);
  } catch (e) {
    return placeholderRefused(e);
  }
}

/**
 * What a dataMode 1 column reads: the custom dialog `dataFrom` names (its alias), searched with `dataParam`, a
 * JSON object of the dialog's condition values whose `{account}` and `{userId}` are the user's ('POST
 * parameters are not valid JSON' otherwise). The rows come from the dialog's getListData, paged like the column.
 */
export function planDialogColumn(
  c: Pick<Column, 'dataFrom' | 'dataParam'>, ctx: { account: string; userId: string }, badPostMessage: string,
): { alias: string; mapParam: Record<string, string | number | boolean | null | Array<string | number>> } {
  const alias = (c.dataFrom ?? '').trim();
  if (!alias) throw new ColumnConfigError('noDialog', 'no dialog alias');
  const params = postParams(c.dataParam, ctx, badPostMessage);
  if (!isObject(params)) throw new ColumnConfigError('badPostParams', badPostMessage);
  return { alias, mapParam: params as ReturnType<typeof planDialogColumn>['mapParam'] };
}

/** The rows of list data: a paged list `{rows, total}`, a bare array, or `{list|data|records}`. */
export function listRows(data: unknown): { rows: Array<Record<string, unknown>>; total: number } {
  const v = unwrap(data);
  const arr = Array.isArray(v) ? v
    : isObject(v) ? [v.rows, v.list, v.records, v.data].find(Array.isArray) as unknown[] | undefined : undefined;
  const rows = (arr ?? []).filter(isObject);
  const total = isObject(v) && typeof v.total === 'number' ? v.total : rows.length;
  return { rows, total };
}

const pick = (row: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (isObject(v) ? v[k] : undefined), row);

/** A value as a row shows it: ISO date-times in local 'YYYY-MM-DD HH:mm', the rest as text. */
const shown = (v: unknown) => (isIsoDateTime(v) ? dateTime(v) : v ?? '');

/** A row template with `{{field}}` (or `{{a.b}}`) placeholders, filled with the row's HTML-escaped values. */
export const fillRowTemplate = (template: string, row: Record<string, unknown>) =>
  template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, path: string) => escapeHtml(shown(pick(row, path))));

/** The fields a row without a template shows: a title and a line of meta. */
export function rowSummary(row: Record<string, unknown>): { title: string; meta: string } {
  const first = (...keys: string[]) => keys.map((k) => row[k]).find((v) => typeof v === 'string' && v.trim()) as string | undefined;
  return {
    title: first('subject', 'title', 'name', 'text') ?? JSON.stringify(row).slice(0, 60),
    meta: [first('ownerName', 'publisher', 'creator', 'roomName', 'procDefName'), dateTime(first('createTime', 'publishTime', 'startTime', 'time'))]
      .filter(Boolean).join(' · '),
  };
}

/** A report: category rows against series columns of an ECharts option, or the keys of plain rows. */
export function reportTable(data: unknown): { head: string[]; body: string[][] } | null {
  const option = chartOption(data);
  const axis = option && [option.xAxis, option.yAxis].flat().find((a) => isObject(a) && Array.isArray(a.data)) as { data: unknown[] } | undefined;
  const series = option && Array.isArray(option.series) ? option.series.filter(isObject) : [];
  const cell = (v: unknown) => (isObject(v) ? String(v.value ?? '') : String(v ?? ''));
  if (axis && series.length) {
    return {
      head: ['', ...series.map((s, i) => String(s.name ?? i + 1))],
      body: axis.data.map((cat, r) => [cell(cat), ...series.map((s) => cell((s.data as unknown[] | undefined)?.[r]))]),
    };
  }
  const pie = series.find((s) => Array.isArray(s.data) && (s.data as unknown[]).every(isObject));
  if (pie) return { head: ['', String(pie.name ?? '')], body: (pie.data as Array<Record<string, unknown>>).map((d) => [String(d.name ?? ''), cell(d.value)]) };
  const { rows } = listRows(data);
  if (!rows.length) return null;
  const head = Object.keys(rows[0]);
  return { head, body: rows.map((r) => head.map((k) => cell(r[k]))) };
}
