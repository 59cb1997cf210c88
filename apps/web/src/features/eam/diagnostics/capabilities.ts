import { nativeBridge } from '../../../lib/native-bridge.js';
import { hostScanner } from '../scan/host-scanner.js';

/** What this device offers the asset screens, each as a yes/no a site engineer can read out on the phone. */
export interface Capabilities {
  /** https or localhost: the camera needs it. */
  secureContext: boolean;
  camera: boolean;
  /** The browser reads QR codes itself (else the app's wasm reader does). */
  nativeQrReader: boolean;
  /** DingTalk's or WeChat's scanner. */
  hostScanner: boolean;
  /** Offline rounds are kept in it. */
  indexedDb: boolean;
  nativeShell: boolean;
  online: boolean;
}

export async function capabilities(): Promise<Capabilities> {
  const detector = (globalThis as { BarcodeDetector?: { getSupportedFormats?(): Promise<readonly string[]> } }).BarcodeDetector;
  const formats = await detector?.getSupportedFormats?.().catch(() => [] as readonly string[]);
  return {
    secureContext: window.isSecureContext,
    camera: typeof navigator.mediaDevices?.getUserMedia === 'function',
    nativeQrReader: !!formats?.includes('qr_code'),
    hostScanner: hostScanner() !== null,
    indexedDb: typeof indexedDB !== 'undefined',
    nativeShell: nativeBridge.isNative(),
    online: navigator.onLine,
  };
}
