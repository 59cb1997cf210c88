import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import type { Clock } from '../../../platform/clock.js';
import type { FilesService } from '../../files/files.service.js';
import type { JobsModule } from '../../jobs/index.js';
import { createGeneration, INSPECTION_PLAN_JOB } from './generation.js';
import { createInspectionRepository } from './inspection.repository.js';
import { registerInspectionRoutes } from './inspection.routes.js';
import { createInspectionService } from './inspection.service.js';
import { PHOTO_GRANT } from './photos.js';
import { createRecordingService } from './recording.service.js';

/**
 * Inspection rounds of the asset system (点巡检): reads and recording over HTTP, the task generation of the plans'
 * due jobs, and the grant that shows a point's photos to whoever may see the point.
 */
export function registerInspection(app: FastifyInstance, hosts: Record<string, string>, deps: {
  db: Db; clock: Clock; jobs: JobsModule; files: Pick<FilesService, 'grant' | 'registerGrantChecker' | 'refusedPhoto'>;
}) {
  const { db, clock, jobs, files } = deps;
  const repo = createInspectionRepository(db);
  const inspection = createInspectionService({ repo, clock });
  const recording = createRecordingService({ repo, clock, files, reads: inspection });
  const generation = createGeneration({ repo, clock, schedule: (specs, tx) => jobs.schedule(specs, tx) });
  jobs.executor.handle(INSPECTION_PLAN_JOB, generation.run);
  files.registerGrantChecker(PHOTO_GRANT, inspection.photoGrantChecker);
  registerInspectionRoutes(app, hosts, inspection, recording);
  return { inspection, recording, generation };
}
