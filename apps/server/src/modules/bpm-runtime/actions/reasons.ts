import { invalidField } from '../../../platform/errors.js';
import type { MessageKey } from '../../../platform/messages.js';

/**
 * Rejecting and ending (终止) undo someone's work, so they need a reason on the server whatever the client
 * checked: refused with 400 naming the field when it is missing or blank.
 */
export function requireReason(value: string | undefined | null, field: string, key: Extract<MessageKey, 'field.rejectReason' | 'field.endReason'>): void {
  if (!value?.trim()) throw invalidField(field, key);
}
