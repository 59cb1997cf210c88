import type { LoginUser } from '@wp/contract';
import { guestScope } from '../lib/session/guest.js';
import { deviceOnly } from '../lib/session/known-session.js';

/** What the route guard decides for one navigation (spec 000 section 2, "Route guard"). */
export type GuardResult =
  | { kind: 'allow'; /** the token came in the URL: strip it from the address bar after 3 s */ stripToken?: boolean }
  | { kind: 'redirect'; to: string }
  | { kind: 'external'; url: string };

export interface GuardDeps {
  ssoMode: 'none' | 'jwt' | 'cas';
  casLoginUrl: string;
  storedUser(): LoginUser | null;
  /** Validates a token (from the URL or a guest token) and returns the signed-in user. */
  validateToken(token: string): Promise<LoginUser>;
  validateTicket(ticket: string, service: string): Promise<LoginUser>;
  resolveShortUrl(shortUrl: string): Promise<{ state: boolean; message: string; value?: { url: string; guestToken: string } }>;
  signIn(user: LoginUser): void;
  signOut(): void;
  saveReturnUrl(url: string): void;
  /** The browser says the device is offline. */
  offline(): boolean;
  /** Opens the session the device knows, unexpired, without its token (the session store's resumeOffline). */
  resumeOffline(): LoginUser | null;
}

export const TOKEN_STRIP_DELAY_MS = 3000;

/** `/login?redirect=<path>&<other query minus token/ticket>`. */
export function loginRedirect(url: URL): string {
  const params = new URLSearchParams();
  params.set('redirect', url.pathname);
  url.searchParams.forEach((v, k) => {
    if (k !== 'token' && k !== 'ticket' && k !== 'redirect') params.append(k, v);
  });
  return `/login?${params.toString()}`;
}

/** The URL without the token and ticket parameters (for the address bar and the CAS service). */
export function withoutCredentials(url: URL): string {
  const u = new URL(url.href);
  u.searchParams.delete('token');
  u.searchParams.delete('ticket');
  return u.pathname + (u.search || '') + u.hash;
}

const isLoginPath = (path: string) => path === '/login' || /^\/login\/[^/]+\/?$/.test(path);

export async function guard(url: URL, anonymous: boolean, deps: GuardDeps): Promise<GuardResult> {
  if (url.pathname.startsWith('/surl/')) {
    try {
      const res = await deps.resolveShortUrl(url.pathname.slice('/surl/'.length));
      if (!res.state || !res.value) return { kind: 'redirect', to: `/messageFillPage/${encodeURIComponent(res.message)}` };
      deps.signIn(await deps.validateToken(res.value.guestToken));
      return { kind: 'redirect', to: res.value.url };
    } catch {
      deps.signOut();
      return { kind: 'redirect', to: '/login' };
    }
  }

  const token = url.searchParams.get('token');
  const ticket = deps.ssoMode === 'cas' ? url.searchParams.get('ticket') : null;
  resumeOrEndOffline(url, anonymous, !!(token || ticket), deps);

  // A shared link's guest session reaches its one page; anywhere else it is nobody, asked to sign in.
  const scope = guestScope(deps.storedUser()?.token);
  const guestElsewhere = scope !== null && new URL(scope, url.origin).pathname !== url.pathname;

  if (anonymous) {
    if (isLoginPath(url.pathname) && deps.storedUser() && scope === null) return { kind: 'redirect', to: '/work' };
    return { kind: 'allow' };
  }

  if (guestElsewhere && !token && !ticket) {
    deps.signOut();
    return signInAgain(url, deps);
  }
  const hadUser = !!deps.storedUser();
  if (!token && !ticket) return hadUser ? { kind: 'allow' } : signInAgain(url, deps);
  try {
    const user = token
      ? await deps.validateToken(token)
      : await deps.validateTicket(ticket!, url.origin + withoutCredentials(url));
    deps.signIn(user);
    return { kind: 'allow', stripToken: true };
  } catch {
    if (hadUser) deps.signOut();
    return signInAgain(url, deps);
  }
}

/**
 * Offline, sign-in cannot work: a tab without a session (an installed app closed and reopened) resumes the session
 * the device knows, while unexpired, for the lists and tasks saved on it (ADR 0029); on sign-in pages too, which
 * then lead to them. Not when the URL brings credentials: those are checked as ever. A resumed session has no
 * token, so once the network is back it is none, and the user signs in. Online nothing changes.
 */
function resumeOrEndOffline(url: URL, anonymous: boolean, credentials: boolean, deps: GuardDeps) {
  const user = deps.storedUser();
  if (user && deviceOnly(user) && !deps.offline()) deps.signOut();
  else if (!user && !credentials && (!anonymous || isLoginPath(url.pathname)) && deps.offline()) deps.resumeOffline();
}

/** In cas mode: to the sign-on server with a service parameter, remembering the URL; else to /login. */
function signInAgain(url: URL, deps: GuardDeps): GuardResult {
  if (deps.ssoMode === 'cas' && deps.casLoginUrl) {
    const service = url.origin + withoutCredentials(url);
    deps.saveReturnUrl(service);
    return { kind: 'external', url: `${deps.casLoginUrl}?service=${encodeURIComponent(service)}` };
  }
  return { kind: 'redirect', to: loginRedirect(url) };
}
