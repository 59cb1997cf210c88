import type { FastifyInstance } from 'fastify';
import { formDataApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import type { HistoryService } from './history.service.js';

/** Change history of business-object records. */
export function registerHistoryRoutes(app: FastifyInstance, hosts: Record<string, string>, history: HistoryService) {
  route(app, hosts, formDataApi.history.listJson, ({ session, body }) => history.list(session, body));
}
