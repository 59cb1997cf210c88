import { isOnline } from './online.js';

/**
 * When the app may read screens ahead for offline use (ADR 0029): a bounded number of items, only with a network,
 * never on a connection the user asked to spare (Save-Data) or that says it is metered. Small and without the
 * network code, so a list carries it and loads the reading itself only when it will run.
 */

/** Items read ahead from one list: its first page (PAGE_SIZE 20). */
export const READ_AHEAD_MAX = 20;

/** The Network Information API where the browser has it (Chromium: `saveData`; `metered` of its older draft). */
interface Connection {
  saveData?: boolean;
  metered?: boolean;
}

export function mayReadAhead(nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  if (!nav || !isOnline()) return false;
  const connection = (nav as Navigator & { connection?: Connection }).connection;
  return connection?.saveData !== true && connection?.metered !== true;
}

/**
 * Runs `work` when the browser is idle (at the latest after `timeoutMs`); answers how to cancel it. Where there
 * is no requestIdleCallback (Safari), a short time-out: the work still comes after the current frame's.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 50);
  return () => clearTimeout(handle);
}
