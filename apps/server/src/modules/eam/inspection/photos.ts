import type { Session } from '../../../platform/auth/session.js';
import { invalidField } from '../../../platform/errors.js';
import type { FilesService } from '../../files/files.service.js';

/** Files granted to a task point: the point's and its items' photos. */
export const PHOTO_GRANT = 'eamInspectionPoint';

/** The photos of one field ('pics', 'itemData.<itemCode>.pics'). */
export interface PhotoField { field: string; ids: string[] }

/**
 * Checks that every photo is a file of the caller's tenant uploaded by the caller, of an image type a browser shows
 * (JPEG, PNG, WebP); 400 naming the field and the file otherwise. Another tenant's file does not exist here.
 */
export async function checkPhotos(files: Pick<FilesService, 'refusedPhoto'>, session: Session, fields: PhotoField[]): Promise<void> {
  const refused = await files.refusedPhoto(session, fields.flatMap((f) => f.ids));
  if (!refused) return;
  const { id } = refused;
  const { field } = fields.find((f) => f.ids.includes(id))!;
  if (refused.reason === 'missing') throw invalidField(field, 'eam.inspection.photoMissing', { id });
  if (refused.reason === 'notYours') throw invalidField(field, 'eam.inspection.photoNotYours', { id });
  throw invalidField(field, 'eam.inspection.photoType', { id, type: refused.mimeType });
}

/** Grants the photos to their task point, so whoever may see the point may see them. */
export async function grantPhotos(files: Pick<FilesService, 'grant'>, taskPointId: string, fields: PhotoField[]): Promise<void> {
  for (const id of new Set(fields.flatMap((f) => f.ids))) await files.grant(id, PHOTO_GRANT, taskPointId);
}
