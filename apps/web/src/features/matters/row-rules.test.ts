import { describe, expect, it } from 'vitest';
import { batchBlocker, isOverdue, listTime, urgencyOf } from './row-rules.js';
import { nextPage } from '../../lib/paging.js';
import { listFilter } from './api/list-query.js';
import { matterLinks } from './links.js';

describe('list rows', () => {
  it('formats times by distance: today, this year, earlier', () => {
    const now = new Date(2026, 10, 22, 15, 0);
    expect(listTime(new Date(2026, 10, 22, 9, 5).toISOString(), now)).toBe('09:05');
    expect(listTime(new Date(2026, 1, 3, 18, 30).toISOString(), now)).toBe('02-03 18:30');
    expect(listTime(new Date(2025, 11, 31, 8, 0).toISOString(), now)).toBe('2025-12-31');
    expect(listTime(null, now)).toBe('');
  });

  it('marks urgency and overdue', () => {
    expect([0, 1, 2, 3, null].map(urgencyOf)).toEqual([null, 'urgent', 'veryUrgent', 'veryUrgent', null]);
    expect(isOverdue('2026-11-22T00:00:00Z', Date.parse('2026-11-22T00:00:01Z'))).toBe(true);
    expect(isOverdue('2026-11-22T00:00:00Z', Date.parse('2026-11-21T23:59:59Z'))).toBe(false);
    expect(isOverdue(null)).toBe(false);
  });

  it('lets plain approvals, transferred and sign tasks join a batch once they have an assignee', () => {
    const t = (status: 'NORMAL' | 'DELIVERTO' | 'SIGN' | 'ADDSIGN' | 'INQU' | 'COMMU' | 'BACK', assigneeId: string | null = 'u1') =>
      batchBlocker({ status, assigneeId, supportMobile: 1 });
    expect([t('NORMAL'), t('DELIVERTO'), t('SIGN')]).toEqual([null, null, null]);
    expect([t('ADDSIGN'), t('INQU'), t('COMMU'), t('BACK')]).toEqual(Array(4).fill('batch.blocked.kind'));
    expect(t('NORMAL', null)).toBe('batch.blocked.unclaimed');
  });

  it('builds pages and stops at the total or an empty page', () => {
    expect(listFilter({ text: '' }, 2)).toEqual({ pageBean: { page: 2, pageSize: 20, showTotal: true } });
    const p = (page: number, n: number, total: number) => ({ rows: Array(n).fill(0), total, page, pageSize: 20 });
    expect(nextPage(p(1, 20, 45), [p(1, 20, 45)])).toBe(2);
    expect(nextPage(p(3, 5, 45), [p(1, 20, 45), p(2, 20, 45), p(3, 5, 45)])).toBeUndefined();
    expect(nextPage(p(2, 0, 45), [p(1, 20, 45), p(2, 0, 45)])).toBeUndefined();
  });

  it('links rows to the task views of the spec', () => {
    expect(matterLinks.todo('t 1')).toBe('/task/t%201/0');
    expect(matterLinks.notice('n1', 'todoRead', 0, null)).toBe('/noticeTask/n1/todoRead/0/0/myNotice');
    expect(matterLinks.draft('def1', 'i1')).toBe('/work/startFlow/def1/i1');
  });
});
