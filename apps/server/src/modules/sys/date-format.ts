/** Dates as the plant reads them: wall-clock time in Asia/Shanghai, whatever the server's own zone. */

export const PLANT_TIME_ZONE = 'Asia/Shanghai';

export interface DateParts { yyyy: string; MM: string; dd: string; HH: string; mm: string; ss: string; SSS: string }

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: PLANT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit',
  hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** The calendar and clock fields of an instant in Asia/Shanghai, zero-padded. */
export function plantDateParts(date: Date): DateParts {
  const p = Object.fromEntries(formatter.formatToParts(date).map((x) => [x.type, x.value]));
  return { yyyy: p.year, MM: p.month, dd: p.day, HH: p.hour, mm: p.minute, ss: p.second, SSS: String(date.getUTCMilliseconds()).padStart(3, '0') };
}

const tokens = /yyyy|yy|MM|M|dd|d|HH|H|mm|ss|SSS|[\s\S]/g;

/**
 * Formats an instant in Asia/Shanghai with a Java-style pattern: yyyy yy MM M dd d HH H mm ss SSS; any other
 * character is copied as is (callers check patterns against the contract's whitelist first).
 */
export function formatPlantDate(date: Date, pattern: string): string {
  const p = plantDateParts(date);
  const values: Record<string, string> = {
    yyyy: p.yyyy, yy: p.yyyy.slice(2), MM: p.MM, M: String(Number(p.MM)), dd: p.dd, d: String(Number(p.dd)),
    HH: p.HH, H: String(Number(p.HH)), mm: p.mm, ss: p.ss, SSS: p.SSS,
  };
  return pattern.replace(tokens, (t) => values[t] ?? t);
}
