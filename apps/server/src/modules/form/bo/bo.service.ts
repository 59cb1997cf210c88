import { formDataApi, type FormField } from '@wp/contract';
import type { Session } from '../../../platform/auth/session.js';
import { isoNow, newId, type Clock } from '../../../platform/clock.js';
import { invalid, notFound } from '../../../platform/errors.js';
import type { BoDefTable } from '../../../db/schema.js';
import type { BoRepository } from './bo.repository.js';
import { kindOf, storageKeyProblems, storageOf, type BoStorage } from './storage.js';

/** A loaded business object: its row, fields and storage. */
export interface Bo { id: string; alias: string; name: string; rev: number; fields: FormField[]; storage: BoStorage; row: BoDefTable }

type BoEnt = formDataApi.bo.BoEnt;

const dataTypeOf = (f: { type: string }) =>
  ({ text: 'varchar', textarea: 'varchar', number: 'number', money: 'number', computed: 'number', date: 'date', datetime: 'date' } as Record<string, string>)[f.type] ?? f.type;

/** The original's entity view of a BO: the main entity, then each sub-table. */
export function entsOf(bo: Pick<Bo, 'alias' | 'name' | 'fields'>): BoEnt[] {
  const attrs = (fields: ReadonlyArray<{ key: string; label: string; type: string; required?: boolean; maxLength?: number; dictKey?: string }>) =>
    fields.filter((f) => f.type !== 'subtable').map((f) => ({
      name: f.key, desc: f.label, dataType: dataTypeOf(f), fieldType: f.type, isRequired: !!f.required,
      ...(f.maxLength !== undefined ? { attrLength: f.maxLength } : {}), ...(f.dictKey ? { dictKey: f.dictKey } : {}),
    }));
  return [
    { name: bo.alias, desc: bo.name, type: 'main', attributeList: attrs(bo.fields) },
    ...bo.fields.flatMap((f) => (f.type === 'subtable' ? [{ name: f.key, desc: f.label, type: 'sub' as const, relation: 'onetomany' as const, attributeList: attrs(f.columns) }] : [])),
  ];
}

/** Business objects: defining them (which makes or widens their tables) and reading their definitions. */
export function createBoService(deps: { repo: BoRepository; clock: Clock }) {
  const { repo, clock } = deps;
  const toBo = (row: BoDefTable): Bo => ({
    id: row.id, alias: row.alias, name: row.name, rev: row.rev, row,
    fields: JSON.parse(row.fields_json) as FormField[], storage: JSON.parse(row.storage_json) as BoStorage,
  });

  return {
    /**
     * Defines a BO or changes its definition: new fields get columns (indexed), removed fields keep theirs with
     * their data, and a field may not change how it is stored (text, number, yes/no, list). Returns the BO.
     */
    async define(tenantId: string, userId: string | null, input: formDataApi.bo.BoDefinitionInput): Promise<Bo> {
      const def = formDataApi.bo.boDefinitionInput.parse(input);
      const problem = storageKeyProblems(def.fields)[0];
      if (problem) throw invalid(problem.slice(0, problem.indexOf(':')), problem.slice(problem.indexOf(':') + 2));
      const existing = await repo.byAlias(tenantId, def.alias);
      const previous = existing ? toBo(existing) : null;
      for (const f of def.fields) {
        const before = f.type === 'subtable' ? undefined : previous?.storage.columns[f.key];
        if (before && before.kind !== kindOf(f)) throw invalid(`fields.${f.key}`, `is stored as ${before.kind} and cannot become ${f.type}`);
        if (f.type === 'subtable') {
          for (const c of f.columns) {
            const old = previous?.storage.subs[f.key]?.columns[c.key];
            if (old && old.kind !== kindOf(c)) throw invalid(`fields.${f.key}.${c.key}`, `is stored as ${old.kind} and cannot become ${c.type}`);
          }
        }
      }
      const suffix = newId().slice(0, 6);
      const storage = storageOf(def.fields, previous?.storage ?? null, (n) => (n === 'main' ? `bo_${def.alias}_${suffix}` : `bo_${def.alias}_${suffix}_s${n}`));
      const at = isoNow(clock);
      const row: BoDefTable = {
        id: existing?.id ?? newId(), tenant_id: tenantId, alias: def.alias, name: def.name, description: def.description ?? null,
        fields_json: JSON.stringify(def.fields), storage_json: JSON.stringify(storage), rev: (existing?.rev ?? 0) + 1,
        created_by: existing?.created_by ?? userId, created_at: existing?.created_at ?? at, updated_at: at,
      };
      await repo.save(row, storage, previous?.storage ?? null);
      return toBo(row);
    },

    /** A BO by alias, or a 404. */
    async byAlias(tenantId: string, alias: string): Promise<Bo> {
      const row = await repo.byAlias(tenantId, alias);
      if (!row) throw notFound('bo.notFound', { alias });
      return toBo(row);
    },

    /** A BO by id, or a 404. */
    async byId(tenantId: string, id: string): Promise<Bo> {
      const row = await repo.byId(tenantId, id);
      if (!row) throw notFound('bo.notFound', { alias: id });
      return toBo(row);
    },

    /** getJson: a definition by id or alias, with its entities. */
    async definition(session: Session, q: { id?: string; alias?: string }): Promise<formDataApi.bo.BoDefinition> {
      const bo = q.id ? await this.byId(session.tenantId, q.id) : await this.byAlias(session.tenantId, q.alias!);
      return {
        id: bo.id, alias: bo.alias, name: bo.name, description: bo.row.description, rev: bo.rev, fields: bo.fields,
        ents: entsOf(bo), createTime: bo.row.created_at, updateTime: bo.row.updated_at,
      };
    },
  };
}
export type BoService = ReturnType<typeof createBoService>;
