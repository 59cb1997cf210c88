/** Background data waits no longer than this for the page's own requests. */
export const PAGE_SETTLE_MAX_MS = 3000;

/** The User Timing mark of the first page's settling: what is fetched after it, the page loaded on demand (bench:web). */
export const PAGE_SETTLED_MARK = 'page-settled';

/**
 * Runs `work` once, when the first page has settled (its mark, page-settled.ts), or PAGE_SETTLE_MAX_MS after the
 * load event on a page that sets no mark (sign-in): for work no page waits for, such as the service worker's
 * downloads. Needs no React and no query cache, so the entry can use it.
 */
export function afterPageSettled(work: () => void) {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    work();
  };
  if (typeof performance.getEntriesByName === 'function' && performance.getEntriesByName(PAGE_SETTLED_MARK).length) return run();
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(PAGE_SETTLED_MARK).length) run();
    });
    observer.observe({ type: 'mark' });
  } catch {
    // no PerformanceObserver: the time limit below
  }
  const later = () => setTimeout(run, PAGE_SETTLE_MAX_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
