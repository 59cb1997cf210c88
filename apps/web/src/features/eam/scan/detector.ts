/**
 * A QR (and 1-D label) reader: the browser's own BarcodeDetector where it reads QR codes (Chrome on Android),
 * else the same API over ZXing-C++ in WebAssembly, whose .wasm this app serves itself (plant intranets reach no
 * CDN). The polyfill and its wasm load only when a scan starts, never with the page.
 */
export interface QrReader {
  /** The texts of the codes in the image ([] for none). */
  read(source: ImageBitmapSource): Promise<string[]>;
}

type Detected = { rawValue: string };
interface DetectorLike { detect(source: ImageBitmapSource): Promise<Detected[]> }
interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats?(): Promise<readonly string[]>;
}

/** QR codes, and the 1-D codes older asset labels carry. */
const FORMATS = ['qr_code', 'code_128', 'code_39', 'ean_13'];

const asReader = (detector: DetectorLike): QrReader => ({ read: async (source) => (await detector.detect(source)).map((b) => b.rawValue) });

async function nativeReader(): Promise<QrReader | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native?.getSupportedFormats) return null;
  try {
    const supported = await Native.getSupportedFormats();
    if (!supported.includes('qr_code')) return null;
    return asReader(new Native({ formats: FORMATS.filter((f) => supported.includes(f)) }));
  } catch {
    return null;
  }
}

async function wasmReader(): Promise<QrReader> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
  return asReader(new BarcodeDetector({ formats: FORMATS as never }));
}

let reader: Promise<QrReader> | null = null;

/** The reader of this browser, made once. */
export function qrReader(): Promise<QrReader> {
  reader ??= (async () => (await nativeReader()) ?? (await wasmReader()))().catch((err: unknown) => {
    reader = null;
    throw err;
  });
  return reader;
}
