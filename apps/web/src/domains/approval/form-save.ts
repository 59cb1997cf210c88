import type { FormField, ProcessForm } from '@wp/contract';
import i18n from '../../i18n/index.js';
import { CallError } from '../../lib/http/client.js';
import { describeFailure } from '../../lib/http/failure.js';
import { notify } from '../../lib/notify.js';
import { validationMessage, type FieldError } from '../../lib/form/validate.js';

/**
 * The form-data save outcomes of spec 000 section 8 that stop (or question) a start or a submit:
 * 1 no online form or URL form, 2 an online form that is empty or did not load, 3 failing fields,
 * 5 a URL form that did not answer in time, 6 a URL form that did not handle the data (ask whether to go on),
 * 7 silent. Any other code is an unexpected error with its reason.
 */
export type FormSaveCode = 1 | 2 | 3 | 5 | 6 | 7;
export interface FormSaveProblem {
  code: FormSaveCode | number;
  /** Code 3: the field-list message; other codes: the reason, if any. */
  message?: string;
  /** Code 3: the failing fields, to mark them on the form. */
  errors?: FieldError[];
}

/** What a screen knows about the form it is about to send. */
export interface FormState {
  /** The definition's form; null when the process has none; undefined while it has not loaded. */
  form: Pick<ProcessForm, 'fields'> | null | undefined;
  /** The node names a form (an online form key) even when its fields are missing. */
  formKey?: string | null;
  /** The form's definition could not be loaded. */
  loadFailed?: boolean;
  /** The renderer's validation, when the form has writable fields. */
  check?: { ok: boolean; errors: FieldError[]; message: string };
}

/** What stands in the way of sending the form data, or null when it may be sent. */
export function formProblem({ form, formKey, loadFailed, check }: FormState): FormSaveProblem | null {
  if (loadFailed || (form === undefined && formKey) || (form && form.fields.length === 0)) return { code: 2 };
  if (form === undefined || form === null) return formKey ? { code: 2 } : { code: 1 };
  if (check && !check.ok) return { code: 3, message: check.message, errors: check.errors };
  return null;
}

const FIELD_RULE = /^(?:body\.)?data\.([A-Za-z_][\w.[\]]*):\s*(.+)$/;

/**
 * A server 400 about the form data ("data.amount: is required (采购金额)"; several joined by "; ") as
 * failing fields with their labels, or null when the refusal is about something else.
 */
export function serverFieldErrors(message: string, form: Pick<ProcessForm, 'fields'> | null | undefined): FieldError[] | null {
  const byKey = new Map<string, FormField>((form?.fields ?? []).map((f) => [f.key, f]));
  const errors: FieldError[] = [];
  for (const part of message.split(/;\s*/)) {
    const m = FIELD_RULE.exec(part.trim());
    if (!m) continue;
    const field = m[1];
    const top = field.split(/[.[]/)[0];
    errors.push({ field, label: byKey.get(top)?.label ?? top, message: m[2].trim() });
  }
  return errors.length ? errors : null;
}

/** A failed send as a form problem: a 400 naming form fields is code 3; anything else is not a form problem. */
export function problemOfFailure(err: unknown, form: Pick<ProcessForm, 'fields'> | null | undefined): FormSaveProblem | null {
  if (!(err instanceof CallError) || err.status !== 400) return null;
  const errors = serverFieldErrors(err.serverMessage ?? '', form);
  if (!errors) return null;
  return { code: 3, message: validationMessage(errors), errors };
}

/**
 * Tells the user about a problem as spec section 8 says: codes 1, 2 and 5 their fixed texts, 3 the field
 * list, 6 asks whether to go on anyway, 7 nothing, any other code an unexpected error with the reason.
 * Resolves true only when the user chose to go on (code 6 answered yes).
 */
export async function reportFormProblem(p: FormSaveProblem, confirm: (text: string) => Promise<boolean>): Promise<boolean> {
  const t = (key: string, vars?: Record<string, unknown>) => i18n.t(`approval:formSave.${key}`, vars);
  switch (p.code) {
    case 1: notify.danger(t('noForm')); return false;
    case 2: notify.danger(t('formNotLoaded')); return false;
    case 3: notify.warning(p.message || i18n.t('form:fillCorrectly')); return false;
    case 5: notify.danger(t('urlTimeout')); return false;
    case 6: return confirm(t('urlNotHandled'));
    case 7: return false;
    default: notify.danger(t('unexpected', { reason: p.message ?? String(p.code) })); return false;
  }
}

/** Tells the user why a silent call failed, as the error catalogue would have (sessions ending are handled by the client). */
export function showFailure(err: unknown): void {
  if (!(err instanceof CallError) || err.cancelled) return;
  const outcome = describeFailure({ status: err.status, serverMessage: err.serverMessage });
  if (outcome.show !== 'none') notify[outcome.show](err.message);
}
