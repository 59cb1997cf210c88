/**
 * A record stored as over a limit. The rule is bound to the keys of the 化验数据 template's fields (no template
 * setting names them yet): `overLimit` (是否超标) and `overItems`, the items over their discharge-standard limit
 * as the lab writes them ('总磷 0.63、SS 13'). The card shows the mark in words (not colour alone) and marks the
 * columns whose titles those items name.
 */
export interface RowAlarm {
  /** The items as written, each with its value. */
  items: string[];
  /** The names of the items ('总磷', 'SS'): the column titles to mark. */
  names: ReadonlySet<string>;
}

/** The alarm of a list row, or null when the row is not marked over a limit. */
export function alarmOf(row: Record<string, unknown>): RowAlarm | null {
  if (row.overLimit !== true) return null;
  const items = typeof row.overItems === 'string' ? row.overItems.split(/[、,，;；]\s*/).map((s) => s.trim()).filter(Boolean) : [];
  return { items, names: new Set(items.map((i) => i.replace(/\s*[-+]?\d[\d.]*\s*$/, '').trim())) };
}
