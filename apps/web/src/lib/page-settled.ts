import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PAGE_SETTLE_MAX_MS, PAGE_SETTLED_MARK } from './after-settled.js';

export { PAGE_SETTLE_MAX_MS, PAGE_SETTLED_MARK };
const markFirstSettled = () => {
  if (typeof performance.mark !== 'function' || typeof performance.getEntriesByName !== 'function') return;
  if (!performance.getEntriesByName(PAGE_SETTLED_MARK).length) performance.mark(PAGE_SETTLED_MARK);
};

/**
 * True once the page's own requests have settled and the frame showing them has been painted (or after
 * PAGE_SETTLE_MAX_MS), and true from then on. Background data (menus, method permissions) waits for it: on a
 * phone's connection, six requests at a time, the page's requests are not queued behind data it does not show.
 * It watches the query cache only until then, so later requests do not re-render the caller.
 */
export function usePageSettled(): boolean {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    const settle = () => {
      setSettled(true);
      markFirstSettled();
    };
    const latest = setTimeout(settle, PAGE_SETTLE_MAX_MS);
    let frame = 0;
    let afterPaint: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterPaint);
      if (queryClient.isFetching() > 0) return;
      // A frame later, after the paint: the page's content shows before anything else starts.
      frame = requestAnimationFrame(() => { afterPaint = setTimeout(settle, 0); });
    };
    check();
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    return () => {
      unsubscribe();
      clearTimeout(latest);
      cancelAnimationFrame(frame);
      clearTimeout(afterPaint);
    };
  }, [queryClient, settled]);
  return settled;
}
