import { modelApi } from '@wp/contract';
import { isoNow, newId, type Clock } from '../../platform/clock.js';
import { badRequest } from '../../platform/errors.js';
import type { ApprovalItemsRepository } from './approval-items.repository.js';

/** Common approval phrases (常用语): the shared ones and each user's own, per process or for all. */
export function createApprovalItemsService(deps: { repo: ApprovalItemsRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /** The phrases a user may pick for a process: shared first, then their own; each text once. */
    async forProcess(tenantId: string, userId: string, defKey: string): Promise<string[]> {
      return [...new Set((await repo.visible(tenantId, userId, defKey)).map((r) => r.expression))];
    },

    /**
     * Saves a personal phrase for one process or (no defKey) for all. A phrase the user already sees there is
     * not stored again (false); a user keeps at most APPROVAL_PHRASES_PER_USER phrases.
     */
    async save(tenantId: string, userId: string, expression: string, defKey?: string): Promise<boolean> {
      const key = defKey ?? null;
      if (await repo.exists(tenantId, userId, key, expression)) return false;
      if ((await repo.countOwn(tenantId, userId)) >= modelApi.APPROVAL_PHRASES_PER_USER) {
        throw badRequest('bpm.phraseLimit', { max: modelApi.APPROVAL_PHRASES_PER_USER });
      }
      await repo.insert({ id: newId(), tenant_id: tenantId, def_key: key, user_id: userId, expression, sn: 0, created_at: isoNow(clock) });
      return true;
    },
  };
}
export type ApprovalItemsService = ReturnType<typeof createApprovalItemsService>;
