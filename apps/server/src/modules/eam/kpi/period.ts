import { eamApi } from '@wp/contract';
import { invalidField } from '../../../platform/errors.js';

/**
 * The time the KPIs count: a range of plant days turned into instants, cut at now, and split into months or weeks.
 * Pure: callers pass now. Asia/Shanghai keeps UTC+8 all year (no daylight saving since 1991), so a plant day starts
 * at 16:00 UTC the day before.
 */

const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
const PLANT_OFFSET_MS = 8 * HOUR_MS;

const utcOfDay = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether yyyy-MM-dd names a day of the calendar (not 2026-02-30). */
export const isRealDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(utcOfDay(day)) && dayOfUtc(utcOfDay(day)) === day;

export const addDays = (day: string, n: number) => dayOfUtc(utcOfDay(day) + n * DAY_MS);

/** The instant a plant day starts, as stored (ISO, UTC). */
export const dayStart = (day: string) => new Date(utcOfDay(day) - PLANT_OFFSET_MS).toISOString();

/** The plant day of an instant. */
export const plantDayOf = (ms: number) => dayOfUtc(ms + PLANT_OFFSET_MS);

export interface Period {
  from: string;
  to: string;
  /** The start of `from` (ISO, UTC). */
  start: string;
  /** The end of `to` or now, whichever is earlier, never before start (ISO, UTC). */
  end: string;
  hours: number;
}

/**
 * The period a request asks for, refused (400 naming the field) when a day is not a real one, `to` is before
 * `from`, or the range is longer than KPI_MAX_YEARS years (`to` must come before the same day that many years on).
 */
export function periodOf(from: string, to: string, now: Date): Period {
  if (!isRealDay(from)) throw invalidField('from', 'eam.kpi.badDay', { value: from });
  if (!isRealDay(to)) throw invalidField('to', 'eam.kpi.badDay', { value: to });
  if (to < from) throw invalidField('to', 'eam.kpi.toBeforeFrom', { from });
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const limit = dayOfUtc(Date.UTC(y + eamApi.KPI_MAX_YEARS, m - 1, d));
  if (to >= limit) throw invalidField('to', 'eam.kpi.rangeTooLong', { years: eamApi.KPI_MAX_YEARS });
  const start = Date.parse(dayStart(from));
  const end = Math.max(start, Math.min(Date.parse(dayStart(addDays(to, 1))), now.getTime()));
  return { from, to, start: new Date(start).toISOString(), end: new Date(end).toISOString(), hours: (end - start) / HOUR_MS };
}

export interface Bucket {
  /** First and last plant day of the bucket as counted. */
  from: string;
  to: string;
  start: string;
  end: string;
}

/** The first day of the next month or of the next week (weeks run Monday to Sunday). */
function nextBoundary(day: string, granularity: eamApi.KpiGranularity): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  if (granularity === 'month') return dayOfUtc(Date.UTC(y, m, 1));
  const weekday = (new Date(utcOfDay(day)).getUTCDay() + 6) % 7;
  return addDays(day, 7 - weekday);
}

/** The period cut into months or weeks of the plant's calendar; the first and last cut to the period. Empty when the period is. */
export function bucketsOf(period: Period, granularity: eamApi.KpiGranularity): Bucket[] {
  const end = Date.parse(period.end);
  const buckets: Bucket[] = [];
  let day = period.from;
  while (Date.parse(dayStart(day)) < end) {
    const next = nextBoundary(day, granularity);
    const bucketEnd = Math.min(Date.parse(dayStart(next)), end);
    buckets.push({ from: day, to: plantDayOf(bucketEnd - 1), start: dayStart(day), end: new Date(bucketEnd).toISOString() });
    day = next;
  }
  return buckets;
}

/** The whole period as one bucket (none when it is empty). */
export const wholeOf = (period: Period): Bucket[] =>
  (period.end > period.start ? [{ from: period.from, to: plantDayOf(Date.parse(period.end) - 1), start: period.start, end: period.end }] : []);
