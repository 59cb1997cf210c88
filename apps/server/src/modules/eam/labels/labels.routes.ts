import type { FastifyInstance } from 'fastify';
import { eamApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { disposition } from '../../../platform/multipart.js';
import type { LabelsService } from './labels.service.js';

/** Asset labels (`eam-asset-label/print`): the PDF sheet, as an attachment. */
export function registerLabelRoutes(app: FastifyInstance, hosts: Record<string, string>, labels: LabelsService) {
  route(app, hosts, eamApi.printLabels, async ({ session, body, req, reply }) => {
    const { fileName, content } = await labels.print(session, body, `${req.protocol}://${req.host}`);
    return reply.header('content-type', 'application/pdf').header('content-disposition', disposition('attachment', fileName)).send(content);
  });
}
