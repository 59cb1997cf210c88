import type { DictItem, FormField } from '@wp/contract';
import { optionLabels, type Labels, type LabelsOf } from './cells.js';

/** Reads a dictionary's items; an unknown dictionary is an empty list here (a setup fault, shown as its codes). */
export type DictionaryItems = (tenantId: string, typeKey: string) => Promise<DictItem[]>;

/** Every user's and organisation's name by id in a tenant (the organisation directory's). */
export type PeopleNames = (tenantId: string) => Promise<{ users: Labels; orgs: Labels }>;

/**
 * The labels of every field a sheet shows by name: choices (inline options, or their dictionary's items, nested
 * ones too, each dictionary read once), and user and organisation fields (names by id, read once when a field
 * needs them).
 */
export async function labelsOf(items: DictionaryItems, people: PeopleNames, tenantId: string, fields: readonly FormField[]): Promise<LabelsOf> {
  const byDict = new Map<string, Labels>();
  for (const f of fields) {
    if ((f.type !== 'select' && f.type !== 'radio' && f.type !== 'checkbox') || !f.dictKey || byDict.has(f.dictKey)) continue;
    const map = new Map<string, string>();
    const walk = (list: DictItem[]) => list.forEach((i) => { map.set(i.key, i.name); if (i.children) walk(i.children); });
    walk(await items(tenantId, f.dictKey).catch(() => []));
    byDict.set(f.dictKey, map);
  }
  const names = fields.some((f) => f.type === 'user' || f.type === 'org') ? await people(tenantId) : undefined;
  return (f) => {
    if (f.type === 'user') return names?.users;
    if (f.type === 'org') return names?.orgs;
    return 'dictKey' in f && f.dictKey ? byDict.get(f.dictKey) : optionLabels(f);
  };
}
