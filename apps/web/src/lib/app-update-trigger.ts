import { nativeBridge } from './native-bridge.js';
import { useSession } from './session/store.js';

/** The automatic check runs this long after a sign-in inside the native shell (spec section 9). */
export const UPDATE_CHECK_DELAY_MS = 5000;

/**
 * Runs the app-update check 5 s after each sign-in inside the native shell: a change from no user (or
 * another user) to a user. A token refresh or a reload is not a sign-in. The check itself (and its dialog)
 * loads only then. Returns the unsubscribe function.
 */
export function installUpdateCheckOnNativeSignIn(delayMs = UPDATE_CHECK_DELAY_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = useSession.subscribe((s, prev) => {
    if (!s.user || prev.user?.userId === s.user.userId || !nativeBridge.isNative()) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (useSession.getState().user) void import('./app-update.js').then((m) => m.checkForUpdate({ auto: true }));
    }, delayMs);
  });
  return () => {
    clearTimeout(timer);
    stop();
  };
}
