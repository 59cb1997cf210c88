import type { FastifyInstance } from 'fastify';
import { shortUrlApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { langOf, t } from '../../../platform/messages.js';
import type { ShortUrlsService } from './short-urls.service.js';

/** Short links: make one for an instance page; resolve one (anonymous) to its URL and a guest token. */
export function registerShortUrlRoutes(app: FastifyInstance, hosts: Record<string, string>, shortUrls: ShortUrlsService) {
  route(app, hosts, shortUrlApi.getShortUrlByLong, async ({ session, body, req }) =>
    ({ state: true, message: t(langOf(req.headers), 'portal.shortUrl.made'), value: await shortUrls.shorten(session, body.url) }));
  route(app, hosts, shortUrlApi.getLongUrlByShortUrl, async ({ query, req }) =>
    ({ state: true, message: t(langOf(req.headers), 'portal.shortUrl.resolved'), value: await shortUrls.resolve(query.shortUrl) }));
}
