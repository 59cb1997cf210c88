import { formatDecimal } from '../../../lib/form/decimal.js';
import type { ControlProps } from '../context.js';
import { ReadOnlyText } from './ReadOnlyText.js';

type ComputedField = Extract<ControlProps['field'], { type: 'computed' }>;

/** A computed value (always read-only), shown with its decimal places. */
export function ComputedControl({ field, value }: ControlProps<ComputedField>) {
  const text = typeof value === 'number' && Number.isFinite(value)
    ? formatDecimal(value, field.precision ?? 2)
    : '';
  return <ReadOnlyText><output aria-label={field.label} className="form-computed">{text}</output></ReadOnlyText>;
}
