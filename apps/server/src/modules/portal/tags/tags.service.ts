import type { OftenUsedFlow } from '@wp/contract';
import type { Session } from '../../../platform/auth/session.js';
import type { DefinitionsService } from '../../bpm-model/definitions.service.js';
import { badRequest } from '../../../platform/errors.js';
import type { TagsRepository } from './tags.repository.js';

/** Often-used flows: each user's ordered list of process keys, named after the deployed processes. */
export function createTagsService(deps: { repo: TagsRepository; definitions: Pick<DefinitionsService, 'mainOnes'> }) {
  const { repo, definitions } = deps;
  const deployed = async (tenantId: string) => new Map((await definitions.mainOnes(tenantId)).map((d) => [d.def_key, d.name]));

  return {
    /** The caller's list; processes no longer deployed are left out. */
    async list(session: Session): Promise<OftenUsedFlow[]> {
      const [keys, names] = await Promise.all([repo.keysOf(session.tenantId, session.userId), deployed(session.tenantId)]);
      return keys.filter((k) => names.has(k.def_key)).map((k) => ({ defKey: k.def_key, name: names.get(k.def_key)!, sn: k.sn }));
    },

    /** Replaces the caller's list; every key must be a deployed process of the tenant. */
    async save(session: Session, defKeys: string[]): Promise<void> {
      const names = await deployed(session.tenantId);
      const unknown = defKeys.find((k) => !names.has(k));
      if (unknown !== undefined) throw badRequest('portal.tag.unknownFlow', { key: unknown });
      await repo.replace(session.tenantId, session.userId, defKeys);
    },
  };
}
export type TagsService = ReturnType<typeof createTagsService>;
