import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import type { Clock } from '../../../platform/clock.js';
import type { FilesService } from '../../files/files.service.js';
import type { JobsModule } from '../../jobs/index.js';
import type { OrgDirectoryProvider } from '../../uc/org-directory.js';
import type { EamAuthService } from '../auth/eam-auth.service.js';
import { createMaintenanceAccess } from './access.js';
import { createMaintenanceGeneration, MAINTAIN_PLAN_JOB } from './generation.js';
import { createMaintenanceRepository } from './maintenance.repository.js';
import { registerMaintenanceRoutes } from './maintenance.routes.js';
import { createMetersService } from './meters.service.js';
import { createPlanEditingService } from './plan-editing.service.js';
import { createPlansService } from './plans.service.js';
import { createTasksService, TASK_FILE_GRANT } from './tasks.service.js';

/**
 * Preventive maintenance of the asset system: its services, routes, the handler of the plans' due jobs, and
 * the grant that lets the tenant see task photos.
 */
export function registerMaintenance(app: FastifyInstance, hosts: Record<string, string>, deps: {
  db: Db; clock: Clock; auth: Pick<EamAuthService, 'rightsOf'>; organisation: OrgDirectoryProvider; jobs: JobsModule;
  files: Pick<FilesService, 'grant' | 'registerGrantChecker' | 'refusedPhoto'>;
}) {
  const { db, clock, auth, organisation, jobs, files } = deps;
  const repo = createMaintenanceRepository(db);
  const access = createMaintenanceAccess({ repo, auth });
  const generation = createMaintenanceGeneration({ db, jobs: jobs.repo, clock });
  const tasks = createTasksService({ db, repo, clock, access, generation, organisation, files });
  const meters = createMetersService({ db, repo, clock, access, generation, organisation });
  const plans = createPlansService({ db, repo, clock, access, generation, meters, tasks, organisation });
  const planEditing = createPlanEditingService({ db, repo, clock, access, generation, plans, organisation });
  jobs.executor.handle(MAINTAIN_PLAN_JOB, generation.runPlanJob);
  files.registerGrantChecker(TASK_FILE_GRANT, (session, taskId) => tasks.readable(session, taskId));
  registerMaintenanceRoutes(app, hosts, { plans, planEditing, tasks, meters });
  return { plans, planEditing, tasks, meters, generation };
}
