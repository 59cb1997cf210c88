import { Dialog } from 'antd-mobile';
import i18n from '../i18n/index.js';
import { nativeBridge } from '../lib/native-bridge.js';
import { closeTopOverlay } from './close-overlay.js';

/**
 * Hardware back: close what is open over the page; else go back if possible; otherwise ask 'Are you sure you
 * want to exit the current app?'. Confirm quits (the shell is told), cancel goes to /work.
 */
export async function handleHardwareBack(nav: { canGoBack(): boolean; back(): void; go(path: string): void }) {
  if (await closeTopOverlay()) return;
  if (nav.canGoBack()) return nav.back();
  const quit = await Dialog.confirm({ content: i18n.t('exitApp'), confirmText: i18n.t('confirm'), cancelText: i18n.t('cancel') });
  if (quit) nativeBridge.send({ type: 'exitApp' });
  else nav.go('/work');
}
