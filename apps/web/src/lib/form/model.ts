/**
 * The web's view of form values. The rules themselves live in @wp/form, shared with the server (ADR 0013):
 * withComputed is what the server stores, isEmptyValue is the registry's empty test.
 */
export { isEmptyValue, withComputed, withDependentsCleared, type AnyField, type FormPermissions, type FormRow, type FormValues } from '@wp/form';
