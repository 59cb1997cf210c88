import { CloseCircleFill, RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/index.js';

/** The tappable line of a picker field: the chosen text (or the placeholder), a clear button, an arrow. */
export function PickerTrigger({ label, text, placeholder, onOpen, onClear }: {
  label: string; text: ReactNode; placeholder?: string; onOpen(): void; onClear?: () => void;
}) {
  const { t } = useTranslation('form');
  const empty = text === null || text === undefined || text === '';
  return (
    <div className="form-picker-trigger">
      {/* Named by the field and what it shows (WCAG 2.5.3: the visible text is part of the name). */}
      <button type="button" className={`form-picker-value${empty ? ' is-placeholder' : ''}`} aria-haspopup="dialog" onClick={onOpen}>
        <span className="sr-only">{label} </span>{empty ? placeholder ?? t('placeholder.select') : text}
      </button>
      {!empty && onClear && (
        <button type="button" className="form-picker-clear" aria-label={`${t('picker.clear')} ${label}`} onClick={onClear}>
          <CloseCircleFill aria-hidden />
        </button>
      )}
      <RightOutline className="form-picker-arrow" aria-hidden />
    </div>
  );
}
