import { Input, TextArea } from 'antd-mobile';
import type { ControlProps } from '../context.js';
import { ReadOnlyText } from './ReadOnlyText.js';
import { useTranslation } from '../../../i18n/index.js';

type TextField = Extract<ControlProps['field'], { type: 'text' | 'textarea' }>;

/** One line of text, or several with a character count. */
export function TextControl({ field, value, onChange, readOnly }: ControlProps<TextField>) {
  const { t } = useTranslation('form');
  const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
  if (readOnly) return <ReadOnlyText multiline={field.type === 'textarea'}>{text}</ReadOnlyText>;
  const common = { value: text, onChange, placeholder: field.placeholder ?? t('placeholder.input'), maxLength: field.maxLength, 'aria-label': field.label };
  return field.type === 'textarea'
    ? <TextArea {...common} showCount rows={2} className="grow-text" />
    : <Input {...common} clearable />;
}
