import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { FormColumn, FormField } from '@wp/contract';
import { signatureEntries } from '@wp/form';
import { dictQueryOptions, flattenDict } from '../../../domains/portal/api/getByTypeKeyForComBo.js';
import { useUsersByIds } from '../../../domains/directory/api/queryUserWithMainOrgPost.js';
import { dateTime } from '../../../lib/time.js';
import { formatDecimal } from '../../../lib/form/decimal.js';
import { useTranslation } from '../../../i18n/index.js';

type AnyField = FormField | FormColumn;
const SYSTEM_TIMES = new Set(['create_time_', 'update_time_']);

/** Every dictionary the fields (and their sub-table columns) read their choices from. */
function dictKeysOf(fields: readonly FormField[]): string[] {
  const keys = new Set<string>();
  const visit = (list: readonly AnyField[]) => {
    for (const f of list) {
      if ((f.type === 'select' || f.type === 'radio' || f.type === 'checkbox') && !f.options && f.dictKey) keys.add(f.dictKey);
      if (f.type === 'subtable') visit(f.columns);
    }
  };
  visit(fields);
  return [...keys].sort();
}

/** The ids of the people the user fields of `values` name (rows of a list, or the old and new values of changes), sorted. */
function peopleIn(fields: readonly FormField[], values: ReadonlyArray<Record<string, unknown>>): string[] {
  const keys = fields.filter((f) => f.type === 'user').map((f) => f.key);
  const ids = new Set<string>();
  for (const v of values) for (const k of keys) if (Array.isArray(v[k])) for (const id of v[k] as unknown[]) if (typeof id === 'string') ids.add(id);
  return [...ids].sort();
}

/**
 * How a stored value reads to a person: a choice by its option or dictionary label (dictionaries loaded
 * once and cached), a number with its precision and unit, yes/no, a count of people or files, a system time
 * in local time. `key` names a system column (create_time_) when there is no field.
 */
export function useValueText(fields: readonly FormField[], values: ReadonlyArray<Record<string, unknown>> = []) {
  const { t } = useTranslation(['dataTemplate', 'form']);
  const userIds = useMemo(() => peopleIn(fields, values), [fields, values]);
  const users = useUsersByIds(userIds);
  const userNames = useMemo(() => new Map((users.data ?? []).map((u) => [u.id, u.fullname])), [users.data]);
  const dictKeys = useMemo(() => dictKeysOf(fields), [fields]);
  const dicts = useQueries({ queries: dictKeys.map((k) => dictQueryOptions(k)) });
  const names = useMemo(() => new Map(dictKeys.map((k, i) => [k, new Map(flattenDict(dicts[i]?.data ?? []).map((o) => [o.key, o.name]))])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the dictionaries' data is what changes
    [dictKeys, ...dicts.map((d) => d.data)]);

  return useMemo(() => {
    const text = (field: AnyField | undefined, value: unknown, key?: string): string => {
      if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '';
      if (!field) return key && SYSTEM_TIMES.has(key) && typeof value === 'string' ? dateTime(value) : String(value);
      switch (field.type) {
        case 'select': case 'radio': case 'checkbox': {
          const keys = (Array.isArray(value) ? value : [value]).map(String);
          const options = field.options ? new Map(field.options.map((o) => [o.key, o.name])) : names.get(field.dictKey ?? '');
          return keys.map((k) => options?.get(k) ?? k).join('、');
        }
        case 'switch': return value === true ? t('value.yes') : t('value.no');
        case 'number': case 'computed': {
          if (typeof value !== 'number') return String(value);
          const shown = field.precision !== undefined ? value.toFixed(field.precision) : String(value);
          return field.type === 'number' && field.unit ? `${shown} ${field.unit}` : shown;
        }
        case 'money': return typeof value === 'number' ? formatDecimal(value) : String(value);
        case 'user': {
          if (!Array.isArray(value)) return String(value);
          const known = value.map((id) => userNames.get(String(id)));
          return known.every(Boolean) ? known.join('、') : t('value.people', { count: value.length });
        }
        case 'org': return Array.isArray(value) ? t('value.orgs', { count: value.length }) : String(value);
        case 'attachment': case 'picture': return Array.isArray(value) ? t('value.files', { count: value.length }) : String(value);
        case 'subtable': return Array.isArray(value) ? t('value.rows', { count: value.length }) : '';
        case 'signature': return signatureEntries(value).map((e) => t('form:signature.signedBy', { name: e.name, time: e.createTime })).join('；');
        default: return typeof value === 'object' ? JSON.stringify(value) : String(value);
      }
    };
    return text;
  }, [names, userNames, t]);
}
export type ValueText = ReturnType<typeof useValueText>;
