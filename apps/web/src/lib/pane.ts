import { createContext, useContext } from 'react';

/** A screen shown in the detail pane beside its list (tablets, ADR 0018). */
export interface Pane {
  /** The list's URL (with its search): where the pane goes once its item is done with. */
  listUrl: string;
}

export const PaneContext = createContext<Pane | null>(null);

/** The pane this screen is shown in, or null when it has the screen to itself. */
export const usePane = (): Pane | null => useContext(PaneContext);
