/** Query keys of portal data shared between screens (home, personal page, tab bar, inbox). */
export const portalKeys = {
  /** Everything of the home page: layout, columns, column data. */
  home: ['portal', 'home'] as const,
  layout: () => [...portalKeys.home, 'layout'] as const,
  column: (alias: string) => [...portalKeys.home, 'column', alias] as const,
  columnData: (alias: string, page: number) => [...portalKeys.home, 'columnData', alias, page] as const,
  /** The data of every column (the prefix of columnData). */
  allColumnData: () => [...portalKeys.home, 'columnData'] as const,
  msgBadge: ['portal', 'msgBadge'] as const,
  inbox: ['portal', 'inbox'] as const,
};
