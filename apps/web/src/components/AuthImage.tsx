import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { fileApi } from '@wp/contract';
import { blobUrl } from '../lib/http/client.js';

export interface AuthImageState { url: string | null; failed: boolean }

/** How the file is fetched: `preview` (system/file/v1/preview) for photos, `byId` (getFileById_{id}, spec 001 section 7) for seal images. */
export type AuthImageSource = 'preview' | 'byId';

const fetchImage = (fileId: string, source: AuthImageSource) =>
  source === 'byId' ? blobUrl(fileApi.getFileById, { params: { id: fileId }, silent: true }) : blobUrl(fileApi.preview, { query: { fileId }, silent: true });

/**
 * An object URL for an image file behind authentication (photos, seals), fetched when `enabled`.
 * The URL is revoked when the file id changes and on unmount.
 */
export function useAuthImage(fileId: string | null | undefined, enabled = true, source: AuthImageSource = 'preview'): AuthImageState {
  const [state, setState] = useState<(AuthImageState & { id: string }) | null>(null);
  useEffect(() => {
    if (!fileId || !enabled) return;
    let alive = true;
    let made: string | null = null;
    fetchImage(fileId, source)
      .then((url) => {
        if (alive) {
          made = url;
          setState({ id: fileId, url, failed: false });
        } else {
          URL.revokeObjectURL(url);
        }
      })
      .catch(() => alive && setState({ id: fileId, url: null, failed: true }));
    return () => {
      alive = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [fileId, enabled, source]);
  return state && state.id === fileId ? state : { url: null, failed: false };
}

/** An <img> of a file behind authentication; `fallback` shows while it loads, when it fails or when there is no file. */
export function AuthImage({ fileId, fallback = null, ...img }: { fileId: string | null | undefined; fallback?: React.ReactNode } & ImgHTMLAttributes<HTMLImageElement>) {
  const { url } = useAuthImage(fileId);
  return url ? <img {...img} src={url} /> : <>{fallback}</>;
}
