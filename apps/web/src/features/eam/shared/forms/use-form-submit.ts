import { useState } from 'react';
import type { Form } from 'antd-mobile';
import { fieldErrorsOf, failureText } from './field-errors.js';

type FormInstance = ReturnType<typeof Form.useForm>[0];

/**
 * Sends a form's call and puts a refusal where it belongs: on the fields it names (`fields` maps the server's
 * names to the form's; the first such field gets the focus), else above the button. Answers the call's result, or null when it was refused.
 * `onFinishFailed` does the same for the form's own checks: on a long form the first field refused may lie
 * scrolled out of view above the button.
 */
export function useFormSubmit(form: FormInstance, formName: string, fields: Record<string, string>) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The field comes into view with the focus (the form item gives its control the id form_field). */
  const focusField = (name: string) => {
    const field = document.getElementById(`${formName}_${name}`);
    field?.scrollIntoView?.({ block: 'center' });
    field?.focus?.();
  };
  async function submit<R>(send: () => Promise<R>): Promise<R | null> {
    setRefusal(null);
    setBusy(true);
    try {
      return await send();
    } catch (err) {
      const onFields = fieldErrorsOf(err, fields);
      if (onFields) {
        form.setFields(onFields);
        focusField(onFields[0].name);
      } else {
        setRefusal(failureText(err));
      }
      return null;
    } finally {
      setBusy(false);
    }
  }
  const onFinishFailed = ({ errorFields }: { errorFields: Array<{ name: Array<string | number> }> }) => {
    const first = errorFields[0]?.name[0];
    if (first !== undefined) focusField(String(first));
  };
  return { submit, onFinishFailed, refusal, busy, clearRefusal: () => setRefusal(null) };
}
