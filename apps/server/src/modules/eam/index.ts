import { serverModule } from '../server-module.js';
import type { CredentialRealm } from '../../platform/auth/auth-hook.js';
import { unauthorized } from '../../platform/errors.js';
import { createEamAuthRepository } from './auth/eam-auth.repository.js';
import { createEamAuthService, type EamAuthService } from './auth/eam-auth.service.js';
import { registerEamAuthRoutes } from './auth/eam-auth.routes.js';
import { createAssetsRepository } from './assets/assets.repository.js';
import { createAssetsService } from './assets/assets.service.js';
import { registerAssetRoutes } from './assets/assets.routes.js';
import { registerEamWire } from './shared/wire.js';
import { registerMaintenance } from './maintenance/index.js';
import { registerInspection } from './inspection/index.js';
import { registerRepair } from './repair/index.js';
import { registerLabels } from './labels/index.js';
import { registerKpi } from './kpi/index.js';

/** What the asset system gives the platform: the credential realm of its host, which the auth hook reads. */
export interface EamProvides { realm: CredentialRealm; auth: EamAuthService }
declare module '../server-module.js' {
  interface ModuleProvides { eam: EamProvides }
}

/**
 * The asset system (host `eam`, ADR 0024), one sub-folder per area: auth (the portal's ticket, the asset token),
 * assets (the ledger); shared/ holds its wire (form-field bodies, the envelope). More areas follow: inspection,
 * maintenance, repair, settings.
 */
export const eamModule = serverModule({
  name: 'eam',
  needs: ['uc', 'jobs', 'files', 'bpmRuntime'],
  register(app, { uc, jobs, files, bpmRuntime }, { db, config, clock }) {
    const prefix = config.hosts.eam;
    registerEamWire(app, prefix);
    const auth = createEamAuthService({ repo: createEamAuthRepository(db), clock, sessions: uc.sessions, organisation: uc.organisation });
    const assets = createAssetsService({ repo: createAssetsRepository(db), clock, auth });
    registerEamAuthRoutes(app, config.hosts, auth, uc.attempts);
    registerAssetRoutes(app, config.hosts, assets);
    registerMaintenance(app, config.hosts, { db, clock, auth, organisation: uc.organisation, jobs, files });
    registerInspection(app, config.hosts, { db, clock, jobs, files });
    registerRepair(app, config.hosts, { db, clock, auth, organisation: uc.organisation, files, bpmRuntime });
    registerLabels(app, config.hosts, { db, clock, auth });
    registerKpi(app, config.hosts, { db, clock });
    return { auth, realm: { prefix, session: (token) => auth.sessionOf(token), refused: () => unauthorized('eam.tokenExpired') } };
  },
});
