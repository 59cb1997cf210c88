import type { FormColumn, FormField, FormFieldType } from './schema.js';

type AnyField = FormField | FormColumn;

/** A definition problem of one field: where under the field (`[]` the field itself) and what. */
export interface LinkProblem { at: Array<string | number>; message: string }

/** The types a dialog's mapping may write: text and numbers, dates, choices, people (the types whose value is data typed in). */
const mappable: ReadonlySet<FormFieldType> = new Set([
  'text', 'textarea', 'number', 'money', 'date', 'time', 'datetime', 'select', 'radio', 'checkbox', 'user', 'org', 'dialog',
]);

/** The field a cascade may depend on: one chosen item to list the children of. */
const singleChoice: ReadonlySet<FormFieldType> = new Set(['select', 'radio']);

/**
 * The problems of the links between fields of one level (the form, or one sub-table's columns): a dialog's
 * mappings and conditions must name fields of this level (a mapping one that takes a typed value, each at most
 * once), and a cascade (`dependsOn`) needs a tree dictionary of its own and a select or radio field of this
 * level to depend on, without a circle.
 */
export function linkProblems(field: AnyField, fields: readonly AnyField[], where: string): LinkProblem[] {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const out: LinkProblem[] = [];
  if (field.type === 'dialog') {
    const targets = new Set<string>();
    field.mappings.forEach((m, i) => {
      const target = byKey.get(m.to);
      if (!target || !mappable.has(target.type)) {
        out.push({ at: ['mappings', i, 'to'], message: `${field.key}: mapping '${m.from}' must write a text, number, date, choice or people field ${where}` });
      } else if (targets.has(m.to)) {
        out.push({ at: ['mappings', i, 'to'], message: `${field.key}: '${m.to}' is written by two mappings` });
      }
      targets.add(m.to);
    });
    (field.conditions ?? []).forEach((c, i) => {
      if (c.bind === field.key || !byKey.has(c.bind)) {
        out.push({ at: ['conditions', i, 'bind'], message: `${field.key}: condition '${c.field}' must be bound to another field ${where}` });
      }
    });
  }
  if ((field.type === 'select' || field.type === 'radio' || field.type === 'checkbox') && field.dependsOn !== undefined) {
    const parent = byKey.get(field.dependsOn);
    if (!field.dictKey) out.push({ at: ['dependsOn'], message: `${field.key}: a cascade takes its choices from a tree dictionary (dictKey)` });
    if (!parent || parent.key === field.key || !singleChoice.has(parent.type)) {
      out.push({ at: ['dependsOn'], message: `${field.key}: dependsOn must name another select or radio field ${where}` });
    } else if (cascadeCircles(field.key, byKey)) {
      out.push({ at: ['dependsOn'], message: `${field.key}: cascades depend on each other in a circle` });
    }
  }
  return out;
}

/** Whether following `dependsOn` from `key` comes back to it. */
function cascadeCircles(key: string, byKey: ReadonlyMap<string, AnyField>): boolean {
  const seen = new Set<string>();
  let at = byKey.get(key);
  while (at && 'dependsOn' in at && at.dependsOn !== undefined) {
    if (at.dependsOn === key) return true;
    if (seen.has(at.dependsOn)) return false;
    seen.add(at.dependsOn);
    at = byKey.get(at.dependsOn);
  }
  return false;
}
