import { Capacitor } from '@capacitor/core';
import { App } from '@capacitor/app';
import { Browser } from '@capacitor/browser';
import { Preferences } from '@capacitor/preferences';
import { userApi } from '@wp/contract';
import { call } from '../http/client.js';
import { cachedPushToken, installId, registerPush, unregisterPush } from './push-client.js';
import type { NativeMessage, ShellAdapter } from './types.js';

/** The signed-in account, kept natively so the app knows its user across restarts of the WebView. */
export const ACCOUNT_KEY = 'portal.account';

/**
 * The bridge's side inside the Capacitor app (loaded only there): publishes the platform, app version and push
 * client as `window.nativeClientInfo`, routes the hardware back button to the router's rule, and carries out
 * the web app's messages with Capacitor's plugins.
 */
export async function connectCapacitorShell(): Promise<ShellAdapter> {
  const [info, clientId, clientToken] = await Promise.all([App.getInfo(), installId(), cachedPushToken()]);
  window.nativeClientInfo = { platform: Capacitor.getPlatform() === 'ios' ? 'ios' : 'android', version: info.version, clientId, clientToken };
  // A listener replaces Android's default (closing the app); the router decides: overlay, history, exit prompt.
  await App.addListener('backButton', () => window.onNativeBack?.());
  return { handle };
}

async function handle(message: NativeMessage): Promise<boolean> {
  switch (message.type) {
    case 'login':
      await Preferences.set({ key: ACCOUNT_KEY, value: message.account });
      void reportPushClient(message.account);
      return true;
    case 'logout':
      await Preferences.remove({ key: ACCOUNT_KEY });
      await unregisterPush().catch(() => undefined);
      return true;
    case 'exitApp':
      await App.exitApp();
      return true;
    case 'downloadUpdate':
      // The system browser downloads the package from the server's store and hands it to the installer (Android)
      // or opens the store / distribution page the release names (iOS).
      await Browser.open({ url: message.url });
      return true;
    case 'checkUpdate':
      // The app gives its version, so the web app checks by itself.
      return false;
  }
}

/** After a sign-in: registers for pushes and tells the server this device's client (spec: updateClientInfo). */
async function reportPushClient(account: string) {
  const clientToken = await registerPush().catch(() => null);
  if (!clientToken) return;
  const clientId = window.nativeClientInfo?.clientId ?? (await installId());
  window.nativeClientInfo = { ...window.nativeClientInfo, clientToken };
  await call(userApi.updateClientInfo, { body: { account, clientToken, clientId }, silent: true }).catch(() => undefined);
}
