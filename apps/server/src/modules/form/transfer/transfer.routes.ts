import type { FastifyInstance } from 'fastify';
import { formDataApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { langOf, t } from '../../../platform/messages.js';
import { readUpload, sendXlsx } from '../../../platform/multipart.js';
import type { ExportService } from './export.service.js';
import type { ImportService } from './import.service.js';

const api = formDataApi.transfer;
/** The largest sheet an import takes: 20,000 rows of 20 fields fit well within it. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** Export and import of data template records, and the import log. */
export function registerTransferRoutes(app: FastifyInstance, hosts: Record<string, string>, exports: ExportService, imports: ImportService) {
  route(app, hosts, api.exportData, async ({ session, query, body, reply }) => {
    const { fileName, stream } = await exports.open(session, query, body);
    return sendXlsx(reply, fileName, stream);
  });

  route(app, hosts, api.importData, async ({ session, query, req }) => {
    const lang = langOf(req.headers);
    const upload = await readUpload(req, 'file', IMPORT_MAX_BYTES);
    const report = await imports.check(session, lang, query.templateKey, upload);
    return { state: report.status === 'checked', message: t(lang, report.status === 'checked' ? 'bo.import.checked' : 'bo.import.failed'), value: report };
  });
  route(app, hosts, api.importReportFile, async ({ session, params, req, reply }) => {
    const { fileName, content } = await imports.reportFile(session, langOf(req.headers), params.id);
    return sendXlsx(reply, fileName, content);
  });
  route(app, hosts, api.importCommit, async ({ session, query, req }) => {
    const value = await imports.commit(session, query.id);
    return { state: true, message: t(langOf(req.headers), 'bo.import.committed', { count: value.inserted }), value };
  });
  route(app, hosts, api.importLogList, ({ session, body }) => imports.list(session, body));
}
