import { evaluateExpression, parseExpression, weekdayCalendar, type Expr, type WorkdayCalendar } from './expression.js';
import { effectiveMode, isRequired, type FieldAccess, type FormPermissions } from './permissions.js';
import { isEmptyValue, valueRule, type Broken } from './registry.js';
import type { FormColumn, FormField, ProcessForm } from './schema.js';
import { cascadeRule } from './cascade.js';
import type { DictionaryKeys } from './dictionaries.js';
import { signatureChange, type Signer } from './signature.js';

/** The values of a filled-in form, keyed by field key (value shapes: schema.ts). */
export type FormValues = Record<string, unknown>;
/** One sub-table row: values keyed by column key. */
export type FormRow = Record<string, unknown>;
export type AnyField = FormField | FormColumn;
/** What validateValues and withComputed read of a form. */
export type FormShape = Pick<ProcessForm, 'fields' | 'variables'>;

/** One broken rule: where (`items[1].qty`), the field's label and the sub-table rows on the way, the rule. */
export interface FieldProblem extends Broken {
  path: string;
  label: string;
  /** The sub-tables (label, 1-based row) the field sits in, outermost first; empty at the top level. */
  rows: Array<{ table: string; row: number }>;
}

/** How deep the validator looks for fields inside sub-tables (and any nesting to come): spec 000 section 5. */
export const MAX_VALIDATION_DEPTH = 5;

export interface ValidateOptions {
  /** A view of a finished form: nothing is writable, so nothing is checked. */
  readOnly?: boolean;
  /** A draft: nothing is required yet and computed ranges wait for the submit; every filled value is still checked. */
  draft?: boolean;
  /**
   * The values stored before this submit. With it, a read-only or hidden field whose value differs is refused
   * (`readOnly`), and so is a key that is neither a field nor a declared variable and differs (`unknown`).
   */
  previous?: FormValues;
  /**
   * The keys a dictionary holds; without it dictionary choices are not checked (the browser may not have them).
   * Keys that tell their parents (DictionaryKeys.parentOf) have cascades checked too (cascade.ts).
   */
  dictionary?: (dictKey: string) => DictionaryKeys | undefined;
  /**
   * Who saves, for signature fields: with `previous`, a change to a signature field must be the signer's own
   * entry with their own seal (signature.ts); without a signer no signature may change.
   */
  signer?: Signer;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isRow = (v: unknown): v is FormRow => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Every rule the values break, in field order: what the browser shows before submitting and the server
 * refuses with a 400 (one function, both sides). Checks required fields (by definition or forced by 'b'),
 * each filled value by its type's rule (registry.ts), dates against the field they may not precede,
 * sub-table row counts and each row's cells, the ranges of computed values, and, given `previous`, changes
 * to read-only fields and unknown keys. Hidden and read-only fields are not checked otherwise; serial numbers
 * never are (the server allocates them). Fields nested deeper than MAX_VALIDATION_DEPTH are not searched.
 */
export function validateValues(form: FormShape, values: FormValues, permissions: FormPermissions = {}, options: ValidateOptions = {}): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const ctx = { dictionary: options.dictionary ?? (() => undefined) };

  function walk(fields: readonly AnyField[], level: FormRow, before: FormRow | undefined, access: (f: AnyField) => FieldAccess, path: string, rows: FieldProblem['rows'], depth: number) {
    if (depth > MAX_VALIDATION_DEPTH) return;
    const push = (field: AnyField, broken: Broken, at = `${path}${field.key}`) => problems.push({ path: at, label: field.label, rows, ...broken });
    for (const field of fields) {
      const a = access(field);
      const value = level[field.key];
      if (a.hidden || a.readOnly) {
        // The server's own values (serial numbers, computed) are never the user's change.
        const server = field.type === 'serialNo' || field.type === 'computed';
        if (before && !server && !same(value, before[field.key])) push(field, { rule: 'readOnly' });
        continue;
      }
      if (field.type === 'serialNo') continue;
      if (field.type === 'computed') {
        if (options.draft || typeof value !== 'number') continue;
        if (field.min !== undefined && value < field.min) push(field, { rule: 'min', params: { min: field.min } });
        else if (field.max !== undefined && value > field.max) push(field, { rule: 'max', params: { max: field.max } });
        continue;
      }
      const required = !options.draft && isRequired(field.required, a);
      if (field.type === 'subtable') {
        if (isEmptyValue(field, value) && !required && (field.minRows ?? 0) === 0) continue;
        const broken = valueRule(field, value ?? [], ctx);
        if (broken) {
          push(field, broken);
          continue;
        }
        const list = (value ?? []) as unknown[];
        const min = options.draft ? 0 : Math.max(field.minRows ?? 0, required ? 1 : 0);
        // The form's own minimum is named as such; a required table without one just needs a row.
        if (list.length < min) push(field, (field.minRows ?? 0) < min ? { rule: 'required' } : { rule: 'minRows', params: { min } });
        else if (field.maxRows !== undefined && list.length > field.maxRows) push(field, { rule: 'maxRows', params: { max: field.maxRows } });
        const earlier = Array.isArray(before?.[field.key]) ? (before![field.key] as unknown[]) : [];
        list.forEach((row, i) => {
          const at = `${path}${field.key}[${i}]`;
          if (!isRow(row)) return push(field, { rule: 'rows' }, at);
          const known = new Set(field.columns.map((c) => c.key));
          if (before) for (const k of Object.keys(row)) if (!known.has(k)) push({ ...field, label: k }, { rule: 'unknown', params: { key: k } }, `${at}.${k}`);
          walk(field.columns, row, isRow(earlier[i]) ? earlier[i] as FormRow : undefined, () => a, `${at}.`, [...rows, { table: field.label, row: i + 1 }], depth + 1);
        });
        continue;
      }
      if (field.type === 'signature') {
        // The entries' shape, then, given the stored value, who may change which entry: asked before `required`,
        // as taking signatures away empties the list.
        const empty = isEmptyValue(field, value);
        const broken = (empty ? null : valueRule(field, value, ctx)) ?? (before ? signatureChange(field, value, before[field.key], options.signer) : null);
        if (broken) push(field, broken);
        else if (empty && required) push(field, { rule: 'required' });
        continue;
      }
      if (isEmptyValue(field, value)) {
        if (required) push(field, { rule: 'required' });
        continue;
      }
      const broken = valueRule(field, value, ctx) ?? cascadeRule(field, fields, level, ctx);
      if (broken) push(field, broken);
      else if ((field.type === 'date' || field.type === 'datetime') && field.notBefore) {
        const other = level[field.notBefore];
        const otherField = fields.find((f) => f.key === field.notBefore);
        const comparable = otherField !== undefined && typeof other === 'string' && valueRule(otherField, other, ctx) === null;
        if (comparable && typeof value === 'string' && value < (other as string)) push(field, { rule: 'notBefore', params: { other: otherField?.label ?? field.notBefore } });
      }
    }
  }

  walk(form.fields, values, options.previous, (f) => effectiveMode(permissions[f.key], options.readOnly), '', [], 1);
  if (options.previous) {
    const known = new Set([...form.fields.map((f) => f.key), ...(form.variables ?? [])]);
    for (const [key, value] of Object.entries(values)) {
      if (!known.has(key) && !same(value, options.previous[key])) problems.push({ path: key, label: key, rows: [], rule: 'unknown', params: { key } });
    }
  }
  return problems;
}

const trees = new Map<string, Expr | null>();
/** A computed field's parsed expression, or null when it does not parse (refused on deploy anyway). */
function treeOf(expression: string): Expr | null {
  if (!trees.has(expression)) {
    let tree: Expr | null = null;
    try {
      tree = parseExpression(expression);
    } catch {
      tree = null;
    }
    trees.set(expression, tree);
  }
  return trees.get(expression)!;
}

/**
 * Fills the computed fields of one level: as many passes as there are computed fields, so a computed field
 * that reads another gets its final value whatever the order (the schema refuses cycles on deploy).
 */
function computeLevel(fields: readonly AnyField[], values: FormRow, calendar: WorkdayCalendar): FormRow {
  const computed = fields.filter((f): f is Extract<AnyField, { type: 'computed' }> => f.type === 'computed');
  if (computed.length === 0) return values;
  const out = { ...values };
  for (let pass = 0; pass < computed.length; pass++) {
    for (const f of computed) {
      const tree = treeOf(f.expression);
      out[f.key] = tree ? evaluateExpression(tree, out, f.precision ?? 2, calendar) : null;
    }
  }
  return out;
}

/**
 * The values with every computed field worked out, whatever was sent for them: first the computed columns of
 * each sub-table row, then the form's (totals over those columns, working days between dates). The browser
 * shows it as the user types; the server stores its own result, which is what gateways read.
 */
export function withComputed(form: Pick<ProcessForm, 'fields'>, values: FormValues, calendar: WorkdayCalendar = weekdayCalendar): FormValues {
  let next = values;
  for (const f of form.fields) {
    if (f.type !== 'subtable' || !f.columns.some((c) => c.type === 'computed') || !Array.isArray(values[f.key])) continue;
    next = { ...next, [f.key]: (values[f.key] as unknown[]).map((r) => (isRow(r) ? computeLevel(f.columns, r, calendar) : r)) };
  }
  return computeLevel(form.fields, next, calendar);
}
