import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import type { Clock } from '../../../platform/clock.js';
import type { BpmRuntimeProvides } from '../../bpm-runtime/index.js';
import type { FilesService } from '../../files/files.service.js';
import type { OrgDirectoryProvider } from '../../uc/org-directory.js';
import type { EamAuthService } from '../auth/eam-auth.service.js';
import { createRepairOrdersRepository } from './repair-orders.repository.js';
import { createRepairOrdersService } from './repair-orders.service.js';
import { createRepairPhotos } from './repair-photos.js';
import { createRepairSettingsRepository } from './repair-settings.repository.js';
import { createRepairSettingsService } from './repair-settings.service.js';
import { registerRepairRoutes } from './repair.routes.js';

/**
 * Corrective repair (报修 → 派单 → 维修 → 验收) and its settings: the services, their routes, the photo grants, and
 * the listener that moves an order on when its approval instance ends.
 */
export function registerRepair(app: FastifyInstance, hosts: Record<string, string>, deps: {
  db: Db; clock: Clock; auth: Pick<EamAuthService, 'rightsOf'>; organisation: OrgDirectoryProvider; files: FilesService;
  bpmRuntime: Pick<BpmRuntimeProvides, 'instances' | 'onOutcome'>;
}) {
  const { db, clock, auth, organisation, files, bpmRuntime } = deps;
  const repo = createRepairOrdersRepository(db);
  const settingsRepo = createRepairSettingsRepository(db);
  const settings = createRepairSettingsService({ repo: settingsRepo, clock, auth, organisation });
  const orders = createRepairOrdersService({
    repo, settings: settingsRepo, clock, auth, organisation, photos: createRepairPhotos({ repo, files }), instances: bpmRuntime.instances,
  });
  bpmRuntime.onOutcome((change, tx) => orders.onApprovalOutcome(change, tx));
  registerRepairRoutes(app, hosts, settings, orders);
}
