/** Query keys of custom dialogs: definitions by alias, and the rows of a search. */
export const customDialogKeys = {
  all: ['customDialog'] as const,
  definition: (alias: string | undefined) => [...customDialogKeys.all, 'definition', alias] as const,
  /** Every list of rows of a dialog (what a pull to refresh makes stale). */
  allRows: (alias: string) => [...customDialogKeys.all, 'rows', alias] as const,
  rows: (alias: string, search: unknown) => [...customDialogKeys.allRows(alias), search] as const,
  page: (alias: string, search: unknown, page: number) => [...customDialogKeys.allRows(alias), search, 'page', page] as const,
};
