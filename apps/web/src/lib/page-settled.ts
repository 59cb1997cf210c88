import { useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';

/** Background data waits no longer than this for the page's own requests. */
export const PAGE_SETTLE_MAX_MS = 3000;

/**
 * True once the page's own requests have settled and the frame showing them has been painted (or after
 * PAGE_SETTLE_MAX_MS), and true from then on. Background data (menus, method permissions) waits for it: on a
 * phone's connection, six requests at a time, the page's requests are not queued behind data it does not show.
 */
export function usePageSettled(): boolean {
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    const latest = setTimeout(() => setSettled(true), PAGE_SETTLE_MAX_MS);
    return () => clearTimeout(latest);
  }, [settled]);
  useEffect(() => {
    if (settled || fetching > 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame later, after the paint: the page's content shows before anything else starts.
    const frame = requestAnimationFrame(() => { timer = setTimeout(() => setSettled(true), 0); });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [fetching, settled]);
  return settled;
}
