/**
 * The native app shell (a WebView host) is told of login and logout, and may offer back-button, exit and
 * update hooks. In a plain browser none of this exists and every call is a no-op.
 */
export interface NativeShell {
  postMessage(message: string): void;
}

declare global {
  interface Window {
    ReactNativeWebView?: NativeShell;
    nativeShell?: NativeShell;
  }
}

export type NativeMessage =
  | { type: 'login'; account: string; userId: string; token: string }
  | { type: 'logout' }
  | { type: 'exitApp' }
  | { type: 'checkUpdate' }
  /** Download and install the app package of a newer version. */
  | { type: 'downloadUpdate'; url: string; version: string };

/** What the shell says about itself (set by the shell on window.nativeClientInfo). */
export interface NativeClientInfo { clientToken?: string; clientId?: string; platform?: 'android' | 'ios'; version?: string }

const shell = (): NativeShell | undefined => window.ReactNativeWebView ?? window.nativeShell;

export const nativeBridge = {
  /** True inside the native app shell. */
  isNative: () => !!shell(),
  /** Posts to the shell; false when there is no shell or it refused the message. */
  send(message: NativeMessage): boolean {
    const s = shell();
    if (!s) return false;
    try {
      s.postMessage(JSON.stringify(message));
      return true;
    } catch {
      return false;
    }
  },
  /** The shell's client registration and app version, when it gave them. */
  clientInfo: (): NativeClientInfo => (window as { nativeClientInfo?: NativeClientInfo }).nativeClientInfo ?? {},
};

/** True inside a WeChat mini-program web view. */
export const isMiniProgram = () =>
  /miniProgram/i.test(navigator.userAgent) || (window as { __wxjs_environment?: string }).__wxjs_environment === 'miniprogram';
