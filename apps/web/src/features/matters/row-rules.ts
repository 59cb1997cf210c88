import type { TaskRow } from '@wp/contract';
import type { ListSearch } from './api/list-query.js';

/** A time as a list shows it: today 'HH:mm', this year 'MM-DD HH:mm', else 'YYYY-MM-DD' (local time). */
export function listTime(iso: string | null | undefined, now = new Date()): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  const hm = `${p(d.getHours())}:${p(d.getMinutes())}`;
  if (d.toDateString() === now.toDateString()) return hm;
  if (d.getFullYear() === now.getFullYear()) return `${p(d.getMonth() + 1)}-${p(d.getDate())} ${hm}`;
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** Past its due time. */
export const isOverdue = (dueTime: string | null | undefined, now = Date.now()) => !!dueTime && Date.parse(dueTime) < now;

/** Urgency of the urgentState dictionary: 0 normal, 1 urgent (紧急), 2 and above very urgent (特急). */
export const urgencyOf = (value: number | null | undefined): 'urgent' | 'veryUrgent' | null =>
  !value || value <= 0 ? null : value >= 2 ? 'veryUrgent' : 'urgent';

/** Task statuses that a plain agree/oppose decides (others answer a colleague: add-sign, inquiry, feedback, resubmit). */
const batchableStatuses = new Set<TaskRow['status']>(['NORMAL', 'DELIVERTO', 'SIGN']);

/**
 * Whether a to-do task may join a batch approval, and if not, the i18n key of why: a shared task must be
 * claimed first; add-sign, inquiry, feedback and returned (BACK) tasks need their own page.
 */
export function batchBlocker(task: Pick<TaskRow, 'status' | 'assigneeId' | 'supportMobile'>): string | null {
  if (!batchableStatuses.has(task.status)) return 'batch.blocked.kind';
  if (!task.assigneeId) return 'batch.blocked.unclaimed';
  return null;
}

/** What an empty list says: nothing found for the search, nothing with the chosen outcome, or nothing at all. */
export function emptyText(t: (key: string, vars?: Record<string, string>) => string, search: ListSearch, none: string): string {
  if (search.text) return t('empty.search', { text: search.text });
  if (search.outcome) return t('empty.outcome', { outcome: t(`outcomeFilter.${search.outcome}`) });
  return t(none);
}
