import { randomBytes } from 'node:crypto';

export interface Part { name: string; value?: string; filename?: string; content?: Buffer; contentType?: string }

/** A multipart/form-data body built by hand, the way a browser sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----wpTestBoundary${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const quoted = (v: string) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`;
    const disposition = `form-data; name=${quoted(p.name)}${p.filename !== undefined ? `; filename=${quoted(p.filename)}` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename !== undefined ? `Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head, 'utf8'), p.content ?? Buffer.from(p.value ?? '', 'utf8'), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
