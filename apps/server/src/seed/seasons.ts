/**
 * Dates and seasons of the plant (UTC+8) for seeded text: notices, plans and meetings are written for the
 * time of year the demo plant is seeded in, so that a November seed never shows a Qingming duty roster.
 */

const PLANT_OFFSET_MS = 8 * 3600 * 1000;
const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/** The plant's local calendar date of an instant. */
export function plantDate(at: Date) {
  const d = new Date(at.getTime() + PLANT_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Year and month `offset` months from the plant date of `at` (-1: last month). */
export function monthFrom(at: Date, offset: number) {
  const { year, month } = plantDate(at);
  const index = year * 12 + (month - 1) + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** '1月2日（星期六）'. */
export function dayWithWeekday(year: number, month: number, day: number) {
  return `${month}月${day}日（${WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]}）`;
}

/** Winter from November (the heating season begins) to February, spring to May, summer (the flood season) to August, autumn. */
export function seasonOf(at: Date): 'spring' | 'summer' | 'autumn' | 'winter' {
  const { month } = plantDate(at);
  if (month === 12 || month <= 2) return 'winter';
  if (month <= 5) return 'spring';
  if (month <= 8) return 'summer';
  return month === 11 ? 'winter' : 'autumn';
}

/** The national holidays with fixed dates (the State Council publishes the exact days each year; these are the usual ones). */
const HOLIDAYS = [
  { name: '元旦', month: 1, day: 1, days: 3 },
  { name: '劳动节', month: 5, day: 1, days: 5 },
  { name: '国庆节', month: 10, day: 1, days: 7 },
];

/** The next of those holidays after `at` (within a year), with its first day. */
export function nextHoliday(at: Date) {
  const { year, month, day } = plantDate(at);
  const key = month * 100 + day;
  const upcoming = HOLIDAYS.find((h) => h.month * 100 + h.day > key);
  return upcoming ? { ...upcoming, year } : { ...HOLIDAYS[0], year: year + 1 };
}
