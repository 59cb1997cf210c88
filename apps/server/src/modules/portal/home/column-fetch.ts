import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { fetchOutboundJson, replyJson, type OutboundMessages } from '../../../platform/outbound-json.js';
import type { PlannedRequest } from './column-source.js';

/** Marks requests the column proxy makes to this server, so a column can never call the proxy again. */
export const PROXY_HEADER = 'x-column-proxy';

export interface CallerHeaders { authorization?: string; lang?: string; tenantCode?: string }

export interface ColumnFetcher {
  /** Makes a planned request and returns its JSON reply; a failure is a 502 naming the status and message. */
  fetchJson(plan: PlannedRequest, caller: CallerHeaders): Promise<unknown>;
}

const messages: OutboundMessages = { failed: 'portal.column.upstreamFailed', notJson: 'portal.column.upstreamNotJson' };

/**
 * Column data requests: to this server through `inject` (the caller's own token, so they get exactly what
 * they could fetch themselves), to allowed hosts with `fetch` (no token, no redirects, a time and size limit).
 */
export function createColumnFetcher(deps: {
  inject: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  fetch?: typeof fetch;
}): ColumnFetcher {
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
        return replyJson({ status: res.statusCode, statusText: res.statusMessage, body: res.body }, messages);
      }
      return fetchOutboundJson({ method: plan.method, url: plan.url, body: plan.body }, messages, deps.fetch);
    },
  };
}
