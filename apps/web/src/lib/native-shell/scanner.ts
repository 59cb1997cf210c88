import { registerPlugin } from '@capacitor/core';

/**
 * The app's native scanner (@capacitor/barcode-scanner: a full-screen camera view with its own ML Kit model
 * or ZXing, no Google Play services needed). Registered here by name rather than through the package's own
 * module, whose format list pulls in html5-qrcode for its browser fallback, which the app never uses.
 */
interface BarcodeScannerPlugin {
  scanBarcode(options: {
    hint: number; scanInstructions: string; scanButton: boolean; scanText: string; cameraDirection: number; scanOrientation: number;
  }): Promise<{ ScanResult: string }>;
}

/** The plugin's CapacitorBarcodeScannerTypeHint.ALL: QR labels and 1-D barcodes both. */
const ANY_FORMAT = 17;
const BACK_CAMERA = 1;
const ADAPTIVE_ORIENTATION = 3;

const plugin = registerPlugin<BarcodeScannerPlugin>('CapacitorBarcodeScanner');

/** Opens the native scanner; the text read, or null when the user closed it or the camera was refused. */
export async function scanWithNativeCamera(instructions: string): Promise<string | null> {
  try {
    const { ScanResult } = await plugin.scanBarcode({
      hint: ANY_FORMAT, scanInstructions: instructions, scanButton: false, scanText: ' ',
      cameraDirection: BACK_CAMERA, scanOrientation: ADAPTIVE_ORIENTATION,
    });
    return ScanResult || null;
  } catch {
    return null;
  }
}
