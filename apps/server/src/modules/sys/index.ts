import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { createDictRepository } from './dict.repository.js';
import { createDictService } from './dict.service.js';
import { createIdentityRepository } from './identity.repository.js';
import { createIdentityService } from './identity.service.js';
import { registerSysRoutes } from './sys.routes.js';
import { createTypesRepository } from './types.repository.js';
import { createTypesService } from './types.service.js';

/** The catalogue's services without routes: what the seed and the benchmarks build the runtime with. */
export function createSysCatalogue(deps: { db: Db; clock: Clock }) {
  return {
    types: createTypesService(createTypesRepository(deps.db)),
    dict: createDictService(createDictRepository(deps.db)),
    identity: createIdentityService({ repo: createIdentityRepository(deps.db), clock: deps.clock }),
  };
}

/** System catalogue (host `portal`): categories (FLOW_TYPE ...), data dictionaries, serial numbers, server date. */
export function createSysModule(deps: { db: Db; config: Config; clock: Clock }) {
  const { types, dict, identity } = createSysCatalogue(deps);
  return {
    /** Categories, e.g. the FLOW_TYPE process categories (tree, children, one by id). */
    types,
    /** Data dictionaries. */
    dict,
    /** Serial numbers: `identity.next(tenantId, alias)`. */
    identity,
    register: (app: FastifyInstance) => registerSysRoutes(app, deps.config.hosts, { types, dict, identity, clock: deps.clock }),
  };
}
