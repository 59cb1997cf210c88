import type { formDataApi } from '@wp/contract';

/**
 * A record marked over a limit, by the template's `alarmField`: its yes/no `flag` field true, and its `items`
 * text field saying what is over as the lab writes it ('总磷 0.63、SS 13'). The card shows the mark in words
 * (not colour alone) and marks the columns whose titles those items name.
 */
export interface RowAlarm {
  /** The items as written, each with its value. */
  items: string[];
  /** The names of the items ('总磷', 'SS'): the column titles to mark. */
  names: ReadonlySet<string>;
}

/** The alarm of a list row, or null when the template marks none or the row is not marked. */
export function alarmOf(row: Record<string, unknown>, alarmField: formDataApi.template.TemplateSettings['alarmField']): RowAlarm | null {
  if (!alarmField || row[alarmField.flag] !== true) return null;
  const text = alarmField.items === undefined ? undefined : row[alarmField.items];
  const items = typeof text === 'string' ? text.split(/[、,，;；]\s*/).map((s) => s.trim()).filter(Boolean) : [];
  return { items, names: new Set(items.map((i) => i.replace(/\s*[-+]?\d[\d.]*\s*$/, '').trim())) };
}
