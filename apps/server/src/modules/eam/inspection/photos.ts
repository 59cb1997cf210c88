import type { Session } from '../../../platform/auth/session.js';
import { invalidField } from '../../../platform/errors.js';
import type { FilesService } from '../../files/files.service.js';
import type { InspectionRepository } from './inspection.repository.js';

/** What a photo of a round may be, by its sniffed type (a renamed text file is text). */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Files granted to a task point: the point's and its items' photos. */
export const PHOTO_GRANT = 'eamInspectionPoint';

/** The photos of one field ('pics', 'itemData.<itemCode>.pics'). */
export interface PhotoField { field: string; ids: string[] }

/**
 * Checks that every photo is a file of the caller's tenant uploaded by the caller, of an image type a browser shows
 * (JPEG, PNG, WebP); 400 naming the field and the file otherwise. Another tenant's file does not exist here.
 */
export async function checkPhotos(repo: Pick<InspectionRepository, 'files'>, session: Session, fields: PhotoField[]): Promise<void> {
  const files = new Map((await repo.files(session.tenantId, [...new Set(fields.flatMap((f) => f.ids))])).map((f) => [f.id, f]));
  for (const { field, ids } of fields) {
    for (const id of ids) {
      const file = files.get(id);
      if (!file) throw invalidField(field, 'eam.inspection.photoMissing', { id });
      if (file.owner_id !== session.userId) throw invalidField(field, 'eam.inspection.photoNotYours', { id });
      if (!PHOTO_TYPES.has(file.mime_type)) throw invalidField(field, 'eam.inspection.photoType', { id, type: file.mime_type });
    }
  }
}

/** Grants the photos to their task point, so whoever may see the point may see them. */
export async function grantPhotos(files: Pick<FilesService, 'grant'>, taskPointId: string, fields: PhotoField[]): Promise<void> {
  for (const id of new Set(fields.flatMap((f) => f.ids))) await files.grant(id, PHOTO_GRANT, taskPointId);
}
