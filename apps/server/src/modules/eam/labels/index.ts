import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import type { Clock } from '../../../platform/clock.js';
import type { EamAuthService } from '../auth/eam-auth.service.js';
import { createLabelsRepository } from './labels.repository.js';
import { registerLabelRoutes } from './labels.routes.js';
import { createLabelsService } from './labels.service.js';

/** Asset labels of the asset system: QR label sheets as PDF. */
export function registerLabels(app: FastifyInstance, hosts: Record<string, string>, deps: { db: Db; clock: Clock; auth: Pick<EamAuthService, 'rightsOf'> }) {
  const labels = createLabelsService({ repo: createLabelsRepository(deps.db), clock: deps.clock, auth: deps.auth });
  registerLabelRoutes(app, hosts, labels);
  return labels;
}
