import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { badGateway } from '../../../platform/errors.js';
import type { PlannedRequest } from './column-source.js';

/** Marks requests the column proxy makes to this server, so a column can never call the proxy again. */
export const PROXY_HEADER = 'x-column-proxy';

const MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 10_000;

export interface CallerHeaders { authorization?: string; lang?: string; tenantCode?: string }

export interface ColumnFetcher {
  /** Makes a planned request and returns its JSON reply; a failure is a 502 naming the status and message. */
  fetchJson(plan: PlannedRequest, caller: CallerHeaders): Promise<unknown>;
}

const upstreamMessage = (json: unknown, fallback: string) =>
  json && typeof json === 'object' && typeof (json as { message?: unknown }).message === 'string'
    ? String((json as { message: string }).message).slice(0, 200) : fallback;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Reads at most MAX_BYTES of a response body; a longer one is refused rather than buffered. */
async function readLimited(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BYTES) {
      await reader.cancel();
      throw badGateway('portal.column.upstreamFailed', { status: res.status, message: `reply larger than ${MAX_BYTES} bytes` });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Column data requests: to this server through `inject` (the caller's own token, so they get exactly what
 * they could fetch themselves), to allowed hosts with `fetch` (no token, no redirects, a time and size limit).
 */
export function createColumnFetcher(deps: {
  inject: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  fetch?: typeof fetch;
}): ColumnFetcher {
  const fetchFn = deps.fetch ?? fetch;
  return {
    async fetchJson(plan, caller) {
      if (plan.target === 'internal') {
        const headers: Record<string, string> = { [PROXY_HEADER]: '1' };
        if (caller.authorization) headers.authorization = caller.authorization;
        if (caller.lang) headers.lang = caller.lang;
        if (caller.tenantCode) headers['x-tenant-code'] = caller.tenantCode;
        if (plan.method === 'POST') headers['content-type'] = 'application/json';
        const res = await deps.inject({
          method: plan.method, url: plan.url, headers, ...(plan.method === 'POST' ? { payload: JSON.stringify(plan.body ?? {}) } : {}),
        });
        const json = parseJson(res.body);
        if (res.statusCode >= 400) throw badGateway('portal.column.upstreamFailed', { status: res.statusCode, message: upstreamMessage(json, res.statusMessage) });
        if (json === undefined) throw badGateway('portal.column.upstreamNotJson');
        return json;
      }
      let res: Response;
      try {
        res = await fetchFn(plan.url, {
          method: plan.method, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS),
          headers: { accept: 'application/json', ...(plan.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
          ...(plan.method === 'POST' ? { body: JSON.stringify(plan.body ?? {}) } : {}),
        });
      } catch (e) {
        throw badGateway('portal.column.upstreamFailed', { status: 0, message: (e as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable' });
      }
      // A redirect could lead anywhere, past the host check: it is a failure, never followed.
      if (res.status >= 300) {
        const json = parseJson(await readLimited(res).catch(() => ''));
        throw badGateway('portal.column.upstreamFailed', { status: res.status, message: upstreamMessage(json, res.statusText) });
      }
      const json = parseJson(await readLimited(res));
      if (json === undefined) throw badGateway('portal.column.upstreamNotJson');
      return json;
    },
  };
}
