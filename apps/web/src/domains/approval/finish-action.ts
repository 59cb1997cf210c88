import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { notify, SUCCESS_TOAST_MS } from '../../lib/notify.js';
import { usePane } from '../../lib/pane.js';
import { approvalKeys } from './keys.js';

/** A key that makes a retried action act once (the runtime's idempotencyKey); no secure context needed. */
export const actionKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * Marks every approval list and count stale. Beside a list (a tablet's pane) the list is on screen and
 * refetches now; otherwise the lists refetch when they mount again.
 */
export function useStaleApprovals() {
  const client = useQueryClient();
  const beside = usePane() !== null;
  return useCallback(
    () => client.invalidateQueries({ queryKey: approvalKeys.all, refetchType: beside ? 'active' : 'none' }),
    [client, beside],
  );
}

/**
 * After a successful action (spec section 8): the server's message as a success toast for 1500 ms, then back
 * to where the user came from (the list), which refetches because every approval query went stale. Opened
 * without an in-app history (a link from a message), it goes to `fallback` instead. In the pane beside the
 * list the pane closes at once (the toast stays) and the list beside it refreshes.
 */
export function useFinishAction(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const pane = usePane();
  const stale = useStaleApprovals();
  const hasHistory = location.key !== 'default';
  return useCallback(async (message: string) => {
    if (message) notify.success(message);
    const back = () => (hasHistory ? navigate(-1) : navigate(pane?.listUrl ?? fallback, { replace: true }));
    if (pane) {
      void back();
      await stale();
      return;
    }
    await stale();
    await new Promise((resolve) => setTimeout(resolve, SUCCESS_TOAST_MS));
    void back();
  }, [navigate, hasHistory, fallback, pane, stale]);
}
