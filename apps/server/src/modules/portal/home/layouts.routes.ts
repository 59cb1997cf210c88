import type { FastifyInstance } from 'fastify';
import { layoutApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { langOf, t } from '../../../platform/messages.js';
import type { LayoutsService } from './layouts.service.js';

/** Mobile home layouts: the current one, the selectable ones, and remembering a choice. */
export function registerLayoutRoutes(app: FastifyInstance, hosts: Record<string, string>, layouts: LayoutsService) {
  route(app, hosts, layoutApi.myMobileHome, async ({ session, req }) => ({ state: true, message: t(langOf(req.headers), 'portal.loaded'), value: await layouts.myMobileHome(session) }));
  route(app, hosts, layoutApi.getCurrentAuthLayout, async ({ session, req }) => ({ state: true, message: t(langOf(req.headers), 'portal.loaded'), value: await layouts.available(session) }));
  route(app, hosts, layoutApi.cacheUserLayout, async ({ session, body, req }) => {
    await layouts.choose(session, body.layoutId);
    return { state: true, message: t(langOf(req.headers), 'portal.layout.cached'), value: null };
  });
}
