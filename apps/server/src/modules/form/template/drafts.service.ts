import { validateValues, type FormPermissions } from '@wp/form';
import type { PageList, QueryFilter, formDataApi } from '@wp/contract';
import type { Session } from '../../../platform/auth/session.js';
import { isoNow, newId, type Clock } from '../../../platform/clock.js';
import { invalidField, notFound } from '../../../platform/errors.js';
import type { DataDraftTable } from '../../../db/schema.js';
import type { DraftsRepository } from './drafts.repository.js';
import type { TemplateService } from './template.service.js';

type Draft = formDataApi.recordsOps.Draft;

const draftOf = (r: DataDraftTable, templateKey: string): Draft => ({
  id: r.id, templateKey, title: r.title, refId: r.ref_id, data: JSON.parse(r.data_json) as Record<string, unknown>, createTime: r.created_at, updateTime: r.updated_at,
});

/**
 * Server drafts of data template forms: kept for one user and template, each filled value already checked by the
 * form's rules (nothing required yet), removed by the save that finishes it (boSave?delDraftId=) or by the user.
 */
export function createDraftsService(deps: { repo: DraftsRepository; templates: TemplateService; clock: Clock }) {
  const { repo, templates, clock } = deps;
  return {
    async save(session: Session, body: { templateKey: string; id?: string; refId?: string; title?: string; data: Record<string, unknown> }) {
      // A draft is the start of an add or an edit: whoever may do neither has nothing to draft.
      const t = await templates.authorise(session, body.templateKey, body.refId ? 'edit' : 'add');
      const permissions: FormPermissions = Object.fromEntries(t.form.fields.map((f) => [f.key, 'w']));
      const { id_: _i, rev_: _r, ...values } = body.data;
      const [problem] = validateValues(t.form, values, permissions, { draft: true });
      if (problem) throw invalidField(`data.${problem.path}`, `form.rule.${problem.rule}`, { label: problem.label, ...problem.params });
      const at = isoNow(clock);
      const row: DataDraftTable = {
        id: body.id ?? newId(), tenant_id: session.tenantId, template_id: t.row.id, user_id: session.userId, ref_id: body.refId ?? null,
        title: body.title || `${t.settings.name}_${at.slice(0, 19).replace('T', ' ')}`, data_json: JSON.stringify(body.data), created_at: at, updated_at: at,
      };
      if (body.id) {
        const kept = await repo.get(session.tenantId, session.userId, body.id);
        if (!kept || kept.template_id !== t.row.id) throw notFound('bo.draft.notFound', { id: body.id });
        await repo.update({ ...row, title: body.title || kept.title });
        return { id: row.id, title: body.title || kept.title, updateTime: at };
      }
      await repo.insert(row);
      return { id: row.id, title: row.title, updateTime: at };
    },

    /** The caller's drafts of a template they may read, newest first. */
    async list(session: Session, body: QueryFilter & { templateKey: string }): Promise<PageList<Draft>> {
      const { templateKey, ...filter } = body;
      const t = await templates.authorise(session, templateKey, 'read');
      const r = await repo.page(session.tenantId, session.userId, t.row.id, filter);
      return { ...r, rows: r.rows.map((d) => draftOf(d, t.row.alias)) };
    },

    /** Removes drafts of the caller; others' ids remove nothing. */
    async remove(session: Session, ids: string[]) {
      const list = [...new Set(ids.map((s) => s.trim()).filter(Boolean))].slice(0, 500);
      if (list.length) await repo.remove(session.tenantId, session.userId, list);
    },
  };
}
export type DraftsService = ReturnType<typeof createDraftsService>;
