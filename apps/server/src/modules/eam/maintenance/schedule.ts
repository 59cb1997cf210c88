import type { MaintainIntervalUnit } from './types.js';

/**
 * The pure rules of when maintenance is due: calendar occurrences (fixed anchor or after completion), what a
 * late run skips, and where a meter is heading. No database, no clock: callers pass the instants.
 *
 * Occurrences are plant dates (yyyy-MM-dd, Asia/Shanghai); a task of an occurrence is planned at 08:00 that day.
 * Asia/Shanghai keeps UTC+8 all year (no daylight saving since 1991), so 08:00 there is 00:00 UTC.
 */

const DAY_MS = 86_400_000;
const PLANT_OFFSET_MS = 8 * 3_600_000;
/** The hour of the plant's day shift start, when a generated task is planned. */
export const WORK_START_HOUR = 8;

export interface CalendarRule {
  every: number;
  unit: MaintainIntervalUnit;
  /** The anchor, yyyy-MM-dd. */
  startDate: string;
  /** No occurrence after this date (yyyy-MM-dd), if given. */
  endDate?: string | null;
}

const parseDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};
const formatDate = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The plant date of an instant. */
export const plantDateOf = (instant: Date | string) => new Date(new Date(instant).getTime() + PLANT_OFFSET_MS).toISOString().slice(0, 10);

/** The instant (ISO, UTC) a task of this occurrence date is planned: WORK_START_HOUR plant time. */
export const occurrenceTime = (date: string) => {
  const { y, m, d } = parseDate(date);
  return new Date(Date.UTC(y, m - 1, d, WORK_START_HOUR) - PLANT_OFFSET_MS).toISOString();
};

/**
 * The date `count` units after `date`. Months keep the anchor's day of month, clamped to the month's last day,
 * and are always counted from the anchor (31 Jan + 1 → 28 Feb, 31 Jan + 2 → 31 Mar, never 28 Mar).
 */
export function addUnits(date: string, count: number, unit: MaintainIntervalUnit): string {
  const { y, m, d } = parseDate(date);
  if (unit === 'month') {
    const months = y * 12 + (m - 1) + count;
    const year = Math.floor(months / 12);
    const month = (months % 12) + 1;
    return formatDate(year, month, Math.min(d, daysInMonth(year, month)));
  }
  const days = unit === 'week' ? count * 7 : count;
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The date of occurrence `index` (0 is the anchor) of a fixed rule. */
export const nthOccurrence = (rule: CalendarRule, index: number) => addUnits(rule.startDate, index * rule.every, rule.unit);

const withinEnd = (rule: CalendarRule, date: string) => !rule.endDate || date <= rule.endDate;

/** The index of the first occurrence planned at or after `instant` (or strictly after it). */
function firstIndexFrom(rule: CalendarRule, instant: string, strict: boolean): number {
  const unitDays = rule.unit === 'month' ? 31 : rule.unit === 'week' ? 7 : 1;
  const spanDays = (Date.parse(instant) - Date.parse(occurrenceTime(rule.startDate))) / DAY_MS;
  // An estimate that never overshoots (31 days a month), then forward to the first one that qualifies.
  let index = Math.max(0, Math.floor(spanDays / (unitDays * rule.every)) - 1);
  const passes = (i: number) => (strict ? occurrenceTime(nthOccurrence(rule, i)) > instant : occurrenceTime(nthOccurrence(rule, i)) >= instant);
  while (!passes(index)) index += 1;
  return index;
}

/** The first occurrence (date) of a fixed rule planned at or after `instant`, or null past the end date. */
export function fixedNextFrom(rule: CalendarRule, instant: string, strict = false): string | null {
  const date = nthOccurrence(rule, firstIndexFrom(rule, instant, strict));
  return withinEnd(rule, date) ? date : null;
}

/** The next `count` occurrences (dates) of a fixed rule from `instant` on (inclusive). */
export function fixedOccurrencesFrom(rule: CalendarRule, instant: string, count: number): string[] {
  const out: string[] = [];
  for (let i = firstIndexFrom(rule, instant, false); out.length < count; i += 1) {
    const date = nthOccurrence(rule, i);
    if (!withinEnd(rule, date)) break;
    out.push(date);
  }
  return out;
}

/** Never more occurrences than this are listed as due in one run (a server stopped for years). */
const MAX_DUE = 1000;

/**
 * A fixed plan's run at `now` for the occurrence planned at `scheduled`: the occurrences now due (from
 * `scheduled` up to `now`, oldest first; the last is the one a task is made for, the others are skipped) and the
 * next one after now (null past the end date).
 */
export function fixedRun(rule: CalendarRule, scheduled: string, now: string): { due: string[]; next: string | null } {
  const due: string[] = [];
  let index = firstIndexFrom(rule, scheduled, false);
  for (; ; index += 1) {
    const date = nthOccurrence(rule, index);
    if (!withinEnd(rule, date) || occurrenceTime(date) > now) break;
    due.push(date);
  }
  const next = nthOccurrence(rule, index);
  return { due: due.slice(-MAX_DUE), next: withinEnd(rule, next) ? next : null };
}

/** A completion plan's next date: `every` units after the plant date its last task closed (null past the end date). */
export function completionNext(rule: CalendarRule, closedAt: string): string | null {
  const date = addUnits(plantDateOf(closedAt), rule.every, rule.unit);
  return withinEnd(rule, date) ? date : null;
}

/**
 * The next `count` dates of a completion plan from its next date, as if each task were done on its date (the
 * projection the plan's page shows; the real dates follow the finishes).
 */
export function completionProjection(rule: CalendarRule, next: string, count: number): string[] {
  const out: string[] = [];
  for (let date: string | null = next; date && out.length < count; date = completionNext(rule, occurrenceTime(date))) out.push(date);
  return out;
}

/**
 * When a started plan is scheduled from `now` on (a start, or a resume after a stop): a fixed rule's first
 * occurrence at or after now; a completion rule's date after its last close (its anchor before the first task),
 * at once when that has passed. Null past the end date.
 */
export function calendarNextOnStart(kind: 'fixed' | 'completion', rule: CalendarRule, now: string, lastClosedAt: string | null): string | null {
  if (kind === 'fixed') {
    const date = fixedNextFrom(rule, now);
    return date ? occurrenceTime(date) : null;
  }
  const date = lastClosedAt ? completionNext(rule, lastClosedAt) : rule.startDate;
  if (!date || !withinEnd(rule, date)) return null;
  const at = occurrenceTime(date);
  return at < now ? now : at;
}

// ---------------------------------------------------------------------------------------------------------------
// Meters

export interface Reading { value: number; readTime: string }

/** The days of readings the average use is taken over, back from the latest reading. */
export const AVERAGE_WINDOW_DAYS = 30;

/**
 * A meter's average increase per day over the readings of the AVERAGE_WINDOW_DAYS before its latest one; null
 * with fewer than two readings there or less than a day between the first and the last.
 */
export function averagePerDay(readings: Reading[]): number | null {
  if (readings.length < 2) return null;
  const sorted = [...readings].sort((a, b) => a.readTime.localeCompare(b.readTime));
  const last = sorted.at(-1)!;
  const from = Date.parse(last.readTime) - AVERAGE_WINDOW_DAYS * DAY_MS;
  const first = sorted.find((r) => Date.parse(r.readTime) >= from)!;
  const days = (Date.parse(last.readTime) - Date.parse(first.readTime)) / DAY_MS;
  if (days < 1) return null;
  return Math.max(0, (last.value - first.value) / days);
}

export interface MeterRule { every: number; lastServiceReading: number }

/** The reading at which the next task is due. */
export const dueReading = (rule: MeterRule) => rule.lastServiceReading + rule.every;

/** Whether a reading reaches the due value. */
export const meterCrossed = (rule: MeterRule, value: number) => value >= dueReading(rule);

/**
 * When the meter should reach the due value and the `count - 1` after it (each `every` further), at the average
 * use from its latest reading: ISO instants, empty without a latest reading or an average (or with no use).
 * A due value already reached is due at the latest reading.
 */
export function meterProjection(rule: MeterRule, latest: Reading | null, perDay: number | null, count: number): string[] {
  if (!latest) return [];
  const out: string[] = [];
  for (let k = 0; k < count; k += 1) {
    const target = dueReading(rule) + k * rule.every;
    if (latest.value >= target) {
      out.push(new Date(latest.readTime).toISOString());
      continue;
    }
    if (!perDay || perDay <= 0) break;
    out.push(new Date(Date.parse(latest.readTime) + ((target - latest.value) / perDay) * DAY_MS).toISOString());
  }
  return out;
}
