/** An asset code as printed on labels: letters, digits, '-', '_', '.'; up to 64 characters. */
const codeShape = /^[\w.-]{1,64}$/;

/**
 * The asset code a scanned label names, or null: the text itself when it is a code, or an http(s) URL of this app
 * naming it in its `assetCode` or `code` query parameter or as its path's last segment (`/eam/basic-info/TS-PU-001`).
 * URLs are read with the URL parser, never by splitting on '=': `?x=1&assetCode=A%2D1` reads `A-1`.
 */
export function codeOfLabel(txt: string): string | null {
  const text = txt.trim();
  if (codeShape.test(text)) return text;
  let url: URL;
  try {
    url = text.startsWith('/') && !text.startsWith('//') ? new URL(text, 'http://label.invalid') : new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // An empty parameter names nothing: the next one, or the path, may.
  let candidate = url.searchParams.get('assetCode') || url.searchParams.get('code') || null;
  if (candidate === null) {
    const last = url.pathname.split('/').filter(Boolean).at(-1);
    try {
      candidate = last === undefined ? null : decodeURIComponent(last);
    } catch {
      return null;
    }
  }
  const code = candidate?.trim() ?? '';
  return codeShape.test(code) ? code : null;
}
