import { errorText } from '../../../../lib/error-text.js';
import { CallError } from '../../../../lib/http/client.js';

/** `field: rule` of the asset system's refusals (a validation's path starts with `body.`). */
const FIELD_RULE = /^(?:body\.)?([A-Za-z_]\w*)(?:[.[][\w.[\]]*)?:\s*(.+)$/;

/**
 * The refusal of a form's call as messages per form field: the server names the field in each `field: rule` part
 * (`;`-separated); `fields` maps its names to the form's (`pictureIds` → `photos`). Null when the refusal names
 * none of them: the caller shows it as a whole.
 */
export function fieldErrorsOf(err: unknown, fields: Record<string, string>): Array<{ name: string; errors: string[] }> | null {
  // Bad input (400) and a clash with what is stored (409: a code already taken) both name their field.
  if (!(err instanceof CallError) || (err.status !== 400 && err.status !== 409)) return null;
  const byField = new Map<string, string[]>();
  for (const part of (err.serverMessage ?? '').split(/;\s*/)) {
    const m = FIELD_RULE.exec(part.trim());
    const name = m && fields[m[1]];
    if (!name) continue;
    // Under the field's own label the rule alone reads best ('请填写故障描述', not 'content: 请填写故障描述').
    byField.set(name, [...(byField.get(name) ?? []), m[2].trim()]);
  }
  return byField.size ? [...byField].map(([name, errors]) => ({ name, errors })) : null;
}

/** The message to show for a failed call that the caller handles itself (silent): nothing when it was cancelled. */
export const failureText = (err: unknown): string | null => (err instanceof CallError && err.cancelled ? null : errorText(err));
