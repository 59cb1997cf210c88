import type { FastifyInstance } from 'fastify';
import { datavApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { langOf, t } from '../../../platform/messages.js';
import type { DatavService } from './datav.service.js';

/** Data-visualisation pages by alias. */
export function registerDatavRoutes(app: FastifyInstance, hosts: Record<string, string>, datav: DatavService) {
  route(app, hosts, datavApi.getByAlias, async ({ session, query, req }) => ({ state: true, message: t(langOf(req.headers), 'portal.loaded'), value: await datav.page(session, query.alias) }));
}
