/**
 * The photo field of the asset screens (inspection points and items, repair requests and orders, maintenance
 * projects). Texts in the `eamPhotos` i18n namespace.
 *
 * <PhotoField mode="online" label="现场照片" value={fileIds} onChange={setFileIds} />
 * <PhotoField mode="deferred" label="现场照片" value={photos} onChange={setPhotos} />
 *
 * Props (PhotoFieldProps):
 * - `mode`: 'online' — each photo is uploaded as soon as it is converted, through the portal's upload call
 *   (domains/files/api/upload.ts, `POST /system/file/v1/upload`); `value` / `onChange` are the file ids
 *   (string[]), in the order taken. A failed upload is told by the error catalogue and the photo is not added.
 *   'deferred' — nothing travels; `value` / `onChange` are LocalPhoto[] (`{id, name, blob}`: a JPEG Blob) for the
 *   caller to keep (IndexedDB) and upload later with `uploadLocalPhoto(photo)` (answers the file id).
 * - `label` (required): what the photos are of; names the group, the buttons and each photo for screen readers.
 * - `limit`: at most this many photos (default PHOTO_LIMIT = 9, the server's rule per item); extra picks are
 *   dropped with a warning.
 * - `readOnly`: thumbnails only (online mode: a record's saved photos). `disabled`: buttons inert.
 * - `onBusyChange(busy)`: true while a photo is being converted (and uploaded, online) — disable submit meanwhile.
 *
 * Every photo, from the camera (`capture="environment"`) or the gallery (several at once), becomes a JPEG on the
 * device: at most 1600 px on its long side, quality 0.8, EXIF orientation applied and EXIF dropped, transparency
 * white (`toJpeg`). A HEIC file the browser cannot decode gets a message that says what to do; so does any other
 * unreadable file. Thumbnails open full screen on a tap; removal asks first.
 */
export { PhotoField, PHOTO_LIMIT, photoErrorText, type PhotoFieldProps, type OnlinePhotoProps, type DeferredPhotoProps } from './PhotoField.js';
export { uploadLocalPhoto, type LocalPhoto } from './local-photo.js';
export { toJpeg, fitWithin, isHeic, jpegName, PhotoError, MAX_PHOTO_SIDE, JPEG_QUALITY, type PhotoErrorKind } from './to-jpeg.js';
