import { currencyToChinese, parseAmount } from '../../../lib/form/currency.js';
import { formatDecimal } from '../../../lib/form/decimal.js';
import type { ControlProps } from '../context.js';
import { NumericInput } from './NumericInput.js';
import { ReadOnlyText } from './ReadOnlyText.js';
import { useTranslation } from '../../../i18n/index.js';

type MoneyField = Extract<ControlProps['field'], { type: 'money' }>;

/** Digits, commas and one dot, two decimals at most: what can be typed into an amount. */
function cleanAmount(text: string): string {
  const kept = text.replace(/[^\d,.]/g, '');
  const dot = kept.indexOf('.');
  return dot < 0 ? kept : `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replace(/[.,]/g, '').slice(0, 2)}`;
}

/** The amount in uppercase Chinese under the box, or why it cannot be written so. */
function Capitals({ value }: { value: unknown }) {
  const { t } = useTranslation('form');
  const r = currencyToChinese(typeof value === 'number' || typeof value === 'string' ? value : null);
  if (!r.ok && r.reason === 'empty') return null;
  return r.ok
    ? <div className="form-money-capitals" data-testid="money-capitals">{r.text}</div>
    : <div className="form-money-capitals is-invalid" data-testid="money-capitals">{t(`money.${r.reason}`)}</div>;
}

/** An amount in yuan with its uppercase Chinese (spec 000 section 5) shown under it as it is typed. */
export function MoneyControl({ field, value, onChange, readOnly }: ControlProps<MoneyField>) {
  const { t } = useTranslation('form');
  if (readOnly) {
    return (
      <div>
        <ReadOnlyText>{typeof value === 'number' ? `¥${formatDecimal(value)}` : ''}</ReadOnlyText>
        <Capitals value={value} />
      </div>
    );
  }
  return (
    <div>
      <div className="form-inline">
        <span className="form-unit form-currency">¥</span>
        <NumericInput value={value} onChange={onChange} label={field.label} placeholder={field.placeholder ?? t('placeholder.input')}
          clean={cleanAmount} parse={(s) => (s.trim() === '' ? null : parseAmount(s) ?? undefined)} />
      </div>
      <Capitals value={value} />
    </div>
  );
}
