/**
 * Photos become JPEG on the device before they travel or are kept: an iPhone's HEIC failed to upload to the
 * peers (cityofaustin/atd-data-tech #27579), a 12-megapixel original is 4–8 MB on a plant's Wi-Fi, and the server
 * takes JPEG, PNG and WebP only. Re-drawing on a canvas also bakes the EXIF orientation in and drops the EXIF
 * data (GPS position included), which the record does not need.
 */

/** The long side of a converted photo: enough to read a gauge or a nameplate. */
export const MAX_PHOTO_SIDE = 1600;
/** JPEG quality: about 300–600 KB at 1600 px for a photo of plant equipment. */
export const JPEG_QUALITY = 0.8;

/** Why a chosen file could not be converted: `heic` the browser cannot decode HEIC; `unreadable` anything else. */
export type PhotoErrorKind = 'heic' | 'unreadable';

export class PhotoError extends Error {
  constructor(readonly kind: PhotoErrorKind, readonly fileName: string) {
    super(`${kind}: ${fileName}`);
  }
}

/** The size a `width` × `height` picture is drawn at so that its long side is at most `maxSide` (never enlarged). */
export function fitWithin(width: number, height: number, maxSide = MAX_PHOTO_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

// The ISO base media brands of HEIF files (HEIC stills, HEIF, HEIC sequences from burst shots).
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** A Blob's bytes (FileReader: older WebViews have no Blob.arrayBuffer). */
const readBytes = (blob: Blob) => new Promise<ArrayBuffer>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(reader.result as ArrayBuffer);
  reader.onerror = () => reject(reader.error);
  reader.readAsArrayBuffer(blob);
});

/** Whether a file is HEIC/HEIF, by its type, its name or its `ftyp` box (a gallery often gives no type). */
export async function isHeic(file: Blob & { name?: string }): Promise<boolean> {
  if (/^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name ?? '')) return true;
  const head = new Uint8Array(await readBytes(file.slice(0, 12)));
  const text = String.fromCharCode(...head);
  return text.slice(4, 8) === 'ftyp' && HEIF_BRANDS.has(text.slice(8, 12));
}

/** A decoded picture the canvas can draw, and how to let it go. */
interface Decoded { source: CanvasImageSource; width: number; height: number; close(): void }

async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    // 'from-image' turns a phone photo taken sideways upright, as the gallery shows it.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => undefined };
  } finally {
    URL.revokeObjectURL(url);
  }
}

const canvasToBlob = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

/**
 * The photo as a JPEG of at most `maxSide` px on its long side. Transparent parts (a PNG screenshot) turn white,
 * not JPEG's black. Fails with a PhotoError: `heic` when the browser cannot decode a HEIC file (desktop and
 * Android browsers; iOS Safari decodes it), `unreadable` for anything else it cannot decode.
 */
export async function toJpeg(file: Blob & { name?: string }, { maxSide = MAX_PHOTO_SIDE, quality = JPEG_QUALITY } = {}): Promise<Blob> {
  const name = file.name ?? '';
  let decoded: Decoded;
  try {
    decoded = await decode(file);
  } catch {
    throw new PhotoError((await isHeic(file).catch(() => false)) ? 'heic' : 'unreadable', name);
  }
  try {
    const size = fitWithin(decoded.width, decoded.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new PhotoError('unreadable', name);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.drawImage(decoded.source, 0, 0, size.width, size.height);
    const jpeg = await canvasToBlob(canvas, quality);
    if (!jpeg) throw new PhotoError('unreadable', name);
    return jpeg;
  } finally {
    decoded.close();
  }
}

/** A JPEG file name for a converted photo: the original's base name, else one from the time it was taken. */
export function jpegName(original: string | undefined, takenAt = new Date()): string {
  const base = (original ?? '').replace(/\.[^./\\]*$/, '').replace(/[\\/:*?"<>|]/g, '_').trim();
  if (base) return `${base}.jpg`;
  const stamp = takenAt.toISOString().replace(/\D/g, '').slice(0, 14);
  return `photo-${stamp}.jpg`;
}
