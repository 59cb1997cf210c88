import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { fileApi } from '@wp/contract';
import { blobUrl } from '../lib/http/client.js';

export interface AuthImageState { url: string | null; failed: boolean }

/**
 * An object URL for an image file behind authentication (photos, seals), fetched when `enabled`.
 * The URL is revoked when the file id changes and on unmount.
 */
export function useAuthImage(fileId: string | null | undefined, enabled = true): AuthImageState {
  const [state, setState] = useState<(AuthImageState & { id: string }) | null>(null);
  useEffect(() => {
    if (!fileId || !enabled) return;
    let alive = true;
    let made: string | null = null;
    blobUrl(fileApi.preview, { query: { fileId }, silent: true })
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
  }, [fileId, enabled]);
  return state && state.id === fileId ? state : { url: null, failed: false };
}

/** An <img> of a file behind authentication; `fallback` shows while it loads, when it fails or when there is no file. */
export function AuthImage({ fileId, fallback = null, ...img }: { fileId: string | null | undefined; fallback?: React.ReactNode } & ImgHTMLAttributes<HTMLImageElement>) {
  const { url } = useAuthImage(fileId);
  return url ? <img {...img} src={url} /> : <>{fallback}</>;
}
