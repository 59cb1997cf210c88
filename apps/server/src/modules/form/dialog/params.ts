import { formDataApi, type QueryFilter } from '@wp/contract';
import { badRequest, invalidField } from '../../../platform/errors.js';
import { rowKey, type StoredDialog } from './definition.js';

type Value = formDataApi.dialog.DialogParams[string];
/** Search values by condition field (as configured), and the client's sort. */
export interface Search { values: Map<string, Value>; sort?: { field: string; direction: 'ASC' | 'DESC' } }

const api = formDataApi.dialog;
/** Parameters that are not search values: the original client's sort of a displayed column. */
const SORT_KEYS = new Set(['sortfield', 'orderseq']);

/**
 * The original's mapParam: a JSON object whose braces may be left out (`"name":"泵"`). Anything else, or values
 * that are not text, numbers or lists of them, is a 400 on mapParam.
 */
export function parseMapParam(raw: string | undefined): formDataApi.dialog.DialogParams {
  const text = raw?.trim() ?? '';
  if (text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.startsWith('{') ? text : `{${text}}`);
  } catch {
    throw badRequest('bo.dialog.badMapParam');
  }
  const checked = api.dialogParams.safeParse(parsed);
  if (!checked.success || Array.isArray(parsed)) throw badRequest('bo.dialog.badMapParam');
  return checked.data;
}

const isEmpty = (v: Value | undefined) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * The search values of a call: each condition's value from mapParam or the QueryFilter's querys (property →
 * value; the client's operation is ignored, the definition's applies), by field name in either case. A fixed
 * condition (defaultType 2) always has its defaultValue; another falls back to it when nothing is sent. A
 * parameter that names no condition is a 400 naming it: a typo must not silently widen the list.
 */
export function searchOf(d: StoredDialog, params: formDataApi.dialog.DialogParams, querys: QueryFilter['querys'] = []): Search {
  const byKey = new Map(d.conditionfield.map((c) => [c.field.toLowerCase(), c]));
  const sent = new Map<string, Value>();
  let sort: Search['sort'];
  const take = (where: string, key: string, value: Value) => {
    const lower = key.toLowerCase();
    if (SORT_KEYS.has(lower)) return;
    const c = byKey.get(lower);
    if (!c) throw invalidField(where, 'bo.dialog.unknownParam');
    sent.set(c.field, value);
  };
  for (const [key, value] of Object.entries(params)) take(`mapParam.${key}`, key, value);
  for (const [i, q] of (querys ?? []).entries()) take(`querys.${i}.property`, q.property, q.value as Value);

  const sortField = Object.entries(params).find(([k]) => k.toLowerCase() === 'sortfield')?.[1];
  if (typeof sortField === 'string' && sortField) {
    const order = Object.entries(params).find(([k]) => k.toLowerCase() === 'orderseq')?.[1];
    sort = { field: sortField, direction: String(order ?? 'ASC').toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
  }

  const values = new Map<string, Value>();
  for (const c of d.conditionfield) {
    const given = c.defaultType === 2 ? undefined : sent.get(c.field);
    const value = isEmpty(given) ? (c.defaultValue !== undefined && c.defaultValue !== '' ? c.defaultValue : undefined) : given;
    if (!isEmpty(value)) values.set(c.field, value!);
  }
  return { values, sort };
}

/**
 * The search as QueryFilter conditions on lower-cased field names, each with the definition's operator (any
 * unknown one is LK). ISNULL and NOTNULL apply when their condition has a value at all (a switch in the
 * search area, or a fixed condition).
 */
export function conditionsOf(d: StoredDialog, search: Search): NonNullable<QueryFilter['querys']> {
  return d.conditionfield.flatMap((c) => {
    const value = search.values.get(c.field);
    if (value === undefined) return [];
    const operation = api.dialogOperatorOf(c.condition);
    const number = (v: string | number) => (c.dbType === 'number' && typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v);
    const typed = Array.isArray(value) ? value.map(number) : typeof value === 'string' || typeof value === 'number' ? number(value) : value;
    return [{ property: rowKey(c.field), operation, value: operation === 'ISNULL' || operation === 'NOTNULL' ? null : typed, relation: 'AND' as const }];
  });
}
