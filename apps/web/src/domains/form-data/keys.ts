/** Query keys of forms and data: data templates, their records, business-object definitions and change history. */
export const formDataKeys = {
  all: ['formData'] as const,
  /** A template's settings and the caller's permissions, by alias. */
  template: (alias: string) => [...formDataKeys.all, 'template', alias] as const,
  /** A template's past imports (its import log). */
  imports: (alias: string) => [...formDataKeys.template(alias), 'imports'] as const,
  /** Every page of every record list of a template (the prefix of `records`): what a save or delete makes stale. */
  allRecords: (alias: string) => [...formDataKeys.all, 'records', alias] as const,
  records: (alias: string, search: unknown) => [...formDataKeys.allRecords(alias), search] as const,
  /** A business object's definition (its fields: types, dictionaries, options), by alias. */
  bo: (alias: string) => [...formDataKeys.all, 'bo', alias] as const,
  /** Everything of one template record: its form (per action) and its change history. */
  record: (alias: string, id: string | null) => [...formDataKeys.all, 'record', alias, id] as const,
  form: (alias: string, action: string, id: string | null) => [...formDataKeys.record(alias, id), 'form', action] as const,
  history: (alias: string, id: string) => [...formDataKeys.record(alias, id), 'history'] as const,
};
