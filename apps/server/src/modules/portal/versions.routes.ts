import type { FastifyInstance } from 'fastify';
import { appVersionApi } from '@wp/contract';
import { route } from '../../platform/route.js';
import { textFor } from './messages.js';
import type { VersionsService } from './versions.service.js';

/** The native app's version check. */
export function registerVersionRoutes(app: FastifyInstance, hosts: Record<string, string>, versions: VersionsService) {
  route(app, hosts, appVersionApi.check, async ({ query, req }) => {
    const value = await versions.check(query.platform, query.version);
    return { state: true, message: textFor(req, value.hasUpdate ? 'version.newFound' : 'version.latest'), value };
  });
}
