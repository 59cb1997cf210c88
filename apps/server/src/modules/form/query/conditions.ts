import type { QueryField, QueryFilter, formDataApi } from '@wp/contract';
import { invalid, invalidField } from '../../../platform/errors.js';

type Condition = formDataApi.query.CustomQuerySettings['conditionfield'][number];

/**
 * The caller's search values by condition field: each key names a condition by its field or its label; a key
 * naming none is a 400 naming `where.<key>`. Values for fixed conditions are not the caller's to set and are ignored.
 */
export function valuesByField(conditions: readonly Condition[], entries: Iterable<[string, unknown]>, where: string): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of entries) {
    const c = conditions.find((x) => x.field === key) ?? conditions.find((x) => x.comment === key);
    if (!c) throw invalidField(`${where}.${key}`, 'bo.query.unknownKey', { name: key });
    if (c.defaultType === 'param') out.set(c.field, value);
  }
  return out;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * A definition's conditions with their values: fixed ones always, the caller's when given. A condition on a
 * parameter of the source's view feeds the view; any other filters the source's rows (through its whitelist).
 */
export function applyConditions(conditions: readonly Condition[], values: ReadonlyMap<string, unknown>, parameters: ReadonlySet<string>) {
  const querys: QueryField[] = [];
  const params: Record<string, unknown> = {};
  for (const c of conditions) {
    const value = c.defaultType === 'fixed' ? c.defaultValue : values.get(c.field);
    if (isEmpty(value)) continue;
    if (parameters.has(c.field)) params[c.field] = value;
    else querys.push({ property: c.field, operation: c.condition, value: value as QueryField['value'], relation: 'AND' });
  }
  return { querys, params };
}

/**
 * A caller's QueryFilter over a source: its `params`, and querys naming a parameter of the source's view (their
 * first value), feed the view; the rest filter the source's rows. A name both a parameter and a column is taken
 * as the parameter: it filters before the view groups.
 */
export function splitFilter(filter: QueryFilter | undefined, parameters: ReadonlySet<string>): { params: Record<string, unknown>; rest: QueryFilter } {
  const params: Record<string, unknown> = { ...(filter?.params ?? {}) };
  const querys = (filter?.querys ?? []).filter((q) => {
    if (!parameters.has(q.property)) return true;
    params[q.property] = Array.isArray(q.value) ? q.value[0] : q.value;
    return false;
  });
  return { params, rest: { ...filter, querys, params: undefined } };
}

/** At definition time: every name a definition uses must be one its source offers (400 naming the setting). */
export function checkNames(named: ReadonlyArray<[string, string]>, offered: ReadonlySet<string>, sourceName: string) {
  const unknown = named.find(([, name]) => !offered.has(name));
  if (unknown) throw invalid(unknown[0], `'${unknown[1]}' is not a field of ${sourceName}`);
}
