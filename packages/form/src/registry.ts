import type { z } from 'zod';
import { fieldSchemas, formFieldTypes, type FormColumn, type FormField, type FormFieldType } from './schema.js';
import { signatureShape } from './signature.js';
import type { DictionaryKeys } from './dictionaries.js';

/** What a value broke: a rule code (the browser and the server word it in the user's language) and its figures. */
export interface Broken {
  rule: RuleCode;
  params?: Record<string, string | number>;
}

/**
 * Every rule a form value can break. Besides the per-type rules of the registry: `required`, `minRows` and
 * `maxRows` (sub-tables), `notBefore` (a date before the one it follows), `unknown` (a key that is neither a
 * field nor a declared variable), `readOnly` (a field the node does not let the user change), `signatureOwn` (a
 * change to someone else's signature) and `signatureSeal` (a signature that is not the signer's own seal),
 * `notAChild` (a cascade's choice that is not a child of the one chosen in the field it depends on, cascade.ts).
 */
export const ruleCodes = [
  'required', 'text', 'maxLength', 'number', 'money', 'moneyTooLarge', 'min', 'max', 'integer', 'decimals',
  'date', 'time', 'datetime', 'dateMin', 'dateMax', 'notBefore', 'choice', 'notAnOption', 'single', 'switch',
  'files', 'maxFiles', 'rows', 'minRows', 'maxRows', 'unknown', 'readOnly',
  'signature', 'signatureOwn', 'signatureSeal', 'notAChild',
] as const;
export type RuleCode = (typeof ruleCodes)[number];

/** What a value rule may look up: the keys a dictionary holds, with their parents for cascades (undefined when the caller cannot tell). */
export interface RuleContext {
  dictionary(dictKey: string): DictionaryKeys | undefined;
}

/** A field type: the schema of its definition, the test of an unfilled value, and the rule a filled value must keep. */
export interface FieldType<F extends FormField | FormColumn> {
  schema: z.ZodType;
  isEmpty(value: unknown): boolean;
  /** The rule a filled (not empty) value breaks, or null. Computed, serial and sub-table values are checked elsewhere. */
  check(field: F, value: unknown, ctx: RuleContext): Broken | null;
}

type Of<T extends FormFieldType> = Extract<FormField, { type: T }>;
type Registry = { [T in FormFieldType]: FieldType<Of<T>> };

/** The upper limit of an amount (spec 000 section 9): what the Chinese capitals can still write. */
export const MONEY_MAX = 99_999_999_999.99;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/;
/** A real calendar date: the pattern, and a day the month has (no 2026-02-30). */
const isCalendarDate = (d: string) => {
  if (!DATE.test(d.slice(0, 10))) return false;
  const t = new Date(`${d.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d.slice(0, 10);
};
const decimalsOf = (n: number) => {
  const [digits, exponent] = String(n).split('e');
  const places = (digits.split('.')[1] ?? '').length - Number(exponent ?? 0);
  return Math.max(0, places);
};

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
const never = () => false;

function textRule(field: { maxLength?: number }, value: unknown): Broken | null {
  if (typeof value !== 'string') return { rule: 'text' };
  if (field.maxLength !== undefined && [...value].length > field.maxLength) return { rule: 'maxLength', params: { max: field.maxLength } };
  return null;
}

function numberRule(field: { min?: number; max?: number }, value: unknown, digits: number | undefined, money: boolean): Broken | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    // An amount typed beyond what the capitals can write stays text in the control: say so, not 'invalid'.
    const typed = money && typeof value === 'string' && /^[\d,]+(\.\d*)?$/.test(value.trim()) ? Number(value.replace(/,/g, '')) : NaN;
    return typed > MONEY_MAX ? { rule: 'moneyTooLarge', params: { max: MONEY_MAX } } : { rule: money ? 'money' : 'number' };
  }
  if (money && Math.abs(value) > MONEY_MAX) return { rule: 'moneyTooLarge', params: { max: MONEY_MAX } };
  if (field.min !== undefined && value < field.min) return { rule: 'min', params: { min: field.min } };
  if (field.max !== undefined && value > field.max) return { rule: 'max', params: { max: field.max } };
  if (digits !== undefined && decimalsOf(value) > digits) return digits === 0 ? { rule: 'integer' } : { rule: 'decimals', params: { digits } };
  return null;
}

function dateRule(field: { min?: string; max?: string }, value: unknown, pattern: RegExp, rule: 'date' | 'datetime'): Broken | null {
  if (typeof value !== 'string' || !pattern.test(value) || !isCalendarDate(value)) return { rule };
  if (field.min !== undefined && value < field.min) return { rule: 'dateMin', params: { min: field.min } };
  if (field.max !== undefined && value > field.max) return { rule: 'dateMax', params: { max: field.max } };
  return null;
}

/** The keys a choice field allows: its inline options, else its dictionary's (undefined: not known here). */
function allowed(field: { options?: Array<{ key: string }>; dictKey?: string }, ctx: RuleContext): ReadonlySet<string> | undefined {
  if (field.options) return new Set(field.options.map((o) => o.key));
  return field.dictKey ? ctx.dictionary(field.dictKey) : undefined;
}

function oneChoice(field: { options?: Array<{ key: string }>; dictKey?: string }, value: unknown, ctx: RuleContext): Broken | null {
  if (typeof value !== 'string') return { rule: 'choice' };
  const keys = allowed(field, ctx);
  return keys && !keys.has(value) ? { rule: 'notAnOption', params: { value } } : null;
}

function idList(value: unknown, multiple: boolean | undefined): Broken | null {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v === '')) return { rule: 'choice' };
  return !multiple && value.length > 1 ? { rule: 'single' } : null;
}

function fileList(value: unknown, max: number | undefined): Broken | null {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v === '')) return { rule: 'files' };
  return max !== undefined && value.length > max ? { rule: 'maxFiles', params: { max } } : null;
}

/** A dialog field's text when its definition sets no length: a text field's longest. */
const DIALOG_TEXT_MAX = 2000;

/** Picture fields hold at most 10 pictures whatever they say (spec 000 section 5). */
const PICTURES_MAX = 10;

/**
 * Each type's empty test (a switch is never empty: off is an answer) and value rule: what the browser and the
 * server both read values through. Apart from the definition schemas, so that checking values needs no schema
 * code (the web's form screens ship these rules, not zod).
 */
const valueRules: { [T in FormFieldType]: Omit<FieldType<Of<T>>, 'schema'> } = {
  text: { isEmpty: blank, check: textRule },
  textarea: { isEmpty: blank, check: textRule },
  number: { isEmpty: blank, check: (f, v) => numberRule(f, v, f.precision, false) },
  money: { isEmpty: blank, check: (f, v) => numberRule(f, v, 2, true) },
  date: { isEmpty: blank, check: (f, v) => dateRule(f, v, DATE, 'date') },
  time: { isEmpty: blank, check: (_f, v) => (typeof v === 'string' && TIME.test(v) ? null : { rule: 'time' }) },
  datetime: { isEmpty: blank, check: (f, v) => dateRule(f, v, DATETIME, 'datetime') },
  select: { isEmpty: blank, check: oneChoice },
  radio: { isEmpty: blank, check: oneChoice },
  checkbox: {
    isEmpty: blank,
    check(f, v, ctx) {
      if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) return { rule: 'choice' };
      const keys = allowed(f, ctx);
      const bad = keys ? (v as string[]).find((x) => !keys.has(x)) : undefined;
      return bad !== undefined ? { rule: 'notAnOption', params: { value: bad } } : null;
    },
  },
  switch: { isEmpty: never, check: (_f, v) => (v === undefined || v === null || typeof v === 'boolean' ? null : { rule: 'switch' }) },
  user: { isEmpty: blank, check: (f, v) => idList(v, f.multiple) },
  org: { isEmpty: blank, check: (f, v) => idList(v, f.multiple) },
  attachment: { isEmpty: blank, check: (f, v) => fileList(v, f.maxCount) },
  picture: { isEmpty: blank, check: (f, v) => fileList(v, Math.min(f.maxCount ?? PICTURES_MAX, PICTURES_MAX)) },
  // The server's: allocated on submit, worked out from the other values. Ranges of computed values: values.ts.
  serialNo: { isEmpty: blank, check: () => null },
  computed: { isEmpty: blank, check: () => null },
  // Rows and their cells are walked by validateValues.
  subtable: { isEmpty: blank, check: (_f, v) => (Array.isArray(v) ? null : { rule: 'rows' }) },
  // Who may add which entry is checked against the stored value (values.ts, signature.ts).
  signature: { isEmpty: blank, check: signatureShape },
  // The rows' values joined with ','; the fields its mappings fill are checked by their own rules.
  dialog: { isEmpty: blank, check: (f, v) => textRule({ maxLength: f.maxLength ?? DIALOG_TEXT_MAX }, v) },
};

/**
 * The field types: for each, its definition schema (checked on deploy) beside its value rules. Built in a pure
 * call, so a bundle that never reads it (the web's) leaves it and the schemas out.
 */
export const fieldTypes = /* @__PURE__ */ Object.fromEntries(
  formFieldTypes.map((type) => [type, { schema: fieldSchemas[type], ...valueRules[type] }]),
) as unknown as Registry;

/** Whether a value counts as not filled in, by the field's type. */
export const isEmptyValue = (field: Pick<FormField | FormColumn, 'type'>, value: unknown): boolean => valueRules[field.type].isEmpty(value);

/** The value rule a filled value of this field breaks, or null. */
export const valueRule = (field: FormField | FormColumn, value: unknown, ctx: RuleContext): Broken | null =>
  (valueRules[field.type] as FieldType<typeof field>).check(field, value, ctx);
