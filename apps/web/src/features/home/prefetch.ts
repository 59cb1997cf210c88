import type { QueryClient } from '@tanstack/react-query';
import { currentUser, useSession } from '../../lib/session/store.js';
import { columnQueryOptions } from '../../components/portal/api/getByAlias.js';
import { myMobileHomeQueryOptions } from './api/myMobileHome.js';
import { layoutAliases } from './layout.js';

/** Resolves when a user is signed in (the guard may still be validating a token from the URL), or after `ms`. */
const signedIn = (ms = 10_000) => new Promise<boolean>((resolve) => {
  if (currentUser()) return resolve(true);
  const timer = setTimeout(() => { stop(); resolve(false); }, ms);
  const stop = useSession.subscribe((s) => {
    if (!s.user) return;
    clearTimeout(timer);
    stop();
    resolve(true);
  });
});

/**
 * Starts the home page's requests while its code is still loading: the layout, then each column's
 * definition as soon as the layout names them. The page then finds them in the cache.
 */
export async function prefetchHome(queryClient: QueryClient): Promise<void> {
  if (!(await signedIn())) return;
  const layout = await queryClient.fetchQuery(myMobileHomeQueryOptions()).catch(() => null);
  for (const alias of layoutAliases(layout?.designHtml)) void queryClient.prefetchQuery(columnQueryOptions(alias));
}
