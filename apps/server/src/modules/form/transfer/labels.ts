import type { DictItem, FormField } from '@wp/contract';
import { optionLabels, type Labels, type LabelsOf } from './cells.js';

/** Reads a dictionary's items; an unknown dictionary is an empty list here (a setup fault, shown as its codes). */
export type DictionaryItems = (tenantId: string, typeKey: string) => Promise<DictItem[]>;

/** The labels of every choice field of `fields`: inline options, or their dictionary's items (nested ones too), each dictionary read once. */
export async function labelsOf(items: DictionaryItems, tenantId: string, fields: readonly FormField[]): Promise<LabelsOf> {
  const byDict = new Map<string, Labels>();
  for (const f of fields) {
    if ((f.type !== 'select' && f.type !== 'radio' && f.type !== 'checkbox') || !f.dictKey || byDict.has(f.dictKey)) continue;
    const map = new Map<string, string>();
    const walk = (list: DictItem[]) => list.forEach((i) => { map.set(i.key, i.name); if (i.children) walk(i.children); });
    walk(await items(tenantId, f.dictKey).catch(() => []));
    byDict.set(f.dictKey, map);
  }
  return (f) => ('dictKey' in f && f.dictKey ? byDict.get(f.dictKey) : optionLabels(f));
}
