import type { ControlProps } from '../context.js';
import { NumericInput } from './NumericInput.js';
import { ReadOnlyText } from './ReadOnlyText.js';
import { useTranslation } from '../../../i18n/index.js';

type NumberField = Extract<ControlProps['field'], { type: 'number' }>;

const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;
const parseNumber = (text: string) => (text.trim() === '' ? null : NUMBER.test(text.trim()) ? Number(text) : undefined);

/** A number with its unit; limits and decimal places are checked on submit. */
export function NumberControl({ field, value, onChange, readOnly }: ControlProps<NumberField>) {
  const { t } = useTranslation('form');
  const unit = field.unit ? <span className="form-unit">{field.unit}</span> : null;
  if (readOnly) return <ReadOnlyText>{value === null || value === undefined || value === '' ? '' : <>{String(value)}{unit}</>}</ReadOnlyText>;
  return (
    <div className="form-inline">
      <NumericInput value={value} onChange={onChange} parse={parseNumber} label={field.label}
        placeholder={field.placeholder ?? t('placeholder.input')}
        clean={(s) => s.replace(/[^\d.-]/g, '')} />
      {unit}
    </div>
  );
}
