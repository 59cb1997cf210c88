import { createContext, useContext } from 'react';
import type { AnyField, FormRow } from '../../lib/form/model.js';

/** What every control of one rendered form shares. */
export interface FormRenderContext {
  /** The message of a failing field by its path (`title`, `items[0].qty`). */
  errorOf(path: string): string | undefined;
}

export const FormContext = createContext<FormRenderContext>({ errorOf: () => undefined });
export const useFormContext = () => useContext(FormContext);

/** The fields and values around a control (the form's, or its sub-table row's), and a write of several at once. */
export interface FieldLevel {
  fields: readonly AnyField[];
  values: FormRow;
  patch(changes: FormRow): void;
}

/** The props every field control gets. */
export interface ControlProps<F extends AnyField = AnyField> {
  field: F;
  value: unknown;
  onChange(value: unknown): void;
  readOnly: boolean;
  /** Where the value lives, for error messages of nested cells. */
  path: string;
  /** Its level: what a dialog field fills and a cascade reads (absent where a control stands alone). */
  level?: FieldLevel;
}
