import type { FastifyInstance } from 'fastify';
import { layoutApi } from '@wp/contract';
import { route } from '../../platform/route.js';
import { textFor } from './messages.js';
import type { LayoutsService } from './layouts.service.js';

/** Mobile home layouts: the current one, the selectable ones, and remembering a choice. */
export function registerLayoutRoutes(app: FastifyInstance, hosts: Record<string, string>, layouts: LayoutsService) {
  route(app, hosts, layoutApi.myMobileHome, async ({ session, req }) => ({ state: true, message: textFor(req, 'loaded'), value: await layouts.myMobileHome(session) }));
  route(app, hosts, layoutApi.getCurrentAuthLayout, async ({ session, req }) => ({ state: true, message: textFor(req, 'loaded'), value: await layouts.available(session) }));
  route(app, hosts, layoutApi.cacheUserLayout, async ({ session, body, req }) => {
    await layouts.choose(session, body.layoutId);
    return { state: true, message: textFor(req, 'layout.cached'), value: null };
  });
}
