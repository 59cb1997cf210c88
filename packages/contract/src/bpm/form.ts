import { z } from 'zod';
import { expressionRefs, parseExpression } from './form-expression.js';

/**
 * The process form: a JSON list of fields that the web form renderer draws and the server validates on
 * deploy. Stored beside each process definition (bpm_definition.form_json) and returned by `defGet`.
 *
 * Values a filled-in form holds, per field type:
 * - text, textarea, select, radio, serialNo, date ('yyyy-MM-dd'), time ('HH:mm'), datetime ('yyyy-MM-dd HH:mm'): string
 * - number, money, computed: number
 * - checkbox: string[] (option keys); switch: boolean
 * - user, org: string[] of ids (one item unless `multiple`)
 * - attachment, picture: string[] of file ids
 * - subtable: an array of row objects keyed by column key
 */

export const formFieldTypes = [
  'text', 'textarea', 'number', 'money', 'date', 'time', 'datetime', 'select', 'radio', 'checkbox', 'switch',
  'user', 'org', 'attachment', 'picture', 'serialNo', 'computed', 'subtable',
] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

/** Field permission at a node: w writable, b writable and required, r read-only, n hidden. */
export const fieldPermission = z.enum(['w', 'b', 'r', 'n']);
export type FieldPermissionValue = z.infer<typeof fieldPermission>;

/** A field key: a variable name, usable in flow conditions (`amount > 50000`) and computed expressions. */
export const fieldKey = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'must be a letter or _ followed by letters, digits or _ (at most 64)');

/** One choice of a select, radio or checkbox field given inline. */
export const formOption = z.object({ key: z.string().min(1).max(64), name: z.string().min(1).max(100) });
export type FormOption = z.infer<typeof formOption>;

const common = {
  key: fieldKey,
  label: z.string().trim().min(1).max(100),
  required: z.boolean().optional(),
  placeholder: z.string().max(200).optional(),
  /** A short hint shown under the field. */
  help: z.string().max(500).optional(),
};

const textField = z.object({ ...common, type: z.literal('text'), maxLength: z.number().int().min(1).max(2000).optional() });
const textareaField = z.object({ ...common, type: z.literal('textarea'), maxLength: z.number().int().min(1).max(20000).optional() });
const numberField = z.object({
  ...common, type: z.literal('number'),
  min: z.number().optional(), max: z.number().optional(),
  /** Decimal places kept; 0 for whole numbers. */
  precision: z.number().int().min(0).max(6).optional(),
  unit: z.string().max(20).optional(),
});
/** Money: yuan with two decimals; the renderer may show the amount in Chinese capitals (up to 99999999999.99). */
const moneyField = z.object({ ...common, type: z.literal('money'), min: z.number().optional(), max: z.number().max(99_999_999_999.99).optional() });
const dateField = z.object({ ...common, type: z.literal('date') });
const timeField = z.object({ ...common, type: z.literal('time') });
const datetimeField = z.object({ ...common, type: z.literal('datetime') });
/** Choices come from a data dictionary (`dictKey`, read with dataDict getByTypeKeyForComBo) or inline `options`. */
const choice = { dictKey: z.string().min(1).max(64).optional(), options: z.array(formOption).min(1).max(200).optional() };
const selectField = z.object({ ...common, type: z.literal('select'), ...choice });
const radioField = z.object({ ...common, type: z.literal('radio'), ...choice });
const checkboxField = z.object({ ...common, type: z.literal('checkbox'), ...choice });
const switchField = z.object({ ...common, type: z.literal('switch') });
const userField = z.object({ ...common, type: z.literal('user'), multiple: z.boolean().optional() });
const orgField = z.object({ ...common, type: z.literal('org'), multiple: z.boolean().optional() });
const attachmentField = z.object({ ...common, type: z.literal('attachment'), maxCount: z.number().int().min(1).max(50).optional() });
/** Pictures: png only, at most 10 (spec 000 section 5). */
const pictureField = z.object({ ...common, type: z.literal('picture'), maxCount: z.number().int().min(1).max(10).optional() });
/** Filled from identity getNextIdByAlias when the form opens for a new request; read-only afterwards. */
const serialNoField = z.object({ ...common, type: z.literal('serialNo'), identityAlias: z.string().min(1).max(64) });
/**
 * A read-only number worked out from other fields (grammar and evaluator in form-expression.ts). `expression`
 * is arithmetic: numbers, keys of number, money or computed fields at the same level (the row's columns
 * inside a sub-table), + - * / and parentheses; `sum(table.column)` adds up a number column of a sub-table
 * (fill computed columns into the rows before evaluating the top level).
 * Examples: `qty * unitPrice` (a column), `sum(items.subtotal)` (a total).
 */
const computedField = z.object({
  ...common, type: z.literal('computed'), expression: z.string().min(1).max(500),
  precision: z.number().int().min(0).max(6).optional(),
});

const leafFields = [
  textField, textareaField, numberField, moneyField, dateField, timeField, datetimeField, selectField, radioField,
  checkboxField, switchField, userField, orgField, attachmentField, pictureField, serialNoField, computedField,
] as const;

/** A sub-table column: any field but another sub-table. */
export const formColumn = z.discriminatedUnion('type', leafFields);
export type FormColumn = z.infer<typeof formColumn>;

const subtableField = z.object({
  ...common, type: z.literal('subtable'),
  columns: z.array(formColumn).min(1).max(30),
  minRows: z.number().int().min(0).max(500).optional(),
  maxRows: z.number().int().min(1).max(500).optional(),
});

export const formField = z.discriminatedUnion('type', [...leafFields, subtableField]);
export type FormField = z.infer<typeof formField>;
export type SubtableField = z.infer<typeof subtableField>;

/** Keys of a field list whose values are numbers (usable in computed expressions). */
const numericTypes: ReadonlySet<FormFieldType> = new Set(['number', 'money', 'computed']);

/**
 * Problems of a computed expression: bad syntax, references to fields that are not numeric at this level,
 * `sum()` of something that is not a number column of a sub-table.
 */
export function computedExpressionProblems(expression: string, numericKeys: ReadonlySet<string>, tables: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  let tree;
  try {
    tree = parseExpression(expression);
  } catch (e) {
    return [(e as Error).message];
  }
  const { keys, sums } = expressionRefs(tree);
  return [
    ...keys.filter((k) => !numericKeys.has(k)).map((k) => `'${k}' is not a number, money or computed field here`),
    ...sums.filter((s) => !tables.get(s.table)?.has(s.column)).map((s) => `sum(${s.table}.${s.column}): not a number column of a sub-table`),
  ];
}

/** Computed fields whose expressions lead back to themselves. */
function computedCycles(fields: ReadonlyArray<FormField | FormColumn>): string[] {
  const edges = new Map<string, string[]>();
  for (const f of fields) {
    if (f.type !== 'computed') continue;
    try {
      edges.set(f.key, expressionRefs(parseExpression(f.expression)).keys);
    } catch {
      edges.set(f.key, []);
    }
  }
  const reaches = (from: string, target: string, seen = new Set<string>()): boolean =>
    (edges.get(from) ?? []).some((k) => k === target || (!seen.has(k) && (seen.add(k), reaches(k, target, seen))));
  return [...edges.keys()].filter((k) => reaches(k, k));
}

function listProblems(fields: ReadonlyArray<FormField | FormColumn>, where: string, ctx: z.RefinementCtx, path: (string | number)[]) {
  const seen = new Set<string>();
  const numeric = new Set(fields.filter((f) => numericTypes.has(f.type)).map((f) => f.key));
  const tables = new Map<string, ReadonlySet<string>>();
  for (const f of fields) {
    if (f.type === 'subtable') tables.set(f.key, new Set(f.columns.filter((c) => numericTypes.has(c.type)).map((c) => c.key)));
  }
  for (const key of computedCycles(fields)) {
    ctx.addIssue({ code: 'custom', path, message: `${key}: computed fields refer to each other in a circle ${where}` });
  }
  fields.forEach((f, i) => {
    const at = [...path, i];
    if (seen.has(f.key)) ctx.addIssue({ code: 'custom', path: [...at, 'key'], message: `duplicate field key '${f.key}' ${where}` });
    seen.add(f.key);
    if ((f.type === 'select' || f.type === 'radio' || f.type === 'checkbox') && !f.dictKey === !f.options) {
      ctx.addIssue({ code: 'custom', path: at, message: `${f.key}: give either dictKey or options` });
    }
    if ((f.type === 'number' || f.type === 'money') && f.min !== undefined && f.max !== undefined && f.min > f.max) {
      ctx.addIssue({ code: 'custom', path: at, message: `${f.key}: min is greater than max` });
    }
    if (f.type === 'computed') {
      const others = new Set([...numeric].filter((k) => k !== f.key));
      for (const p of computedExpressionProblems(f.expression, others, tables)) {
        ctx.addIssue({ code: 'custom', path: [...at, 'expression'], message: `${f.key}: ${p}` });
      }
    }
    if (f.type === 'subtable') {
      if (f.minRows !== undefined && f.maxRows !== undefined && f.minRows > f.maxRows) {
        ctx.addIssue({ code: 'custom', path: at, message: `${f.key}: minRows is greater than maxRows` });
      }
      listProblems(f.columns, `in sub-table '${f.key}'`, ctx, [...at, 'columns']);
    }
  });
}

/** A process form: its fields in display order. Keys are unique per level; expressions refer to real fields. */
export const processForm = z.object({
  fields: z.array(formField).min(1).max(100),
}).superRefine((form, ctx) => listProblems(form.fields, 'in the form', ctx, ['fields']));
export type ProcessForm = z.infer<typeof processForm>;

/** Every field key of a form, sub-table keys included (not their columns): what node permissions may name. */
export const formFieldKeys = (form: ProcessForm): string[] => form.fields.map((f) => f.key);
