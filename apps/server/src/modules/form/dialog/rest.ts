import { allowedUrl, type UrlMessages } from '../../../platform/allowed-hosts.js';
import { fetchOutboundJson, type OutboundMessages } from '../../../platform/outbound-json.js';
import { badGateway, badRequest } from '../../../platform/errors.js';
import { withRowKeys, type StoredDialog } from './definition.js';

/** The values placeholders may use: the search values, page, pageSize, pid, and the caller's userId, account, orgId, postId. */
export type RestContext = Record<string, unknown>;

export interface RestRequest { method: 'GET' | 'POST'; url: URL; headers: Record<string, string>; body?: unknown }

/** How the checks of a REST dialog's URL and reply word their refusals. */
const messages: UrlMessages & OutboundMessages = {
  badUrl: 'bo.dialog.badUrl', hostNotAllowed: 'bo.dialog.hostNotAllowed', failed: 'bo.dialog.upstreamFailed', notJson: 'bo.dialog.upstreamNotJson',
};

/** Headers the server sets itself (or that would change how the request travels): a definition's value is dropped. */
const OWN_HEADERS = new Set(['host', 'content-length', 'content-type', 'connection', 'transfer-encoding', 'accept', 'accept-encoding', 'cookie']);
/** Marks a placeholder that stood alone outside a JSON string: it takes the value as it is (a number stays a number). */
const BARE = '\u0001';

const valueOf = (ctx: RestContext, name: string) => {
  if (!Object.hasOwn(ctx, name) || ctx[name] === undefined) throw badRequest('bo.dialog.undefinedPlaceholder', { name });
  return ctx[name];
};
const text = (v: unknown) => (Array.isArray(v) ? v.join(',') : v === null ? '' : String(v));

/** Fills `{name}` and `${name}` placeholders of a URL, each value URL-encoded. */
function fillUrl(template: string, ctx: RestContext): string {
  return template.replace(/\$?\{(\w+)\}/g, (_, name: string) => encodeURIComponent(text(valueOf(ctx, name))));
}

/** Quotes each `${name}` that stands outside a JSON string (`{"page": ${page}}`), marked BARE, so the template parses as JSON. */
function quoteBare(template: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < template.length; i++) {
    const ch = template[i];
    if (inString) {
      out += ch;
      if (ch === '\\') out += template[++i] ?? '';
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    const bare = ch === '$' ? /^\$\{(\w+)\}/.exec(template.slice(i)) : null;
    if (bare) {
      out += JSON.stringify(`${BARE}${bare[1]}`);
      i += bare[0].length - 1;
      continue;
    }
    out += ch;
  }
  return out;
}

function fillJson(value: unknown, ctx: RestContext): unknown {
  if (typeof value === 'string') {
    if (value.startsWith(BARE)) return valueOf(ctx, value.slice(1));
    return value.replace(/\$\{(\w+)\}/g, (_, name: string) => text(valueOf(ctx, name)));
  }
  if (Array.isArray(value)) return value.map((v) => fillJson(v, ctx));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillJson(v, ctx)]));
  return value;
}

/**
 * The POST body: the `dataParam` JSON template with its `${name}` placeholders filled from the context. Values
 * go into the parsed template, never into its text, so a search value cannot change the JSON's structure. A
 * template that is not JSON is spec 001's 'POST parameters are not valid JSON'.
 */
function fillDataParam(template: string | undefined, ctx: RestContext): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(quoteBare(template?.trim() || '{}'));
  } catch {
    throw badRequest('bo.dialog.badPostParams');
  }
  return fillJson(parsed, ctx);
}

/** The definition's header JSON as request headers; anything but a JSON object of texts is spec 001's error. */
function parseHeader(raw: string | undefined): Record<string, string> {
  if (!raw?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('bo.dialog.badHeader');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest('bo.dialog.badHeader');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name) || (typeof value !== 'string' && typeof value !== 'number') || /[\r\n]/.test(String(value))) {
      throw badRequest('bo.dialog.badHeader');
    }
    if (!OWN_HEADERS.has(name.toLowerCase())) headers[name] = String(value);
  }
  return headers;
}

/**
 * The one request a REST dialog makes: its URL with placeholders filled and checked against the allow-list
 * (before any connection), GET with the search values as query parameters, or POST with the filled template.
 */
export function planRestRequest(d: StoredDialog, ctx: RestContext, search: ReadonlyMap<string, unknown>, allowedHosts: ReadonlySet<string>): RestRequest {
  const headers = parseHeader(d.header);
  const url = allowedUrl(fillUrl(d.url ?? '', ctx), allowedHosts, messages);
  if ((d.requestType ?? 'GET') === 'GET') {
    for (const [field, value] of search) url.searchParams.append(field, text(value));
    return { method: 'GET', url, headers };
  }
  return { method: 'POST', url, headers, body: fillDataParam(d.dataParam, ctx) };
}

/** Makes the request (no redirects followed, a time and size limit) and returns its JSON; every failure is a 502. */
export const fetchRest = (req: RestRequest, fetchFn: typeof fetch = fetch): Promise<unknown> =>
  fetchOutboundJson(req, messages, fetchFn);

/** The value at a dotted path (`data.records`), or undefined. */
function atPath(json: unknown, path: string | undefined): unknown {
  if (!path) return json;
  let v: unknown = json;
  for (const part of path.split('.')) {
    if (!v || typeof v !== 'object' || !Object.hasOwn(v, part)) return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

/**
 * The rows of a REST reply: the list at `listKey` (or the reply itself when it is a list), each object keyed
 * by lower-cased names; total, page and pageSize at their keys when configured, else what was asked and found.
 */
export function readRestReply(d: StoredDialog, json: unknown, asked: { page: number; pageSize: number }) {
  const list = atPath(json, d.listKey);
  if (!Array.isArray(list)) throw badGateway('bo.dialog.upstreamNotList', { listKey: d.listKey || '/' });
  const rows = list.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object' && !Array.isArray(r))
    .map(withRowKeys);
  const num = (key: string | undefined, fallback: number) => {
    const v = Number(atPath(json, key));
    return key && Number.isFinite(v) ? Math.trunc(v) : fallback;
  };
  return {
    rows,
    total: num(d.totalKey, d.needPage ? (asked.page - 1) * asked.pageSize + rows.length : rows.length),
    page: num(d.pageKey, asked.page),
    pageSize: num(d.pageSizeKey, asked.pageSize),
  };
}
