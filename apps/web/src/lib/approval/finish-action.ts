import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { notify, SUCCESS_TOAST_MS } from '../notify.js';

/** Every approval list, count and task view is cached under this key, so one action makes them all stale. */
export const BPM_QUERY_KEY = 'bpm';

/** A key that makes a retried action act once (the runtime's idempotencyKey); no secure context needed. */
export const actionKey = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * After a successful action (spec section 8): the server's message as a success toast for 1500 ms, then back
 * to where the user came from (the list), which refetches because every approval query went stale. Opened
 * without an in-app history (a link from a message), it goes to `fallback` instead.
 */
export function useFinishAction(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const hasHistory = location.key !== 'default';
  return useCallback(async (message: string) => {
    if (message) notify.success(message);
    // Stale, not refetched now: the lists refetch when they mount again, this screen is about to leave.
    await client.invalidateQueries({ queryKey: [BPM_QUERY_KEY], refetchType: 'none' });
    await new Promise((resolve) => setTimeout(resolve, SUCCESS_TOAST_MS));
    if (hasHistory) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [client, navigate, hasHistory, fallback]);
}
