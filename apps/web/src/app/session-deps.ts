import { portalShortUrl } from './short-url.js';
import { runtimeConfig } from '../lib/runtime-config.js';
import { keys, session } from '../lib/storage.js';
import { useSession } from '../lib/session/store.js';
import { isOnline } from '../lib/offline/online.js';
import { refresh } from '../features/auth/api/refresh.js';
import { ssoAuth } from '../features/auth/api/ssoAuth.js';
import type { GuardDeps } from './guard.js';

/** The guard's view of the real session, HTTP calls and runtime config. */
export function guardDeps(): GuardDeps {
  const cfg = runtimeConfig();
  return {
    ssoMode: cfg.ssoMode,
    casLoginUrl: cfg.casLoginUrl,
    storedUser: () => useSession.getState().user,
    validateToken: (token) => refresh(token),
    validateTicket: (ticket, service) => ssoAuth(ticket, service),
    resolveShortUrl: portalShortUrl,
    signIn: (u) => useSession.getState().signIn(u),
    signOut: () => useSession.getState().signOut(),
    saveReturnUrl: (url) => session.set(keys.casReturnUrl, url),
    offline: () => !isOnline(),
    resumeOffline: () => useSession.getState().resumeOffline(),
  };
}
