import type { FastifyInstance } from 'fastify';
import { formDataApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { langOf, t } from '../../../platform/messages.js';
import type { DraftsService } from './drafts.service.js';
import type { RecordOpsService } from './record-ops.service.js';

const api = formDataApi.recordsOps;

/** Drafts, copies, batch updates and button permissions of data templates. */
export function registerRecordOpsRoutes(app: FastifyInstance, hosts: Record<string, string>, drafts: DraftsService, ops: RecordOpsService) {
  route(app, hosts, api.boSaveDraft, async ({ session, body, req }) =>
    ({ state: true, message: t(langOf(req.headers), 'bo.draft.saved'), value: await drafts.save(session, body) }));
  route(app, hosts, api.getMyDraftList, ({ session, body }) => drafts.list(session, body));
  route(app, hosts, api.removeTempDraft, async ({ session, query, req }) => {
    await drafts.remove(session, query.ids.split(','));
    return { state: true, message: t(langOf(req.headers), 'bo.draft.removed'), value: null };
  });
  route(app, hosts, api.boCopy, async ({ session, body, req }) =>
    ({ state: true, message: t(langOf(req.headers), 'bo.copied'), value: await ops.copy(session, body) }));
  route(app, hosts, api.boBatchUpdate, async ({ session, params, body, req }) =>
    ({ state: true, message: t(langOf(req.headers), 'bo.batch.updated'), value: await ops.batchUpdate(session, params.boAlias, body) }));
  route(app, hosts, api.getDataTemplateButtonPermission, async ({ session, query, req }) =>
    ({ state: true, message: t(langOf(req.headers), 'bo.loaded'), value: await ops.buttons(session, query.templateKey) }));
}
