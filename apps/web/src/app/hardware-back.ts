import { Dialog } from 'antd-mobile';
import i18n from '../i18n/index.js';
import { nativeBridge } from '../lib/native-bridge.js';

declare global {
  interface Window {
    /** Called by the native app shell when the hardware back button is pressed. */
    onNativeBack?: () => void;
  }
}

/**
 * Hardware back: go back if possible; otherwise ask 'Are you sure you want to exit the current app?'.
 * Confirm quits (the shell is told), cancel goes to /work.
 */
export async function handleHardwareBack(nav: { canGoBack(): boolean; back(): void; go(path: string): void }) {
  if (nav.canGoBack()) return nav.back();
  const quit = await Dialog.confirm({ content: i18n.t('exitApp'), confirmText: i18n.t('confirm'), cancelText: i18n.t('cancel') });
  if (quit) nativeBridge.send({ type: 'exitApp' });
  else nav.go('/work');
}
