/**
 * What a scanned or typed label names. Labels carry a URL of this app (a phone's own camera app opens it
 * straight away): `/eam/device-QR?assetCode=TS-PU-001` for an asset, `/eam/device-QR?pointCode=XJ-YCL-01` for an
 * inspection point. Older labels and typed codes are the bare code, which names an asset (the asset system
 * resolves it). URLs are read with the URL parser, never by splitting on '=' (the original's defect).
 */
export type ScanTarget = { kind: 'asset'; code: string } | { kind: 'point'; code: string };

/** Codes as printed on labels: letters, digits, '-', '_', '.'; up to 64 characters. */
const codeShape = /^[\w.-]{1,64}$/;

/** The label URL of an asset or an inspection point, on this app's origin. */
export function labelUrl(target: ScanTarget, origin = window.location.origin): string {
  const url = new URL('/eam/device-QR', origin);
  url.searchParams.set(target.kind === 'asset' ? 'assetCode' : 'pointCode', target.code);
  return url.toString();
}

/** The target of a label's text, or null when it names nothing this app knows. */
export function scanTarget(text: string): ScanTarget | null {
  const raw = text.trim();
  if (codeShape.test(raw)) return { kind: 'asset', code: raw };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const point = url.searchParams.get('pointCode')?.trim();
  if (point) return codeShape.test(point) ? { kind: 'point', code: point } : null;
  // The asset system's label forms: ?assetCode=, ?code=, or the code as the path's last segment.
  let code = url.searchParams.get('assetCode')?.trim() || url.searchParams.get('code')?.trim() || '';
  if (!code) {
    try {
      code = decodeURIComponent(url.pathname.split('/').filter(Boolean).at(-1) ?? '');
    } catch {
      return null;
    }
  }
  return codeShape.test(code) && code !== 'device-QR' ? { kind: 'asset', code } : null;
}
