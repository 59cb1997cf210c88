import { create } from 'zustand';
import type { LoginUser } from '@wp/contract';
import { keys, local, session } from '../storage.js';
import { nativeBridge } from '../native-bridge.js';
import { forgetTenantCookie } from './tenant-cookie.js';

interface SessionState {
  user: LoginUser | null;
  /** When the last background refresh started (guard of 3 s). */
  lastRefreshAt: number | null;
  signIn(user: LoginUser): void;
  /** Token refresh: only token and loginTime change. */
  refreshed(update: Pick<LoginUser, 'token' | 'loginTime'>): void;
  signOut(): void;
  markRefreshStarted(at: number): void;
}

/** The signed-in user, kept in session storage (closed tab = signed out). */
export const useSession = create<SessionState>((set, get) => ({
  user: session.getJson<LoginUser>(keys.loginUser),
  lastRefreshAt: null,
  signIn(user) {
    session.setJson(keys.loginUser, user);
    set({ user });
    nativeBridge.send({ type: 'login', account: user.account, userId: user.userId, token: user.token });
  },
  refreshed(update) {
    const user = get().user;
    if (!user) return;
    const next = { ...user, ...update };
    session.setJson(keys.loginUser, next);
    set({ user: next });
  },
  signOut() {
    const had = get().user;
    session.remove(keys.loginUser);
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
}));

export const currentUser = () => useSession.getState().user;
