import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import type { RsaKeys } from '../../platform/auth/rsa.js';
import type { TokenService } from '../../platform/auth/tokens.js';
import { createUcRepository } from './uc.repository.js';
import { createAttempts } from './attempts.js';
import { createAuthService } from './auth.service.js';
import { createDirectoryService } from './directory.service.js';
import { registerUcRoutes } from './uc.routes.js';
import { createOrgDirectoryProvider } from './org-directory.js';
import { createSealService } from './seal.service.js';
import type { FilesService } from '../files/files.service.js';

/** The user centre (prefix of host `uc`): sign-in, session, users and organisation, seals. */
export function createUcModule(deps: { db: Db; config: Config; clock: Clock; rsa: RsaKeys; tokens: TokenService; files: Pick<FilesService, 'grant' | 'registerGrantChecker'> }) {
  const repo = createUcRepository(deps.db);
  const attempts = createAttempts(repo, deps.clock, deps.config.addressLimitPerMinute);
  const auth = createAuthService({ repo, attempts, ...deps });
  const directory = createDirectoryService(repo, deps.rsa, attempts, deps.clock);
  const seals = createSealService(repo, attempts, deps.files);
  return {
    auth,
    directory,
    /** The organisation as the workflow engine sees it. */
    organisation: createOrgDirectoryProvider(repo),
    sessions: auth,
    register: (app: FastifyInstance) => registerUcRoutes(app, deps.config.hosts, auth, directory, seals),
  };
}
