import type { FastifyInstance } from 'fastify';
import { appVersionApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { disposition, readUpload } from '../../../platform/multipart.js';
import { langOf, t } from '../../../platform/messages.js';
import type { VersionsService } from './versions.service.js';

/** The native app's version check, publishing a release, and its package download. */
export function registerVersionRoutes(app: FastifyInstance, hosts: Record<string, string>, versions: VersionsService, packageMaxBytes: number) {
  route(app, hosts, appVersionApi.check, async ({ query, req }) => {
    const value = await versions.check(query.platform, query.version);
    return { state: true, message: t(langOf(req.headers), value.hasUpdate ? 'portal.version.newFound' : 'portal.version.latest'), value };
  });
  route(app, hosts, appVersionApi.publish, async ({ session, req }) => {
    const value = await versions.publish(session, await readUpload(req, 'file', packageMaxBytes));
    return { state: true, message: t(langOf(req.headers), 'portal.version.published'), value };
  });
  route(app, hosts, appVersionApi.download, async ({ params, reply }) => {
    const p = await versions.package(params.id);
    return reply.header('content-type', p.mime).header('content-disposition', disposition('attachment', p.fileName)).send(p.content);
  });
}
