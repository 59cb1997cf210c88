import { eamApi } from '@wp/contract';
import type { CheckItemConfig, CheckItemType, RecordedPointStatus } from './types.js';
import { invalidField } from '../../../platform/errors.js';

const { MAX_INSPECTION_PHOTOS, MAX_INSPECTION_TEXT } = eamApi.inspection;

/** A check item of a task point as the rules need it. */
export interface CheckItem { id: string; itemCode: string; itemName: string; type: CheckItemType; unit: string | null; config: CheckItemConfig }

/** What a reading stores: as shown, as sent, the number read, whether it is abnormal, the item's photos. */
export interface Reading { result: string | null; resultMeta: string | null; valueNum: number | null; abnormal: boolean; pics: string[] }

interface RawEntry { value?: unknown; pics?: unknown }

/** A decimal as a person types it ('0.32', '-5', '.5'); no exponents, no hex, no spaces inside. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The item's config as stored (JSON text); a damaged one reads as no options and no range. */
export function configOf(json: string): CheckItemConfig {
  try {
    const parsed = eamApi.inspection.checkItemConfig.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * Reads `itemData`, the JSON text `{"<check result id or item code>": {"value": …, "pics": [...]}}`, into entries
 * by item id. 400 naming `itemData` when it is not a JSON object, `itemData.<key>` for a key that is no item of the
 * point or an entry of the wrong shape.
 */
export function parseItemData(text: string | undefined, items: CheckItem[]): Map<string, RawEntry> {
  const entries = new Map<string, RawEntry>();
  if (text === undefined || text.trim() === '') return entries;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidField('itemData', 'eam.inspection.itemDataJson');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalidField('itemData', 'eam.inspection.itemDataJson');
  for (const [key, entry] of Object.entries(parsed as Record<string, unknown>)) {
    const item = items.find((i) => i.id === key) ?? items.find((i) => i.itemCode === key);
    if (!item) throw invalidField(`itemData.${key}`, 'eam.inspection.unknownItem');
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) throw invalidField(`itemData.${item.itemCode}`, 'eam.inspection.itemEntry');
    entries.set(item.id, entry as RawEntry);
  }
  return entries;
}

const textOf = (field: string, value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' && typeof value !== 'number') throw invalidField(field, 'eam.inspection.itemEntry');
  const text = String(value).trim();
  if (text.length > MAX_INSPECTION_TEXT) throw invalidField(field, 'eam.inspection.textTooLong', { limit: MAX_INSPECTION_TEXT });
  return text;
};

const picsOf = (field: string, value: unknown): string[] => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v.length === 0 || v.length > 64)) throw invalidField(`${field}.pics`, 'eam.inspection.itemEntry');
  if (value.length > MAX_INSPECTION_PHOTOS) throw invalidField(`${field}.pics`, 'eam.inspection.tooManyPhotos', { limit: MAX_INSPECTION_PHOTOS });
  return value as string[];
};

/** Whether a number lies outside the item's normal range (bounds inclusive; a missing bound does not limit). */
export const outOfRange = (n: number, config: CheckItemConfig) =>
  (config.min !== undefined && config.min !== null && n < config.min) || (config.max !== undefined && config.max !== null && n > config.max);

/**
 * One item's reading, checked against its type: a number_range item needs a decimal (abnormal outside its range), a
 * radiobox item one of its option codes (abnormal when the option is), an input item any text; both of the first
 * two are required. 400 naming `itemData.<itemCode>`.
 */
export function readItem(item: CheckItem, entry: RawEntry | undefined): Reading {
  const field = `itemData.${item.itemCode}`;
  const value = textOf(field, entry?.value);
  const pics = picsOf(field, entry?.pics);
  const vars = { item: item.itemName };
  switch (item.type) {
    case 'number_range': {
      if (value === '') throw invalidField(field, 'eam.inspection.readingRequired', vars);
      if (!DECIMAL.test(value)) throw invalidField(field, 'eam.inspection.readingNumber', vars);
      const n = Number(value);
      return { result: value, resultMeta: value, valueNum: n, abnormal: outOfRange(n, item.config), pics };
    }
    case 'radiobox': {
      if (value === '') throw invalidField(field, 'eam.inspection.readingRequired', vars);
      const options = item.config.options ?? [];
      const option = options.find((o) => o.code === value);
      if (!option) throw invalidField(field, 'eam.inspection.readingOption', { ...vars, options: options.map((o) => `${o.code}（${o.label}）`).join(' / ') });
      return { result: option.label, resultMeta: option.code, valueNum: null, abnormal: option.abnormal, pics };
    }
    default:
      return { result: value || null, resultMeta: value || null, valueNum: null, abnormal: false, pics };
  }
}

/** The readings of every item of a point, by item id; a point not inspected (none) keeps none. */
export function readItems(items: CheckItem[], itemData: string | undefined, requested: RecordedPointStatus): Map<string, Reading> {
  const entries = parseItemData(itemData, items);
  const readings = new Map<string, Reading>();
  if (requested === 'none') return readings;
  for (const item of items) readings.set(item.id, readItem(item, entries.get(item.id)));
  return readings;
}

/**
 * The point's status as the server decides it: not inspected stays so; any abnormal reading makes it abnormal,
 * whatever the client said.
 */
export function decideStatus(requested: RecordedPointStatus, readings: Map<string, Reading>): RecordedPointStatus {
  if (requested === 'none') return 'none';
  return [...readings.values()].some((r) => r.abnormal) ? 'abnormal' : requested;
}

/**
 * The remark a status needs: not inspected needs its reason; abnormal needs what is wrong unless an abnormal reading
 * already says it.
 */
export function checkRemark(status: RecordedPointStatus, readings: Map<string, Reading>, content: string | undefined): void {
  if (content) return;
  if (status === 'none') throw invalidField('content', 'eam.inspection.noneReason');
  if (status === 'abnormal' && ![...readings.values()].some((r) => r.abnormal)) throw invalidField('content', 'eam.inspection.abnormalRemark');
}

const range = (config: CheckItemConfig) => {
  const min = config.min ?? null;
  const max = config.max ?? null;
  if (min !== null && max !== null) return `${min}–${max}`;
  if (max !== null) return `≤${max}`;
  return min !== null ? `≥${min}` : '';
};

/**
 * What a defect says: each abnormal reading with its unit and normal range ('出口压力 0.52 MPa（正常 0.20–0.45）；油位
 * 缺油'), else the remark. Stored text in the plant's language, as a repair request will quote it.
 */
export function defectSummary(items: CheckItem[], readings: Map<string, Reading>, content: string | undefined): string {
  const parts = items.flatMap((item) => {
    const r = readings.get(item.id);
    if (!r?.abnormal) return [];
    if (item.type === 'number_range') return [`${item.itemName} ${r.result}${item.unit ? ` ${item.unit}` : ''}（正常 ${range(item.config)}）`];
    return [`${item.itemName} ${r.result ?? ''}`.trim()];
  });
  const summary = parts.length > 0 ? parts.join('；') : (content ?? '');
  return summary.slice(0, 1000);
}
