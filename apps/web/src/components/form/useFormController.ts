import { useCallback, useMemo, useState } from 'react';
import type { ProcessForm } from '@wp/contract';
import { withComputed, type FormPermissions, type FormValues } from '../../lib/form/model.js';
import { validateForm, validationMessage, type FieldError } from '../../lib/form/validate.js';
import type { FormRendererProps } from './FormRenderer.js';

export interface FormCheck {
  ok: boolean;
  errors: FieldError[];
  /** Each failing field with its message, one per line, or 'please fill in the form correctly'; '' when ok. */
  message: string;
}

export interface FormControllerOptions {
  definition: Pick<ProcessForm, 'fields'>;
  permissions?: FormPermissions;
  initialValues?: FormValues;
  readOnly?: boolean;
}

/**
 * The state of one form on a screen: its values (computed fields worked out), edits, and the validator.
 * After the first validate() the messages under the fields follow every edit, so a fix clears its message.
 *
 *   const form = useFormController({ definition, permissions });
 *   <FormRenderer {...form.rendererProps} />
 *   const check = form.validate(); if (!check.ok) notify.warning(check.message);
 */
export function useFormController({ definition, permissions, initialValues, readOnly = false }: FormControllerOptions) {
  const [raw, setRaw] = useState<FormValues>(() => initialValues ?? {});
  const [checked, setChecked] = useState(false);
  const values = useMemo(() => withComputed(definition, raw), [definition, raw]);
  const errors = useMemo(
    () => (checked ? validateForm(definition, values, permissions, { readOnly }) : []),
    [checked, definition, values, permissions, readOnly],
  );

  const setValue = useCallback((key: string, value: unknown) => setRaw((prev) => ({ ...prev, [key]: value })), []);
  /** Replaces every value (a draft or a saved request loaded after the screen opened) and forgets earlier checks. */
  const reset = useCallback((next: FormValues) => {
    setRaw(next);
    setChecked(false);
  }, []);

  const validate = useCallback((): FormCheck => {
    const found = validateForm(definition, values, permissions, { readOnly });
    setChecked(true);
    return { ok: found.length === 0, errors: found, message: validationMessage(found) };
  }, [definition, values, permissions, readOnly]);

  const rendererProps: FormRendererProps = {
    definition, values, permissions, readOnly, errors,
    onChange: (_next, change) => setValue(change.key, change.value),
  };
  return { values, setValue, reset, validate, errors, rendererProps };
}
