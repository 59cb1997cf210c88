import type { FastifyInstance } from 'fastify';
import { formDataApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { langOf, t } from '../../../platform/messages.js';
import type { ReplyCache } from '../../../platform/reply-cache.js';
import type { RecordsService } from './records.service.js';
import type { DraftsService } from './drafts.service.js';
import type { TemplateService } from './template.service.js';

const api = formDataApi.template;

/**
 * Data templates: the template, its records' list, form, save, delete and sub-table rows. The record lists are a
 * function of the data and of who asks, so they go through the reply cache (ADR 0021): a list reopened, paged
 * back to or polled by a home column while nothing was written reads nothing.
 */
export function registerTemplateRoutes(
  app: FastifyInstance, hosts: Record<string, string>, templates: TemplateService, records: RecordsService, drafts: Pick<DraftsService, 'remove'>, replies: ReplyCache,
) {
  route(app, hosts, api.getBpmDataTemplateInfo, async ({ session, query, req }) =>
    ({ state: true, message: t(langOf(req.headers), 'bo.loaded'), value: await templates.info(session, query.alias, query.needDisplayFileds === 'true') }));
  replies.read(app, hosts, api.listJson, ({ session, body }) => records.list(session, body));
  replies.read(app, hosts, api.dataList, async ({ session, params, body, req }) =>
    ({ state: true, message: t(langOf(req.headers), 'bo.loaded'), value: await records.dataList(session, params.key, body) }));
  route(app, hosts, api.getForm, ({ session, params, query }) => records.form(session, params.formKey, params.boAlias, query));
  route(app, hosts, api.boSave, async ({ session, params, query, body, req }) => {
    const value = await records.save(session, params.boAlias, body);
    // The draft the form was opened from is done once its record is saved.
    if (query.delDraftId) await drafts.remove(session, [query.delDraftId]);
    return { state: true, message: t(langOf(req.headers), 'bo.saved'), value };
  });
  route(app, hosts, api.boDel, async ({ session, params, query, req }) => {
    await records.remove(session, params.boAlias, query);
    return { state: true, message: t(langOf(req.headers), 'bo.deleted'), value: null };
  });
  route(app, hosts, api.getSubData, ({ session, query }) => records.subData(session, query));
}
