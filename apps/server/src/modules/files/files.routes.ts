import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileApi } from '@wp/contract';
import { route } from '../../platform/route.js';
import { langOf, t } from '../../platform/messages.js';
import { badRequest } from '../../platform/errors.js';
import type { Session } from '../../platform/auth/session.js';
import { fileTooLarge, type FilesService } from './files.service.js';

/** RFC 5987 value: encodeURIComponent leaves ' ( ) * alone, but ' ends the charset part of filename*. */
const rfc5987 = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="..."; filename*=UTF-8''...` so Chinese names survive every browser. */
const disposition = (kind: 'attachment' | 'inline', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${rfc5987(name)}`;

async function readUpload(req: FastifyRequest, field: string, maxBytes: number) {
  if (!req.isMultipart()) throw badRequest('file.missing');
  const part = await req.file().catch((e: { code?: string }) => {
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxBytes);
    throw badRequest('file.missing');
  });
  if (!part || (part.fieldname !== field && part.fieldname !== 'file' && part.fieldname !== 'files')) throw badRequest('file.missing');
  const content = await part.toBuffer().catch((e: { code?: string }) => {
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxBytes);
    throw e;
  });
  const visibility = (part.fields.visibility as { value?: string } | undefined)?.value === 'tenant' ? 'tenant' : 'private';
  return { fileName: part.filename, content, visibility } as const;
}

export function registerFilesRoutes(app: FastifyInstance, hosts: Record<string, string>, files: FilesService) {
  const uploadHandler = (field: string) => async ({ session, req }: { session: Session; req: FastifyRequest }) => {
    const info = await files.save(session, await readUpload(req, field, files.maxBytes));
    return { state: true, message: t(langOf(req.headers), 'file.uploaded'), value: info, fileId: info.fileId };
  };
  route(app, hosts, fileApi.upload, uploadHandler('file'));
  route(app, hosts, fileApi.fileUpload, uploadHandler('files'));

  const send = (kind: 'attachment' | 'inline') =>
    async ({ session, reply, fileId }: { session: Session; reply: FastifyReply; fileId: string }) => {
      const { info, content } = await files.open(session, fileId);
      return reply.header('content-type', info.mimeType).header('content-disposition', disposition(kind, info.fileName))
        .header('cache-control', 'private, max-age=300').send(content);
    };
  route(app, hosts, fileApi.downloadFile, ({ session, reply, query }) => send('attachment')({ session, reply, fileId: query.fileId }));
  route(app, hosts, fileApi.preview, ({ session, reply, query }) => send('inline')({ session, reply, fileId: query.fileId }));
  route(app, hosts, fileApi.getFileById, ({ session, reply, params }) => send('inline')({ session, reply, fileId: params.id }));
  route(app, hosts, fileApi.onlinePreview, async ({ session, query, req }) => {
    const info = await files.info(session, query.fileId);
    return {
      state: true, message: t(langOf(req.headers), 'ok'),
      value: { fileId: info.fileId, fileName: info.fileName, mimeType: info.mimeType, url: `${hosts.portal}/file/onlinePreviewController/v1/getFileById_${info.fileId}` },
    };
  });
  route(app, hosts, fileApi.updateFileExtraProp, async ({ session, body, req }) => {
    await files.updateExtraProp(session, body.fileId, body.extraProp);
    return { state: true, message: t(langOf(req.headers), 'user.saved') };
  });
}
