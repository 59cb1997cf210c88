import type { FastifyInstance } from 'fastify';
import { formDataApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { sendXlsx } from '../../../platform/multipart.js';
import type { QueryService } from './query.service.js';
import type { ViewService } from './view.service.js';

const api = formDataApi.query;

/** Custom queries (/form/customQuery/v1) and query views (/form/query/queryView). */
export function registerQueryRoutes(app: FastifyInstance, hosts: Record<string, string>, queries: QueryService, views: ViewService) {
  // The original posts the alias as the raw body; JSON {alias} is taken as well.
  route(app, hosts, api.getByAlias, ({ session, body }) => queries.byAlias(session, typeof body === 'string' ? body : body.alias));
  route(app, hosts, api.doQueryBase64, ({ session, query }) => queries.queryBase64(session, query));
  route(app, hosts, api.query, ({ session, body }) => queries.query(session, body));

  route(app, hosts, api.getJson, ({ session, query }) => views.getJson(session, query));
  route(app, hosts, api.viewData, ({ session, params, body }) => views.data(session, params.sqlAlias, params.alias, body));
  route(app, hosts, api.viewExport, async ({ session, query, body, reply }) => {
    const { fileName, content } = await views.exportFile(session, query, body);
    return sendXlsx(reply, fileName, content);
  });
}
