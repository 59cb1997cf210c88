import type { ProcessForm } from '@wp/contract';
import i18n from '../../i18n/index.js';
import { currencyToChinese } from './currency.js';
import { effectiveMode, isRequired, type FieldAccess } from './permissions.js';
import { isEmptyValue, type AnyField, type FormPermissions, type FormRow, type FormValues } from './model.js';

/** One failing field: its path in the values (`items[0].qty` inside a sub-table), the label shown, its own message. */
export interface FieldError {
  field: string;
  label: string;
  /** Empty when a rule failed without a message of its own. */
  message: string;
}

/** How deep the validator looks for fields inside sub-tables (and any nesting to come): spec 000 section 5. */
export const MAX_VALIDATION_DEPTH = 5;

type Translate = (key: string, options?: Record<string, unknown>) => string;
const defaultTranslate: Translate = (key, options) => i18n.t(`form:${key}`, options);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const decimalsOf = (n: number) => (String(n).split('.')[1] ?? '').length;

/** The message of a field's own rules, or null when it passes. Required-ness is decided by the caller. */
function fieldProblem(field: AnyField, value: unknown, required: boolean, t: Translate): string | null {
  if (isEmptyValue(field, value)) return required ? t('rule.required') : null;
  switch (field.type) {
    case 'text':
    case 'textarea':
      if (typeof value !== 'string') return t('rule.text');
      if (field.maxLength && value.length > field.maxLength) return t('rule.maxLength', { max: field.maxLength });
      return null;
    case 'number':
    case 'money': {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        if (field.type === 'number') return t('rule.number');
        const capitals = currencyToChinese(typeof value === 'string' ? value : null);
        return !capitals.ok && capitals.reason === 'tooLarge' ? t('money.tooLarge') : t('rule.money');
      }
      if (field.min !== undefined && value < field.min) return t('rule.min', { min: field.min });
      if (field.max !== undefined && value > field.max) return t('rule.max', { max: field.max });
      const digits = field.type === 'money' ? 2 : field.precision;
      if (digits !== undefined && decimalsOf(value) > digits) return digits === 0 ? t('rule.integer') : t('rule.decimals', { digits });
      if (field.type === 'money') {
        const capitals = currencyToChinese(Math.abs(value));
        if (!capitals.ok && capitals.reason === 'tooLarge') return t('money.tooLarge');
      }
      return null;
    }
    case 'date':
      return typeof value === 'string' && DATE.test(value) ? null : t('rule.date');
    case 'time':
      return typeof value === 'string' && TIME.test(value) ? null : t('rule.time');
    case 'datetime':
      return typeof value === 'string' && DATETIME.test(value) ? null : t('rule.datetime');
    case 'checkbox':
      return Array.isArray(value) ? null : t('rule.choice');
    case 'user':
    case 'org':
      if (!Array.isArray(value)) return t('rule.choice');
      return !field.multiple && value.length > 1 ? t('rule.single') : null;
    case 'attachment':
    case 'picture': {
      if (!Array.isArray(value)) return t('rule.files');
      const max = field.type === 'picture' ? Math.min(field.maxCount ?? 10, 10) : field.maxCount;
      return max !== undefined && value.length > max ? t('rule.maxFiles', { max }) : null;
    }
    default:
      return null;
  }
}

/**
 * Checks a form before it is submitted, as the server will again: required fields (by definition or forced
 * by 'b'), lengths, numbers and their limits, amounts, dates, file counts, sub-table row counts and every
 * row's cells. Hidden (n) and read-only (r) fields, computed fields and serial numbers are not checked.
 * Fields nested deeper than MAX_VALIDATION_DEPTH levels are not searched.
 */
export function validateForm(
  definition: Pick<ProcessForm, 'fields'>, values: FormValues, permissions: FormPermissions = {},
  options: { readOnly?: boolean; translate?: Translate } = {},
): FieldError[] {
  const t = options.translate ?? defaultTranslate;
  const errors: FieldError[] = [];

  function walk(fields: readonly AnyField[], level: FormValues, access: (f: AnyField) => FieldAccess, path: string, label: string, depth: number) {
    if (depth > MAX_VALIDATION_DEPTH) return;
    for (const field of fields) {
      const a = access(field);
      if (a.hidden || a.readOnly || field.type === 'computed' || field.type === 'serialNo') continue;
      const value = level[field.key];
      const at = { field: `${path}${field.key}`, label: `${label}${field.label}` };
      const required = isRequired(field.required, a);
      if (field.type === 'subtable') {
        const rows = Array.isArray(value) ? (value as FormRow[]) : [];
        const min = Math.max(field.minRows ?? 0, required ? 1 : 0);
        if (rows.length < min) errors.push({ ...at, message: min === 1 ? t('rule.required') : t('rule.minRows', { min }) });
        else if (field.maxRows !== undefined && rows.length > field.maxRows) errors.push({ ...at, message: t('rule.maxRows', { max: field.maxRows }) });
        rows.forEach((row, i) =>
          walk(field.columns, row ?? {}, () => a, `${at.field}[${i}].`, t('rowLabel', { table: field.label, row: i + 1 }), depth + 1));
        continue;
      }
      const message = fieldProblem(field, value, required, t);
      if (message !== null) errors.push({ ...at, message });
    }
  }

  walk(definition.fields, values, (f) => effectiveMode(permissions[f.key], options.readOnly), '', '', 1);
  return errors;
}

/**
 * The message shown when submission is refused (spec 000 section 5): each failing field with its message,
 * one per line, or else 'please fill in the form correctly'. Empty when nothing fails.
 */
export function validationMessage(errors: readonly FieldError[], translate: Translate = defaultTranslate): string {
  if (errors.length === 0) return '';
  const lines = errors.filter((e) => e.message).map((e) => translate('errorLine', { label: e.label, message: e.message }));
  return lines.length ? lines.join('\n') : translate('fillCorrectly');
}
