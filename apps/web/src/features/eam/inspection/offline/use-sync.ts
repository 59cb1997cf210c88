import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import i18n from '../../../../i18n/index.js';
import { notify } from '../../../../lib/notify.js';
import { useSession } from '../../../../lib/session/store.js';
import { eamInspectionKeys } from '../../../../domains/eam-inspection/keys.js';
import { roundKeys } from './device-copy.js';
import { isOnline } from '../../../../lib/offline/online.js';
import { syncQueue, type SyncReport } from './queue.js';
import { roundStore } from './store.js';
import type { QueuedRecord } from './types.js';

/** The signed-in portal user's id ('' signed out): the device's rounds and queue are kept per user. */
export const useUserId = () => useSession((s) => s.user?.userId ?? '');

/** The user's records on the device (waiting and refused), oldest first; [] where there is no IndexedDB. */
export function useDeviceQueue(userId: string) {
  return useQuery({
    queryKey: roundKeys.queue(userId),
    queryFn: () => roundStore().records(userId).catch((): QueuedRecord[] => []),
    networkMode: 'always',
    enabled: !!userId,
    staleTime: Infinity,
  });
}

const useSyncState = create<{ syncing: boolean }>(() => ({ syncing: false }));

let running: Promise<SyncReport | null> | null = null;

/**
 * Syncs the queue once (one run at a time, whoever asks), then refreshes the round screens and says what
 * happened: how many points were sent, how many refused. `manual` (立即同步): also says when there is no network.
 */
export function syncNow(client: QueryClient, userId: string, { manual = false } = {}): Promise<SyncReport | null> {
  if (!userId) return Promise.resolve(null);
  if (!isOnline()) {
    if (manual) notify.warning(i18n.t('eamInspection:sync.offlineNow'));
    return Promise.resolve(null);
  }
  running ??= (async () => {
    useSyncState.setState({ syncing: true });
    try {
      const report = await syncQueue(roundStore(), userId);
      const sent = report.recorded + report.duplicate;
      if (sent > 0) notify.success(i18n.t('eamInspection:sync.synced', { count: sent }));
      if (report.refused > 0) notify.warning(i18n.t('eamInspection:sync.refusedToast', { count: report.refused }));
      if (manual && report.stopped) notify.warning(i18n.t('eamInspection:sync.failed'));
      // Recorded points change their rounds; the queue changed either way.
      await client.invalidateQueries({ queryKey: sent > 0 ? eamInspectionKeys.all : roundKeys.queue(userId) });
      return report;
    } catch {
      // No IndexedDB, or a bug: the queue stays as it was.
      if (manual) notify.warning(i18n.t('eamInspection:sync.failed'));
      return null;
    } finally {
      useSyncState.setState({ syncing: false });
      running = null;
    }
  })();
  return running;
}

/**
 * Sends the device's waiting records whenever there is a chance: when the screen opens, when the network comes
 * back, when the app comes to the front again; and on 立即同步 (`sync`). Mounted by every round screen.
 */
export function useAutoSync(userId: string) {
  const client = useQueryClient();
  const syncing = useSyncState((s) => s.syncing);
  const queue = useDeviceQueue(userId);
  const hasWaiting = (queue.data ?? []).some((r) => r.state === 'waiting');
  useEffect(() => {
    if (!userId || !hasWaiting) return;
    const chance = () => { if (document.visibilityState !== 'hidden') void syncNow(client, userId); };
    chance();
    window.addEventListener('online', chance);
    window.addEventListener('focus', chance);
    document.addEventListener('visibilitychange', chance);
    return () => {
      window.removeEventListener('online', chance);
      window.removeEventListener('focus', chance);
      document.removeEventListener('visibilitychange', chance);
    };
  }, [client, userId, hasWaiting]);
  const sync = useCallback(() => syncNow(client, userId, { manual: true }), [client, userId]);
  return { queue: queue.data ?? [], syncing, sync };
}
