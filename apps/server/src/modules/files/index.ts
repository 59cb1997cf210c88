import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { createFilesService } from './files.service.js';
import { registerFilesRoutes } from './files.routes.js';

/** Uploaded files (host `portal`): stored on disk, type sniffed, read rights per file. */
export function createFilesModule(deps: { db: Db; config: Config; clock: Clock }) {
  const files = createFilesService({ db: deps.db, dataDir: deps.config.dataDir, maxBytes: deps.config.uploadMaxBytes, clock: deps.clock });
  return { files, register: (app: FastifyInstance) => registerFilesRoutes(app, deps.config.hosts, files) };
}
