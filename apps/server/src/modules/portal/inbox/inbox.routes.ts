import type { FastifyInstance } from 'fastify';
import { inboxApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { langOf, t } from '../../../platform/messages.js';
import type { InboxService } from './inbox.service.js';

/** The inbox calls of spec 000 section 7. */
export function registerInboxRoutes(app: FastifyInstance, hosts: Record<string, string>, inbox: InboxService) {
  route(app, hosts, inboxApi.list, ({ session, body }) => inbox.list(session, body));
  route(app, hosts, inboxApi.get, ({ session, query }) => inbox.open(session, query.id));
  route(app, hosts, inboxApi.getMsgbadge, async ({ session, req }) => ({ state: true, message: t(langOf(req.headers), 'portal.loaded'), value: await inbox.badge(session) }));
}
