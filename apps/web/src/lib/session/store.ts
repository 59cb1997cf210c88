import { create } from 'zustand';
import type { LoginUser } from '@wp/contract';
import { keys, local, session } from '../storage.js';
import { nativeBridge } from '../native-bridge.js';
import { forgetTenantCookie } from './tenant-cookie.js';
import { forgetSession, knownSession, rememberSession } from './known-session.js';

interface SessionState {
  user: LoginUser | null;
  /** When the last background refresh started (guard of 3 s). */
  lastRefreshAt: number | null;
  signIn(user: LoginUser): void;
  /** Token refresh: only token and loginTime change. */
  refreshed(update: Pick<LoginUser, 'token' | 'loginTime'>): void;
  signOut(): void;
  markRefreshStarted(at: number): void;
  /**
   * Offline, in a tab without a session: opens the session the device knows (known-session.ts) without a token,
   * for the device's saved copies, and answers it; null when the device knows none that is unexpired.
   */
  resumeOffline(): LoginUser | null;
}

const stored = session.getJson<LoginUser>(keys.loginUser);
// A session signed in before the device remembered sessions is remembered from its first page on (once: sign-in
// and each refresh remember it after that, so a page load only reads the device's record).
if (stored && !knownSession()) rememberSession(stored);

/** The signed-in user, kept in session storage (closed tab = signed out; known-session.ts for reopening offline). */
export const useSession = create<SessionState>((set, get) => ({
  user: stored,
  lastRefreshAt: null,
  signIn(user) {
    session.setJson(keys.loginUser, user);
    rememberSession(user);
    set({ user });
    nativeBridge.send({ type: 'login', account: user.account, userId: user.userId, token: user.token });
  },
  refreshed(update) {
    const user = get().user;
    if (!user) return;
    const next = { ...user, ...update };
    session.setJson(keys.loginUser, next);
    rememberSession(next);
    set({ user: next });
  },
  signOut() {
    const had = get().user;
    session.remove(keys.loginUser);
    forgetSession();
    session.remove(keys.allMethod);
    session.remove(keys.methodAuth);
    // The asset token is the signed-out user's: the next one on this device signs in to the asset system afresh.
    local.remove(keys.assetToken);
    forgetTenantCookie();
    set({ user: null, lastRefreshAt: null });
    if (had) nativeBridge.send({ type: 'logout' });
  },
  markRefreshStarted(at) {
    set({ lastRefreshAt: at });
  },
  resumeOffline() {
    const known = knownSession();
    if (!known) return null;
    // Not written to session storage: nothing there may pass for a token, and a reload offline resumes again.
    const user: LoginUser = { ...known, token: '' };
    set({ user });
    return user;
  },
}));

export const currentUser = () => useSession.getState().user;
