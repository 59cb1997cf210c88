import { fillPlaceholders as fillTemplate, UndefinedPlaceholder } from '@wp/contract';
import { badRequest } from '../../../platform/errors.js';
import { allowedUrl, type UrlMessages } from '../../../platform/allowed-hosts.js';

export { parseAllowedHosts } from '../../../platform/allowed-hosts.js';

/** What a dataMode 3 column says about where its data comes from. */
export interface ColumnSource {
  dataFrom: string;
  dataParam: string | null;
  requestType: 'GET' | 'POST';
  needPage: boolean;
  pageSize: number;
}

const urlMessages: UrlMessages = { badUrl: 'portal.column.badUrl', hostNotAllowed: 'portal.column.hostNotAllowed' };

/** The values a parameter template may use: `{account}` and `{userId}` of the caller. */
export type TemplateContext = Record<'account' | 'userId', string>;

/** The request to make: to this server (through the app, with the caller's token) or to an allowed host. */
export type PlannedRequest =
  | { target: 'internal'; method: 'GET' | 'POST'; url: string; body?: unknown }
  | { target: 'external'; method: 'GET' | 'POST'; url: URL; body?: unknown };

/** Fills `{account}` and `{userId}` (the contract's rule); any other `{name}` is a 400 naming it (spec 001 section 5). */
export function fillPlaceholders(template: string, ctx: TemplateContext, encode?: (v: string) => string): string {
  try {
    return fillTemplate(template, ctx, encode);
  } catch (e) {
    if (e instanceof UndefinedPlaceholder) throw badRequest('portal.column.undefinedPlaceholder', { placeholder: `{${e.placeholder}}` });
    throw e;
  }
}

/** Fills placeholders in every string value of parsed JSON (keys and structure stay as configured). */
function fillJson(value: unknown, ctx: TemplateContext): unknown {
  if (typeof value === 'string') return fillPlaceholders(value, ctx);
  if (Array.isArray(value)) return value.map((v) => fillJson(v, ctx));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillJson(v, ctx)]));
  return value;
}

/**
 * Turns a column's configuration and the caller into the one request the server may make for it. Relative
 * paths go to this server; absolute http(s) URLs only to hosts listed in COLUMN_ALLOWED_HOSTS (an entry
 * `host` allows every port, `host:port` that port only); anything else is refused before any connection.
 */
export function planColumnRequest(
  source: ColumnSource, ctx: TemplateContext, opts: { allowedHosts: ReadonlySet<string>; paging?: { page: number; pageSize: number }; selfPath: string },
): PlannedRequest {
  const paging = source.needPage ? (opts.paging ?? { page: 1, pageSize: source.pageSize }) : undefined;
  const rawUrl = fillPlaceholders(source.dataFrom.trim(), ctx, encodeURIComponent);

  let body: unknown;
  const query: Array<[string, string]> = [];
  if (source.requestType === 'POST') {
    const template = source.dataParam?.trim() || '{}';
    try {
      body = JSON.parse(template);
    } catch {
      throw badRequest('portal.column.badPostParams');
    }
    body = fillJson(body, ctx);
    if (paging && body && typeof body === 'object' && !Array.isArray(body)) {
      body = { ...body, pageBean: { page: paging.page, pageSize: paging.pageSize, showTotal: true } };
    }
  } else {
    const params = new URLSearchParams(source.dataParam?.trim().replace(/^\?/, '') ?? '');
    for (const [k, v] of params) query.push([k, fillPlaceholders(v, ctx)]);
    if (paging) query.push(['page', String(paging.page)], ['pageSize', String(paging.pageSize)]);
  }

  if (rawUrl.startsWith('/') && !rawUrl.startsWith('//') && !rawUrl.includes('\\')) {
    const url = new URL(rawUrl, 'http://this-server');
    if (url.host !== 'this-server') throw badRequest('portal.column.badUrl', { url: rawUrl });
    for (const [k, v] of query) url.searchParams.append(k, v);
    if (url.pathname === opts.selfPath) throw badRequest('portal.column.recursive');
    return { target: 'internal', method: source.requestType, url: url.pathname + url.search, body };
  }

  const url = allowedUrl(rawUrl, opts.allowedHosts, urlMessages);
  for (const [k, v] of query) url.searchParams.append(k, v);
  return { target: 'external', method: source.requestType, url, body };
}
