/** Field permissions (w, b, r, n) as @wp/form reads them, for the screens that draw fields. */
export { effectiveMode, isRequired, type FieldAccess, type FieldMode } from '@wp/form';
