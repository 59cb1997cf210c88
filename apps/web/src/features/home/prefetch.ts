import type { QueryClient } from '@tanstack/react-query';
import { currentUser, useSession } from '../../lib/session/store.js';
import { columnQueryOptions } from '../../components/portal/api/getByAlias.js';
import { myMobileHomeQueryOptions } from './api/myMobileHome.js';
import { layoutAliases } from './layout.js';

/** The token of the next user to sign in (the guard validating a CAS ticket), or undefined after `ms`. */
const nextSignIn = (ms = 10_000) => new Promise<string | undefined>((resolve) => {
  const timer = setTimeout(() => { stop(); resolve(undefined); }, ms);
  const stop = useSession.subscribe((s, prev) => {
    if (!s.user || s.user === prev.user) return;
    clearTimeout(timer);
    stop();
    resolve(s.user.token);
  });
});

/**
 * Whose home to fetch. A token in the URL decides who the user is about to be: the guard validates it while
 * the home's requests already go out with it (a round trip saved; an invalid one fails them as it fails the
 * guard). A CAS ticket is someone not known yet: wait for the guard to sign them in. Else the stored user.
 */
export async function homeToken(url: URL): Promise<string | undefined> {
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) return fromUrl;
  const stored = currentUser();
  return stored && !url.searchParams.has('ticket') ? stored.token : nextSignIn();
}

/**
 * Starts the home page's requests while its code is still loading: the layout, then each column's
 * definition as soon as the layout names them. The page then finds them in the cache.
 */
export async function prefetchHome(queryClient: QueryClient, url: URL): Promise<void> {
  const token = await homeToken(url);
  if (!token) return;
  const layout = await queryClient.fetchQuery(myMobileHomeQueryOptions(token)).catch(() => null);
  for (const alias of layoutAliases(layout?.designHtml)) void queryClient.prefetchQuery(columnQueryOptions(alias, token));
}
