import type { formDataApi } from '@wp/contract';
import type { AnyField, DialogField, FormRow } from '@wp/form';

type CustomDialog = formDataApi.dialog.CustomDialog;
type DialogRow = formDataApi.dialog.DialogRow;
type DialogParams = formDataApi.dialog.DialogParams;

/**
 * How a dialog's rows become form values (forms-data §3.1 "Mapping back into the form"): each chosen row gives
 * its results by the resultfield's `comment`; each mapping writes the values of its `from` in all chosen rows
 * into its target, joined with ',' as the original did. Choice and people fields take the values as a list, a
 * number field the first row's number.
 */

type Dialog = Pick<CustomDialog, 'resultfield' | 'displayfield' | 'style'>;

/** A row's value of a definition's field: rows carry values under lower-cased names (the contract's case rule). */
const cell = (row: DialogRow, field: string): unknown => row[field.toLowerCase()] ?? row[field];

/** Each chosen row's results, keyed by the resultfield's comment. */
export const resultsOf = (dialog: Pick<CustomDialog, 'resultfield'>, rows: readonly DialogRow[]): Array<Record<string, unknown>> =>
  rows.map((row) => Object.fromEntries(dialog.resultfield.map((r) => [r.comment, cell(row, r.field)])));

const text = (v: unknown): string | null =>
  v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v).trim() || null;

/** Types whose value is a list of keys or ids. */
const listTypes: ReadonlySet<AnyField['type']> = new Set(['checkbox', 'user', 'org']);
/** Types whose value is one number. */
const numberTypes: ReadonlySet<AnyField['type']> = new Set(['number', 'money']);

/** The value a target field takes from the values of the chosen rows (empty when none has one). */
function valueFor(target: AnyField | undefined, values: readonly unknown[]): unknown {
  const texts = values.map(text).filter((v): v is string => v !== null);
  if (target && listTypes.has(target.type)) return [...new Set(texts)];
  if (target && numberTypes.has(target.type)) {
    const n = texts.length ? Number(texts[0]) : NaN;
    return Number.isFinite(n) ? n : null;
  }
  return texts.length ? texts.join(',') : null;
}

/** The values a confirm writes: every mapping's target (fields of the dialog field's level), by key. */
export function mappedValues(field: Pick<DialogField, 'mappings'>, results: ReadonlyArray<Record<string, unknown>>, level: readonly AnyField[]): FormRow {
  const byKey = new Map(level.map((f) => [f.key, f]));
  return Object.fromEntries(field.mappings.map((m) => [m.to, valueFor(byKey.get(m.to), results.map((r) => r[m.from]))]));
}

/** The values a clear writes: every mapping's target emptied (lists to [], the rest to null). */
export function clearedValues(field: Pick<DialogField, 'mappings'>, level: readonly AnyField[]): FormRow {
  const byKey = new Map(level.map((f) => [f.key, f]));
  return Object.fromEntries(field.mappings.map((m) => [m.to, valueFor(byKey.get(m.to), [])]));
}

/** The dialog's conditions bound to fields of the level, with their current values (empty ones left out). */
export function boundParams(field: Pick<DialogField, 'conditions'>, values: FormRow): DialogParams {
  const out: DialogParams = {};
  for (const c of field.conditions ?? []) {
    const v = values[c.bind];
    if (typeof v === 'number' || typeof v === 'boolean') out[c.field] = v;
    else if (typeof v === 'string' && v.trim()) out[c.field] = v.trim();
    else if (Array.isArray(v) && v.length) out[c.field] = v.filter((x): x is string => typeof x === 'string');
  }
  return out;
}

/** The columns a list row shows (style 0), or a tree's label alone (style 1). */
const displayColumns = (dialog: Dialog): Array<{ field: string; comment: string }> =>
  Array.isArray(dialog.displayfield) ? dialog.displayfield : [{ field: 'displayName', comment: '' }];

/** What tells two rows apart: a tree node's id, else the row's results (what a choice keeps of it). */
export const rowKey = (dialog: Dialog, row: DialogRow): string =>
  dialog.style === 1 && typeof row.id === 'string' ? row.id : JSON.stringify(resultsOf(dialog, [row])[0]);

/** A row as a line of the list: its first displayed value, then the other columns that have one, with their titles. */
export function rowLines(dialog: Dialog, row: DialogRow): { title: string; details: Array<{ label: string; value: string }> } {
  const [first, ...rest] = displayColumns(dialog);
  return {
    title: text(cell(row, first.field)) ?? '',
    details: rest.flatMap((c) => {
      const value = text(cell(row, c.field));
      return value === null ? [] : [{ label: c.comment, value }];
    }),
  };
}
