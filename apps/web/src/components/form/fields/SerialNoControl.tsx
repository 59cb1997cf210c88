import { isEmptyValue } from '../../../lib/form/model.js';
import type { ControlProps } from '../context.js';
import { ReadOnlyText } from './ReadOnlyText.js';
import { useTranslation } from '../../../i18n/index.js';

type SerialNoField = Extract<ControlProps['field'], { type: 'serialNo' }>;

/**
 * A serial number, read-only. The server allocates it when the request is submitted (inside the start's
 * transaction, so numbers have no gaps); opening a form reserves nothing, and an empty one reads 'assigned
 * on submit'.
 */
export function SerialNoControl({ field, value }: ControlProps<SerialNoField>) {
  const { t } = useTranslation('form');
  if (isEmptyValue(field, value)) return <div className="form-readonly is-empty">{t('serialNo.onSubmit')}</div>;
  return <ReadOnlyText>{typeof value === 'string' ? value : ''}</ReadOnlyText>;
}
