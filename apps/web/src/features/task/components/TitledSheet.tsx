import type { ReactNode } from 'react';
import { CloseOutline } from 'antd-mobile-icons';
import { Sheet } from '../../../components/Sheet.js';
import { useTranslation } from '../../../i18n/index.js';

/** A bottom sheet with a title and a close button (the diagram, sharing); the body is the caller's. */
export function TitledSheet({ open, title, onClose, className, children }: {
  open: boolean; title: string; onClose(): void;
  /** The sheet's own class (its height and width), put on the popup body. */
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('task');
  return (
    <Sheet open={open} onClose={onClose} label={title} bodyClassName={`titled-sheet ${className}`} className="titled-sheet-inner">
      <div className="titled-sheet-head">
        <span className="titled-sheet-title">{title}</span>
        <button type="button" className="link-button titled-sheet-close" aria-label={t('common:cancel')} onClick={onClose}><CloseOutline aria-hidden /></button>
      </div>
      {children}
    </Sheet>
  );
}
