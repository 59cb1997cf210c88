import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.js';

export const formatSize = (bytes: number) =>
  bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(2)} KB`;

/** 413 with the limit in the message, whether the multipart reader or the size check noticed first. */
export const fileTooLarge = (maxBytes: number) => new AppError(413, 'file.tooLarge', 'file.tooLarge', { limit: formatSize(maxBytes) });

/** RFC 5987 value: encodeURIComponent leaves ' ( ) * alone, but ' ends the charset part of filename*. */
const rfc5987 = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="..."; filename*=UTF-8''...` so Chinese names survive every browser. */
export const disposition = (kind: 'attachment' | 'inline', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${rfc5987(name)}`;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An xlsx download under `fileName`, its name readable by the browser's script (which saves it under that name). */
export const sendXlsx = (reply: FastifyReply, fileName: string, body: Readable | Buffer) =>
  reply.header('content-type', XLSX).header('content-disposition', disposition('attachment', fileName))
    .header('access-control-expose-headers', 'Content-Disposition').send(body);

/**
 * The one file of a multipart request (its part named `field`, or `file`/`files`) read into memory up to
 * `maxBytes`, with the plain fields sent before it. 400 when there is none, 413 when it is too large.
 */
export async function readUpload(req: FastifyRequest, field: string, maxBytes: number) {
  if (!req.isMultipart()) throw badRequest('file.missing');
  const part = await req.file({ limits: { fileSize: maxBytes } }).catch((e: { code?: string }) => {
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxBytes);
    throw badRequest('file.missing');
  });
  if (!part || (part.fieldname !== field && part.fieldname !== 'file' && part.fieldname !== 'files')) throw badRequest('file.missing');
  const content = await part.toBuffer().catch((e: { code?: string }) => {
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxBytes);
    throw e;
  });
  const fields = Object.fromEntries(Object.entries(part.fields)
    .flatMap(([k, v]) => (v && !Array.isArray(v) && 'value' in v && typeof v.value === 'string' ? [[k, v.value]] : []))) as Record<string, string>;
  return { fileName: part.filename, content, fields };
}
