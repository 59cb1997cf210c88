import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import type { FormsService } from '../form/forms.service.js';
import type { OrgDirectoryProvider } from '../uc/org-directory.js';
import { createApprovalItemsRepository } from './approval-items.repository.js';
import { createApprovalItemsService } from './approval-items.service.js';
import { registerBpmModelRoutes, type InstanceDefinitionOf } from './bpm-model.routes.js';
import { createDefinitionsRepository } from './definitions.repository.js';
import { createDefinitionsService, type CategoryLookup } from './definitions.service.js';
import { createStartRightsRepository } from './start-rights.repository.js';
import { createStartRightsService } from './start-rights.service.js';

/** The flow model (host `bpmModel`): definitions, their versions, start rights, common phrases. */
export function createBpmModelModule(deps: { db: Db; config: Config; clock: Clock; organisation: OrgDirectoryProvider; categories: CategoryLookup; forms: FormsService }) {
  const definitions = createDefinitionsService({
    repo: createDefinitionsRepository(deps.db), organisation: deps.organisation, clock: deps.clock, categories: deps.categories, forms: deps.forms,
  });
  const startRights = createStartRightsService({
    repo: createStartRightsRepository(deps.db), organisation: deps.organisation, deployedKeys: definitions.mainKeys,
  });
  const approvalItems = createApprovalItemsService({ repo: createApprovalItemsRepository(deps.db), clock: deps.clock });
  // The runtime tells which version an instance runs (and whether the caller may read it); it registers later.
  let instanceDefinition: InstanceDefinitionOf = async () => {
    throw new Error('the flow runtime has not registered its instance lookup');
  };
  return {
    definitions,
    /** Who may start which process, for themselves or on behalf of a leader. */
    startRights,
    /** Common approval phrases. */
    approvalItems,
    /** defGet?instId= asks the runtime for the instance's definition version, with its read check. */
    registerInstanceDefinition(lookup: InstanceDefinitionOf) {
      instanceDefinition = lookup;
    },
    register: (app: FastifyInstance) => registerBpmModelRoutes(app, deps.config.hosts, {
      definitions, startRights, approvalItems, instanceDefinition: (session, instId) => instanceDefinition(session, instId),
    }),
  };
}
