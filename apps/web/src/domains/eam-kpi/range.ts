import { eamApi } from '@wp/contract';

/**
 * The ranges the asset KPIs are read over: the dashboard's presets (and a custom one), in plant days. A preset
 * runs from the first day of a calendar month to today, so its months are whole ones but the current; today is the
 * plant's (Asia/Shanghai keeps UTC+8 all year), whatever the phone's own zone.
 */
export const KPI_RANGES = ['thisMonth', 'last3Months', 'thisYear', 'last12Months', 'custom'] as const;
export type KpiRange = (typeof KPI_RANGES)[number];
export type KpiPreset = Exclude<KpiRange, 'custom'>;

const PLANT_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');
const firstOfMonth = (y: number, m: number) => {
  const d = new Date(Date.UTC(y, m - 1, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-01`;
};

/** Today in the plant (yyyy-MM-dd). */
export const plantToday = (now: Date = new Date()) => new Date(now.getTime() + PLANT_OFFSET_MS).toISOString().slice(0, 10);

/** The days of a preset ending today. */
export function presetDays(range: KpiPreset, today: string): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const months: Record<KpiPreset, string> = {
    thisMonth: firstOfMonth(y, m),
    last3Months: firstOfMonth(y, m - 2),
    thisYear: `${y}-01-01`,
    last12Months: firstOfMonth(y, m - 11),
  };
  return { from: months[range], to: today };
}

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** Whether yyyy-MM-dd is a day of the calendar. */
export const isDay = (day: string | null | undefined): day is string =>
  !!day && DAY.test(day) && !Number.isNaN(utc(day)) && new Date(utc(day)).toISOString().startsWith(day);

/** Days from `from` to `to`, both counted. */
export const spanDays = (from: string, to: string) => Math.round((utc(to) - utc(from)) / DAY_MS) + 1;

/** Why a custom range cannot be asked for ('order', 'tooLong'), or null when it can (the server checks it again). */
export function customRangeProblem(from: string, to: string): 'order' | 'tooLong' | null {
  if (to < from) return 'order';
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(y + eamApi.KPI_MAX_YEARS, m - 1, d)).toISOString().slice(0, 10);
  return to >= limit ? 'tooLong' : null;
}

/** Weeks up to about a quarter, months beyond. */
export const defaultGranularity = (from: string, to: string): eamApi.KpiGranularity => (spanDays(from, to) <= 92 ? 'week' : 'month');
