import type { FastifyInstance } from 'fastify';
import { menuApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { langOf, t } from '../../../platform/messages.js';
import type { MenusService } from './menus.service.js';

/** The current user's menus and method permissions (at /sys/sysMenu on the portal host). */
export function registerMenuRoutes(app: FastifyInstance, hosts: Record<string, string>, menus: MenusService) {
  route(app, hosts, menuApi.getCurrentUserMenu, async ({ session, query, req }) =>
    ({ state: true, message: t(langOf(req.headers), 'portal.loaded'), value: await menus.tree(session, query.menuAlias) }));
  route(app, hosts, menuApi.getCurrentUserMethodAuth, ({ session }) => menus.methodAuth(session));
}
