import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced.js';
import { DraftPrompt } from './DraftPrompt.js';
import { deviceDraftStore, draftKey, type DeviceDraft, type DraftStore } from './draft-store.js';

/** How long after the last change a draft is kept (a typing burst is one write). */
export const DRAFT_DELAY_MS = 800;

const defaultStore = deviceDraftStore();

export interface DeviceDraftOptions {
  /** Whose form, which form or template, which record or task; null while not known (nothing is kept). */
  scope: { userId: string; form: string; record?: string | null } | null;
  /** The form's values now. */
  values: Record<string, unknown>;
  /** False while the form is loading or read-only: nothing is offered or kept. */
  enabled: boolean;
  /** Puts a restored draft's values into the form. */
  onRestore(values: Record<string, unknown>): void;
  store?: DraftStore;
}

/**
 * A form in progress kept on this device (reference forms-data §1.14 item 9, §6 item 7), besides the server's
 * drafts: kept DRAFT_DELAY_MS after each change and at once when the page is hidden or left (pagehide,
 * visibilitychange), offered back when the form opens again ("恢复上次未提交的内容?" restore / discard), and
 * cleared by `clear()` after a successful save or submit. Nothing is kept until the user changes something,
 * nor while the offer is open (the kept draft stays as it was until they choose).
 */
export function useDeviceDraft({ scope, values, enabled, onRestore, store = defaultStore }: DeviceDraftOptions) {
  const key = scope && enabled ? draftKey(scope) : null;
  const [offer, setOffer] = useState<DeviceDraft | null>(null);
  /** The key whose stored draft has been looked at, and the values the form had then (unchanged: nothing to keep). */
  const checked = useRef<{ key: string; baseline: string } | null>(null);
  const latest = useRef(values);
  latest.current = values;
  const settled = useDebounced(values, DRAFT_DELAY_MS);

  useEffect(() => {
    if (!key) return;
    let alive = true;
    checked.current = null;
    void store.get(key).then((found) => {
      if (!alive) return;
      const baseline = JSON.stringify(latest.current);
      checked.current = { key, baseline };
      if (found && JSON.stringify(found.values) !== baseline) setOffer(found);
    });
    return () => {
      alive = false;
    };
  }, [key, store]);

  const keep = useCallback(() => {
    const c = checked.current;
    if (!key || !c || c.key !== key || offer) return;
    const now = JSON.stringify(latest.current);
    if (now === c.baseline) return;
    void store.put(key, { values: latest.current, savedAt: Date.now() });
  }, [key, offer, store]);

  // Once the values have settled after a change.
  useEffect(() => keep(), [settled, keep]);

  useEffect(() => {
    if (!key) return;
    const onHide = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [key, keep]);

  const restore = () => {
    if (!offer) return;
    onRestore(offer.values);
    // The restored values are the form's now: later changes are kept from here on.
    if (checked.current) checked.current = { ...checked.current, baseline: JSON.stringify(offer.values) };
    setOffer(null);
  };
  const discard = () => {
    if (key) void store.remove(key);
    setOffer(null);
  };

  return {
    /** The restore / discard dialog: render it with the form. */
    prompt: <DraftPrompt draft={offer} onRestore={restore} onDiscard={discard} />,
    /** After a successful save or submit: the kept draft is gone, and nothing more is kept for this form. */
    clear: useCallback(async () => {
      if (!key) return;
      checked.current = null;
      await store.remove(key);
    }, [key, store]),
  };
}
