import type { FormField } from '@wp/contract';

/** One changed value of a save: in the main record or a sub-table row (`rowId`), a value set, a row added or removed. */
export interface Change {
  entity: string;
  rowId: string | null;
  kind: 'set' | 'add' | 'remove' | 'copy';
  field: string;
  label: string;
  old: unknown;
  new: unknown;
}

type Values = Record<string, unknown>;
type Row = Values & { id_: string };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * What a save changed, field by field, in the BO's field order: main values that differ, and per sub-table
 * the rows added, removed (matched by their id_) and the cells changed in rows kept. A new record lists its
 * filled values as set from nothing.
 */
export function diffValues(fields: readonly FormField[], before: Values, after: Values): Change[] {
  const out: Change[] = [];
  for (const f of fields) {
    if (f.type !== 'subtable') {
      if (!same(before[f.key], after[f.key]) && !(blank(before[f.key]) && blank(after[f.key]))) {
        out.push({ entity: 'main', rowId: null, kind: 'set', field: f.key, label: f.label, old: before[f.key] ?? null, new: after[f.key] ?? null });
      }
      continue;
    }
    const old = new Map(((before[f.key] ?? []) as Row[]).map((r) => [r.id_, r]));
    const now = (after[f.key] ?? []) as Row[];
    const strip = ({ id_: _id, ...rest }: Row) => rest;
    for (const row of now) {
      const was = old.get(row.id_);
      if (!was) {
        out.push({ entity: f.key, rowId: row.id_, kind: 'add', field: f.key, label: f.label, old: null, new: strip(row) });
        continue;
      }
      for (const c of f.columns) {
        if (!same(was[c.key], row[c.key]) && !(blank(was[c.key]) && blank(row[c.key]))) {
          out.push({ entity: f.key, rowId: row.id_, kind: 'set', field: c.key, label: `${f.label}.${c.label}`, old: was[c.key] ?? null, new: row[c.key] ?? null });
        }
      }
    }
    const kept = new Set(now.map((r) => r.id_));
    for (const [id, row] of old) if (!kept.has(id)) out.push({ entity: f.key, rowId: id, kind: 'remove', field: f.key, label: f.label, old: strip(row), new: null });
  }
  return out;
}
