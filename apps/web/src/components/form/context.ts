import { createContext, useContext } from 'react';
import type { AnyField } from '../../lib/form/model.js';

/** What every control of one rendered form shares. */
export interface FormRenderContext {
  /** The form is being filled in for a new request (serial numbers are taken then). */
  isNew: boolean;
  /** The message of a failing field by its path (`title`, `items[0].qty`). */
  errorOf(path: string): string | undefined;
}

export const FormContext = createContext<FormRenderContext>({ isNew: false, errorOf: () => undefined });
export const useFormContext = () => useContext(FormContext);

/** The props every field control gets. */
export interface ControlProps<F extends AnyField = AnyField> {
  field: F;
  value: unknown;
  onChange(value: unknown): void;
  readOnly: boolean;
  /** Where the value lives, for error messages of nested cells. */
  path: string;
}
