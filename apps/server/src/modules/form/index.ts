import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { workingDatesBetween } from '../bpm-runtime/timers/working-days.js';
import { serverModule } from '../server-module.js';
import { registerBoRoutes } from './bo/bo.routes.js';
import { createFormData, type FormData } from './data.js';
import { createFormsRepository } from './forms.repository.js';
import { createFormsService, type FormsService } from './forms.service.js';
import { registerHistoryRoutes } from './history/history.routes.js';
import { registerRecordOpsRoutes } from './template/record-ops.routes.js';
import { registerTemplateRoutes } from './template/template.routes.js';
import { registerTransferRoutes } from './transfer/transfer.routes.js';

/** Forms (host `form`): form definitions in versions by formKey. */
export function createFormModule(deps: { db: Db; clock: Clock }) {
  return { forms: createFormsService({ repo: createFormsRepository(deps.db), clock: deps.clock }) };
}
declare module '../server-module.js' {
  interface ModuleProvides { form: { forms: FormsService; data: FormData } }
}

/** The form module in the server's module list: forms, and business objects with their data templates (bo/, template/, history/). */
export const formModule = serverModule({
  name: 'form',
  needs: ['uc', 'sys'],
  register: (app, { uc, sys }, { db, clock, config }) => {
    const { forms } = createFormModule({ db, clock });
    const data = createFormData({
      db, clock, forms, directory: uc.directory, dictionaries: sys.dict, calendar: workingDatesBetween,
      names: { nameOf: async (tenantId, userId) => (await uc.organisation.forTenant(tenantId)).nameOf(userId) },
    });
    registerBoRoutes(app, config.hosts, data.bos, data.design);
    registerTemplateRoutes(app, config.hosts, data.templates, data.records, data.drafts);
    registerRecordOpsRoutes(app, config.hosts, data.drafts, data.recordOps);
    registerTransferRoutes(app, config.hosts, data.exports, data.imports);
    registerHistoryRoutes(app, config.hosts, data.history);
    return { forms, data };
  },
});
