import type { BoChangeTable } from '../../../db/schema.js';
import { validateValues, withComputed, type FormPermissions, type WorkdayCalendar } from '@wp/form';
import type { Session } from '../../../platform/auth/session.js';
import { newId } from '../../../platform/clock.js';
import type { RecordWrite } from '../bo/records.repository.js';
import type { SeedRowsRepository } from '../bo/seed-rows.repository.js';
import { encode } from '../bo/storage.js';
import { diffValues } from '../history/diff.js';
import type { TemplateService } from './template.service.js';

type Values = Record<string, unknown>;

/** One new record: who adds it, when (ISO), and its values in the form's shape (sub-table rows without id_). */
export interface SeedRecord { session: Session; at: string; values: Values }

/**
 * Adding many records of a template at once, for the seed: each author must hold the template's add right,
 * each record passes the same rules as a boSave (computed values are the server's, then validateValues with
 * the template's form and dictionaries), is stored through the BO's storage mapping and gets its change rows
 * (every filled value set from nothing), like records.service `save` of a new record. All in one transaction.
 */
export function createSeedRecords(deps: {
  templates: TemplateService; repo: SeedRowsRepository; calendar: WorkdayCalendar;
  dictionaries: { keys(tenantId: string, typeKey: string): Promise<ReadonlySet<string>> };
  names: { nameOf(tenantId: string, userId: string): Promise<string> };
}) {
  const { templates, repo, calendar, dictionaries, names } = deps;
  return {
    /** Adds the records; throws on the first refused author or broken rule (nothing is written then). Returns their ids. */
    async addMany(templateKey: string, records: readonly SeedRecord[]): Promise<string[]> {
      if (records.length === 0) return [];
      const authorised = new Map<string, Awaited<ReturnType<TemplateService['authorise']>>>();
      const nameOf = new Map<string, string>();
      for (const r of records) {
        if (authorised.has(r.session.userId)) continue;
        authorised.set(r.session.userId, await templates.authorise(r.session, templateKey, 'add'));
        nameOf.set(r.session.userId, await names.nameOf(r.session.tenantId, r.session.userId));
      }
      const t = authorised.values().next().value!;
      const tenantId = t.row.tenant_id;
      const form = t.form;
      const dictKeys = new Set<string>();
      const collect = (fields: ReadonlyArray<{ type: string; dictKey?: string; columns?: unknown }>) => {
        for (const f of fields) {
          if ((f.type === 'select' || f.type === 'radio' || f.type === 'checkbox') && f.dictKey) dictKeys.add(f.dictKey);
          if (f.type === 'subtable') collect(f.columns as typeof fields);
        }
      };
      collect(form.fields);
      const dict = new Map<string, ReadonlySet<string>>();
      for (const k of dictKeys) {
        const keys = await dictionaries.keys(tenantId, k);
        if (keys.size) dict.set(k, keys);
      }
      const permissions: FormPermissions = Object.fromEntries(form.fields.map((f) => [f.key, 'w']));
      const own = new Set(form.fields.filter((f) => f.type === 'serialNo' || f.type === 'computed').map((f) => f.key));

      const writes: RecordWrite[] = records.map((r, i) => {
        if (r.session.tenantId !== tenantId) throw new Error(`seed record ${i}: another tenant`);
        const merged = withComputed(form, Object.fromEntries(Object.entries(r.values).filter(([k]) => !own.has(k))), calendar);
        const [problem] = validateValues(form, merged, permissions, { previous: {}, dictionary: (k) => dict.get(k) });
        if (problem) throw new Error(`seed record ${i} of ${templateKey}: ${problem.path} breaks ${problem.rule} ${JSON.stringify(problem.params ?? {})}`);
        const after: Values = { ...merged };
        for (const f of t.bo.fields) if (f.type === 'subtable') after[f.key] = ((merged[f.key] ?? []) as Values[]).map((row) => ({ ...row, id_: newId() }));
        const id = newId();
        const userName = nameOf.get(r.session.userId)!;
        const changes: BoChangeTable[] = diffValues(t.bo.fields, {}, after).map((c, ord) => ({
          id: newId(), tenant_id: tenantId, bo_def_id: t.bo.id, record_id: id, rev: 1, ord, entity: c.entity, row_id: c.rowId, kind: c.kind,
          field: c.field, label: c.label, old_value: c.old === null ? null : JSON.stringify(c.old), new_value: c.new === null ? null : JSON.stringify(c.new),
          user_id: r.session.userId, user_name: userName, at: r.at,
        }));
        const main: Values = {
          rev: 1, created_by: r.session.userId, created_by_name: userName, created_at: r.at, updated_by: r.session.userId, updated_by_name: userName, updated_at: r.at,
        };
        for (const f of t.bo.fields) if (f.type !== 'subtable') main[t.bo.storage.columns[f.key].column] = encode(after[f.key], t.bo.storage.columns[f.key].kind);
        const subs: Record<string, Values[]> = {};
        for (const f of t.bo.fields) {
          if (f.type !== 'subtable') continue;
          const sub = t.bo.storage.subs[f.key];
          subs[f.key] = (after[f.key] as Values[]).map((row, sn) => ({ id: row.id_, sn, ...Object.fromEntries(f.columns.map((c) => [sub.columns[c.key].column, encode(row[c.key], sub.columns[c.key].kind)])) }));
        }
        return { id, tenantId, main, subs, changes };
      });
      await repo.insertMany(t.bo.storage, writes);
      return writes.map((w) => w.id);
    },
  };
}
export type SeedRecords = ReturnType<typeof createSeedRecords>;
