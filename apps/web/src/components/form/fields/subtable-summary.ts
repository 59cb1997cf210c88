import type { FormColumn } from '@wp/form';
import { formatDecimal } from '../../../lib/form/decimal.js';
import { isEmptyValue, type FormRow } from '../../../lib/form/model.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How many columns a row card sums up. */
export const SUMMARY_COLUMNS = 3;

/**
 * A cell as one short line of a row card: option names for choices, amounts with separators, yes/no, a count
 * for lists of people or files; '' when empty.
 */
export function cellText(column: FormColumn, value: unknown, t: Translate): string {
  if (isEmptyValue(column, value)) return '';
  const names = 'options' in column && column.options ? new Map(column.options.map((o) => [o.key, o.name])) : undefined;
  switch (column.type) {
    case 'money': return typeof value === 'number' ? formatDecimal(value) : String(value);
    case 'computed': return typeof value === 'number' ? formatDecimal(value, column.precision ?? 2) : '';
    case 'number': return typeof value === 'number' ? `${value}${column.unit ?? ''}` : String(value);
    case 'switch': return value ? t('switch.on') : t('switch.off');
    case 'select':
    case 'radio': return names?.get(String(value)) ?? String(value);
    case 'checkbox': return Array.isArray(value) ? value.map((k) => names?.get(String(k)) ?? String(k)).join('、') : '';
    case 'user':
    case 'org':
    case 'attachment':
    case 'picture': return Array.isArray(value) ? t('subtable.items', { count: value.length }) : '';
    default: return typeof value === 'string' ? value : JSON.stringify(value);
  }
}

/** The first columns of a row with their text, for the row's card. */
export const rowSummary = (columns: readonly FormColumn[], row: FormRow | undefined, t: Translate) =>
  columns.slice(0, SUMMARY_COLUMNS).map((c) => ({ key: c.key, label: c.label, text: cellText(c, row?.[c.key], t) }));
