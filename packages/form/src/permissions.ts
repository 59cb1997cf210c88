/** A field's mode on a form (spec 000 section 5): w writable, b writable and required, r read-only, n hidden. */
export type FieldMode = 'w' | 'b' | 'r' | 'n';

/** A node's field permissions, keyed by field key; a sub-table's columns follow the sub-table's own. */
export type FormPermissions = Partial<Record<string, FieldMode>>;

export interface FieldAccess {
  mode: FieldMode;
  hidden: boolean;
  readOnly: boolean;
  /** 'b' forces the field to be required whatever its definition says. */
  forceRequired: boolean;
}

const MODES: readonly string[] = ['w', 'b', 'r', 'n'];

/**
 * What a field's permission means. No permission, or a value the spec does not name, is writable (the spec's
 * signature field: "any other value makes it writable"); callers that default otherwise (the server: read-only
 * after the start node) pass a complete map. `readOnly` (a view of a finished form) turns w and b into r and
 * keeps n hidden.
 */
export function effectiveMode(permission: string | null | undefined, readOnly = false): FieldAccess {
  let mode: FieldMode = permission && MODES.includes(permission) ? (permission as FieldMode) : 'w';
  if (readOnly && mode !== 'n') mode = 'r';
  return { mode, hidden: mode === 'n', readOnly: mode === 'r', forceRequired: mode === 'b' };
}

/** Whether a field must be filled: required by definition or forced by 'b'; never when read-only or hidden. */
export const isRequired = (required: boolean | undefined, access: FieldAccess) =>
  !access.hidden && !access.readOnly && (access.forceRequired || !!required);
