/**
 * Loads the round screens' code while there is a network: a round walked offline must not need a file it has
 * not fetched yet (the app has no service worker). Each import is the one the route table makes, so the router
 * finds it already loaded.
 */
export function preloadRoundPages() {
  void import('./pages/TaskDetailPage.js').catch(() => undefined);
  void import('./pages/PointDoPage.js').catch(() => undefined);
}
