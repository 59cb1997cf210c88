import type { eamApi } from '@wp/contract';
import { type TFunction } from '../../../i18n/index.js';

const HOUR_MS = 3_600_000;

/** Hours as the plant writes them: at most one decimal, no trailing zero (1.5, 2, 0.3). */
export const hours = (h: number): string => String(Math.round(h * 10) / 10);

/** The most actual hours a task takes (the server's rule). */
export const MAX_ACTUAL_HOURS = 1000;

/** Hours from an ISO start to `now`, to one decimal, at least 0.1 and at most MAX_ACTUAL_HOURS; 0 without a start. */
export function hoursSince(start: string | null, now: number): number {
  const from = start ? Date.parse(start) : NaN;
  if (Number.isNaN(from)) return 0;
  const h = Math.round(((now - from) / HOUR_MS) * 10) / 10;
  return Math.min(MAX_ACTUAL_HOURS, Math.max(0.1, h));
}

/** A reading of a meter with its unit (9,000 h; 1,250 次). */
export const reading = (value: number, unit: string): string => `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${unit}`;

/**
 * A plan's trigger in the screen's language: a fixed calendar, after each completion, or every N of a meter.
 * Made here rather than taken from the server's `triggerText`, so it follows a change of language at once.
 */
export function triggerWords(trigger: eamApi.MaintainTrigger, t: TFunction): string {
  if (trigger.kind === 'meter') {
    return t('trigger.meter', { every: reading(trigger.every, trigger.meterUnit), meter: trigger.meterName });
  }
  const interval = t(`unit.${trigger.unit}`, { count: trigger.every });
  return trigger.kind === 'fixed'
    ? t('trigger.fixed', { interval, from: trigger.startDate })
    : t('trigger.completion', { interval });
}

/** How far a meter has come from its last service towards the next, 0–1 (1 = due), or null before any reading. */
export function meterProgress(trigger: Extract<eamApi.MaintainTrigger, { kind: 'meter' }>): number | null {
  if (trigger.currentReading === null || trigger.every <= 0) return null;
  return Math.min(1, Math.max(0, (trigger.currentReading - trigger.lastServiceReading) / trigger.every));
}
