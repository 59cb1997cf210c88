import type { ReactNode } from 'react';
import { Sheet } from '../../Sheet.js';
import { useTranslation } from '../../../i18n/index.js';

/** The sheet of the user and organisation pickers: cancel, the title with the count chosen, confirm; the body scrolls. */
export function PickerPopup({ visible, title, count, onCancel, onConfirm, children, top }: {
  visible: boolean; title: string; count: number; onCancel(): void; onConfirm(): void; children: ReactNode; top?: ReactNode;
}) {
  const { t } = useTranslation('form');
  return (
    <Sheet open={visible} onClose={onCancel} label={title} bodyClassName="form-picker-popup" className="form-picker-sheet">
      <div className="form-picker-head">
        <button type="button" className="link-button form-picker-cancel" onClick={onCancel}>{t('picker.cancel')}</button>
        <div className="form-picker-title">
          {title}
          <span className="form-picker-count">{t('picker.selected', { count })}</span>
        </div>
        <button type="button" className="link-button form-picker-confirm" onClick={onConfirm}>{t('picker.confirm')}</button>
      </div>
      {top}
      {/* Focusable so that a keyboard can scroll a long list. */}
      <div className="form-picker-body" tabIndex={0} role="group" aria-label={title}>{children}</div>
    </Sheet>
  );
}

/** Adds or removes one id of a choice (with what the choice keeps of it); a single choice holds at most one. */
export function toggle<V>(picked: ReadonlyMap<string, V>, id: string, kept: V, multiple: boolean): Map<string, V> {
  if (picked.has(id)) {
    const next = new Map(picked);
    next.delete(id);
    return next;
  }
  return multiple ? new Map(picked).set(id, kept) : new Map([[id, kept]]);
}
