import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eamApi, type EamPaged } from '@wp/contract';
import { invalidField } from '../../../platform/errors.js';
import { langOf, t, type MessageKey } from '../../../platform/messages.js';
import { underPrefix } from '../../../platform/refusals.js';

/** The asset system's success envelope `{success:true, code:'00', message, data}`, its message in the caller's language. */
export const eamOk = <T>(req: FastifyRequest, data: T, key: MessageKey = 'eam.ok') =>
  ({ success: true, code: eamApi.EAM_OK, message: t(langOf(req.headers), key), data });

/** The paged envelope of the original: one page of `list` out of `total` rows. */
export const paged = <T>(list: T[], total: number, q: { pageIndex: number; pageSize: number }): EamPaged<T> =>
  ({ list, pageIndex: q.pageIndex, pageSize: q.pageSize, totalRowCount: total, pageCount: Math.ceil(total / q.pageSize) });

/** Fastify's own refusal of a media type, which the error handler renders (415). */
const unsupported = () => Object.assign(new Error('Unsupported Media Type'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });

/**
 * The asset system's wire (ADR 0024): its calls are POSTs of form fields, as the original's controllers take
 * them. Under `prefix` a urlencoded body is read with URLSearchParams and a multipart body's plain fields become
 * the body (a file part is refused: no asset call takes one yet); JSON works as everywhere. Elsewhere a
 * urlencoded body is still refused as before (415).
 */
export function registerEamWire(app: FastifyInstance, prefix: string) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (req, body, done) => {
    if (!underPrefix(req.url, prefix)) return done(unsupported(), undefined);
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // Multipart is parsed by @fastify/multipart, which leaves the body empty: its fields are read here, before validation.
  app.addHook('preValidation', async (req) => {
    if (!underPrefix(req.url, prefix) || !req.isMultipart()) return;
    const body: Record<string, string> = {};
    let file: string | null = null;
    for await (const part of req.parts({ limits: { fields: 100, fieldSize: 64 * 1024 } })) {
      if (part.type === 'file') {
        file ??= part.fieldname;
        part.file.resume();
      } else {
        body[part.fieldname] = String(part.value);
      }
    }
    if (file !== null) throw invalidField(file, 'eam.noFiles');
    req.body = body;
  });
}
