import { dateTime } from '../../../lib/time.js';

/**
 * A planned start and deadline as a card shows them: '2026-03-02 08:00 → 12:00' on one day, else both in full.
 */
export function timeSpan(start: string, end: string): { start: string; end: string } {
  const from = dateTime(start);
  const to = dateTime(end);
  return { start: from, end: from.slice(0, 10) === to.slice(0, 10) ? to.slice(11) : to };
}

/** An ISO time as 'HH:mm' when it is today, else 'yyyy-MM-dd HH:mm'. */
export function shortTime(value: string | null | undefined, now = new Date()): string {
  const full = dateTime(value);
  if (!value || full.length < 16) return full;
  const p = (n: number) => String(n).padStart(2, '0');
  const today = `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
  return full.startsWith(today) ? full.slice(11) : full;
}
