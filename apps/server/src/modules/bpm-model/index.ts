import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import type { OrgDirectoryProvider } from '../uc/org-directory.js';
import { createDefinitionsRepository } from './definitions.repository.js';
import { createDefinitionsService } from './definitions.service.js';

/** The flow model (host `bpmModel`): definitions, their versions, start rights, common phrases. */
export function createBpmModelModule(deps: { db: Db; config: Config; clock: Clock; organisation: OrgDirectoryProvider }) {
  const definitions = createDefinitionsService({ repo: createDefinitionsRepository(deps.db), organisation: deps.organisation, clock: deps.clock });
  return {
    definitions,
    register: (_app: FastifyInstance) => undefined,
  };
}
