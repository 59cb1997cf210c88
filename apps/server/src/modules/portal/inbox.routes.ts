import type { FastifyInstance } from 'fastify';
import { inboxApi } from '@wp/contract';
import { route } from '../../platform/route.js';
import { textFor } from './messages.js';
import type { InboxService } from './inbox.service.js';

/** The inbox calls of spec 000 section 7. */
export function registerInboxRoutes(app: FastifyInstance, hosts: Record<string, string>, inbox: InboxService) {
  route(app, hosts, inboxApi.list, ({ session, body }) => inbox.list(session, body));
  route(app, hosts, inboxApi.get, ({ session, query }) => inbox.open(session, query.id));
  route(app, hosts, inboxApi.getMsgbadge, async ({ session, req }) => ({ state: true, message: textFor(req, 'loaded'), value: await inbox.badge(session) }));
}
