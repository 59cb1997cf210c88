import { useEffect, useState, type ComponentType } from 'react';
import { usePageSettled } from '../lib/page-settled.js';

/**
 * Where the offline bar, the waiting actions and the new-version prompt show (ADR 0029). Their code, and the
 * device's stores behind them, load once the page has settled: the shell does not carry them.
 */
export function OfflineSlot() {
  const settled = usePageSettled();
  const [Layer, setLayer] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!settled) return;
    let live = true;
    import('./offline-layer.js').then((m) => live && setLayer(() => m.OfflineLayer)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [settled]);
  return Layer ? <Layer /> : null;
}
