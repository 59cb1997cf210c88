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

/**
 * The form value of a cell's text: numbers for number fields (text a number rule then refuses stays text), the
 * key of a label for choices, yes/no words for switches, comma lists for multi-value fields.
 */
export function valueOf(field: FormField, text: string, labels: Labels | undefined): unknown {
  const s = text.trim();
  if (s === '') return field.type === 'checkbox' || field.type === 'user' || field.type === 'org' || field.type === 'attachment' || field.type === 'picture' ? [] : null;
  const keyOf = (v: string) => {
    if (!labels || labels.has(v)) return v;
    for (const [k, name] of labels) if (name === v) return k;
    return v;
  };
  switch (field.type) {
    case 'number': case 'money': case 'computed': return Number.isFinite(Number(s)) ? Number(s) : s;
    case 'switch': return [YES, 'true', '1', 'Y', 'y', 'yes'].includes(s) ? true : [NO, 'false', '0', 'N', 'n', 'no'].includes(s) ? false : s;
    case 'select': case 'radio': return keyOf(s);
    case 'checkbox': return s.split(/[,，]/).map((x) => keyOf(x.trim())).filter(Boolean);
    case 'user': case 'org': case 'attachment': case 'picture': return s.split(/[,，]/).map((x) => x.trim()).filter(Boolean);
    default: return s;
  }
}
