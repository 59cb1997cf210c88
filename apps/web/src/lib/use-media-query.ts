import { useCallback, useSyncExternalStore } from 'react';

/** Tablets and wider: more buttons fit inline, forms lay out in columns. */
export const WIDE = '(min-width: 768px)';
/** A tablet (the 'PAD edition', 820 px up): list screens show the list beside the selected item (ADR 0018). */
export const SPLIT_VIEW = '(min-width: 820px)';

const media = (query: string) => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/** Whether the media query matches now, following rotation and resizing; false where there is no matchMedia. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((changed: () => void) => {
    const list = media(query);
    list?.addEventListener('change', changed);
    return () => list?.removeEventListener('change', changed);
  }, [query]);
  return useSyncExternalStore(subscribe, () => media(query)?.matches ?? false, () => false);
}
