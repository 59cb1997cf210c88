import type { FormField } from '@wp/contract';
import { signatureEntries } from '@wp/form';

/**
 * Values as a sheet shows them and back: choices by their labels (inline options or the dictionary), yes/no in
 * words, lists joined by commas. Pure; the dictionaries are given as key → label maps.
 */

export type Labels = ReadonlyMap<string, string>;
export type LabelsOf = (field: FormField) => Labels | undefined;

/** Key → label of a choice field's inline options (dictionary fields come from the caller's `LabelsOf`). */
export const optionLabels = (field: FormField): Labels | undefined =>
  'options' in field && Array.isArray(field.options) ? new Map(field.options.map((o) => [o.key, o.name])) : undefined;

const YES = '是';
const NO = '否';

/** What a cell shows for a stored value: numbers stay numbers, codes become labels, everything else text. */
export function cellOf(field: FormField | undefined, value: unknown, labels: Labels | undefined): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? YES : NO;
  const label = (v: unknown) => (typeof v === 'string' ? labels?.get(v) ?? v : typeof v === 'object' ? JSON.stringify(v) : String(v));
  // Signatures read as who signed when, not as seal file ids.
  if (field?.type === 'signature' && Array.isArray(value)) return signatureEntries(value).map((e) => `${e.name} ${e.createTime}`).join(',');
  if (Array.isArray(value)) return value.map(label).join(',');
  if (field && (field.type === 'select' || field.type === 'radio')) return label(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Whether a spreadsheet could take the text for a formula or a command (=, +, -, @, tab, CR first: OWASP's
 * "CSV injection" list): such text is written as a text cell and never evaluated.
 */
export const looksLikeFormula = (text: string) => /^[=+\-@\t\r]/.test(text);

/** Each label map's keys by label, built once per map: a sheet looks a name up per cell. */
const byLabel = new WeakMap<Labels, Map<string, string[]>>();
/** The keys whose label is `name` (a choice's label, a person's or an organisation's name). */
function keysNamed(labels: Labels, name: string): string[] {
  let index = byLabel.get(labels);
  if (!index) {
    index = new Map();
    for (const [key, label] of labels) index.set(label, [...(index.get(label) ?? []), key]);
    byLabel.set(labels, index);
  }
  return index.get(name) ?? [];
}

/**
 * The form value of a cell's text: numbers for number fields (text a number rule then refuses stays text), the
 * key of a label for choices, yes/no words for switches, comma lists for multi-value fields. Users and
 * organisations are written by name or id: a name held by exactly one is its id, anything else stays as written
 * (unresolvedNames reports it).
 */
export function valueOf(field: FormField, text: string, labels: Labels | undefined): unknown {
  const s = text.trim();
  if (s === '') return field.type === 'checkbox' || field.type === 'user' || field.type === 'org' || field.type === 'attachment' || field.type === 'picture' ? [] : null;
  const keyOf = (v: string) => (!labels || labels.has(v) ? v : keysNamed(labels, v)[0] ?? v);
  const idOf = (v: string) => {
    if (!labels || labels.has(v)) return v;
    const ids = keysNamed(labels, v);
    return ids.length === 1 ? ids[0] : v;
  };
  const list = (of: (v: string) => string) => s.split(/[,，]/).map((x) => of(x.trim())).filter(Boolean);
  switch (field.type) {
    case 'number': case 'money': case 'computed': return Number.isFinite(Number(s)) ? Number(s) : s;
    case 'switch': return [YES, 'true', '1', 'Y', 'y', 'yes'].includes(s) ? true : [NO, 'false', '0', 'N', 'n', 'no'].includes(s) ? false : s;
    case 'select': case 'radio': return keyOf(s);
    case 'checkbox': return list(keyOf);
    case 'user': case 'org': return list(idOf);
    case 'attachment': case 'picture': return list((v) => v);
    default: return s;
  }
}

/**
 * The entries of a user or organisation field's value (valueOf's) that name no one: unknown, or a name more
 * than one holds. Other fields, and fields without labels, have none.
 */
export function unresolvedNames(field: FormField, value: unknown, labels: Labels | undefined): Array<{ name: string; ambiguous: boolean }> {
  if ((field.type !== 'user' && field.type !== 'org') || !labels || !Array.isArray(value)) return [];
  return value.filter((v): v is string => typeof v === 'string' && !labels.has(v))
    .map((name) => ({ name, ambiguous: keysNamed(labels, name).length > 1 }));
}
