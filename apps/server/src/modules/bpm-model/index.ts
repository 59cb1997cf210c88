import { serverModule } from '../server-module.js';
import { createApprovalItemsRepository } from './approval-items.repository.js';
import { createApprovalItemsService, type ApprovalItemsService } from './approval-items.service.js';
import { registerBpmModelRoutes } from './bpm-model.routes.js';
import { createDefinitionsRepository } from './definitions.repository.js';
import { createDefinitionsService, type DefinitionsService } from './definitions.service.js';
import { createStartRightsRepository } from './start-rights.repository.js';
import { createStartRightsService, type StartRightsService } from './start-rights.service.js';

/** What the flow model gives other modules. */
export interface BpmModelProvides {
  definitions: DefinitionsService;
  /** Who may start which process, for themselves or on behalf of a leader. */
  startRights: StartRightsService;
  /** Common approval phrases. */
  approvalItems: ApprovalItemsService;
}
declare module '../server-module.js' {
  interface ModuleProvides { bpmModel: BpmModelProvides }
}

/**
 * The flow model (host `bpmModel`): definitions, their versions, start rights, common phrases. Its
 * defGet?instId= answers the version an instance runs, to whoever may read the instance (the runtime's rule).
 */
export const bpmModelModule = serverModule({
  name: 'bpmModel',
  needs: ['uc', 'sys', 'form', 'instanceAccess'],
  register(app, { uc, sys, form, instanceAccess }, { db, config, clock }) {
    const definitions = createDefinitionsService({
      repo: createDefinitionsRepository(db), organisation: uc.organisation, clock, categories: sys.types, forms: form.forms,
    });
    const startRights = createStartRightsService({
      repo: createStartRightsRepository(db), organisation: uc.organisation, deployedKeys: definitions.mainKeys,
    });
    const approvalItems = createApprovalItemsService({ repo: createApprovalItemsRepository(db), clock });
    registerBpmModelRoutes(app, config.hosts, {
      definitions, startRights, approvalItems,
      instanceDefinition: async (session, instId) => (await instanceAccess.access.readableInstance(session, instId)).def_id,
    });
    return { definitions, startRights, approvalItems };
  },
});
