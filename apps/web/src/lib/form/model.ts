/**
 * The web's view of form values. The rules themselves live in @wp/form, shared with the server (ADR 0013):
 * withComputed is what the server stores, isEmptyValue is the registry's empty test.
 */
import { withDependentsCleared, type AnyField, type FormRow } from '@wp/form';

export { isEmptyValue, withComputed, type AnyField, type FormPermissions, type FormRow, type FormValues } from '@wp/form';

/**
 * The values of a level (the form's, or a sub-table row's) after an edit of one or several of its fields (a
 * dialog maps several at once): `changes` written in, and every cascade under a changed choice emptied.
 */
export const withChanges = (fields: readonly AnyField[], before: FormRow, changes: FormRow): FormRow =>
  withDependentsCleared(fields, before, { ...before, ...changes });
