import { createBrowserRouter } from 'react-router';
import { authApi } from '@wp/contract';
import { routes } from './routes.js';
import { setAddressBarReplacer } from './loaders.js';
import { handleHardwareBack } from './hardware-back.js';
import { setRefreshEndpoint, setUnauthorizedHandler } from '../lib/http/client.js';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's router, with the HTTP client, the guard and the native back button wired to it. */
export function createAppRouter(): AppRouter {
  setRefreshEndpoint(authApi.refresh);
  const router = createBrowserRouter(routes);
  setAddressBarReplacer((to) => void router.navigate(to, { replace: true }));
  setUnauthorizedHandler(() => {
    const here = window.location.pathname + window.location.search;
    void router.navigate(here.startsWith('/login') ? here : `/login?redirect=${encodeURIComponent(window.location.pathname)}`, { replace: true });
  });
  window.onNativeBack = () =>
    void handleHardwareBack({
      canGoBack: () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0,
      back: () => void router.navigate(-1),
      go: (p) => void router.navigate(p),
    });
  return router;
}

/** Resolves once the first route's guard and page code have loaded, so the first render is the real page. */
export function firstRouteReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
