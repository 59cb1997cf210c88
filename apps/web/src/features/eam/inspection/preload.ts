import { useEffect } from 'react';
import { usePageSettled } from '../../../lib/page-settled.js';

/**
 * Loads the round screens' code while there is a network: a round walked offline must not need a file it has
 * not fetched yet (the app has no service worker). Each import is the one the route table makes, so the router
 * finds it already loaded.
 */
export function preloadRoundPages() {
  void import('./pages/TaskDetailPage.js').catch(() => undefined);
  void import('./pages/PointDoPage.js').catch(() => undefined);
}

/** Preloads the round screens once the page showing has its own data (on a phone's connection it comes first). */
export function usePreloadRoundPages() {
  const settled = usePageSettled();
  useEffect(() => {
    if (settled) preloadRoundPages();
  }, [settled]);
}
