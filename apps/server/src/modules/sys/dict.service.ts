import type { DictItem } from '@wp/contract';
import { dictionaryKeys, type DictionaryKeys } from '@wp/form';
import type { SysDataDictTable } from '../../db/schema.js';
import { notFound } from '../../platform/errors.js';
import type { DictRepository } from './dict.repository.js';

/** Data dictionaries: the choices of select, radio and checkbox fields. */
export function createDictService(repo: DictRepository) {
  return {
    /** The items of a dictionary of this tenant in display order, nested by parent; 404 for an unknown dictionary. */
    async combo(tenantId: string, typeKey: string): Promise<DictItem[]> {
      const rows = await repo.items(tenantId, typeKey);
      if (rows.length === 0) throw notFound('sys.dictNotFound', { typeKey });
      const ids = new Set(rows.map((r) => r.id));
      const kids = new Map<string, SysDataDictTable[]>();
      for (const r of rows) if (r.parent_id && ids.has(r.parent_id)) kids.set(r.parent_id, [...(kids.get(r.parent_id) ?? []), r]);
      const build = (row: SysDataDictTable, depth: number): DictItem => {
        const children = depth < 10 ? kids.get(row.id) ?? [] : [];
        return children.length > 0 ? { key: row.key, name: row.name, children: children.map((c) => build(c, depth + 1)) } : { key: row.key, name: row.name };
      };
      return rows.filter((r) => !r.parent_id || !ids.has(r.parent_id)).map((r) => build(r, 0));
    },

    /**
     * Every key a dictionary holds, nested ones included (what a form value may be), each with its parent's key
     * (what a cascade's choice must be a child of); empty for an unknown one.
     */
    async keys(tenantId: string, typeKey: string): Promise<DictionaryKeys> {
      const rows = await repo.items(tenantId, typeKey);
      const keyOf = new Map(rows.map((r) => [r.id, r.key]));
      return dictionaryKeys(rows.map((r) => ({ key: r.key, parentKey: (r.parent_id && keyOf.get(r.parent_id)) || null })));
    },
  };
}
export type DictService = ReturnType<typeof createDictService>;
