import type { WorkCalendar } from '@wp/engine';
/**
 * Due times count working days: Monday to Friday. Dates are handled in the plant's time zone (China, UTC+8,
 * no daylight saving) so that "Friday evening plus one working day" is Monday evening there, whatever the
 * server's own zone is.
 */
const PLANT_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

const plantWeekday = (ms: number) => new Date(ms + PLANT_OFFSET_MS).getUTCDay();
const isWeekend = (ms: number) => { const d = plantWeekday(ms); return d === 0 || d === 6; };

/** `from` plus `days` working days, at the same time of day; a start on a weekend counts from the next Monday. */
export function addWorkingDays(from: Date, days: number): Date {
  let ms = from.getTime();
  // A weekend start moves to the same time on Monday first, so one working day from Saturday is Tuesday.
  while (isWeekend(ms)) ms += DAY_MS;
  let left = days;
  while (left > 0) {
    ms += DAY_MS;
    if (!isWeekend(ms)) left -= 1;
  }
  return new Date(ms);
}

/**
 * Whole working days from `from` to `to` (negative when `to` is earlier): the number of weekday dates
 * crossed, counted from the next working day when the earlier one falls on a weekend, so that it undoes
 * addWorkingDays: a task due tomorrow has 1 left, one due yesterday -1.
 */
export function workingDaysBetween(from: Date, to: Date): number {
  const sign = to.getTime() >= from.getTime() ? 1 : -1;
  const [a, b] = sign > 0 ? [from, to] : [to, from];
  let startMs = a.getTime();
  while (isWeekend(startMs) && startMs + DAY_MS <= b.getTime()) startMs += DAY_MS;
  const startDay = Math.floor((startMs + PLANT_OFFSET_MS) / DAY_MS);
  const endDay = Math.floor((b.getTime() + PLANT_OFFSET_MS) / DAY_MS);
  let count = 0;
  for (let day = startDay + 1; day <= endDay; day++) {
    if (!isWeekend(day * DAY_MS - PLANT_OFFSET_MS)) count += 1;
  }
  return sign * count;
}

/**
 * The working days from one calendar date to another ('yyyy-MM-dd'), both included: what a leave from
 * `startDate` to `endDate` takes. 0 when the end is before the start.
 */
export function workingDatesBetween(startDate: string, endDate: string): number {
  const [first, last] = [startDate, endDate].map((d) => Date.parse(`${d}T00:00:00Z`) - PLANT_OFFSET_MS);
  let count = 0;
  for (let ms = first; ms <= last; ms += DAY_MS) if (!isWeekend(ms)) count += 1;
  return count;
}

/** The plant's calendar as the engine reads it (StepContext.calendar): due times and working-day timers. */
export const plantCalendar: WorkCalendar = {
  addWorkingDays: (from, days) => addWorkingDays(new Date(from), days).toISOString(),
};
