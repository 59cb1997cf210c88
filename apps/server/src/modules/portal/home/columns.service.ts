import type { Column } from '@wp/contract';
import type { SysIndexColumnTable } from '../../../db/schema.js';
import type { Session } from '../../../platform/auth/session.js';
import type { ColumnsRepository } from './columns.repository.js';
import type { ColumnFetcher, CallerHeaders } from './column-fetch.js';
import { planColumnRequest } from './column-source.js';
import { cleanHtml } from '../shared/html.js';
import { badRequest, forbidden, notFound } from '../../../platform/errors.js';
import type { Rights } from '../shared/rights.js';

const base64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

/** The wire shape; without display rights the content and the data source stay on the server. */
function toColumn(r: SysIndexColumnTable, displayRights: boolean): Column {
  return {
    id: r.id, alias: r.alias, name: r.name, catalog: r.catalog, colType: r.col_type, chartType: r.chart_type, dataMode: r.data_mode,
    dataFrom: displayRights ? r.data_from : null, dataParam: displayRights ? r.data_param : null,
    requestType: r.request_type === 'GET' || r.request_type === 'POST' ? r.request_type : null,
    needPage: r.need_page, pageSize: r.page_size, colHeight: r.col_height, colUrl: r.col_url,
    // Sanitised again on the way out: a row written past save() must not carry script to a browser.
    templateHtml: displayRights ? base64(cleanHtml(r.template_html ?? '')) : '',
    html: displayRights ? cleanHtml(r.html ?? '') : '',
    isPublic: r.is_public, memo: r.memo, displayRights,
  };
}

/**
 * Portal columns: read by alias with the caller's display rights, data of URL columns fetched by the
 * server (this server with the caller's token, or an allowed host).
 */
export function createColumnsService(deps: {
  repo: ColumnsRepository; rights: Rights; fetcher: ColumnFetcher;
  allowedHosts: ReadonlySet<string>; selfPath: string;
}) {
  const { repo, rights } = deps;

  async function visibleColumn(session: Session, alias: string) {
    const row = await repo.byAlias(session.tenantId, alias);
    if (!row) throw notFound('portal.column.notFound', { alias });
    const displayRights = await rights.maySee(await rights.principal(session), 'column', row);
    return { row, displayRights };
  }

  return {
    /** One column by alias with `displayRights` for the caller. */
    async getByAlias(session: Session, alias: string): Promise<Column> {
      const { row, displayRights } = await visibleColumn(session, alias);
      return toColumn(row, displayRights);
    },

    /** The columns of these aliases that exist, in that order, each as getByAlias gives it. */
    async getByAliases(session: Session, aliases: readonly string[]): Promise<Column[]> {
      const rows = await repo.byAliases(session.tenantId, aliases);
      const visible = await rights.visibleIds(await rights.principal(session), 'column', rows);
      const byAlias = new Map(rows.map((r) => [r.alias, r]));
      return aliases.flatMap((alias) => {
        const row = byAlias.get(alias);
        return row ? [toColumn(row, visible.has(row.id))] : [];
      });
    },

    /** The JSON a dataMode 3 column's URL answers for the caller (403 without display rights). */
    async data(session: Session, alias: string, caller: CallerHeaders, paging?: { page: number; pageSize: number }): Promise<unknown> {
      const { row, displayRights } = await visibleColumn(session, alias);
      if (!displayRights) throw forbidden('portal.column.noRights');
      if (row.data_mode !== 3 || !row.data_from) throw badRequest('portal.column.notUrl');
      const plan = planColumnRequest(
        { dataFrom: row.data_from, dataParam: row.data_param, requestType: row.request_type === 'GET' ? 'GET' : 'POST', needPage: row.need_page === 1, pageSize: row.page_size },
        { account: session.account, userId: session.userId },
        { allowedHosts: deps.allowedHosts, paging, selfPath: deps.selfPath },
      );
      return deps.fetcher.fetchJson(plan, caller);
    },

  };
}
export type ColumnsService = ReturnType<typeof createColumnsService>;
