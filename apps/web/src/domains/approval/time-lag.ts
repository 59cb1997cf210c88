/** A duration as the opinion list shows it: the largest units that matter, or 'less than 1 minute'. */
export type TimeLag = { days: number; hours: number; minutes: number } | 'lessThanMinute';

export function timeLag(fromIso: string, toIso: string): TimeLag {
  const ms = Math.max(0, Date.parse(toIso) - Date.parse(fromIso));
  const totalMinutes = Math.floor(ms / 60_000);
  if (totalMinutes < 1) return 'lessThanMinute';
  return { days: Math.floor(totalMinutes / 1440), hours: Math.floor((totalMinutes % 1440) / 60), minutes: totalMinutes % 60 };
}

/** i18n parts of a lag, e.g. ['2天', '3小时'] — zero units are left out, minutes only under a day. */
export function timeLagParts(lag: TimeLag, t: (key: string, vars?: Record<string, number>) => string): string {
  if (lag === 'lessThanMinute') return t('lag.lessThanMinute');
  const parts: string[] = [];
  if (lag.days) parts.push(t('lag.days', { count: lag.days }));
  if (lag.hours) parts.push(t('lag.hours', { count: lag.hours }));
  if (lag.minutes && !lag.days) parts.push(t('lag.minutes', { count: lag.minutes }));
  return parts.join('');
}
