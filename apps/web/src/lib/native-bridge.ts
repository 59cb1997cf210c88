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
  | { type: 'checkUpdate' };

const shell = (): NativeShell | undefined => window.ReactNativeWebView ?? window.nativeShell;

export const nativeBridge = {
  /** True inside the native app shell. */
  isNative: () => !!shell(),
  send(message: NativeMessage) {
    shell()?.postMessage(JSON.stringify(message));
  },
};

/** True inside a WeChat mini-program web view. */
export const isMiniProgram = () =>
  /miniProgram/i.test(navigator.userAgent) || (window as { __wxjs_environment?: string }).__wxjs_environment === 'miniprogram';
