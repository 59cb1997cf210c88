import type { Session } from '../../platform/auth/session.js';
import { verifyPassword } from '../../platform/auth/password.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { FilesService } from '../files/files.service.js';
import type { Attempts } from './attempts.js';
import type { UcRepository } from './uc.repository.js';

/** Files of a seal are read through this grant: the session that passed the seal password. */
const SEAL_PASS = 'sealPass';

/**
 * The electronic seal. Its image is a file of kind 'seal' that nobody reads by its id alone, its owner
 * included: passing the seal password grants it to that session (a stolen unlocked phone does not show it).
 */
export function createSealService(repo: UcRepository, attempts: Attempts, files: Pick<FilesService, 'grant' | 'hasGrant' | 'registerGrantChecker'>) {
  files.registerGrantChecker(SEAL_PASS, async (session, sid) => session.sid === sid && !session.guest);
  return {
    sealOf: (session: Session) => repo.sealOfUser(session.userId),

    /**
     * The file of the user's seal in use once this session has passed its password (`open`), else null: what a
     * signature this session adds to a form must carry, so that an unlocked phone alone signs nothing.
     */
    async openedSealOf(session: Session): Promise<string | null> {
      const seal = await repo.sealOfUser(session.userId);
      if (!seal || seal.is_use !== 1) return null;
      return (await files.hasGrant(seal.file_id, SEAL_PASS, session.sid)) ? seal.file_id : null;
    },

    /**
     * The seal file id, readable by this session from now on. A seal with a password always needs it: the
     * client's secretFree flag cannot waive it, only a seal saved without a password is secret-free.
     */
    async open(session: Session, password: string, address: string) {
      await attempts.limit('sealFromAddress', address);
      const seal = await repo.sealOfUser(session.userId);
      if (!seal || seal.is_use !== 1) throw notFound('seal.none');
      if (seal.password_hash) {
        if (!password) throw badRequest('seal.passwordRequired');
        if (!(await attempts.checkPassword('seal', session.userId, () => verifyPassword(password, seal.password_hash!)))) throw badRequest('seal.passwordWrong');
      }
      await files.grant(seal.file_id, SEAL_PASS, session.sid);
      return seal.file_id;
    },
  };
}
export type SealService = ReturnType<typeof createSealService>;
