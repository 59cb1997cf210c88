import type { FastifyInstance } from 'fastify';
import { appModelApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import type { AppsService } from './apps.service.js';

/** The application centre's one call. */
export function registerAppRoutes(app: FastifyInstance, hosts: Record<string, string>, apps: AppsService) {
  route(app, hosts, appModelApi.getApp, ({ session, query }) => apps.tree(session, query.typeKey));
}
