import type { Broken, RuleContext } from './registry.js';
import type { FormColumn, FormField } from './schema.js';

/**
 * Cascading choices (forms-data §3.6 item 4): a select, radio or checkbox field with `dependsOn` offers the
 * children, in its tree dictionary, of the item chosen in the field it depends on, and empties when that one
 * changes. A field that others of the same dictionary depend on offers the dictionary's top items (省 of
 * 省/市/区); with different dictionaries, the dependent's dictionary holds the parent's choices as its top items.
 */

type AnyField = FormField | FormColumn;
type ChoiceField = Extract<AnyField, { type: 'select' | 'radio' | 'checkbox' }>;

const isChoice = (f: AnyField): f is ChoiceField => f.type === 'select' || f.type === 'radio' || f.type === 'checkbox';
const keysOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '');

/** Whether some field of the level depends on `field` over the same dictionary: it then offers the top items only. */
export const headsCascade = (field: AnyField, fields: readonly AnyField[]): boolean =>
  isChoice(field) && !!field.dictKey && field.dependsOn === undefined
  && fields.some((f) => isChoice(f) && f.dependsOn === field.key && f.dictKey === field.dictKey);

/**
 * The cascade rule a filled choice breaks, or null: each key of a dependent must be a child of the key chosen
 * in the field it depends on (`notAChild`, none chosen there counts as a mismatch), each key of a cascade's
 * head a top item (`notAnOption`). Checked only where the dictionary tells parents (the server's).
 */
export function cascadeRule(field: AnyField, fields: readonly AnyField[], level: Record<string, unknown>, ctx: RuleContext): Broken | null {
  if (!isChoice(field) || !field.dictKey) return null;
  const parentOf = ctx.dictionary(field.dictKey)?.parentOf;
  if (!parentOf) return null;
  const keys = keysOf(level[field.key]);
  if (field.dependsOn !== undefined) {
    const parent = fields.find((f) => f.key === field.dependsOn);
    const chosen = keysOf(level[field.dependsOn])[0] ?? null;
    const stray = keys.find((k) => chosen === null || parentOf(k) !== chosen);
    return stray === undefined ? null : { rule: 'notAChild', params: { value: stray, other: parent?.label ?? field.dependsOn } };
  }
  if (!headsCascade(field, fields)) return null;
  const deep = keys.find((k) => parentOf(k) !== null && parentOf(k) !== undefined);
  return deep === undefined ? null : { rule: 'notAnOption', params: { value: deep } };
}

/**
 * `after` with every cascade whose parent changed from `before` emptied, and theirs in turn (省 changed: 市
 * and 区 empty): what a form does on each edit, so a child never stays under a parent it does not belong to.
 */
export function withDependentsCleared<V extends Record<string, unknown>>(fields: readonly AnyField[], before: V, after: V): V {
  const changed = new Set(fields.filter((f) => JSON.stringify(before[f.key]) !== JSON.stringify(after[f.key])).map((f) => f.key));
  let out = after;
  for (let grew = true; grew;) {
    grew = false;
    for (const f of fields) {
      if (!isChoice(f) || f.dependsOn === undefined || !changed.has(f.dependsOn) || changed.has(f.key)) continue;
      changed.add(f.key);
      grew = true;
      if (keysOf(out[f.key]).length > 0) out = { ...out, [f.key]: f.type === 'checkbox' ? [] : null };
    }
  }
  return out;
}
