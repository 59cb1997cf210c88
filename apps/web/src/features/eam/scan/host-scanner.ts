import i18n from '../../../i18n/index.js';
import { nativeBridge } from '../../../lib/native-bridge.js';

/**
 * The host app's own scanner, first in the chain when the page runs inside one: our native app's full-screen
 * scanner, DingTalk's JSAPI (`dd.biz.util.scan`) or WeChat / WeCom's (`wx.scanQRCode`, whose 1-D results come
 * as "CODE_128,123"). The DingTalk and WeChat SDKs are loaded by the sign-in pages of those hosts; in a plain
 * browser there is none and the camera is used.
 */
type DingTalk = { biz?: { util?: { scan?: (o: { type: string; onSuccess(r: { text: string }): void; onFail(e: unknown): void }) => void } } };
type WeChat = { scanQRCode?: (o: { needResult: 1; scanType: string[]; success(r: { resultStr: string }): void; fail(e: unknown): void; cancel?(): void }) => void };

/** A scan through the host, or null when there is no host scanner. Resolves to null when the user cancels. */
export function hostScanner(): (() => Promise<string | null>) | null {
  const nativeScan = nativeBridge.scanner();
  if (nativeScan) return () => nativeScan(i18n.t('eamScan:hint'));
  const w = globalThis as { dd?: DingTalk; wx?: WeChat };
  const dingScan = w.dd?.biz?.util?.scan;
  if (dingScan) {
    return () => new Promise((resolve) => dingScan({ type: 'all', onSuccess: (r) => resolve(r.text), onFail: () => resolve(null) }));
  }
  const wxScan = w.wx?.scanQRCode;
  if (wxScan) {
    return () => new Promise((resolve) => wxScan({
      needResult: 1, scanType: ['qrCode', 'barCode'],
      success: (r) => resolve(/^[A-Z_0-9]+,/.test(r.resultStr) ? r.resultStr.slice(r.resultStr.indexOf(',') + 1) : r.resultStr),
      fail: () => resolve(null), cancel: () => resolve(null),
    }));
  }
  return null;
}
