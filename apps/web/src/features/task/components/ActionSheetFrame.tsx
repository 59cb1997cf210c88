import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { Sheet } from '../../../components/Sheet.js';
import { useTranslation } from '../../../i18n/index.js';

/** The bottom sheet every task action dialog uses: a title, the body, cancel and confirm above the safe area. */
export function ActionSheetFrame({ open, title, onCancel, onConfirm, confirmText, danger, confirmDisabled, children }: {
  open: boolean;
  title: string;
  onCancel(): void;
  onConfirm(): void;
  confirmText: string;
  danger?: boolean;
  confirmDisabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('task');
  return (
    <Sheet open={open} onClose={onCancel} label={title} bodyClassName="task-sheet" className="task-sheet-inner">
      <div className="task-sheet-title">{title}</div>
      <div className="task-sheet-body">{children}</div>
      <div className="task-sheet-buttons">
        <Button block onClick={onCancel}>{t('common:cancel')}</Button>
        <Button block color={danger ? 'danger' : 'primary'} disabled={confirmDisabled} onClick={onConfirm}>{confirmText}</Button>
      </div>
    </Sheet>
  );
}

/** A labelled block inside a task sheet. */
export function SheetField({ label, required, htmlFor, children, hint }: { label: string; required?: boolean; htmlFor?: string; children: ReactNode; hint?: ReactNode }) {
  return (
    <div className="task-sheet-field">
      <label className="task-sheet-label" htmlFor={htmlFor}>{label}{required && <span className="opinion-required">*</span>}</label>
      {children}
      {hint && <div className="task-sheet-hint">{hint}</div>}
    </div>
  );
}
