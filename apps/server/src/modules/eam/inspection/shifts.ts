import { formatPlantDate } from '../../sys/date-format.js';

/**
 * Shift occurrences of a plan: its start times of day ('08:00', '16:00', '00:00') in the plant's time zone. The
 * plant keeps China Standard Time all year (no daylight saving), so a day's time is that date at +08:00.
 */

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY_MS = 86_400_000;

/** The plan's shift start times, valid ones only, in order of the day. */
export function parseShifts(json: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return [...new Set(parsed.filter((s): s is string => typeof s === 'string' && HH_MM.test(s)))].sort();
}

/** The instant of a plant date (yyyy-MM-dd) at a time of day (HH:mm). */
export const atPlantTime = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+08:00`);

/** The occurrences of the shifts on the plant days around an instant (the day before to the day after), in order. */
function occurrencesAround(shifts: string[], at: Date): Date[] {
  const days = [-1, 0, 1, 2].map((d) => formatPlantDate(new Date(at.getTime() + d * DAY_MS), 'yyyy-MM-dd'));
  return days.flatMap((day) => shifts.map((s) => atPlantTime(day, s))).sort((a, b) => a.getTime() - b.getTime());
}

/** The first occurrence strictly after `after`, or null when the plan has no shifts. */
export function nextOccurrence(shifts: string[], after: Date): Date | null {
  return occurrencesAround(shifts, after).find((o) => o.getTime() > after.getTime()) ?? null;
}

/** The last occurrence at or before `at`, or null when the plan has no shifts. */
export function latestOccurrence(shifts: string[], at: Date): Date | null {
  return occurrencesAround(shifts, at).filter((o) => o.getTime() <= at.getTime()).at(-1) ?? null;
}
