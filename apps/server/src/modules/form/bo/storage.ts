import type { FormColumn, FormField } from '@wp/contract';

/**
 * Where a business object's records live (ADR 0019): a table of its own, one typed column per field, and a
 * table per sub-table. Pure: names and types only; the repositories run the statements. Every name comes from
 * a field key checked by the form schema (letters, digits, _), never from text a request sends as SQL.
 */

/** How a value is kept: text, a number, 0/1, or JSON text (lists of choices, people, files). */
export type ColumnKind = 'text' | 'number' | 'flag' | 'json';
export interface StoredColumn { column: string; kind: ColumnKind }
export interface SubStorage { table: string; columns: Record<string, StoredColumn> }
export interface BoStorage { table: string; columns: Record<string, StoredColumn>; subs: Record<string, SubStorage> }

/** The database type of each kind; the same words on SQLite and PostgreSQL. */
export const sqlTypeOf: Record<ColumnKind, 'text' | 'double precision' | 'integer'> = { text: 'text', number: 'double precision', flag: 'integer', json: 'text' };

/** System columns of every record table, and the keys list rows name them by (a field may not take these keys). */
export const systemKeys = { id_: 'id', rev_: 'rev', create_by_: 'created_by', create_time_: 'created_at', update_by_: 'updated_by', update_time_: 'updated_at' } as const;

/** A field key may be at most this long: `f_` + key stays within PostgreSQL's 63-character names. */
export const MAX_STORED_KEY = 60;

export function kindOf(field: FormField | FormColumn): ColumnKind {
  switch (field.type) {
    case 'number': case 'money': case 'computed': return 'number';
    case 'switch': return 'flag';
    case 'checkbox': case 'user': case 'org': case 'attachment': case 'picture': case 'signature': return 'json';
    default: return 'text';
  }
}

const columnsOf = (fields: ReadonlyArray<FormField | FormColumn>, kept: Record<string, StoredColumn> = {}) =>
  Object.fromEntries(fields.filter((f) => f.type !== 'subtable').map((f) => [f.key, kept[f.key] ?? { column: `f_${f.key}`, kind: kindOf(f) }]));

/**
 * The storage of `fields`, keeping what `previous` already placed (a column never moves or changes kind; a
 * removed field's column stays, with its data). `tableOf` names a new table (`main` or a sub-table's number).
 */
export function storageOf(fields: readonly FormField[], previous: BoStorage | null, tableOf: (n: number | 'main') => string): BoStorage {
  const subs: Record<string, SubStorage> = { ...(previous?.subs ?? {}) };
  let next = Object.keys(subs).length;
  for (const f of fields) {
    if (f.type !== 'subtable') continue;
    const kept = subs[f.key];
    subs[f.key] = { table: kept?.table ?? tableOf(++next), columns: { ...(kept?.columns ?? {}), ...columnsOf(f.columns, kept?.columns) } };
  }
  return { table: previous?.table ?? tableOf('main'), columns: { ...(previous?.columns ?? {}), ...columnsOf(fields, previous?.columns) }, subs };
}

/** The value as its column keeps it. */
export function encode(value: unknown, kind: ColumnKind): string | number | null {
  if (value === undefined || value === null || value === '') return null;
  switch (kind) {
    case 'number': return typeof value === 'number' ? value : Number(value);
    case 'flag': return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;
    case 'json': return JSON.stringify(value);
    default: return typeof value === 'string' ? value : JSON.stringify(value);
  }
}

/** The value as the form holds it (schema.ts of @wp/form). */
export function decode(raw: unknown, kind: ColumnKind): unknown {
  if (raw === null || raw === undefined) return null;
  switch (kind) {
    case 'number': return Number(raw);
    case 'flag': return Number(raw) === 1;
    case 'json': return JSON.parse(String(raw));
    default: return String(raw);
  }
}

/** Problems of a BO's field keys for storage: too long, a system key, or two keys of one level equal but for case (SQLite's names ignore case). */
export function storageKeyProblems(fields: readonly FormField[]): string[] {
  const problems: string[] = [];
  const level = (keys: string[], where: string) => {
    const seen = new Set<string>();
    for (const k of keys) {
      if (k.length > MAX_STORED_KEY) problems.push(`${where}${k}: at most ${MAX_STORED_KEY} characters`);
      if (k.endsWith('_') && Object.hasOwn(systemKeys, k)) problems.push(`${where}${k}: a system name`);
      if (seen.has(k.toLowerCase())) problems.push(`${where}${k}: differs from another key only in case`);
      seen.add(k.toLowerCase());
    }
  };
  level(fields.map((f) => f.key), 'fields.');
  for (const f of fields) if (f.type === 'subtable') level(f.columns.map((c) => c.key), `fields.${f.key}.`);
  return problems;
}
