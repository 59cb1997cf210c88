import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { dataVersionOf } from '../../db/data-version.js';
import { createReplyCache } from '../../platform/reply-cache.js';
import { workingDatesBetween } from '../bpm-runtime/timers/working-days.js';
import { serverModule } from '../server-module.js';
import { registerBoRoutes } from './bo/bo.routes.js';
import { registerDialogRoutes } from './dialog/dialog.routes.js';
import { parseAllowedHosts } from '../../platform/allowed-hosts.js';
import { createFormData, type FormData } from './data.js';
import { createFormsRepository } from './forms.repository.js';
import { createFormsService, type FormsService } from './forms.service.js';
import { registerHistoryRoutes } from './history/history.routes.js';
import { registerQueryRoutes } from './query/query.routes.js';
import { registerChartRoutes } from './chart/chart.routes.js';
import { loadJwtSecret } from '../../platform/auth/tokens.js';
import { createLinkSigner } from './qr/link-signer.js';
import { createQrService } from './qr/qr.service.js';
import { registerQrRoutes } from './qr/qr.routes.js';
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
  needs: ['uc', 'sys', 'files'],
  register: (app, { uc, sys, files }, { db, clock, config }) => {
    const { forms } = createFormModule({ db, clock });
    const data = createFormData({
      db, clock, forms, directory: uc.directory, dictionaries: sys.dict, calendar: workingDatesBetween, seals: uc.seals, files,
      names: {
        nameOf: async (tenantId, userId) => (await uc.organisation.forTenant(tenantId)).nameOf(userId),
        people: async (tenantId) => (await uc.organisation.forTenant(tenantId)).names,
      },
      outbound: { allowedHosts: parseAllowedHosts(config.columnAllowedHosts) },
    });
    registerBoRoutes(app, config.hosts, data.bos, data.design);
    registerTemplateRoutes(app, config.hosts, data.templates, data.records, data.drafts, createReplyCache(dataVersionOf(db)));
    registerRecordOpsRoutes(app, config.hosts, data.drafts, data.recordOps);
    registerTransferRoutes(app, config.hosts, data.exports, data.imports);
    registerHistoryRoutes(app, config.hosts, data.history);
    registerQueryRoutes(app, config.hosts, data.queries, data.queryViews);
    registerChartRoutes(app, config.hosts, data.charts);
    registerDialogRoutes(app, config.hosts, data.dialogs);
    // QR links are signed with a key derived from the server's secret: every instance over one data directory (or JWT_SECRET) agrees.
    const signer = createLinkSigner(loadJwtSecret(config.dataDir, config.jwtSecret));
    registerQrRoutes(app, config.hosts, createQrService({ templates: data.templates, records: data.records, forms, signer, clock }));
    return { forms, data };
  },
});
