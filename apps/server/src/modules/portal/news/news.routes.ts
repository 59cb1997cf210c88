import type { FastifyInstance } from 'fastify';
import { newsApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { langOf, t } from '../../../platform/messages.js';
import type { NewsService } from './news.service.js';

/** News and notices: the spec's lists and detail, and saving for administrators. */
export function registerNewsRoutes(app: FastifyInstance, hosts: Record<string, string>, news: NewsService) {
  route(app, hosts, newsApi.list, ({ session, query, body }) => news.list(session, 'news', query.isPublic === 'true', body));
  route(app, hosts, newsApi.listNotice, ({ session, query, body }) => news.list(session, 'notice', query.isPublic === 'true', body));
  route(app, hosts, newsApi.getById, ({ session, query }) => news.get(session, query.id));
  route(app, hosts, newsApi.save, async ({ session, body, req }) => ({ state: true, message: t(langOf(req.headers), 'portal.saved'), value: await news.save(session, body) }));
}
