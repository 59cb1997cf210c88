import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formDataApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { langOf, t } from '../../../platform/messages.js';
import type { QrService } from './qr.service.js';

/** This server's origin as the caller reached it (behind a trusted proxy, as the proxy names it). */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** QR codes of data template records: mint a signed link, open the record it names. */
export function registerQrRoutes(app: FastifyInstance, hosts: Record<string, string>, qr: QrService) {
  route(app, hosts, formDataApi.qr.qrCodeLink, async ({ session, query, req }) =>
    ({ state: true, message: t(langOf(req.headers), 'bo.qr.made'), value: await qr.link(session, query, originOf(req)) }));
  route(app, hosts, formDataApi.qr.qrCodeForm, ({ session, query }) => qr.form(session, query));
}
