import { formatDecimal } from '../../../lib/form/decimal.js';

/** An amount of yuan as the plant's ledgers write it: ¥ with thousands separators and two decimals (¥1,234,567.80). */
export function money(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return `${value < 0 ? '-' : ''}¥${formatDecimal(Math.abs(value))}`;
}

/**
 * A rate as a percentage ('5%', '3.5%'). The asset system sends the residual rate as a fraction (0.05) or, as
 * the original did, in percent (5): a value above 1 is taken as percent already.
 */
export function percent(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '';
  const pct = Math.abs(rate) <= 1 ? rate * 100 : rate;
  return `${Number(pct.toFixed(2))}%`;
}

const DAY_MS = 86_400_000;
/** Midnight (local) of a 'yyyy-MM-dd' date, or of an ISO date-time's day; NaN when it is neither. */
function dayOf(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return NaN;
  const iso = value.length > 10 ? new Date(value) : new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(iso.getFullYear(), iso.getMonth(), iso.getDate()).getTime();
}

/** A contract within this many days of its end is flagged (orange, with words; red once past). */
export const EXPIRY_WARNING_DAYS = 30;

export type Expiry = { state: 'expired' } | { state: 'soon'; days: number } | { state: 'ok' };

/** How an end date stands today: past, within EXPIRY_WARNING_DAYS (0 = today), or fine. */
export function expiryOf(end: string | null | undefined, now = new Date()): Expiry | null {
  if (!end) return null;
  const endDay = dayOf(end);
  if (Number.isNaN(endDay)) return null;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const days = Math.round((endDay - today) / DAY_MS);
  if (days < 0) return { state: 'expired' };
  return days <= EXPIRY_WARNING_DAYS ? { state: 'soon', days } : { state: 'ok' };
}
