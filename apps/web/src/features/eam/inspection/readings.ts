import type { eamApi } from '@wp/contract';

type Item = eamApi.inspection.InspectionCheckResult;
type Config = eamApi.inspection.CheckItemConfig;

/** A decimal as a person types it ('0.32', '-5', '.5'), the server's rule: no exponent, no spaces inside. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** How a reading stands: not given, not a number (number items), within its normal range / a normal option, or abnormal. */
export type ReadingState = 'empty' | 'invalid' | 'normal' | 'abnormal';

const has = (v: number | null | undefined): v is number => v !== null && v !== undefined;

/** Whether a number lies outside a normal range (bounds inclusive; a missing bound does not limit), as the server decides. */
export const outOfRange = (n: number, config: Config) => (has(config.min) && n < config.min) || (has(config.max) && n > config.max);

/** A reading's state by its item's type: the same rules the server applies, so the worker sees 异常 at once. */
export function readingState(item: Pick<Item, 'type' | 'config'>, value: string | null | undefined): ReadingState {
  const text = (value ?? '').trim();
  if (text === '') return 'empty';
  if (item.type === 'number_range') {
    if (!DECIMAL.test(text)) return 'invalid';
    return outOfRange(Number(text), item.config) ? 'abnormal' : 'normal';
  }
  if (item.type === 'radiobox') {
    const option = item.config.options?.find((o) => o.code === text);
    if (!option) return 'invalid';
    return option.abnormal ? 'abnormal' : 'normal';
  }
  return 'normal';
}

/** Whether an item must be read before a point is saved normal or abnormal (the server's rule: numbers and choices). */
export const readingRequired = (item: Pick<Item, 'type'>) => item.type !== 'input';

/** The normal range in figures: '0.2–0.45', '≤75', '≥5'; '' when the item has none. */
export function rangeText(config: Config): string {
  if (has(config.min) && has(config.max)) return `${config.min}–${config.max}`;
  if (has(config.max)) return `≤${config.max}`;
  return has(config.min) ? `≥${config.min}` : '';
}

/** The reading a form starts with: the item's reading if it has one, else its default value. */
export const startingValue = (item: Pick<Item, 'resultMetaData' | 'defValue'>) => item.resultMetaData ?? item.defValue ?? '';
