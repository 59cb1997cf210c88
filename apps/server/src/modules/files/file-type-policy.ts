import { fileTypeFromBuffer } from 'file-type';

/** Types users may upload, by sniffed MIME type. Markup and executables never: they could run in a browser. */
const allowed = new Set([
  'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/x-cfb', 'application/zip', 'audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'video/mp4',
]);
const textExtensions = new Set(['txt', 'csv', 'log', 'md']);

/** Sniffs the content; returns the MIME type to store, or null when the type is not accepted. */
export async function acceptedMimeType(content: Buffer, fileName: string): Promise<{ mime: string | null; seen: string }> {
  const sniffed = await fileTypeFromBuffer(content);
  if (sniffed) return { mime: allowed.has(sniffed.mime) ? sniffed.mime : null, seen: sniffed.mime };
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  // No magic number: plain text is accepted only when the name says so and the bytes really are UTF-8 text.
  if (textExtensions.has(ext) && isUtf8Text(content)) return { mime: ext === 'csv' ? 'text/csv' : 'text/plain', seen: 'text' };
  return { mime: null, seen: describe(content, ext) };
}

/**
 * What the refused content looks like, for the message: the name's extension is not evidence (an HTML page
 * named x.png must not be reported as "unsupported type: png").
 */
function describe(content: Buffer, ext: string): string {
  const head = content.subarray(0, 4096).toString('utf8');
  if (/<\s*svg[\s>]/i.test(head)) return 'image/svg+xml';
  if (/<\s*(!doctype\s+html|html|script|iframe|body)[\s>]/i.test(head)) return 'text/html';
  if (textExtensions.has(ext)) return 'text';
  return ext ? `unknown (named .${ext})` : 'unknown';
}

function isUtf8Text(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return false;
  }
  return !/<\s*(script|html|svg|iframe)/i.test(content.subarray(0, 4096).toString('utf8'));
}
