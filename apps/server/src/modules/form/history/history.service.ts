import type { PageList, QueryFilter, formDataApi } from '@wp/contract';
import type { Session } from '../../../platform/auth/session.js';
import type { RecordsService } from '../template/records.service.js';
import type { TemplateService } from '../template/template.service.js';
import type { HistoryRepository } from './history.repository.js';

const parse = (v: string | null): unknown => (v === null ? null : JSON.parse(v));

/** Change history (boDataModifyRecord): who changed which value of a record when, old → new. */
export function createHistoryService(deps: { repo: HistoryRepository; templates: TemplateService; records: Pick<RecordsService, 'visibleRecord'> }) {
  const { repo, templates, records } = deps;
  return {
    /**
     * A page of the change rows of the template's BO, for a caller who may read the template. Where the
     * template's filters limit which records the caller sees, the list must name one record (refId EQ) they see.
     */
    async list(session: Session, body: QueryFilter & { templateKey: string }): Promise<PageList<formDataApi.history.ChangeRow>> {
      const { templateKey, ...filter } = body;
      const t = await templates.authorise(session, templateKey, 'read');
      if (!t.principal.isAdmin && t.settings.filterField.length > 0) {
        const ref = filter.querys?.find((q) => q.property === 'refId' && ['EQ', 'EQUAL'].includes((q.operation ?? 'EQ').toUpperCase()) && (q.relation ?? 'AND').toUpperCase() === 'AND');
        await records.visibleRecord(t, String(ref?.value ?? ''));
      }
      const r = await repo.page(session.tenantId, t.bo.id, filter);
      return {
        ...r,
        rows: r.rows.map((c) => ({
          id: c.id, refId: c.record_id, rev: c.rev, entity: c.entity, rowId: c.row_id, kind: c.kind as formDataApi.history.ChangeRow['kind'], field: c.field, label: c.label,
          oldValue: parse(c.old_value), newValue: parse(c.new_value), userId: c.user_id, userName: c.user_name, modifyTime: c.at,
        })),
      };
    },
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;
