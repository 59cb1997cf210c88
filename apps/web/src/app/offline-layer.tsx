import i18n from '../i18n/index.js';
import { OfflineBar } from '../components/offline/OfflineBar.js';
import { notify } from '../lib/notify.js';
import { startOffline } from '../lib/offline/replayer.js';
import { approvalKeys } from '../domains/approval/keys.js';
import { inboxKeys } from '../domains/inbox/keys.js';
import { queryClient } from './query-client.js';

// Actions the server answered change lists and counts: every screen showing them reads them again, and the user
// hears how they went (the bar keeps each answer until cleared).
startOffline((report) => {
  void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
  void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
  const text = i18n.t('offline:answeredToast', { done: report.done.length, refused: report.refused.length });
  if (report.refused.length) notify.warning(text);
  else notify.success(text);
});

/** The offline side of the signed-in shell (loaded by OfflineSlot once the page has settled). */
export function OfflineLayer() {
  return <OfflineBar />;
}
