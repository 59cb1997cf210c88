/** What the web app tells the native app shell. */
export type NativeMessage =
  | { type: 'login'; account: string; userId: string; token: string }
  | { type: 'logout' }
  | { type: 'exitApp' }
  | { type: 'checkUpdate' }
  /** Download and install the app package of a newer version. */
  | { type: 'downloadUpdate'; url: string; version: string };

/** What the shell says about itself: its push client registration, platform and app version. */
export interface NativeClientInfo { clientToken?: string; clientId?: string; platform?: 'android' | 'ios'; version?: string }

/** A shell that lives in the page (the Capacitor adapter): it answers whether it carried a message out. */
export interface ShellAdapter {
  handle(message: NativeMessage): Promise<boolean>;
}

/** A WebView host that takes JSON messages (an older shell, and the fake shell of the tests). */
export interface PostMessageShell {
  postMessage(message: string): void;
}

declare global {
  interface Window {
    ReactNativeWebView?: PostMessageShell;
    nativeShell?: PostMessageShell;
    nativeClientInfo?: NativeClientInfo;
    /** Called when the hardware back button is pressed (by the shell, or by the Capacitor adapter); the router sets it. */
    onNativeBack?: () => void;
    /** Injected by Capacitor's native runtime before the page's scripts run. */
    Capacitor?: { isNativePlatform?(): boolean };
  }
}
