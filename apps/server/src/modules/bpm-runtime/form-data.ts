import type { FormField, ProcessForm } from '@wp/contract';
import { invalid } from '../../platform/errors.js';

export type FormData = Record<string, unknown>;

const isPlainObject = (v: unknown): v is FormData => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The form data of a request: a JSON object, or the original's Base64 of JSON text (also accepted: plain JSON
 * text). Anything else is a 400 naming the field.
 */
export function decodeFormData(data: unknown, field = 'data'): FormData | undefined {
  if (data === undefined || data === null || data === '') return undefined;
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

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Merges submitted form data into the stored data within what the node lets the user write: a field the
 * node shows read-only (r) or hides (n) may be sent back unchanged but not changed; a 'b' field (and a
 * required field at the start) must be filled. Keys that are not form fields (variables the client adds)
 * are kept as sent. Throws a 400 naming the first offending field. Drafts skip the required check.
 */
export function mergeFormData(form: ProcessForm | null, permissions: Record<string, Permission>, stored: FormData, submitted: FormData | undefined, opts: { isStart: boolean; checkRequired: boolean }): FormData {
  const merged: FormData = { ...stored };
  const fields = new Map<string, FormField>((form?.fields ?? []).map((f) => [f.key, f]));
  for (const [key, value] of Object.entries(submitted ?? {})) {
    const field = fields.get(key);
    if (field) {
      const p = permissions[key] ?? 'r';
      if (p !== 'w' && p !== 'b') {
        if (JSON.stringify(value) !== JSON.stringify(stored[key])) throw invalid(`data.${key}`, 'is read-only at this node');
        continue;
      }
    }
    merged[key] = value;
  }
  if (!opts.checkRequired) return merged;
  for (const field of fields.values()) {
    const p = permissions[field.key];
    const required = p === 'b' || (opts.isStart && p === 'w' && field.required === true);
    if (required && isEmpty(merged[field.key])) throw invalid(`data.${field.key}`, `is required (${field.label})`);
  }
  return merged;
}

/** File ids held by attachment and picture fields, sub-table columns included: they become readable to participants. */
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
