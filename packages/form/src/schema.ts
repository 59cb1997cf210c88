import { z } from 'zod';
import { expressionRefs, parseExpression } from './expression.js';
import { linkProblems } from './links.js';

/**
 * The definition schemas of a form: a JSON list of fields that the web form renderer draws, the server checks
 * on deploy, and `validateValues` (values.ts) holds every submitted value to. Forms are stored in versions
 * under their formKey (the server's form_definition table) and returned with the process by `defGet`.
 *
 * Values a filled-in form holds, per field type:
 * - text, textarea, select, radio, serialNo, date ('yyyy-MM-dd'), time ('HH:mm'), datetime ('yyyy-MM-dd HH:mm'): string
 * - number, money, computed: number
 * - checkbox: string[] (option keys); switch: boolean
 * - user, org: string[] of ids (one item unless `multiple`)
 * - attachment, picture: string[] of file ids
 * - subtable: an array of row objects keyed by column key
 * - dialog: string, the chosen rows' values joined with ',' (as the original); its mappings fill other fields
 * - signature: a list of signature entries {index, userId, name, signature (the signer's seal file id), createTime
 *   ('yyyy-MM-dd HH:mm:ss')}, at most one per user. The list itself, not the original's JSON text of it (the
 *   original kept JSON.stringify(list), '' for none): every other list value here is a list too, and the server
 *   checks each entry against its signer.
 */

export const formFieldTypes = [
  'text', 'textarea', 'number', 'money', 'date', 'time', 'datetime', 'select', 'radio', 'checkbox', 'switch',
  'user', 'org', 'attachment', 'picture', 'serialNo', 'computed', 'subtable',
  'signature', 'dialog',
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
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be yyyy-MM-dd');
const isoDatetime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, 'must be yyyy-MM-dd HH:mm');
/** `notBefore` names a date field of the same level this one may not precede (an end date after its start). */
const dateField = z.object({ ...common, type: z.literal('date'), min: isoDate.optional(), max: isoDate.optional(), notBefore: fieldKey.optional() });
const timeField = z.object({ ...common, type: z.literal('time') });
const datetimeField = z.object({
  ...common, type: z.literal('datetime'), min: isoDatetime.optional(), max: isoDatetime.optional(), notBefore: fieldKey.optional(),
});
/**
 * Choices come from a data dictionary (`dictKey`, read with dataDict getByTypeKeyForComBo) or inline `options`.
 * `dependsOn` makes a cascade (cascade.ts): the choices are the children, in this field's tree dictionary, of
 * the item chosen in that select or radio field of the same level, and they empty when it changes.
 */
const choice = { dictKey: z.string().min(1).max(64).optional(), options: z.array(formOption).min(1).max(200).optional(), dependsOn: fieldKey.optional() };
const selectField = z.object({ ...common, type: z.literal('select'), ...choice });
const radioField = z.object({ ...common, type: z.literal('radio'), ...choice });
const checkboxField = z.object({ ...common, type: z.literal('checkbox'), ...choice });
const switchField = z.object({ ...common, type: z.literal('switch') });
const userField = z.object({ ...common, type: z.literal('user'), multiple: z.boolean().optional() });
const orgField = z.object({ ...common, type: z.literal('org'), multiple: z.boolean().optional() });
const attachmentField = z.object({ ...common, type: z.literal('attachment'), maxCount: z.number().int().min(1).max(50).optional() });
/** Pictures: png only, at most 10 (spec 000 section 5). */
const pictureField = z.object({ ...common, type: z.literal('picture'), maxCount: z.number().int().min(1).max(10).optional() });
/**
 * Allocated by the server from the identity rule `identityAlias` when the request is submitted, inside the
 * start's transaction (unique and gapless per rule); a value sent by the client is ignored.
 */
const serialNoField = z.object({ ...common, type: z.literal('serialNo'), identityAlias: z.string().min(1).max(64) });
/**
 * A read-only number worked out from other fields (grammar and evaluator in form-expression.ts). `expression`
 * is arithmetic: numbers, keys of number, money or computed fields at the same level (the row's columns
 * inside a sub-table), + - * / and parentheses; `sum(table.column)` adds up a number column of a sub-table
 * (fill computed columns into the rows before evaluating the top level).
 * `workdays(start, end)` counts the working days between two date fields. The server works every computed
 * value out again from the submitted values and stores its own; `min`/`max` bound the result on submit.
 * Examples: `qty * unitPrice` (a column), `sum(items.subtotal)` (a total), `workdays(startDate, endDate)`.
 */
const computedField = z.object({
  ...common, type: z.literal('computed'), expression: z.string().min(1).max(500),
  precision: z.number().int().min(0).max(6).optional(),
  min: z.number().optional(), max: z.number().optional(),
});

/** A dialog's field or result name as its definition writes it (any case; the server upper-cases). */
const dialogName = z.string().trim().min(1).max(100);
/**
 * A value picked in a custom dialog (`dialogAlias`, /form/customDialog/v1; forms-data §3.1): a trigger showing
 * the value, the dialog's picker, one row unless `multiple`. On confirm each of `mappings` writes the values its
 * `from` (a resultfield's `comment`) has in the chosen rows, joined with ',', into `to`: a field of the same
 * level (the form's fields; the row's columns for a sub-table column), this field itself included. Choice
 * and people fields take the values as a list. `conditions` send the values of fields of the same level to the
 * dialog's conditions (`field`, its defaultType 3 "passed in"). The value is text, checked like any text.
 */
const dialogField = z.object({
  ...common, type: z.literal('dialog'),
  dialogAlias: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . - only'),
  mappings: z.array(z.object({ from: dialogName, to: fieldKey })).min(1).max(30),
  multiple: z.boolean().optional(),
  conditions: z.array(z.object({ field: dialogName, bind: fieldKey })).max(20).optional(),
  maxLength: z.number().int().min(1).max(2000).optional(),
});
export type DialogField = z.infer<typeof dialogField>;

const leafFields = [
  textField, textareaField, numberField, moneyField, dateField, timeField, datetimeField, selectField, radioField,
  checkboxField, switchField, userField, orgField, attachmentField, pictureField, serialNoField, computedField, dialogField,
] as const;

/** A sub-table column: any field but another sub-table. */
export const formColumn = z.discriminatedUnion('type', leafFields);
export type FormColumn = z.infer<typeof formColumn>;

/**
 * An electronic signature (spec 001 sections 3-6): each signer adds their seal with a password, unless
 * `secretFree`; `isCover` keeps one signature only, a new one replacing the list. Top level only.
 */
const signatureField = z.object({ ...common, type: z.literal('signature'), isCover: z.boolean().optional(), secretFree: z.boolean().optional() });
export type SignatureField = z.infer<typeof signatureField>;

const subtableField = z.object({
  ...common, type: z.literal('subtable'),
  columns: z.array(formColumn).min(1).max(30),
  minRows: z.number().int().min(0).max(500).optional(),
  maxRows: z.number().int().min(1).max(500).optional(),
});

export const formField = z.discriminatedUnion('type', [...leafFields, subtableField, signatureField]);

/** Each field type's definition schema, by type: the `schema` of the registry's entries (registry.ts). */
export const fieldSchemas = {
  text: textField, textarea: textareaField, number: numberField, money: moneyField, date: dateField, time: timeField,
  datetime: datetimeField, select: selectField, radio: radioField, checkbox: checkboxField, switch: switchField,
  user: userField, org: orgField, attachment: attachmentField, picture: pictureField, serialNo: serialNoField,
  computed: computedField, subtable: subtableField,
  signature: signatureField, dialog: dialogField,
} as const;
export type FormField = z.infer<typeof formField>;
export type SubtableField = z.infer<typeof subtableField>;

/** Keys of a field list whose values are numbers (usable in computed expressions). */
const numericTypes: ReadonlySet<FormFieldType> = new Set(['number', 'money', 'computed']);

/**
 * Problems of a computed expression: bad syntax, references to fields that are not numeric at this level,
 * `sum()` of something that is not a number column of a sub-table.
 */
export function computedExpressionProblems(
  expression: string, numericKeys: ReadonlySet<string>, tables: ReadonlyMap<string, ReadonlySet<string>>, dateKeys?: ReadonlySet<string>,
): string[] {
  let tree;
  try {
    tree = parseExpression(expression);
  } catch (e) {
    return [(e as Error).message];
  }
  const { keys, sums, dates } = expressionRefs(tree);
  return [
    ...keys.filter((k) => !numericKeys.has(k)).map((k) => `'${k}' is not a number, money or computed field here`),
    ...sums.filter((s) => !tables.get(s.table)?.has(s.column)).map((s) => `sum(${s.table}.${s.column}): not a number column of a sub-table`),
    ...dates.filter((k) => !dateKeys?.has(k)).map((k) => `workdays: '${k}' is not a date field here`),
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
  const dates = new Set(fields.filter((f) => f.type === 'date').map((f) => f.key));
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
    if ((f.type === 'number' || f.type === 'money' || f.type === 'computed' || f.type === 'date' || f.type === 'datetime')
      && f.min !== undefined && f.max !== undefined && f.min > f.max) {
      ctx.addIssue({ code: 'custom', path: at, message: `${f.key}: min is greater than max` });
    }
    if ((f.type === 'date' || f.type === 'datetime') && f.notBefore !== undefined && !fields.some((o) => o.key === f.notBefore && o.type === f.type && o.key !== f.key)) {
      ctx.addIssue({ code: 'custom', path: [...at, 'notBefore'], message: `${f.key}: notBefore must name another ${f.type} field ${where}` });
    }
    for (const p of linkProblems(f, fields, where)) ctx.addIssue({ code: 'custom', path: [...at, ...p.at], message: p.message });
    if (f.type === 'computed') {
      const others = new Set([...numeric].filter((k) => k !== f.key));
      for (const p of computedExpressionProblems(f.expression, others, tables, dates)) {
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

/**
 * A process form: its fields in display order. Keys are unique per level; expressions refer to real fields.
 * `variables` declares the keys a start may send besides the fields (flow variables an API caller sets);
 * any other key is refused as unknown.
 */
export const processForm = z.object({
  fields: z.array(formField).min(1).max(100),
  variables: z.array(fieldKey).max(100).optional(),
}).superRefine((form, ctx) => {
  listProblems(form.fields, 'in the form', ctx, ['fields']);
  for (const v of form.variables ?? []) {
    if (form.fields.some((f) => f.key === v)) ctx.addIssue({ code: 'custom', path: ['variables'], message: `'${v}' is a field already` });
  }
});
export type ProcessForm = z.infer<typeof processForm>;

/** Every field key of a form, sub-table keys included (not their columns): what node permissions may name. */
export const formFieldKeys = (form: ProcessForm): string[] => form.fields.map((f) => f.key);
