import { processForm } from './schema.js';

/** For this package's tests: a form definition's problems as `path: message`, [] when it is valid. */
export const definitionIssues = (form: unknown): string[] => {
  const r = processForm.safeParse(form);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};
