import {
  evaluateExpression, parseExpression,
  type Expr, type FieldPermissionValue, type FormColumn, type FormField, type ProcessForm,
} from '@wp/contract';

/** The values of a filled-in form, keyed by field key (value shapes: see the contract's bpm/form.ts). */
export type FormValues = Record<string, unknown>;
/** One sub-table row: values keyed by column key. */
export type FormRow = Record<string, unknown>;
/** A node's field permissions, keyed by field key; a sub-table's columns follow the sub-table's own. */
export type FormPermissions = Partial<Record<string, FieldPermissionValue>>;
export type AnyField = FormField | FormColumn;

/** Whether a value counts as not filled in. A switch is always filled (off is an answer). */
export function isEmptyValue(field: Pick<AnyField, 'type'>, value: unknown): boolean {
  if (field.type === 'switch') return false;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const trees = new Map<string, Expr | null>();
/** A computed field's parsed expression, or null when it does not parse (the server refuses those on deploy). */
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
 * that reads another gets its final value whatever the order (the contract refuses cycles on deploy).
 */
function computeLevel(fields: readonly AnyField[], values: Record<string, unknown>): Record<string, unknown> {
  const computed = fields.filter((f): f is Extract<AnyField, { type: 'computed' }> => f.type === 'computed');
  if (computed.length === 0) return values;
  const out = { ...values };
  for (let pass = 0; pass < computed.length; pass++) {
    for (const f of computed) {
      const tree = treeOf(f.expression);
      out[f.key] = tree ? evaluateExpression(tree, out, f.precision ?? 2) : null;
    }
  }
  return out;
}

/** The values with every computed field worked out: first the computed columns of each sub-table row, then the form's. */
export function withComputed(definition: Pick<ProcessForm, 'fields'>, values: FormValues): FormValues {
  let next = values;
  for (const f of definition.fields) {
    if (f.type !== 'subtable' || !f.columns.some((c) => c.type === 'computed')) continue;
    const rows = Array.isArray(values[f.key]) ? (values[f.key] as FormRow[]) : [];
    next = { ...next, [f.key]: rows.map((r) => computeLevel(f.columns, r ?? {})) };
  }
  return computeLevel(definition.fields, next);
}
