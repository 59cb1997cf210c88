import { MAX_VALIDATION_DEPTH, validateValues, type FieldProblem, type FormPermissions, type FormShape, type FormValues } from '@wp/form';
import i18n from '../../i18n/index.js';

/** One failing field: its path in the values (`items[0].qty` inside a sub-table), the label shown, its own message. */
export interface FieldError {
  field: string;
  label: string;
  /** Empty when a rule failed without a message of its own. */
  message: string;
}

export { MAX_VALIDATION_DEPTH };

type Translate = (key: string, options?: Record<string, unknown>) => string;
const defaultTranslate: Translate = (key, options) => i18n.t(`form:${key}`, options);

/** A broken rule as the form shows it: the label with its sub-table rows, the rule in the user's language. */
function fieldError(problem: FieldProblem, t: Translate = defaultTranslate): FieldError {
  const rows = problem.rows.map((r) => t('rowLabel', { table: r.table, row: r.row })).join('');
  return { field: problem.path, label: `${rows}${problem.label}`, message: t(`rule.${problem.rule}`, problem.params) };
}

/**
 * Checks a form before it is submitted with the very rules the server applies (@wp/form validateValues):
 * required fields (by definition or forced by 'b'), lengths, numbers and their limits, amounts, dates and
 * the dates they may not precede, choices, file counts, sub-table row counts and every row's cells, computed
 * ranges. Hidden (n) and read-only (r) fields and serial numbers are not checked. Fields nested deeper than
 * MAX_VALIDATION_DEPTH levels are not searched. Dictionary choices are the server's to check.
 */
export function validateForm(
  definition: FormShape, values: FormValues, permissions: FormPermissions = {},
  options: { readOnly?: boolean; translate?: Translate } = {},
): FieldError[] {
  return validateValues(definition, values, permissions, { readOnly: options.readOnly }).map((p) => fieldError(p, options.translate));
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
