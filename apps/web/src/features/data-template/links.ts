/** The full-screen URL of a template record's form: add, or a record's edit or view. */
export const formLink = (templateKey: string, action: 'add' | 'edit' | 'get', id?: string) =>
  `/templateForm/${encodeURIComponent(templateKey)}/${action}${id ? `/${encodeURIComponent(id)}` : ''}`;
