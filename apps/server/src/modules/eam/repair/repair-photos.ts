import type { Session } from '../../../platform/auth/session.js';
import { invalidField } from '../../../platform/errors.js';
import type { FilesService } from '../../files/files.service.js';
import type { RepairOrdersRepository } from './repair-orders.repository.js';

/** The kind of record repair photos are granted to (the files module asks `exists` who may read them). */
export const REPAIR_PHOTO_REF = 'eamRepair';

/**
 * The photos of repair records: each id is a file of the caller's tenant that the caller uploaded through the
 * portal's upload, a JPEG, PNG or WebP image, given once; once the record is written they are granted to the order,
 * so every user who may read the order sees them. (At most REPAIR_MAX_PHOTOS per record: the contract's rule.)
 */
export function createRepairPhotos(deps: { repo: Pick<RepairOrdersRepository, 'exists'>; files: Pick<FilesService, 'grant' | 'registerGrantChecker' | 'refusedPhoto'> }) {
  const { repo, files } = deps;
  files.registerGrantChecker(REPAIR_PHOTO_REF, (session, orderId) => repo.exists(session.tenantId, orderId));
  return {
    /** Refuses (400 naming `field`) an id that is no photo of the caller's. */
    async check(session: Session, field: string, ids: string[]): Promise<void> {
      const seen = new Set<string>();
      for (const id of ids) {
        if (seen.has(id)) throw invalidField(field, 'eam.repair.photoTwice', { id });
        seen.add(id);
      }
      const refused = await files.refusedPhoto(session, ids);
      if (!refused) return;
      const key = { missing: 'eam.repair.photoUnknown', notYours: 'eam.repair.photoNotYours', type: 'eam.repair.photoType' } as const;
      throw invalidField(field, key[refused.reason], { id: refused.id });
    },
    /** Lets the readers of the order read its photos. */
    async grant(ids: string[], orderId: string): Promise<void> {
      for (const id of ids) await files.grant(id, REPAIR_PHOTO_REF, orderId);
    },
  };
}
export type RepairPhotos = ReturnType<typeof createRepairPhotos>;
