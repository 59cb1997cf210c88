const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Whether a value is an ISO-8601 date-time as the server sends them (e.g. 2026-11-17T15:17:40.947Z). */
export const isIsoDateTime = (v: unknown): v is string => typeof v === 'string' && ISO_DATE_TIME.test(v);

/** An ISO date-time as 'YYYY-MM-DD HH:mm' in local time; anything else is returned as it is. */
export function dateTime(value: string | null | undefined): string {
  if (!value) return '';
  if (!isIsoDateTime(value)) return value;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** Looks up a text of the common namespace; `returnObjects` gives the lists (weekdays, months). */
type CommonTexts = (key: string, options?: Record<string, unknown>) => unknown;

/**
 * A date in the words of the current language ('2026年11月25日 星期三', 'Wednesday, November 25, 2026'), from
 * the common texts rather than Intl: a page's first Intl date format costs a phone tens of milliseconds.
 */
export function longDate(date: Date, t: CommonTexts): string {
  const weekdays = t('common:weekdays', { returnObjects: true }) as string[];
  const months = t('common:months', { returnObjects: true }) as string[];
  return String(t('common:longDate', { year: date.getFullYear(), month: months[date.getMonth()], day: date.getDate(), weekday: weekdays[date.getDay()] }));
}
