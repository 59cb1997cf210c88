/**
 * @wp/form: everything about forms that the browser and the server share. The definition schemas (schema.ts),
 * the field-type registry with each type's value rule and empty test (registry.ts), computed expressions
 * (expression.ts), field permissions (permissions.ts), cascading choices and the dictionaries they read
 * (cascade.ts, dictionaries.ts), signatures (signature.ts), and ONE validateValues plus withComputed (values.ts).
 */
export * from './schema.js';
export { parseExpression, evaluateExpression, expressionRefs, weekdayCalendar, type Expr, type WorkdayCalendar } from './expression.js';
export { fieldTypes, isEmptyValue, valueRule, ruleCodes, MONEY_MAX, type Broken, type FieldType, type RuleCode, type RuleContext } from './registry.js';
export { headsCascade, withDependentsCleared } from './cascade.js';
export { dictionaryKeys, formDictionaries, type DictionaryKeys } from './dictionaries.js';
export { effectiveMode, isRequired, type FieldAccess, type FieldMode, type FormPermissions } from './permissions.js';
export { sealFileIds, signatureEntries, type SignatureEntry, type Signer } from './signature.js';
export {
  validateValues, withComputed, MAX_VALIDATION_DEPTH,
  type AnyField, type FieldProblem, type FormRow, type FormShape, type FormValues, type ValidateOptions,
} from './values.js';
