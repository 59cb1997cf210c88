import { upload } from '../../../../domains/files/api/upload.js';

/**
 * A photo kept on the device (deferred mode): its JPEG, the name it will be uploaded under, and an id of its own
 * (a React key, and the key its owner stores it under, e.g. in an offline queue).
 */
export interface LocalPhoto {
  id: string;
  name: string;
  /** image/jpeg, at most MAX_PHOTO_SIDE px on its long side (to-jpeg.ts). */
  blob: Blob;
}

/**
 * Uploads one kept photo through the portal's upload call (`POST /system/file/v1/upload`, part `file`) and
 * answers its file id. `silent`: the caller says itself why it failed (an offline queue retrying later).
 */
export async function uploadLocalPhoto(photo: LocalPhoto, { signal, silent = false }: { signal?: AbortSignal; silent?: boolean } = {}): Promise<string> {
  const file = new File([photo.blob], photo.name, { type: photo.blob.type || 'image/jpeg' });
  const info = await upload(file, { signal, silent });
  if (!info.fileId) throw new Error(`upload of ${photo.name} answered no file id`);
  return info.fileId;
}
