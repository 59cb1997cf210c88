import type { FastifyInstance } from 'fastify';
import { sysTagApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { langOf, t } from '../../../platform/messages.js';
import type { TagsService } from './tags.service.js';

/** Often-used flows: read and replace the caller's list. */
export function registerTagRoutes(app: FastifyInstance, hosts: Record<string, string>, tags: TagsService) {
  route(app, hosts, sysTagApi.query, async ({ session, req }) => ({ state: true, message: t(langOf(req.headers), 'portal.loaded'), value: await tags.list(session) }));
  route(app, hosts, sysTagApi.save, async ({ session, body, req }) => {
    await tags.save(session, body.defKeys);
    return { state: true, message: t(langOf(req.headers), 'portal.tag.saved'), value: null };
  });
}
