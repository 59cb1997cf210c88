import { redirect, type LoaderFunctionArgs } from 'react-router';
import { guard, TOKEN_STRIP_DELAY_MS, withoutCredentials } from './guard.js';
import { guardDeps } from './session-deps.js';

let navigateTo: (to: string) => void = (to) => window.history.replaceState(window.history.state, '', to);
/** The router registers itself so the token can be stripped from the address bar without a reload. */
export function setAddressBarReplacer(fn: (to: string) => void) {
  navigateTo = fn;
}

async function run(request: Request, anonymous: boolean) {
  const url = new URL(request.url);
  const result = await guard(url, anonymous, guardDeps());
  if (result.kind === 'redirect') throw redirect(result.to);
  if (result.kind === 'external') {
    window.location.assign(result.url);
    return new Promise<null>(() => undefined);
  }
  if (result.stripToken) setTimeout(() => navigateTo(withoutCredentials(url)), TOKEN_STRIP_DELAY_MS);
  return null;
}

/** Loader of every route that needs a session. */
export const requireSession = ({ request }: LoaderFunctionArgs) => run(request, false);
/** Loader of anonymous routes (sign-in pages): a signed-in user on /login goes to /work. */
export const anonymousRoute = ({ request }: LoaderFunctionArgs) => run(request, true);
