import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { liveApi } from '@wp/contract';
import { endpointRequest } from '../lib/http/client.js';
import { startLiveStream } from '../lib/live/event-stream.js';
import { usePageSettled } from '../lib/page-settled.js';
import { useSession } from '../lib/session/store.js';
import { guestScope } from '../lib/session/guest.js';
import { inboxKeys } from '../domains/inbox/keys.js';
import { approvalKeys } from '../domains/approval/keys.js';
import { portalKeys } from '../domains/portal/keys.js';

/**
 * Live updates (issue I): while signed in, the tab keeps the server's event stream open, and when a message
 * reaches the user (a task handed to them announces itself so) the badge, the inbox, the approval lists and
 * home's columns are read again, whichever page shows them. So are they after a reconnect, which may have missed events. The stream
 * opens once the page has its own data, and again with each new token.
 */
export function useLiveUpdates(queryClient: QueryClient) {
  // A guest of a shared link has no stream (the server refuses it): it reads one instance and nothing else.
  const token = useSession((s) => (s.user && !guestScope(s.user.token) ? s.user.token : undefined));
  const settled = usePageSettled();
  useEffect(() => {
    if (!token || !settled) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
      // Home's columns (我的待办 among them) read their data again while home shows.
      void queryClient.invalidateQueries({ queryKey: portalKeys.allColumnData() });
    };
    return startLiveStream({
      target: () => endpointRequest(liveApi.events),
      onFrame: (frame) => {
        // Every event this app knows changes what the lists show; one it does not know yet is left alone.
        if ((liveApi.LIVE_EVENT_NAMES as readonly string[]).includes(frame.event)) refresh();
      },
      onReconnect: refresh,
    });
  }, [token, settled, queryClient]);
}
