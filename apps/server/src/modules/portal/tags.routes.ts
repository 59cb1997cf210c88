import type { FastifyInstance } from 'fastify';
import { sysTagApi } from '@wp/contract';
import { route } from '../../platform/route.js';
import { textFor } from './messages.js';
import type { TagsService } from './tags.service.js';

/** Often-used flows: read and replace the caller's list. */
export function registerTagRoutes(app: FastifyInstance, hosts: Record<string, string>, tags: TagsService) {
  route(app, hosts, sysTagApi.query, async ({ session, req }) => ({ state: true, message: textFor(req, 'loaded'), value: await tags.list(session) }));
  route(app, hosts, sysTagApi.save, async ({ session, body, req }) => {
    await tags.save(session, body.defKeys);
    return { state: true, message: textFor(req, 'tag.saved'), value: null };
  });
}
