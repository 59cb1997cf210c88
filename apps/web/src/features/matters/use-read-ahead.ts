import { useEffect } from 'react';
import type { TaskRow } from '@wp/contract';
import { usePageSettled } from '../../lib/page-settled.js';
import { useSession } from '../../lib/session/store.js';
import { mayReadAhead, READ_AHEAD_MAX, whenIdle } from '../../lib/offline/read-ahead-policy.js';

/**
 * Reads the to-dos of the list's first page ahead, so each opens offline though never opened (ADR 0029). Only once
 * the page has settled and the browser is idle: the list's own requests and first render come first, and the
 * reading's code (domains/approval/read-ahead.ts) loads only then. Not on a Save-Data or metered connection, nor offline.
 * Leaving the list stops it; coming back goes on with what is left.
 */
export function useReadTasksAhead(rows: readonly TaskRow[] | undefined) {
  const settled = usePageSettled();
  const userId = useSession((s) => s.user?.token && s.user.userId);
  // The ids as one string: the list's polls bring new arrays of the same rows, which must not start it again.
  const ids = rows?.slice(0, READ_AHEAD_MAX).map((r) => r.taskId).join('\n') ?? '';
  useEffect(() => {
    if (!settled || !userId || !ids || !mayReadAhead()) return;
    const controller = new AbortController();
    const cancel = whenIdle(() => {
      import('../../domains/approval/read-ahead.js')
        .then((m) => m.readTasksAhead(ids.split('\n'), controller.signal))
        .catch(() => undefined);
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [settled, userId, ids]);
}
