/** Query keys of custom dialogs: definitions by alias, and the rows of a search. */
export const customDialogKeys = {
  all: ['customDialog'] as const,
  definition: (alias: string | undefined) => [...customDialogKeys.all, 'definition', alias] as const,
  rows: (alias: string, search: unknown) => [...customDialogKeys.all, 'rows', alias, search] as const,
};
