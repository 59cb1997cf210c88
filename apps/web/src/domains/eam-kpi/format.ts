/**
 * How a KPI's number reads: hours with one decimal (whole hours from 1,000 on, grouped), rates as percentages with
 * one decimal. No Intl: a phone's first Intl number format costs it tens of milliseconds. Null (no base) is '—'.
 */
export const NO_FIGURE = '—';

const group = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function formatHours(v: number | null | undefined): string {
  if (v === null || v === undefined) return NO_FIGURE;
  if (Math.abs(v) >= 1000) return group(Math.round(v));
  return String(Math.round(v * 10) / 10);
}

export function formatRate(v: number | null | undefined): string {
  if (v === null || v === undefined) return NO_FIGURE;
  const tenths = Math.round(v * 1000) / 10;
  // Short of 1 never reads 100%: 309 hours of downtime over 317 assets is 99.95%, not full availability.
  if (v < 1 && tenths >= 100) return `${(Math.floor(v * 10_000) / 100).toFixed(2)}%`;
  return `${tenths.toFixed(1)}%`;
}

export const formatCount = (v: number | null | undefined) => (v === null || v === undefined ? NO_FIGURE : group(v));
