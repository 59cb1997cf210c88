import { useSession } from '../session/store.js';
import { forgetReplies, replyKeeper } from './device-replies.js';
import { setReplyKeeper } from '../http/client.js';
import { replayNow } from './actions.js';
import { isOnline } from './online.js';
import type { ReplayReport } from './queue.js';

/** Waiting actions are tried again this often: the online event does not come when the Wi-Fi stayed and the server came back. */
export const RETRY_MS = 30_000;

let started = false;

/**
 * Starts the offline side of the signed-in app once (ADR 0029): kept replies go to the device's store, waiting
 * actions are sent when the network returns (and at once, and when a user signs in), and a signed-out user's kept
 * replies are forgotten. `onAnswered` hears of every replay that the server answered.
 */
export function startOffline(onAnswered: (report: ReplayReport) => void) {
  if (started) return;
  started = true;
  setReplyKeeper(replyKeeper);
  const run = async () => {
    if (!isOnline()) return;
    const report = await replayNow();
    if (report && (report.done.length || report.refused.length)) onAnswered(report);
  };
  window.addEventListener('online', () => void run());
  setInterval(() => void run(), RETRY_MS);
  useSession.subscribe((s, prev) => {
    if (prev.user && !s.user) void forgetReplies(prev.user.userId);
    if (s.user && s.user.userId !== prev.user?.userId) void run();
  });
  void run();
}
