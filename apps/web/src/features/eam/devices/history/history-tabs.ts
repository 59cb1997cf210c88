/** The tabs of an asset's history, in the order shown; `?tab=` names one (a link opens the right one). */
export const HISTORY_TABS = ['repair', 'maintenance', 'inspection'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/** The tab a `?tab=` value names; none or an unknown value: the first (repairs). */
export const historyTabOf = (value: string | null | undefined): HistoryTab =>
  (HISTORY_TABS as readonly string[]).includes(value ?? '') ? (value as HistoryTab) : HISTORY_TABS[0];
