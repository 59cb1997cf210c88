import { AppError } from '../../../platform/errors.js';
import { formatPlantDate } from '../../sys/date-format.js';

/** A holder is urged at most once in this time. */
export const URGE_INTERVAL_MS = 10 * 60_000;

/** An urge on record: when, and whom it reminded. */
export interface PastUrge { createTime: string; urged: string[] }

/**
 * When the holders about to be urged may be urged again, or null when none of them was urged in the last
 * ten minutes. An urge that would remind anyone a second time within ten minutes is refused as a whole rather
 * than sent to the others only: the engine's urge reminds every holder of the instance at once and records
 * them as one urge, and the starter is better told when to try again than left guessing who was skipped.
 * A holder who came since the last urge (the instance moved on) can be urged at once.
 */
export function urgeAgainAt(past: PastUrge[], holders: string[], now: Date): Date | null {
  const urgedNow = new Set(holders);
  let at: number | null = null;
  for (const u of past) {
    const free = Date.parse(u.createTime) + URGE_INTERVAL_MS;
    if (free > now.getTime() && u.urged.some((id) => urgedNow.has(id))) at = Math.max(at ?? 0, free);
  }
  return at === null ? null : new Date(at);
}

/** The refusal of an urge too soon: 429, saying at what plant time (and in how many minutes) it may be sent. */
export function urgeTooSoon(again: Date, now: Date): AppError {
  // Shown to the minute, rounded up: urging at the minute shown is never refused.
  const shown = new Date(Math.ceil(again.getTime() / 60_000) * 60_000);
  const minutes = Math.max(1, Math.ceil((shown.getTime() - now.getTime()) / 60_000));
  return new AppError(429, 'bpm.urge.tooSoon', 'urged less than 10 minutes ago', { time: formatPlantDate(shown, 'HH:mm'), minutes });
}
