import { FORM_DATA_MAX_BYTES, type ProcessForm } from '@wp/contract';
import { formDictionaries, isEmptyValue, sealFileIds, validateValues, withComputed, type DictionaryKeys, type Signer } from '@wp/form';
import { invalid, invalidField } from '../../../platform/errors.js';
import type { Session } from '../../../platform/auth/session.js';
import type { Dictionaries, Seals } from '../shared/ports.js';
import { workingDatesBetween } from '../timers/working-days.js';

export type FormData = Record<string, unknown>;

const isPlainObject = (v: unknown): v is FormData => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The form data of a request: a JSON object, or the original's Base64 of JSON text (also accepted: plain JSON
 * text), of at most FORM_DATA_MAX_BYTES of JSON text (the contract's one limit). Anything else is a 400
 * naming the field.
 */
export function decodeFormData(data: unknown, field = 'data'): FormData | undefined {
  if (data === undefined || data === null || data === '') return undefined;
  const decoded = parseFormData(data, field);
  if (Buffer.byteLength(JSON.stringify(decoded)) > FORM_DATA_MAX_BYTES) throw invalidField(field, 'form.tooLarge', { limit: `${FORM_DATA_MAX_BYTES / 1024 / 1024} MB` });
  return decoded;
}

function parseFormData(data: unknown, field: string): FormData {
  if (isPlainObject(data)) return data;
  if (typeof data !== 'string') throw invalid(field, 'must be a JSON object or Base64 of JSON text');
  const text = data.trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.startsWith('{') ? text : Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    throw invalid(field, 'must be a JSON object or Base64 of JSON text');
  }
  if (!isPlainObject(parsed)) throw invalid(field, 'must decode to a JSON object');
  return parsed;
}

/** A definition's form (bpm_definition.form_json), or null when it has none or it cannot be read. */
export function parseForm(formJson: string | null): ProcessForm | null {
  if (!formJson) return null;
  try {
    const form = JSON.parse(formJson) as ProcessForm;
    return Array.isArray(form?.fields) ? form : null;
  } catch {
    return null;
  }
}

type Permission = 'w' | 'b' | 'r' | 'n';

/** The permission of each form field at a node: the node's settings, else 'w' at the start and 'r' elsewhere. */
export function fieldPermissions(form: ProcessForm | null, nodePermissions: Record<string, string> | undefined, isStart: boolean): Record<string, Permission> {
  const out: Record<string, Permission> = {};
  for (const f of form?.fields ?? []) out[f.key] = (nodePermissions?.[f.key] as Permission | undefined) ?? (isStart ? 'w' : 'r');
  return out;
}

/** Keys of the values the server works out itself: serial numbers and computed fields. */
const serverKeys = (form: ProcessForm) => new Set(form.fields.filter((f) => f.type === 'serialNo' || f.type === 'computed').map((f) => f.key));

/**
 * Who saves a form, for its signature fields: the user and their seal's file if this session passed its
 * password (read only for forms with a signature field). Without `seals` (a seed, a benchmark) it is
 * undefined, and no signature may change.
 */
async function signerOf(seals: Seals | undefined, session: Session, form: ProcessForm | null): Promise<Signer | undefined> {
  if (!seals || !form?.fields.some((f) => f.type === 'signature')) return undefined;
  return { userId: session.userId, sealFileId: await seals.openedSealOf(session) };
}

/** What a caller's form values are checked against besides the form: the dictionaries it reads, who signs. */
export interface ValueChecks {
  /** The keys of each dictionary the form reads (formDictionaries); a dictionary not given is not checked. */
  dictionaries?: ReadonlyMap<string, DictionaryKeys>;
  /** Who saves: a signature field takes only their own entry with their own seal. */
  signer?: Signer;
}

/**
 * The value checks of `session` on `form`, for every path that takes form data (start, draft, save, decision):
 * read before the instance's transaction, as a plan may be worked out again inside it.
 */
export async function valueChecksOf(ports: { dictionaries: Dictionaries; seals?: Seals }, session: Session, form: ProcessForm | null): Promise<ValueChecks> {
  const [dictionaries, signer] = await Promise.all([
    formDictionaries(form?.fields ?? [], (key) => ports.dictionaries.keys(session.tenantId, key)),
    signerOf(ports.seals, session, form),
  ]);
  return { dictionaries, signer };
}

export interface MergeOptions extends ValueChecks {
  /** False for drafts: nothing is required yet, computed ranges wait for the submit. */
  checkRequired: boolean;
}

/**
 * Merges submitted form data into the stored data, and refuses with a 400 naming the field and the rule
 * everything the form forbids (@wp/form validateValues, the rules the browser checked too): a value its
 * field's type, range, length, options or dictionary does not allow, an end date before its start, a
 * sub-table outside its row counts, a change to a field the node shows read-only (r) or hides (n), a key
 * that is neither a field nor a declared variable. What the client sent for serial numbers and computed
 * fields is dropped: computed values (sub-table subtotals, totals, leave days by the plant's working-day
 * calendar) are worked out here, and they are what gateways read. Without a form every key is a variable.
 */
export function mergeFormData(form: ProcessForm | null, permissions: Record<string, Permission>, stored: FormData, submitted: FormData | undefined, opts: MergeOptions): FormData {
  if (!form) return { ...stored, ...submitted };
  const own = serverKeys(form);
  const sent = Object.fromEntries(Object.entries(submitted ?? {}).filter(([k]) => !own.has(k)));
  const merged = withComputed(form, { ...stored, ...sent }, workingDatesBetween);
  const [problem] = validateValues(form, merged, permissions, {
    draft: !opts.checkRequired, previous: stored, dictionary: (key) => opts.dictionaries?.get(key), signer: opts.signer,
  });
  if (problem) throw invalidField(`data.${problem.path}`, `form.rule.${problem.rule}`, { label: problem.label, ...problem.params });
  return merged;
}

/**
 * Fills the form's empty serial-number fields with numbers of their rules, taken by `next` (inside the
 * start's transaction, so a start that fails takes no number).
 */
export async function withSerialNumbers(form: ProcessForm | null, data: FormData, next: (alias: string) => Promise<string>): Promise<FormData> {
  const out = { ...data };
  for (const f of form?.fields ?? []) {
    if (f.type === 'serialNo' && isEmptyValue(f, out[f.key])) out[f.key] = await next(f.identityAlias);
  }
  return out;
}

/**
 * File ids held by attachment and picture fields, sub-table columns included, and the seals of signature
 * fields: they become readable to participants.
 */
export function fileIdsIn(form: ProcessForm | null, data: FormData): string[] {
  const ids = new Set<string>();
  const collect = (fields: ReadonlyArray<{ key: string; type: string }>, row: FormData) => {
    for (const f of fields) {
      const v = row[f.key];
      if ((f.type === 'attachment' || f.type === 'picture') && Array.isArray(v)) for (const id of v) if (typeof id === 'string') ids.add(id);
    }
  };
  for (const f of form?.fields ?? []) {
    if (f.type === 'subtable' && Array.isArray(data[f.key])) {
      for (const row of data[f.key] as unknown[]) if (isPlainObject(row)) collect(f.columns, row);
    }
  }
  collect(form?.fields ?? [], data);
  for (const id of sealFileIds(form?.fields ?? [], data)) ids.add(id);
  return [...ids];
}

/**
 * Attachment ids from the original's `files` value: JSON text of [{id|fileId, ...}], or a list of ids or
 * such objects. Throws a 400 naming the field when the text is not such a list.
 */
export function attachmentIds(files: unknown, field = 'files'): string[] {
  if (files === undefined || files === null || files === '') return [];
  let list: unknown = files;
  if (typeof files === 'string') {
    try {
      list = JSON.parse(files);
    } catch {
      throw invalid(field, 'must be JSON text of a list of files');
    }
  }
  if (!Array.isArray(list)) throw invalid(field, 'must be a list of files');
  const ids = list.map((f) => (typeof f === 'string' ? f : isPlainObject(f) ? (f.id ?? f.fileId) : undefined));
  if (ids.some((id) => typeof id !== 'string' || id.length === 0 || id.length > 64)) throw invalid(field, 'each file needs an id');
  return [...new Set(ids as string[])];
}

/** User ids from an array or the original's comma-separated text, without blanks or repeats. */
export function userIdList(value: string | string[] | undefined): string[] {
  const list = Array.isArray(value) ? value : (value ?? '').split(',');
  return [...new Set(list.map((v) => v.trim()).filter(Boolean))];
}
