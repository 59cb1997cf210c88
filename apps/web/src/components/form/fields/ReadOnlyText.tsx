import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/index.js';

/** A value shown as text on a read-only field; a dash when empty. */
export function ReadOnlyText({ children, multiline }: { children: ReactNode; multiline?: boolean }) {
  const { t } = useTranslation('form');
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={`form-readonly${multiline ? ' is-multiline' : ''}${empty ? ' is-empty' : ''}`}>
      {empty ? t('empty') : children}
    </div>
  );
}
