import { timeLag, timeLagParts } from '../../domains/approval/time-lag.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' in local time; '' for nothing or a bad value. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A due time as a countdown: the time left ('2天3小时'), or how long it is overdue, in the opinion list's
 * units (days, hours, minutes or 'less than 1 minute').
 */
export function countdown(dueIso: string, nowIso: string, t: (key: string, vars?: Record<string, number>) => string): { overdue: boolean; text: string } {
  const overdue = Date.parse(dueIso) < Date.parse(nowIso);
  const lag = overdue ? timeLag(dueIso, nowIso) : timeLag(nowIso, dueIso);
  return { overdue, text: timeLagParts(lag, t) };
}

/** Tag colour of an instance status. */
export function statusTone(status: string): 'primary' | 'success' | 'danger' | 'warning' | 'default' {
  if (status === 'running') return 'primary';
  if (status === 'end') return 'success';
  if (status === 'back' || status === 'backToStart' || status === 'manualend') return 'danger';
  return status === 'revoke' || status === 'draft' ? 'warning' : 'default';
}
