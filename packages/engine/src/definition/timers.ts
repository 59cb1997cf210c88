/** Timer definitions of BPMN timer events: an ISO 8601 duration (P1D, PT4H, P1DT2H) or date-time. */

export type TimerDefinition = { duration: string } | { date: string };

/** A parsed ISO 8601 duration; weeks count as seven days. */
export interface Duration {
  years: number; months: number; days: number; hours: number; minutes: number; seconds: number;
}

/**
 * The working calendar the server passes in StepContext: the engine counts working-day durations through it,
 * so it stays pure (no clock, no holiday table of its own).
 */
export interface WorkCalendar {
  /** `from` plus `days` working days at the same time of day; 0 moves a time off work to the next working day. */
  addWorkingDays(from: string, days: number): string;
}

const durationPattern = /^P(?!$)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** The duration `text` means, or null when it is not an ISO 8601 duration. */
export function parseDuration(text: string): Duration | null {
  const m = durationPattern.exec(text.trim());
  if (!m) return null;
  const n = (i: number) => (m[i] ? Number(m[i]) : 0);
  return { years: n(1), months: n(2), days: n(3) * 7 + n(4), hours: n(5), minutes: n(6), seconds: n(7) };
}

/** Why a timer definition cannot run, or null when it can. */
export function timerProblem(timer: TimerDefinition): string | null {
  if ('duration' in timer) return parseDuration(timer.duration) ? null : `'${timer.duration}' is not an ISO 8601 duration (e.g. P1D, PT4H)`;
  return Number.isNaN(Date.parse(timer.date)) ? `'${timer.date}' is not an ISO 8601 date and time` : null;
}

/**
 * When a timer started at `from` fires. With `workingDays` the days of the duration are working days of the
 * calendar (the time part is added after them); without a calendar they count as calendar days.
 */
export function timerDueAt(timer: TimerDefinition, from: string, opts: { workingDays?: boolean; calendar?: WorkCalendar } = {}): string {
  if ('date' in timer) return new Date(timer.date).toISOString();
  const d = parseDuration(timer.duration);
  if (!d) throw new Error(`Not an ISO 8601 duration: ${timer.duration}`);
  return addDuration(from, d, opts);
}

/** `from` plus a duration; its days are working days of the calendar when asked for (and one is given). */
export function addDuration(from: string, d: Duration, opts: { workingDays?: boolean; calendar?: WorkCalendar } = {}): string {
  const at = new Date(from);
  at.setUTCFullYear(at.getUTCFullYear(), at.getUTCMonth() + d.years * 12 + d.months);
  const timeMs = ((d.hours * 60 + d.minutes) * 60 + d.seconds) * 1000;
  const calendar = opts.workingDays ? opts.calendar : undefined;
  if (!calendar) {
    at.setUTCDate(at.getUTCDate() + d.days);
    return new Date(at.getTime() + timeMs).toISOString();
  }
  // Days first, then the time part; a time that lands off work moves on to the next working day.
  const afterDays = Date.parse(calendar.addWorkingDays(at.toISOString(), d.days));
  return timeMs > 0 ? calendar.addWorkingDays(new Date(afterDays + timeMs).toISOString(), 0) : new Date(afterDays).toISOString();
}
