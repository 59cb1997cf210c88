import { serverModule } from '../server-module.js';
import { createUcRepository } from './uc.repository.js';
import { createAttempts, type Attempts } from './attempts.js';
import { createAuthService, type AuthService } from './auth.service.js';
import { createDirectoryService, type DirectoryService } from './directory.service.js';
import { registerUcRoutes } from './uc.routes.js';
import { createOrgDirectoryProvider, type OrgDirectoryProvider } from './org-directory.js';
import { createSealService, type SealService } from './seal.service.js';
import { createIdentityRepository } from './third-party/identity.repository.js';
import { createThirdPartyService } from './third-party/third-party.service.js';
import { registerThirdPartyRoutes } from './third-party/third-party.routes.js';

/** What the user centre gives other modules. */
export interface UcProvides {
  auth: AuthService;
  directory: DirectoryService;
  /** The organisation as the workflow engine sees it. */
  organisation: OrgDirectoryProvider;
  /** The sign-in sessions the auth hook checks on every request. */
  sessions: AuthService;
  /** Users' electronic seals: what a signature on a form must carry. */
  seals: SealService;
  /** The attempt counters (lockouts, per-address limits) every process shares: other sign-ins count theirs here too. */
  attempts: Attempts;
}
declare module '../server-module.js' {
  interface ModuleProvides { uc: UcProvides }
}

/** The user centre (prefix of host `uc`): sign-in (also by DingTalk, WeCom and WeChat), session, users and organisation, seals (their images are files). */
export const ucModule = serverModule({
  name: 'uc',
  needs: ['files'],
  register(app, { files }, platform) {
    const { db, config, clock, rsa } = platform;
    const repo = createUcRepository(db);
    const attempts = createAttempts(repo, clock, config.addressLimitPerMinute);
    const auth = createAuthService({ repo, attempts, ...platform });
    const directory = createDirectoryService(repo, rsa, attempts, clock);
    const seals = createSealService(repo, attempts, files);
    registerUcRoutes(app, config.hosts, auth, directory, seals);
    const thirdParty = createThirdPartyService({ repo: createIdentityRepository(db), auth, attempts, ...platform });
    registerThirdPartyRoutes(app, config.hosts, thirdParty);
    return { auth, directory, organisation: createOrgDirectoryProvider(repo), sessions: auth, seals, attempts };
  },
});
