/** Query keys of portal data: the home page, apps, news, big screens, menus, layouts and data dictionaries. */
export const portalKeys = {
  all: ['portal'] as const,
  /** Everything of the home page: layout, columns, column data. */
  home: ['portal', 'home'] as const,
  layout: () => [...portalKeys.home, 'layout'] as const,
  column: (alias: string) => [...portalKeys.home, 'column', alias] as const,
  columnData: (alias: string, page: number) => [...portalKeys.home, 'columnData', alias, page] as const,
  /** The data of every column (the prefix of columnData). */
  allColumnData: () => [...portalKeys.home, 'columnData'] as const,
  /** The home layouts the user may choose from. */
  authLayouts: () => [...portalKeys.all, 'authLayouts'] as const,
  apps: (typeKey: string) => [...portalKeys.all, 'apps', typeKey] as const,
  echarts: (reportId: string | null) => [...portalKeys.all, 'echarts', reportId] as const,
  news: (kind: string, text: string) => [...portalKeys.all, 'news', kind, text] as const,
  newsItem: (id: string) => [...portalKeys.all, 'news', 'detail', id] as const,
  datav: (alias: string) => [...portalKeys.all, 'datav', alias] as const,
  menus: (userId: string | undefined) => [...portalKeys.all, 'menus', userId] as const,
  dict: (typeKey: string | undefined) => [...portalKeys.all, 'dict', typeKey] as const,
};
