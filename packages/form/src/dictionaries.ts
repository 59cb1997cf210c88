import type { FormColumn, FormField } from './schema.js';

/** The keys of a dictionary; a tree dictionary also tells each key's parent key (null at the top), for cascades (cascade.ts). */
export interface DictionaryKeys extends ReadonlySet<string> {
  parentOf?(key: string): string | null | undefined;
}

/** A dictionary's keys with each one's parent key: what the server's dictionaries hand the validator. */
export function dictionaryKeys(items: Iterable<{ key: string; parentKey: string | null }>): DictionaryKeys {
  const parents = new Map<string, string | null>();
  for (const item of items) parents.set(item.key, item.parentKey);
  return Object.assign(new Set(parents.keys()), { parentOf: (key: string) => parents.get(key) });
}

/** The dictionaries a form's choice fields read, sub-table columns included. */
function dictKeysOf(fields: ReadonlyArray<FormField | FormColumn>, into = new Set<string>()): Set<string> {
  for (const f of fields) {
    if ((f.type === 'select' || f.type === 'radio' || f.type === 'checkbox') && f.dictKey) into.add(f.dictKey);
    if (f.type === 'subtable') dictKeysOf(f.columns, into);
  }
  return into;
}

/**
 * The keys of each dictionary a form reads, each loaded once, for validateValues' `dictionary`. A dictionary
 * without items is a setup fault, not the user's: it is left out, so its values are not checked.
 */
export async function formDictionaries(
  fields: ReadonlyArray<FormField | FormColumn>, load: (dictKey: string) => Promise<DictionaryKeys>,
): Promise<ReadonlyMap<string, DictionaryKeys>> {
  const keys = [...dictKeysOf(fields)];
  const sets = await Promise.all(keys.map(load));
  return new Map(keys.flatMap((k, i) => (sets[i].size > 0 ? [[k, sets[i]] as const] : [])));
}
