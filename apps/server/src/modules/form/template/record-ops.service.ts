import type { Session } from '../../../platform/auth/session.js';
import { newId } from '../../../platform/clock.js';
import { conflict, invalidField } from '../../../platform/errors.js';
import type { RecordsRepository, RecordWrite } from '../bo/records.repository.js';
import type { RecordsService } from './records.service.js';
import { buttonsOf, permissionOf } from './rights.js';
import type { TemplateService } from './template.service.js';

type Values = Record<string, unknown>;

/** Drops the sub-table rows' id_, so a copy's rows get ids of their own. */
const withoutRowIds = (values: Values): Values => Object.fromEntries(Object.entries(values).map(([k, v]) =>
  [k, Array.isArray(v) ? v.map((r) => (r && typeof r === 'object' && !Array.isArray(r) ? Object.fromEntries(Object.entries(r).filter(([c]) => c !== 'id_')) : r)) : v]));

/** Record operations over several records at once: copies, batch updates; and what the caller may do on a template. */
export function createRecordOpsService(deps: { templates: TemplateService; records: RecordsService; repo: RecordsRepository }) {
  const { templates, records, repo } = deps;
  return {
    /**
     * boCopy: each record the caller sees (404 otherwise) as a new record at revision 1 with its sub-table rows,
     * checked by the form's rules like an add; its history opens with a row naming the source. All or none.
     */
    async copy(session: Session, body: { templateKey: string; ids: string[] }) {
      const t = await templates.authorise(session, body.templateKey, 'add');
      const ctx = await records.writeContext(t);
      const writes: RecordWrite[] = [];
      const out: Array<{ from: string; id: string; rev: number }> = [];
      for (const [i, from] of [...new Set(body.ids)].entries()) {
        const source = await records.visibleRecord(t, from);
        const recordId = newId();
        const raw = withoutRowIds(await records.valuesOf(t.bo, source));
        const note = { entity: 'main', rowId: null, kind: 'copy' as const, field: 'id_', label: '复制自', old: from, new: recordId };
        const { write, rev } = records.prepare(t, ctx, { recordId, before: {}, raw, path: `ids[${i}]`, notes: [note] });
        writes.push(write);
        out.push({ from, id: recordId, rev });
      }
      await repo.insertAll(t.bo.storage, writes);
      return out;
    },

    /**
     * boBatchUpdate: sets `values` (top-level fields the user enters; not sub-tables, serial numbers or computed
     * values) on each record at the revision the caller read. Every record is checked by the form's rules; one
     * stale revision (409 naming who changed it) or broken rule stores nothing.
     */
    async batchUpdate(session: Session, boAlias: string, body: { templateKey: string; records: Array<{ id: string; rev: number }>; values: Values }) {
      const t = await templates.authorise(session, body.templateKey, 'edit', boAlias);
      const keys = Object.keys(body.values);
      if (keys.length === 0) throw invalidField('values', 'bo.batch.empty');
      for (const key of keys) {
        const f = t.form.fields.find((x) => x.key === key);
        if (!f || f.type === 'subtable' || f.type === 'serialNo' || f.type === 'computed') throw invalidField(`values.${key}`, 'bo.batch.field');
      }
      const ctx = await records.writeContext(t);
      const writes: Array<{ write: RecordWrite; rev: number }> = [];
      const seen = new Set<string>();
      for (const { id, rev } of body.records) {
        if (seen.has(id)) continue;
        seen.add(id);
        const stored = await records.visibleRecord(t, id);
        if (Number(stored.rev) !== rev) throw conflict('bo.record.conflict', { name: stored.updated_by_name ?? '', time: stored.updated_at });
        const before = await records.valuesOf(t.bo, stored);
        writes.push({ ...records.prepare(t, ctx, { recordId: id, stored, before, raw: { ...before, ...body.values }, path: 'values' }), rev });
      }
      const stale = await repo.updateAll(t.bo.storage, writes);
      if (stale) {
        const now = await repo.get(t.bo.storage, session.tenantId, stale);
        throw conflict('bo.record.conflict', { name: now?.updated_by_name ?? '', time: now?.updated_at ?? '' });
      }
      return writes.map((w) => ({ id: w.write.id, rev: w.rev + 1 }));
    },

    /** getDataTemplateButtonPermission: every button and list column of the template, true where the caller may use it. */
    async buttons(session: Session, templateKey: string) {
      const t = await templates.authorise(session, templateKey, 'read');
      return { buttons: buttonsOf(t.principal, t.settings), columns: permissionOf(t.principal, t.settings).columns };
    },
  };
}
export type RecordOpsService = ReturnType<typeof createRecordOpsService>;
