import { useEffect, useState } from 'react';
import { actionStore } from './actions.js';
import { onActionsChanged } from './action-store.js';
import type { QueuedAction } from './queue.js';

/** The user's queued actions, newest first, following every change; null while they load. */
export function useQueuedActions(userId: string | undefined): QueuedAction[] | null {
  const [actions, setActions] = useState<QueuedAction[] | null>(null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    const load = () => void actionStore.list(userId)
      .then((all) => live && setActions([...all].sort((a, b) => b.queuedAt - a.queuedAt)))
      .catch(() => live && setActions([]));
    load();
    const off = onActionsChanged(load);
    return () => {
      live = false;
      off();
    };
  }, [userId]);
  return actions;
}
