import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileApi } from '@wp/contract';
import { route } from '../../platform/route.js';
import { langOf, t } from '../../platform/messages.js';
import type { Session } from '../../platform/auth/session.js';
import { disposition, readUpload } from '../../platform/multipart.js';
import type { FilesService } from './files.service.js';

export function registerFilesRoutes(app: FastifyInstance, hosts: Record<string, string>, files: FilesService) {
  const uploadHandler = (field: string) => async ({ session, req }: { session: Session; req: FastifyRequest }) => {
    const upload = await readUpload(req, field, files.maxBytes);
    const info = await files.save(session, { fileName: upload.fileName, content: upload.content, visibility: upload.fields.visibility === 'tenant' ? 'tenant' : 'private' });
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
