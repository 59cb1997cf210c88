import type { QueryClient } from '@tanstack/react-query';
import { currentUser, useSession } from '../../lib/session/store.js';
import { myMobileHomeQueryOptions } from './api/myMobileHome.js';

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
 * Starts the home page's request while its code is still loading: the layout, which brings its columns'
 * definitions with it. The page then finds them in the cache.
 */
export async function prefetchHome(queryClient: QueryClient, url: URL): Promise<void> {
  const token = await homeToken(url);
  if (token) await queryClient.prefetchQuery(myMobileHomeQueryOptions(token));
}
