import { eamApi } from '@wp/contract';
import { conflict, invalidField } from '../../../platform/errors.js';
import { t, type Lang } from '../../../platform/messages.js';

const { OPER_TIME_FUTURE_MINUTES, OPER_TIME_EARLY_HOURS } = eamApi.inspection;

/** Tasks that may still be recorded and finished. */
export const OPEN_STATUSES = ['wait', 'acting'] as const;
export const isOpen = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);

/** 409: the task is over (finished or cancelled) and takes no more records. */
export const taskClosed = (lang: Lang, status: string) =>
  conflict('eam.inspection.taskClosed', { status: t(lang, status === 'cancel' ? 'eam.inspection.status.cancel' : 'eam.inspection.status.finish') });

/**
 * When a point was done, by the device's clock, normalised to UTC ISO: refused when more than
 * OPER_TIME_FUTURE_MINUTES ahead of the server (a device clock wrong by hours misdates history) or earlier than the
 * task's planned start minus OPER_TIME_EARLY_HOURS (a record for another round).
 */
export function checkOperTime(operTime: string | undefined, now: Date, planStartTime: string): string {
  if (operTime === undefined) return now.toISOString();
  const at = new Date(operTime);
  if (at.getTime() > now.getTime() + OPER_TIME_FUTURE_MINUTES * 60_000) {
    throw invalidField('operTime', 'eam.inspection.operTimeFuture', { minutes: OPER_TIME_FUTURE_MINUTES });
  }
  const earliest = new Date(Date.parse(planStartTime) - OPER_TIME_EARLY_HOURS * 3_600_000);
  if (at.getTime() < earliest.getTime()) throw invalidField('operTime', 'eam.inspection.operTimeEarly', { hours: OPER_TIME_EARLY_HOURS, time: earliest.toISOString() });
  return at.toISOString();
}

/** Hours from the first to the last recorded time, two decimals; null when nothing was recorded. */
export function totalCostHours(operTimes: Array<string | null>): number | null {
  const times = operTimes.filter((t): t is string => t !== null).map((t) => Date.parse(t));
  if (times.length === 0) return null;
  return Math.round(((Math.max(...times) - Math.min(...times)) / 3_600_000) * 100) / 100;
}

/** Most points named in the "not inspected yet" refusal; the rest are counted. */
const LISTED_POINTS = 10;

/** The waiting points as the refusal names them: 'A、B、C' (zh) or 'A, B, C' (en), the eleventh on as a count. */
export function listPoints(lang: Lang, names: string[]): string {
  const sep = lang === 'en-US' ? ', ' : '、';
  const shown = names.slice(0, LISTED_POINTS).join(sep);
  if (names.length <= LISTED_POINTS) return shown;
  if (lang === 'en-US') return `${shown} and ${names.length - LISTED_POINTS} more`;
  return `${shown}等${names.length}${lang === 'zh-TW' ? '個' : '个'}`;
}
