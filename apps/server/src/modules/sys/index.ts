import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { serverModule } from '../server-module.js';
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
    /** Categories, e.g. the FLOW_TYPE process categories (tree, children, one by id). */
    types: createTypesService(createTypesRepository(deps.db)),
    /** Data dictionaries. */
    dict: createDictService(createDictRepository(deps.db)),
    /** Serial numbers: `identity.next(tenantId, alias)`. */
    identity: createIdentityService({ repo: createIdentityRepository(deps.db), clock: deps.clock }),
  };
}
export type SysCatalogue = ReturnType<typeof createSysCatalogue>;
declare module '../server-module.js' {
  interface ModuleProvides { sys: SysCatalogue }
}

/** System catalogue (host `portal`): categories (FLOW_TYPE ...), data dictionaries, serial numbers, server date. */
export const sysModule = serverModule({
  name: 'sys',
  needs: [],
  register(app, _needs, { db, config, clock }) {
    const catalogue = createSysCatalogue({ db, clock });
    registerSysRoutes(app, config.hosts, { ...catalogue, clock });
    return catalogue;
  },
});
