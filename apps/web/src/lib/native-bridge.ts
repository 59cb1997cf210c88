import type { NativeClientInfo, NativeMessage, ShellAdapter } from './native-shell/types.js';

export type { NativeClientInfo, NativeMessage } from './native-shell/types.js';

/**
 * The native app shell is told of login and logout, and offers back-button, exit, update and scanning hooks.
 * Two shells exist: the Capacitor app (`apps/mobile`), whose adapter loads only inside it, so browsers never
 * download its plugins; and a WebView host taking JSON messages (`window.nativeShell`, which the tests fake).
 * In a plain browser every call is a no-op.
 */
const postMessageShell = () => window.ReactNativeWebView ?? window.nativeShell;

// No window: a worker or a test without a document imports this too.
const insideCapacitor = () => typeof window !== 'undefined' && window.Capacitor?.isNativePlatform?.() === true;

let adapter: Promise<ShellAdapter | null> | undefined;
const capacitorAdapter = () =>
  (adapter ??= import('./native-shell/capacitor.js').then((m) => m.connectCapacitorShell()).catch(() => null));

export const nativeBridge = {
  /** True inside the native app shell. */
  isNative: () => !!postMessageShell() || insideCapacitor(),
  /** Resolves once the shell has told its platform and version (at once outside Capacitor). */
  async ready(): Promise<void> {
    if (insideCapacitor() && !postMessageShell()) await capacitorAdapter();
  },
  /** Hands a message to the shell; false when there is none (or it refused at once). Fire and forget. */
  send(message: NativeMessage): boolean {
    const s = postMessageShell();
    if (s) {
      try {
        s.postMessage(JSON.stringify(message));
        return true;
      } catch {
        return false;
      }
    }
    if (!insideCapacitor()) return false;
    void nativeBridge.deliver(message);
    return true;
  },
  /** Hands a message to the shell and resolves whether it was carried out (a download opened, say). */
  async deliver(message: NativeMessage): Promise<boolean> {
    if (postMessageShell() || !insideCapacitor()) return nativeBridge.send(message);
    const shell = await capacitorAdapter();
    return shell ? shell.handle(message).catch(() => false) : false;
  },
  /** The native app's scanner (inside the Capacitor app only), given the instruction it shows over the camera. */
  scanner: (): ((instructions: string) => Promise<string | null>) | null =>
    insideCapacitor() ? (instructions) => import('./native-shell/scanner.js').then((m) => m.scanWithNativeCamera(instructions)) : null,
  /** The shell's client registration and app version, when it gave them. */
  clientInfo: (): NativeClientInfo => window.nativeClientInfo ?? {},
};

// The Capacitor shell connects at start: it reports its version and takes over the hardware back button.
if (insideCapacitor()) void capacitorAdapter();

/** True inside a WeChat mini-program web view. */
export const isMiniProgram = () =>
  /miniProgram/i.test(navigator.userAgent) || (window as { __wxjs_environment?: string }).__wxjs_environment === 'miniprogram';
