import type { FastifyInstance, FastifyRequest } from 'fastify';
import { columnApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { badRequest } from '../../../platform/errors.js';
import { langOf, t } from '../../../platform/messages.js';
import { PROXY_HEADER, type CallerHeaders } from './column-fetch.js';
import type { ColumnsService } from './columns.service.js';

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return typeof v === 'string' && v ? v : undefined;
};

/** What the proxy passes on when it calls this server for the caller. */
const callerOf = (req: FastifyRequest): CallerHeaders => ({
  authorization: header(req, 'authorization'), lang: header(req, 'lang') ?? header(req, 'accept-language'), tenantCode: header(req, 'x-tenant-code'),
});

/** Portal columns: definition by alias and the server-side data fetch of URL columns. */
export function registerColumnRoutes(app: FastifyInstance, hosts: Record<string, string>, columns: ColumnsService) {
  route(app, hosts, columnApi.getByAlias, ({ session, query }) => columns.getByAlias(session, query.alias));
  route(app, hosts, columnApi.getColumnData, async ({ session, query, body, req }) => {
    if (req.headers[PROXY_HEADER]) throw badRequest('portal.column.recursive');
    const value = await columns.data(session, query.alias, callerOf(req), body?.pageBean);
    return { state: true, message: t(langOf(req.headers), 'portal.loaded'), value };
  });
}
