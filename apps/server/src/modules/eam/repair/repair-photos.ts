import type { Session } from '../../../platform/auth/session.js';
import { invalidField } from '../../../platform/errors.js';
import type { FilesService } from '../../files/files.service.js';
import type { RepairOrdersRepository } from './repair-orders.repository.js';

/** The kind of record repair photos are granted to (the files module asks `exists` who may read them). */
export const REPAIR_PHOTO_REF = 'eamRepair';

/** The photo types a repair record takes (sniffed by the upload, never the name). */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * The photos of repair records: each id is a file of the caller's tenant that the caller uploaded through the
 * portal's upload, a JPEG, PNG or WebP image, given once; once the record is written they are granted to the order,
 * so every user who may read the order sees them. (At most REPAIR_MAX_PHOTOS per record: the contract's rule.)
 */
export function createRepairPhotos(deps: { repo: Pick<RepairOrdersRepository, 'photoFiles' | 'exists'>; files: Pick<FilesService, 'grant' | 'registerGrantChecker'> }) {
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
      const rows = new Map((await repo.photoFiles(session.tenantId, ids)).map((r) => [r.id, r]));
      for (const id of ids) {
        const file = rows.get(id);
        if (!file) throw invalidField(field, 'eam.repair.photoUnknown', { id });
        if (file.owner_id !== session.userId) throw invalidField(field, 'eam.repair.photoNotYours', { id });
        if (!PHOTO_TYPES.has(file.mime_type)) throw invalidField(field, 'eam.repair.photoType', { id });
      }
    },
    /** Lets the readers of the order read its photos. */
    async grant(ids: string[], orderId: string): Promise<void> {
      for (const id of ids) await files.grant(id, REPAIR_PHOTO_REF, orderId);
    },
  };
}
export type RepairPhotos = ReturnType<typeof createRepairPhotos>;
